import { asSystem } from '@driftway/collections'
import { type NightKey, nightsBetween } from '@driftway/domain'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import type { Payload, PayloadRequest } from 'payload'
import { lessorErrors } from './errors'
import type { ListingRecord } from './view'

/**
 * Manual reservations occupy nights in the `booked-nights` ledger (source manual_reservation),
 * like bookings do; the ledger's unique (listing, night) index is what keeps a reservation and a
 * booking — or two reservations — from taking the same night. Nights are listing-local dates from
 * the start date up to, not including, the end date (availability/nights.ts).
 */

/** A block may not be longer than this: each night is a row. */
export const MAX_RESERVATION_NIGHTS = 731

export function reservationNights(listing: ListingRecord, start: number, end: number): NightKey[] {
  const nights = nightsBetween(start, end, listingTimeZone(listing as Parameters<typeof listingTimeZone>[0]))
  // Counted the way the listing's kind is rented (decision 0010): a campervan's days, else nights.
  if (nights.length === 0) throw lessorErrors.reservationTooShort(listing.kind)
  if (nights.length > MAX_RESERVATION_NIGHTS)
    throw lessorErrors.reservationTooLong(listing.kind, MAX_RESERVATION_NIGHTS)
  return nights
}

/** How many of `nights` are already taken (by a booking or another reservation). */
export async function countTakenNights(
  payload: Payload,
  listingId: string,
  nights: readonly NightKey[],
  req?: PayloadRequest,
) {
  const { totalDocs } = await payload.count({
    collection: 'booked-nights',
    where: { and: [{ listing: { equals: listingId } }, { night: { in: [...nights] } }] },
    ...asSystem(),
    req,
  })
  return totalDocs
}

/** Claims `nights` for a reservation (server write: the ledger is closed to users). */
export async function claimNights(
  payload: Payload,
  listingId: string,
  reservationId: string,
  nights: readonly NightKey[],
  req?: PayloadRequest,
): Promise<void> {
  for (const night of nights) {
    await payload.create({
      collection: 'booked-nights',
      data: { listing: listingId, night, source: 'manual_reservation', manual_reservation: reservationId },
      depth: 0,
      ...asSystem(),
      req,
    })
  }
}

/** Releases a reservation's nights; returns them so a failed delete can claim them again. */
export async function releaseNights(
  payload: Payload,
  reservationId: string,
  req?: PayloadRequest,
): Promise<NightKey[]> {
  const { docs } = await payload.delete({
    collection: 'booked-nights',
    where: { manual_reservation: { equals: reservationId } },
    depth: 0,
    ...asSystem(),
    req,
  })
  return docs.map((doc) => String((doc as { night?: unknown }).night))
}
