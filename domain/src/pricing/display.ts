import type { CurrencyCode } from '../money'
import type { AmenityLine } from './extras'

/**
 * The contract shapes of a price (booking spec §3 "display_details" and "Booking cost result").
 * Keys are the spec's literal labels; a line is present only when it applies, so the site can
 * render the object as-is.
 */

export interface GuestCharge {
  count: number
  total_charge_in_cents: number
}

export interface DisplayDetails {
  'Trip Days': number
  'Trip Nights': number
  'Listing Rent Price': number
  'Extra Adults'?: GuestCharge
  'Extra Children'?: GuestCharge
  'Extra Amenities'?: AmenityLine[]
  'Included Amenities'?: AmenityLine[]
  'Cleaning Fees'?: number
  'Service Fees'?: number
  /** Negative. */
  'Early booking discount'?: number
  /** Negative. */
  'Longer hire discount'?: number
  'Pickup Fee'?: number
  'Dropoff Fee'?: number
  'One Way Cost'?: number
  downpayment_amount_in_cents: number
  remaining_payment_amount_in_cents: number
  /** Null when nothing remains to pay (full prepayment). */
  remaining_payment_deadline_timestamp: number | null
}

/** display_details without the payment fields: what the total is summed from. */
export type DisplayLines = Omit<
  DisplayDetails,
  'downpayment_amount_in_cents' | 'remaining_payment_amount_in_cents' | 'remaining_payment_deadline_timestamp'
>

export interface BookingCostResult {
  total_rent_price_in_cents: number
  down_payment_in_cents: number
  remaining_amount_in_cents: number
  final_payment_due_days_before_pickup: number
  down_payment_due_days_after_booking: number
  minimum_rate_cents: number
  currency: CurrencyCode
}

/** Single-amount lines that add to the total (fees and discounts). */
export const amountLineKeys = [
  'Cleaning Fees',
  'Service Fees',
  'Early booking discount',
  'Longer hire discount',
  'Pickup Fee',
  'Dropoff Fee',
  'One Way Cost',
] as const satisfies readonly (keyof DisplayDetails)[]
export type AmountLineKey = (typeof amountLineKeys)[number]

/**
 * The sum of every money line of display_details — by construction the booking total. Exposed
 * so the API can check a stored booking and the site can re-add lines after editing extras.
 */
export function displayLinesTotal(details: DisplayLines): number {
  let total = details['Listing Rent Price']
  total += details['Extra Adults']?.total_charge_in_cents ?? 0
  total += details['Extra Children']?.total_charge_in_cents ?? 0
  for (const line of details['Extra Amenities'] ?? []) total += line.total_charge_in_cents
  for (const line of details['Included Amenities'] ?? []) total += line.total_charge_in_cents
  for (const key of amountLineKeys) total += details[key] ?? 0
  return total
}
