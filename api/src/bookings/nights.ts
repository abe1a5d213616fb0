import { asSystem } from '@driftway/collections'
import type { ListingKind, NightKey } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'
import { bookingErrors } from './errors'

/** The listing a booking claims nights of: its id, and its kind for the words of a refusal. */
export type BookedListing = { id: string; kind: ListingKind }

/**
 * A booking's nights in the `booked-nights` ledger. Claimed in the same transaction as the
 * booking (or its status change): the unique (listing, night) index refuses a night someone else
 * holds, and the whole transaction rolls back — no booking without nights, no night without booking.
 */
export async function claimBookingNights(
  payload: Payload,
  req: PayloadRequest,
  listing: BookedListing,
  bookingId: string,
  nights: readonly NightKey[],
): Promise<void> {
  for (const night of nights) {
    try {
      await payload.create({
        collection: 'booked-nights',
        data: { listing: listing.id, night, source: 'booking', booking: bookingId },
        depth: 0,
        ...asSystem(),
        req,
      })
    } catch (error) {
      if (isNightConflict(error)) throw bookingErrors.nightsTaken(listing.kind)
      throw error
    }
  }
}

export async function releaseBookingNights(payload: Payload, req: PayloadRequest, bookingId: string): Promise<void> {
  await payload.delete({
    collection: 'booked-nights',
    where: { booking: { equals: bookingId } },
    depth: 0,
    ...asSystem(),
    req,
  })
}

/**
 * The unique index refused the night. SQLite and PostgreSQL: Payload turns the unique violation
 * (SQLITE_CONSTRAINT_UNIQUE / 23505) into a ValidationError, but a violation raised elsewhere in the
 * statement can arrive as drizzle's query error with the driver's error (code 23505) as its cause.
 * MongoDB: E11000 or a write conflict.
 */
function isNightConflict(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code)
  if (codes.includes('23505')) return true
  const text = `${(error as { name?: string })?.name ?? ''} ${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return /ValidationError|unique|E11000|duplicate|WriteConflict/i.test(text)
}
