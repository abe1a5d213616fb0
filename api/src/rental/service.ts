import { asSystem, asUser } from '@driftway/collections'
import type { Listing, Offer, RentalRequest } from '@driftway/collections/payload-types'
import { currentTimestamp, isQuoteError, type ListingKind, lessorRoleForKind, nightKeysFrom } from '@driftway/domain'
import {
  flexibleRanges,
  isRentalRequestExpired,
  MAX_OFFER_NIGHT_CENTS,
  offerFitsRequest,
  offerTotal,
  priceAtOffer,
  RENTAL_MATCH_RADIUS_KM,
  rentalDatesProblem,
  rentalDayOf,
  rentalTimestampOf,
  rentalVehicleTypes,
} from '@driftway/domain/rental'
import { distanceKm } from '@driftway/domain/search-params'
import type { FastifyInstance } from 'fastify'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { listingIdField, quoteFailure, quoteRange, rangeBody } from '../bookings/quote'
import { createBooking, createBookingBody } from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { ApiError, badRequest, notFound } from '../http/errors'
import { withTransaction } from '../http/transaction'
import { findOwnListing } from '../lessor/access'
import { occupiedNights } from '../listings/bundle'
import { mediaUrl } from '../listings/card'
import { idOf } from '../listings/pricing-input'
import { type OfferLessor, type OfferListing, type OfferView, toOfferView } from './view'

/** Error keys of the rental calls (booking §8: the site shows error_msg). */
const rentalErrors = {
  requestNotFound: () => notFound('rental_request_not_found', 'Rental request not found.'),
  offerNotFound: () => notFound('offer_not_found', 'Offer not found.'),
  expired: () => new ApiError('rental_request_expired', 'This rental request has expired: its pickup date has passed.'),
  closed: () => new ApiError('rental_request_closed', 'An offer on this rental request has already been booked.'),
  offerTaken: () => new ApiError('offer_taken', 'This offer has already been booked.'),
  offerExists: () => new ApiError('offer_exists', 'You have already offered this listing on this request.'),
  listingDraft: () =>
    badRequest('listing_not_offerable', 'Only published listings can be offered; this one is a draft.'),
  listingTooFar: () =>
    badRequest(
      'listing_too_far',
      `The listing is more than ${RENTAL_MATCH_RADIUS_KM} km from the place the traveler asked for.`,
    ),
  datesOutside: () =>
    badRequest('offer_dates_outside_request', "The dates are outside the request's dates and flexibility."),
  badDates: (problem: 'past_pickup' | 'invalid_range' | 'too_long') =>
    badRequest(
      problem,
      problem === 'past_pickup'
        ? 'The pickup date is in the past.'
        : problem === 'too_long'
          ? 'A rental request can cover at most 90 nights.'
          : 'The return date must be after the pickup date.',
      { [problem === 'past_pickup' ? 'pickup_timestamp' : 'return_timestamp']: ['Invalid date'] },
    ),
  badVehicleTypes: (unknown: string[]) =>
    badRequest('validation_error', `vehicle_types: unknown type ${unknown.join(', ')}`, {
      vehicle_types: [`Unknown: ${unknown.join(', ')}`],
    }),
}

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
  if (problem) throw rentalErrors.badDates(problem)
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
async function findRequest(payload: Payload, kind: ListingKind, id: string, req?: PayloadRequest) {
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

/** Offers as the views show them, with their listings (title, place, photo) and lessors' names. */
export async function offerViews(app: FastifyInstance, offers: readonly Offer[]): Promise<OfferView[]> {
  const { payload, env } = app.ctx
  if (offers.length === 0) return []
  const listingIds = [...new Set(offers.map((offer) => idOf(offer.listing)).filter(Boolean) as string[])]
  const lessorIds = [...new Set(offers.map((offer) => idOf(offer.lessor)).filter(Boolean) as string[])]
  const [listings, lessors] = await Promise.all([
    payload.find({
      collection: 'listings',
      where: { id: { in: listingIds } },
      depth: 1,
      pagination: false,
      select: { kind: true, title: true, city: true, country: true, currency: true, images: true },
      // Offered listings are published ones (drafts cannot be offered); the traveler reads them here.
      ...asSystem(),
    }),
    payload.find({
      collection: 'users',
      where: { id: { in: lessorIds } },
      depth: 0,
      pagination: false,
      select: { company_name: true, first_name: true },
      ...asSystem(),
    }),
  ])
  const listingById = new Map<string, OfferListing>(
    listings.docs.map((doc) => [
      String(doc.id),
      {
        id: String(doc.id),
        kind: doc.kind,
        title: doc.title,
        city: doc.city,
        country: doc.country,
        currency: doc.currency,
        image: mediaUrl(env.publicUrl, doc.images?.[0]?.image, 'card'),
      },
    ]),
  )
  const lessorById = new Map<string, OfferLessor>(lessors.docs.map((doc) => [String(doc.id), doc]))
  return offers.map((offer) =>
    toOfferView(offer, listingById.get(idOf(offer.listing) ?? ''), lessorById.get(idOf(offer.lessor) ?? '')),
  )
}

/** Offers on `requestIds`, cheapest per night first; `lessor` keeps one lessor's own. */
export async function offersOn(payload: Payload, requestIds: readonly string[], lessor?: string): Promise<Offer[]> {
  if (requestIds.length === 0) return []
  const and: Where[] = [{ rental_request: { in: requestIds } }]
  if (lessor) and.push({ lessor: { equals: lessor } })
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and },
    sort: ['price_in_cents', 'createdAt'],
    pagination: false,
    depth: 0,
    // Read as the server: the callers decide who sees which (the traveler all, a lessor their own).
    ...asSystem(),
  })
  return docs
}

