import { randomBytes } from 'node:crypto'
import { bookingReferenceFrom } from '@driftway/domain'

/** A new booking number (decision 0113): 40 random bits, written in Crockford's base 32. */
export const newBookingReference = (): string => bookingReferenceFrom(randomBytes(8))

/**
 * `count` booking numbers, each different from the others: for bookings stored before booking
 * numbers existed (the migration's backfill), where a repeat would break the unique index mid-way.
 */
export function distinctBookingReferences(count: number): string[] {
  const given = new Set<string>()
  while (given.size < count) given.add(newBookingReference())
  return [...given]
}
