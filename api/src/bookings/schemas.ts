import {
  type BookingAction,
  type BookingStatus,
  bookingMachineActions,
  bookingStatuses,
  extraUnits,
  listingKinds,
} from '@driftway/domain'
import { partnerSagaSteps, partnerSlugs } from '@driftway/domain/partners'
import { z } from 'zod'

/**
 * Response schemas of the booking calls (issue 22). The zod serializer drops every member a schema
 * does not name, so each one lists every field its mapping function writes (`toBookingView`, the
 * validate handler). No transforms or refinements: they would run on every answer.
 */

const nullableString = z.string().nullable()
const nullableNumber = z.number().nullable()

const guestCharge = z.object({ count: z.number(), total_charge_in_cents: z.number() })
const amenityLine = z.object({
  name: z.string(),
  quantity: z.number(),
  total_charge_in_cents: z.number(),
  note: z.string().optional(),
})

/** The price lines of booking spec §3 (`DisplayDetails` of the domain's pricing engine). */
const displayLines = {
  'Trip Days': z.number(),
  'Trip Nights': z.number(),
  'Listing Rent Price': z.number(),
  'Extra Adults': guestCharge.optional(),
  'Extra Children': guestCharge.optional(),
  'Extra Amenities': z.array(amenityLine).optional(),
  'Included Amenities': z.array(amenityLine).optional(),
  'Cleaning Fees': z.number().optional(),
  'Service Fees': z.number().optional(),
  'Early booking discount': z.number().optional(),
  'Longer hire discount': z.number().optional(),
  'Pickup Fee': z.number().optional(),
  'Dropoff Fee': z.number().optional(),
  'One Way Cost': z.number().optional(),
  downpayment_amount_in_cents: z.number(),
  remaining_payment_amount_in_cents: z.number(),
  remaining_payment_deadline_timestamp: nullableNumber,
}

/** display_details of a fresh quote: exactly the engine's lines. */
const quoteDisplayDetails = z.object(displayLines)

/**
 * display_details as a booking stored it (a JSON field, frozen at booking time): the quote's lines,
 * the lessor's discount of a lowered request (decision 0035), and whatever an older booking kept
 * (the demo seed stores a list of `{label, …}` lines). Passed through as stored.
 */
const storedDisplayDetails = z
  .union([
    quoteDisplayDetails.partial().extend({ 'Lessor discount': z.number().optional() }).loose(),
    z.array(z.looseObject({ label: z.string() })),
  ])
  .nullable()
export type StoredDisplayDetails = z.input<typeof storedDisplayDetails>

const hoursRow = z.object({ day: z.string(), from: z.string(), to: z.string(), id: nullableString.optional() })

const contact = z.object({ name: z.string(), phone: z.string(), email: z.string() })

/** A booking as every §7 booking call answers it (`toBookingView`). */
export const bookingViewSchema = z.object({
  id: z.string(),
  /** The booking number people quote (DW-…, decision 0113); null only for a booking older than it on MongoDB. */
  reference: nullableString,
  status: z.enum(bookingStatuses as [BookingStatus, ...BookingStatus[]]),
  kind: z.enum(listingKinds).nullable(),
  listing: z.string(),
  listing_summary: z
    .object({
      id: z.string(),
      kind: z.enum(listingKinds),
      title: z.string(),
      city: nullableString,
      country: nullableString,
      main_image: nullableString,
    })
    .nullable(),
  traveller: nullableString,
  lessor: nullableString,
  pickup_timestamp: z.number(),
  return_timestamp: z.number(),
  total_rent_price_in_cents: z.number(),
  cash_payment_in_cents: z.number(),
  opp_payment_in_cents: z.number(),
  down_payment_in_cents: nullableNumber,
  remaining_amount_in_cents: z.number(),
  paid_in_cents: z.number(),
  refunded_in_cents: z.number(),
  currency: z.string(),
  adults_num: z.number(),
  children_num: z.number(),
  pitches_num: nullableNumber,
  travellers_num: z.number(),
  traveller_name: z.string(),
  traveller_phone: z.string(),
  description: nullableString,
  license_plate: nullableString,
  vehicle_length: nullableNumber,
  vehicle_width: nullableNumber,
  persons: z.array(z.object({ first_name: z.string(), last_name: z.string(), birthdate_timestamp: z.number() })),
  booked_extra_amenities: z.array(
    z.object({ extra_amenity: nullableString, quantity: z.number(), total_charge_in_cents: z.number() }),
  ),
  chat: nullableString,
  full_prepayment: z.boolean(),
  is_instant: z.boolean(),
  is_indie_camper: z.boolean(),
  is_last_minute_deal: z.boolean(),
  last_minute_deal: nullableString,
  payment_method: nullableString,
  acception_deadline_timestamp: nullableNumber,
  payment_deadline_timestamp: nullableNumber,
  remaining_payment_deadline_timestamp: nullableNumber,
  display_details: storedDisplayDetails,
  contact_info: z.object({ lessor: contact, traveller: contact }),
  trip_phase: z.enum(['upcoming', 'on_going', 'past']).nullable(),
  available_actions: z.array(z.enum(bookingMachineActions as [BookingAction, ...BookingAction[]])),
  created_at: z.string(),
  review_id: nullableString,
  partner: z.enum(partnerSlugs).nullable(),
  partner_step: z.enum(partnerSagaSteps).nullable(),
  partner_reference: nullableString,
  /** The lessor's side of the money (issue 14); only in the lessor's answers. */
  commission_percent: z.number().optional(),
  application_fee_in_cents: z.number().optional(),
  lessor_payout_in_cents: z.number().optional(),
})