/**
 * GET rental/request/{id}/offer/: the owner traveler sees every offer on the request; a lessor of
 * the kind (who sees the kind's requests on the board) sees their own offers on it; anyone else gets
 * the 404 of an unknown request.
 */
export async function offersForViewer(app: FastifyInstance, user: UserDoc, kind: ListingKind, id: string) {
  const doc = await findRequest(app.ctx.payload, kind, id)
  if (idOf(doc.traveller) === String(user.id)) return offerViews(app, await offersOn(app.ctx.payload, [String(doc.id)]))
  if (lessorRoleForKind(kind) === user.role) {
    return offerViews(app, await offersOn(app.ctx.payload, [String(doc.id)], String(user.id)))
  }
  throw rentalErrors.requestNotFound()
}

type PublishedListing = Pick<Listing, 'id' | 'title' | 'city' | 'latitude' | 'longitude' | 'currency'>
type ListingWithNights = PublishedListing & { occupied: Set<string> }

/** The lessor's published listings of `kind` that have a place. */
async function lessorListings(payload: Payload, user: UserDoc, kind: ListingKind): Promise<PublishedListing[]> {
  const { docs } = await payload.find({
    collection: 'listings',
    where: {
      and: [{ lessor: { equals: user.id } }, { kind: { equals: kind } }, { is_draft: { equals: false } }],
    },
    select: { title: true, city: true, latitude: true, longitude: true, currency: true },
    pagination: false,
    depth: 0,
    ...asUser(user),
  })
  return (docs as PublishedListing[]).filter(
    (doc) => typeof doc.latitude === 'number' && typeof doc.longitude === 'number',
  )
}

async function lessorListingsWithNights(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
): Promise<ListingWithNights[]> {
  const listings = await lessorListings(payload, user, kind)
  const today = rentalDayOf(currentTimestamp())
  return Promise.all(
    listings.map(async (listing) => ({
      ...listing,
      occupied: new Set(await occupiedNights(payload, String(listing.id), today)),
    })),
  )
}

type BoardMatch = {
  id: string
  title: string
  city: string | null
  distance_km: number
  currency: string
  free_pickup_timestamp: number
  free_return_timestamp: number
}

/**
 * The listings that fit a request: within RENTAL_MATCH_RADIUS_KM of its place and free on its dates
 * or on the same stay moved by up to its flexibility days (the earliest such range is shown).
 */
