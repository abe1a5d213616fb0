import { asSystem, asUser } from '@driftway/collections'
import type { RentalRequest } from '@driftway/collections/payload-types'
import { currentTimestamp, type ListingKind } from '@driftway/domain'
import { rentalDatesProblem, rentalDayOf, rentalTimestampOf, rentalVehicleTypes } from '@driftway/domain/rental'
import type { Payload, PayloadRequest } from 'payload'
import type { UserDoc } from '../auth/users'
import { withTransaction } from '../http/transaction'
import { idOf } from '../listings/pricing-input'
import { rentalErrors } from './errors'

/** A traveler's rental requests (decision 0067): creating, reading and withdrawing them. */

type NewRentalRequest = {
  travellers_num: number
  location: string
  destination_latitude: number
  destination_longitude: number
  vehicle_types: string[]
  pickup_timestamp: number
  return_timestamp: number
  flexibility: number
}

/** POST rental/travel/: a traveler's request (status Pending), dates normalized to their calendar days. */
export async function createRentalRequest(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  body: NewRentalRequest,
): Promise<RentalRequest> {
  const pickup = rentalDayOf(body.pickup_timestamp)
  const returnDay = rentalDayOf(body.return_timestamp)
  const problem = rentalDatesProblem(pickup, returnDay, currentTimestamp())
  if (problem) throw rentalErrors.badDates(problem, kind)
  const allowed = new Set(rentalVehicleTypes[kind])
  const types = [...new Set(body.vehicle_types)]
  const unknown = types.filter((type) => !allowed.has(type))
  if (unknown.length > 0) throw rentalErrors.badVehicleTypes(unknown)
  return payload.create({
    collection: 'rental-requests',
    data: {
      traveller: String(user.id),
      kind,
      status: 'PENDING',
      travellers_num: body.travellers_num,
      location: body.location,
      destination_latitude: body.destination_latitude,
      destination_longitude: body.destination_longitude,
      vehicle_types: types,
      pickup_timestamp: rentalTimestampOf(pickup),
      return_timestamp: rentalTimestampOf(returnDay),
      flexibility: body.flexibility,
    },
    depth: 0,
    ...asUser(user),
  })
}

/** The request by id of `kind`, read as the server, or 404 (malformed ids too). Callers check who asks. */
export async function findRequest(payload: Payload, kind: ListingKind, id: string, req?: PayloadRequest) {
  let doc: RentalRequest | null = null
  try {
    doc = (await payload.findByID({
      collection: 'rental-requests',
      id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
      req,
    })) as RentalRequest | null
  } catch {
    doc = null
  }
  if (!doc || doc.kind !== kind) throw rentalErrors.requestNotFound()
  return doc
}

/** The traveler's own request, else the same 404 as an unknown id. */
async function findOwnRequest(payload: Payload, user: UserDoc, kind: ListingKind, id: string) {
  const doc = await findRequest(payload, kind, id)
  if (idOf(doc.traveller) !== String(user.id)) throw rentalErrors.requestNotFound()
  return doc
}

export async function travelerRequests(payload: Payload, user: UserDoc, kind: ListingKind) {
  const { docs } = await payload.find({
    collection: 'rental-requests',
    where: { and: [{ traveller: { equals: user.id } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    ...asUser(user),
  })
  return docs
}

/** DELETE rental/travel/{id}/: the owner withdraws the request; its offers go with it (a booking made stays). */
export async function deleteRentalRequest(payload: Payload, user: UserDoc, kind: ListingKind, id: string) {
  const doc = await findOwnRequest(payload, user, kind, id)
  await withTransaction(payload, async (req) => {
    await payload.delete({
      collection: 'offers',
      where: { rental_request: { equals: doc.id } },
      depth: 0,
      ...asSystem(),
      req,
    })
    await payload.delete({ collection: 'rental-requests', id: doc.id, depth: 0, ...asUser(user), req })
  })
}
