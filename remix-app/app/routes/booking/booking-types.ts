import type { BookingStatus } from '@driftway/domain/booking-status'
import type { ListingKind } from '@driftway/domain/roles'

type Contact = { name: string | null; phone: string | null; email: string | null }

/**
 * A booking as the API answers it (booking spec §3), with the fields the site reads.
 * `listing_summary` is the API's small listing card (decided with the API half, issue 11).
 */
export type BookingRow = {
  id: string
  /** The booking number people quote (DW-…, decision 0113). */
  reference?: string | null
  status: BookingStatus
  listing: string
  listing_summary?: {
    id: string
    kind: ListingKind
    title: string
    city: string | null
    country: string | null
    main_image: string | null
  } | null
  pickup_timestamp: number
  return_timestamp: number
  total_rent_price_in_cents: number
  /** Money paid so far and the rest of a down-payment booking, due by its deadline (booking §3). */
  down_payment_in_cents?: number | null
  paid_in_cents?: number | null
  remaining_amount_in_cents?: number | null
  remaining_payment_deadline_timestamp?: number | null
  currency: string
  adults_num: number
  children_num: number
  travellers_num?: number | null
  traveller_name?: string | null
  acception_deadline_timestamp?: number | null
  payment_deadline_timestamp?: number | null
  contact_info?: { lessor?: Contact | null; traveller?: Contact | null } | null
  chat?: string | null
  /** The review of a completed trip, or null while the traveler has not reviewed it. */
  review_id?: string | null
  /** Money returned to the traveler (a cancellation, a partner's refusal: issue 21). */
  refunded_in_cents?: number | null
  /** A partner booking (issue 21, decision 0093): the partner, where its saga is, the partner's reference. */
  partner?: string | null
  partner_step?: string | null
  partner_reference?: string | null
}

export type BookingPage = {
  count: number
  results: BookingRow[]
  has_more?: boolean
  next_offset?: number | null
}
