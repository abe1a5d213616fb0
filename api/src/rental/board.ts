import { asSystem, asUser } from '@driftway/collections'
import type { Listing, RentalRequest } from '@driftway/collections/payload-types'
import { currentTimestamp, type ListingKind, nightKeysFrom } from '@driftway/domain'
import { flexibleRanges, RENTAL_MATCH_RADIUS_KM, rentalDayOf, rentalTimestampOf } from '@driftway/domain/rental'
import { distanceKm } from '@driftway/domain/search-params'
import type { FastifyInstance } from 'fastify'
import type { Payload, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { occupiedNights } from '../listings/bundle'

/** The lessors' request board: open requests their published listings could serve (decision 0067). */

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
