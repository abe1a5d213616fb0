import { SECONDS_PER_DAY } from '../dates'

/**
 * Refunds when a booking is cancelled (decision 0034). A tier says: cancelling `days` or more
 * days before pickup costs `percent` of the price (or `minimum_amount_in_cents` when percent is 0).
 * The traveler gets back what they paid minus that fee, never more than they paid and never less
 * than nothing; a lessor cancellation refunds everything.
 */
export interface CancellationTier {
  days: number
  percent: number
  minimum_amount_in_cents?: number | null
}

/** The default table of listings spec §9 (days before collection → percent): 60+ 10, 30+ 50, 14+ 80, under 14 90. */
export const defaultCancellationTiers: readonly CancellationTier[] = [
  { days: 60, percent: 10 },
  { days: 30, percent: 50 },
  { days: 14, percent: 80 },
  { days: 0, percent: 90 },
]
/** "After start 100": once the trip has begun nothing is refunded. */
export const AFTER_START_FEE_PERCENT = 100

export interface RefundInput {
  cancelled_by: 'traveler' | 'lessor' | 'system'
  total_price_in_cents: number
  paid_in_cents: number
  pickup_timestamp: number
  now_timestamp: number
  /** The listing's tiers; an empty list means the default table. */
  tiers?: readonly CancellationTier[] | null
}

export interface Refund {
  refund_in_cents: number
  fee_in_cents: number
  /** Percent of the price kept, for the mail and the booking's notice. */
  fee_percent: number
}

/** Whole days from now to pickup, rounded down (13.9 days is "under 14"). */
export const daysBeforePickup = (pickup: number, now: number): number => Math.floor((pickup - now) / SECONDS_PER_DAY)

export function cancellationFee(total: number, tiers: readonly CancellationTier[], pickup: number, now: number) {
  if (now >= pickup) return { fee_in_cents: total, fee_percent: AFTER_START_FEE_PERCENT }
  const days = daysBeforePickup(pickup, now)
  const table = tiers.length > 0 ? tiers : defaultCancellationTiers
  // The tier with the largest threshold the cancellation still reaches; none reached → the whole price.
  const tier = [...table].sort((a, b) => b.days - a.days).find((row) => days >= row.days)
  if (!tier) return { fee_in_cents: total, fee_percent: AFTER_START_FEE_PERCENT }
  const byPercent = Math.round((total * tier.percent) / 100)
  const fee = tier.percent === 0 ? (tier.minimum_amount_in_cents ?? 0) : byPercent
  return { fee_in_cents: Math.min(total, Math.max(0, fee)), fee_percent: tier.percent }
}

export function refundFor(input: RefundInput): Refund {
  const paid = Math.max(0, input.paid_in_cents)
  if (input.cancelled_by !== 'traveler') return { refund_in_cents: paid, fee_in_cents: 0, fee_percent: 0 }
  const { fee_in_cents, fee_percent } = cancellationFee(
    input.total_price_in_cents,
    input.tiers ?? defaultCancellationTiers,
    input.pickup_timestamp,
    input.now_timestamp,
  )
  return { refund_in_cents: Math.max(0, Math.min(paid, paid - fee_in_cents)), fee_in_cents, fee_percent }
}
