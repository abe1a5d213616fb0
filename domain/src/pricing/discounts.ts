import type { PricingProfile } from './schemas'

/**
 * Longer hire and early booking discounts (listings spec §3, §9 fee keys). The spec names them
 * but not when they apply; these are the marketplace's rules:
 * - Longer hire: the listing's percent off the rent for stays of 7 nights or more (a week).
 * - Early booking: the listing's percent off the rent when pickup is 60 or more calendar days
 *   after today, counted on the listing's calendar like every other date rule.
 * Both reduce the rent only — nightly rates and extra-guest charges — never fees or extras,
 * which are the lessor's costs. When both apply, each is taken from the same undiscounted rent
 * (they add up rather than compound) so every line reads as "N % of the rent" and can be
 * checked by hand; together they never exceed the rent.
 */
export const LONGER_HIRE_MIN_NIGHTS = 7
export const EARLY_BOOKING_MIN_DAYS = 60

export interface RentDiscounts {
  /** Zero or negative: display_details "Early booking discount". */
  early_booking_in_cents: number
  /** Zero or negative: display_details "Longer hire discount". */
  longer_hire_in_cents: number
}

const percentOf = (amount: number, percent: number | null | undefined): number =>
  percent ? Math.round((amount * percent) / 100) : 0

export function rentDiscounts(
  profile: PricingProfile,
  rentInCents: number,
  tripNights: number,
  daysUntilPickup: number,
): RentDiscounts {
  const early = daysUntilPickup >= EARLY_BOOKING_MIN_DAYS ? percentOf(rentInCents, profile.early_booking_discount) : 0
  const longer = tripNights >= LONGER_HIRE_MIN_NIGHTS ? percentOf(rentInCents, profile.longer_hire_discount) : 0
  // Two percents can add up past 100: cap so the rent never goes below zero.
  const cappedEarly = Math.min(early, rentInCents)
  const cappedLonger = Math.min(longer, rentInCents - cappedEarly)
  // `0 - x` rather than `-x` so a zero discount is +0, not -0, in JSON and equality checks.
  return { early_booking_in_cents: 0 - cappedEarly, longer_hire_in_cents: 0 - cappedLonger }
}