/** One page of a booking list (offset paging, as the lessor's listing list). */
export const bookingPageSchema = z.object({
  count: z.number(),
  limit: z.number(),
  offset: z.number(),
  has_more: z.boolean(),
  next_offset: nullableNumber,
  results: z.array(bookingViewSchema),
})

/** 200 of `POST booking/travel/validate/`: the quote of a range (booking spec §3 "Booking cost result"). */
export const quoteAnswerSchema = z.object({
  error: z.literal(false),
  error_msg: z.null(),
  available_vehicle_id: z.null(),
  listing_id: z.string(),
  listing_currency: z.string(),
  pickup_timestamp: z.number(),
  return_timestamp: z.number(),
  full_prepayment: z.boolean(),
  display_details: quoteDisplayDetails,
  total_rent_price_in_cents: z.number(),
  down_payment_in_cents: z.number(),
  remaining_amount_in_cents: z.number(),
  final_payment_due_days_before_pickup: z.number(),
  down_payment_due_days_after_booking: z.number(),
  minimum_rate_cents: z.number(),
  currency: z.string(),
  nights: z.array(
    z.object({
      night: z.string(),
      season_id: nullableString,
      rate_id: nullableString,
      rate_in_cents: z.number(),
      units: z.number(),
      rent_in_cents: z.number(),
      extra_adults_in_cents: z.number(),
      extra_children_in_cents: z.number(),
    }),
  ),
  extra_amenities: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unit: z.enum(extraUnits),
      available: z.number(),
      mandatory: z.boolean(),
      included: z.boolean(),
      quantity: z.number(),
      unit_price_in_cents: nullableNumber,
      total_charge_in_cents: z.number(),
    }),
  ),
  booked_extra_amenities: z.array(
    z.object({
      extra_amenity: z.string(),
      name: z.string(),
      quantity: z.number(),
      unit: z.enum(extraUnits),
      unit_price_in_cents: z.number(),
      total_charge_in_cents: z.number(),
      mandatory: z.boolean(),
      note: z.string().optional(),
    }),
  ),
  included_amenities: z.array(z.object({ extra_amenity: z.string(), name: z.string(), quantity: z.number() })),
  /** The listing's station hours as stored (rows of its `station_pickup_hours`/`station_dropoff_hours`). */
  available_hours: z.object({ pickup: z.array(hoursRow), dropoff: z.array(hoursRow) }),
  /** Partner products and stations come with the partner integrations; empty and null until then. */
  booked_products: z.array(z.never()),
  station_details: z.null(),
  /**
   * The last-minute deal the range is priced at (decision 0068), with the normal price its card
   * showed and the discount, so the detail page can say "normally €X"; null for a normal quote.
   */
  last_minute_deal: z
    .object({
      id: z.string(),
      total_price_cents: z.number().int(),
      normal_price_cents: z.number().int(),
      discount_percent: z.number().int(),
    })
    .nullable(),
})