function matchesOfRequest(request: RentalRequest, listings: readonly ListingWithNights[]): BoardMatch[] {
  const today = rentalDayOf(currentTimestamp())
  const ranges = flexibleRanges(request).filter((range) => range.pickup >= today)
  const matches: BoardMatch[] = []
  for (const listing of listings) {
    const distance = distanceKm(
      request.destination_latitude,
      request.destination_longitude,
      listing.latitude as number,
      listing.longitude as number,
    )
    if (distance > RENTAL_MATCH_RADIUS_KM) continue
    const free = ranges.find((range) =>
      nightKeysFrom(range.pickup, range.return).every((night) => !listing.occupied.has(night)),
    )
    if (!free) continue
    matches.push({
      id: String(listing.id),
      title: listing.title ?? '',
      city: listing.city ?? null,
      distance_km: Math.round(distance * 10) / 10,
      currency: listing.currency ?? 'EUR',
      free_pickup_timestamp: rentalTimestampOf(free.pickup),
      free_return_timestamp: rentalTimestampOf(free.return),
    })
  }
  return matches.sort((a, b) => a.distance_km - b.distance_km)
}

/** Open requests of `kind`: Pending and not expired (pickup today or later), soonest first. */
async function openRequests(payload: Payload, kind: ListingKind, where: Where[] = [], limit = 200) {
  const { docs } = await payload.find({
    collection: 'rental-requests',
    where: {
      and: [
        { kind: { equals: kind } },
        { status: { equals: 'PENDING' } },
        { pickup_timestamp: { greater_than_equal: rentalTimestampOf(rentalDayOf(currentTimestamp())) } },
        ...where,
      ],
    },
    sort: ['pickup_timestamp', 'createdAt'],
    limit,
    depth: 0,
    ...asSystem(),
  })
  return docs
}

/**
 * The lessor's request board: open requests of their kind that one of their published listings
 * fits (area and dates), with those listings and the offers the lessor already made.
 */
export async function lessorBoard(app: FastifyInstance, user: UserDoc, kind: ListingKind, createdAfter?: string) {
  const { payload } = app.ctx
  const listings = await lessorListingsWithNights(payload, user, kind)
  if (listings.length === 0) return []
  const requests = await openRequests(
    payload,
    kind,
    createdAfter ? [{ createdAt: { greater_than: createdAfter } }] : [],
  )
  return requests
    .map((request) => ({ request, listings: matchesOfRequest(request, listings) }))
    .filter((entry) => entry.listings.length > 0)
}

type NewOffer = { listing: string; pickup_timestamp: number; return_timestamp: number; price_in_cents: number }

/**
 * POST rental/request/{id}/offer/: a lessor of the kind offers one of their published listings
 * near the request, on dates within its flexibility, free and bookable on the listing's calendar
 * (checked by the booking engine, so a booked offer cannot fail on rules the lessor could see).
 */
