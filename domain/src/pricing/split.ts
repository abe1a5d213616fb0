import { addDaysToKey, localNoonTimestamp, type NightKey } from '../dates'

/**
 * Down payment and remaining amount (booking spec §3 display_details, §9 20/80 fallback).
 * Amounts are integer minor units of the quote currency, so rounding the percent to an integer
 * is rounding to the currency's minor unit (whole yen for JPY, cents for EUR).
 */
export const FALLBACK_DOWN_PAYMENT_PERCENT = 20

/**
 * Days the traveler has to pay the down payment once the booking is accepted: the 48-hour
 * awaiting-payment window of booking spec §9.
 */
export const DOWN_PAYMENT_DUE_DAYS_AFTER_BOOKING = 2

export interface PaymentSplitInput {
  total_in_cents: number
  down_payment_percent: number | null | undefined
  pickup_night: NightKey
  timezone: string
  final_payment_due_days_before_pickup: number
  now_timestamp: number
  full_prepayment: boolean
}

export interface PaymentSplit {
  down_payment_in_cents: number
  remaining_amount_in_cents: number
  /** 12:00 local, N calendar days before pickup; null when nothing remains to pay. */
  remaining_payment_deadline_timestamp: number | null
}

export function paymentSplit(input: PaymentSplitInput): PaymentSplit {
  const total = input.total_in_cents
  // Calendar days at the listing, not N × 86400 s: across a DST change the deadline stays at 12:00.
  const deadline = localNoonTimestamp(
    addDaysToKey(input.pickup_night, -input.final_payment_due_days_before_pickup),
    input.timezone,
  )
  // A deadline that has already passed cannot be met later, so everything is due now.
  if (input.full_prepayment || deadline <= input.now_timestamp) {
    return { down_payment_in_cents: total, remaining_amount_in_cents: 0, remaining_payment_deadline_timestamp: null }
  }
  const percent = input.down_payment_percent ?? FALLBACK_DOWN_PAYMENT_PERCENT
  const down = Math.min(total, Math.max(0, Math.round((total * percent) / 100)))
  const remaining = total - down
  return {
    down_payment_in_cents: down,
    remaining_amount_in_cents: remaining,
    remaining_payment_deadline_timestamp: remaining > 0 ? deadline : null,
  }
}
