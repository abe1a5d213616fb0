import { asSystem } from '@driftway/collections'
import type { Listing } from '@driftway/collections/payload-types'
import { type BookedPeriod, bookedPeriodsFromNights, type ListingKind, nightKeyOf } from '@driftway/domain'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { notFound } from '../http/errors'
import {
  type ExtraDoc,
  extraInputs,
  idOf,
  pricingProfile,
  type RateDoc,
  rateInputs,
  type SeasonDoc,
  seasonInputs,
  timezoneOfListing,
} from './pricing-input'

/**
 * One listing with what its public pages and prices need: loaders shared by the detail page,
 * range validation and booked periods.
 */

export type ListingDoc = Listing

/**
 * A listing of `kind` the caller may see: published, or a draft of the signed-in lessor who owns
 * it. Anything else — unknown or malformed id, another kind, someone else's draft — is 404.
 */
export async function findVisibleListing(
  payload: Payload,
  kind: ListingKind,
  id: string,
  user: UserDoc | null | undefined,
  depth = 0,
): Promise<ListingDoc> {
  return visibleListing(await readListing(payload, id, depth), kind, user)
}

/** The stored listing, or null for an unknown or malformed id. */
export async function readListing(payload: Payload, id: string, depth: number): Promise<ListingDoc | null> {
  try {
    return await payload.findByID({ collection: 'listings', id, depth, ...asSystem(), disableErrors: true })
  } catch {
    // A malformed id (not a UUID / ObjectId) is simply not found.
    return null
  }
}

/** `doc` when the caller may see it as a listing of `kind` (see findVisibleListing); 404 otherwise. */
export function visibleListing(
  doc: ListingDoc | null,
  kind: ListingKind,
  user: UserDoc | null | undefined,
): ListingDoc {
  if (!doc || doc.kind !== kind) throw notFound('not_found', 'Listing not found.')
  if (doc.is_draft !== false && !(user && idOf(doc.lessor) === String(user.id))) {
    throw notFound('not_found', 'Listing not found.')
  }
  return doc
}

export interface ListingChildren {
  seasons: SeasonDoc[]
  rates: RateDoc[]
  extras: ExtraDoc[]
}

export async function loadChildren(payload: Payload, listingId: string, depth = 0): Promise<ListingChildren> {
  // Generic over the slug so each list keeps its own generated document type.
  const find = <C extends 'season-availabilities' | 'season-rates' | 'extra-amenities'>(collection: C) =>
    payload.find({
      collection,
      where: { listing: { equals: listingId } },
      depth,
      pagination: false,
      ...asSystem(),
    })
  const [seasons, rates, extras] = await Promise.all([
    find('season-availabilities'),
    find('season-rates'),
    find('extra-amenities'),
  ])
  return {
    seasons: seasons.docs,
    rates: rates.docs,
    extras: extras.docs,
  }
}

/** The engine inputs (profile, seasons, rates, extras) of a loaded listing. */
export const engineInputs = (listing: ListingDoc, children: ListingChildren) => ({
  profile: pricingProfile(listing),
  seasons: seasonInputs(children.seasons),
  rates: rateInputs(children.rates),
  extras: extraInputs(children.extras),
})

/** Occupied nights (bookings and owner reservations) of a listing, from `fromNight` on. */
export async function occupiedNights(payload: Payload, listingId: string, fromNight?: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'booked-nights',
    where: {
      and: [{ listing: { equals: listingId } }, ...(fromNight ? [{ night: { greater_than_equal: fromNight } }] : [])],
    },
    select: { night: true },
    depth: 0,
    pagination: false,
    sort: 'night',
    ...asSystem(),
  })
  return docs.map((doc) => String((doc as { night?: unknown }).night))
}

/** Booked periods from today on (booking spec "booked periods", listing booked_info). */
export async function bookedPeriods(
  payload: Payload,
  listing: ListingDoc,
  nowTimestamp: number,
): Promise<BookedPeriod[]> {
  const timezone = timezoneOfListing(listing)
  const nights = await occupiedNights(payload, String(listing.id), nightKeyOf(nowTimestamp, timezone))
  return bookedPeriodsFromNights(nights, timezone)
}