export async function createOffer(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  requestId: string,
  body: NewOffer,
): Promise<Offer> {
  const { payload } = app.ctx
  const request = await findRequest(payload, kind, requestId)
  if (isRentalRequestExpired(request, currentTimestamp())) throw rentalErrors.expired()
  if (request.status === 'CLOSED') throw rentalErrors.closed()
  const listing = await findOwnListing(payload, user, kind, body.listing)
  if (listing.is_draft !== false) throw rentalErrors.listingDraft()
  if (
    typeof listing.latitude !== 'number' ||
    typeof listing.longitude !== 'number' ||
    distanceKm(request.destination_latitude, request.destination_longitude, listing.latitude, listing.longitude) >
      RENTAL_MATCH_RADIUS_KM
  ) {
    throw rentalErrors.listingTooFar()
  }
  const pickup = rentalTimestampOf(rentalDayOf(body.pickup_timestamp))
  const returnAt = rentalTimestampOf(rentalDayOf(body.return_timestamp))
  const dates = { pickup_timestamp: pickup, return_timestamp: returnAt }
  if (!offerFitsRequest(request, dates)) throw rentalErrors.datesOutside()
  if (body.price_in_cents < 1 || body.price_in_cents > MAX_OFFER_NIGHT_CENTS) {
    throw badRequest('validation_error', 'price_in_cents: out of range', { price_in_cents: ['Out of range'] })
  }
  const fullListing = await payload.findByID({
    collection: 'listings',
    id: String(listing.id),
    depth: 0,
    ...asSystem(),
  })
  const { quote } = await quoteRange(
    app,
    fullListing,
    rangeBody.parse({ ...dates, adults_num: request.travellers_num, children_num: 0, full_prepayment: true }),
    currentTimestamp(),
  )
  if (isQuoteError(quote)) {
    throw quoteFailure(quote)
  }
  const existing = await payload.count({
    collection: 'offers',
    where: {
      and: [
        { rental_request: { equals: request.id } },
        { listing: { equals: listing.id } },
        { status: { equals: 'PENDING' } },
      ],
    },
    ...asSystem(),
  })
  if (existing.totalDocs > 0) throw rentalErrors.offerExists()
  return payload.create({
    collection: 'offers',
    data: {
      rental_request: String(request.id),
      listing: String(listing.id),
      price_in_cents: body.price_in_cents,
      ...dates,
      status: 'PENDING',
    },
    depth: 0,
    ...asUser(user),
  })
}

/**
 * "Book this offer": the request's traveler books the offered listing on the offered dates at
 * the offer's total. The booking goes through `createBooking` (range, availability and the
 * nights claimed in one transaction, so the offered nights can be booked only once) and straight
 * to payment; in the same transaction the offer becomes Accepted and the request Closed.
 */
export async function bookOffer(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  offerId: string,
): Promise<BookingDoc> {
  const { payload } = app.ctx
  const offer = await findOffer(payload, offerId)
  if (!offer || idOf(offer.traveller) !== String(user.id)) throw rentalErrors.offerNotFound()
  const request = await findRequest(payload, kind, idOf(offer.rental_request) ?? '').catch(() => {
    throw rentalErrors.offerNotFound()
  })
  if (offer.status === 'ACCEPTED') throw rentalErrors.offerTaken()
  if (request.status === 'CLOSED') throw rentalErrors.closed()
  if (isRentalRequestExpired(request, currentTimestamp())) throw rentalErrors.expired()
  const { total_in_cents } = offerTotal(offer)
  return createBooking(
    app,
    user,
    kind,
    createBookingBody.parse({
      [listingIdField[kind]]: idOf(offer.listing),
      pickup_timestamp: offer.pickup_timestamp,
      return_timestamp: offer.return_timestamp,
      adults_num: request.travellers_num,
      children_num: 0,
      full_prepayment: true,
    }),
    {
      price: (quote) => priceAtOffer(quote, total_in_cents),
      within: async (req, booking) => {
        // Re-read in the transaction: a second "Book" of this offer or of another offer on the
        // request (the nights ledger already refuses the same nights) stops here and rolls back.
        const [current, currentRequest] = await Promise.all([
          findOffer(payload, String(offer.id), req),
          findRequest(payload, kind, String(request.id), req),
        ])
        if (current?.status === 'ACCEPTED') throw rentalErrors.offerTaken()
        if (currentRequest.status === 'CLOSED') throw rentalErrors.closed()
        await payload.update({
          collection: 'offers',
          id: offer.id,
          data: { status: 'ACCEPTED', booking: String(booking.id) },
          depth: 0,
          ...asSystem(),
          req,
        })
        await payload.update({
          collection: 'rental-requests',
          id: request.id,
          data: { status: 'CLOSED' },
          depth: 0,
          ...asSystem(),
          req,
        })
      },
    },
  )
}

async function findOffer(payload: Payload, id: string, req?: PayloadRequest): Promise<Offer | null> {
  try {
    return (await payload.findByID({
      collection: 'offers',
      id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
      req,
    })) as Offer | null
  } catch {
    return null
  }
}
