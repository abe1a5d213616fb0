import { type ListingKind, nightsBetween, tripDaysOf } from '@driftway/domain'
import { listingIdField } from '@driftway/domain/booking-links'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { bookingPersonSchema, createBookingBody } from '../bookings/service'
import { ApiError } from '../http/errors'
import { validationError } from '../http/validation'
import { findVisibleListing, type ListingDoc } from '../listings/bundle'
import { timezoneOfListing } from '../listings/pricing-input'
import {
  type PartnerQuote,
  type PartnerSlug,
  partnerIdField,
  partnerKind,
  partnerNames,
  type QuoteRequest,
} from './types'

const code = z.string().trim().min(1).max(100)
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
/** Indie's wizard sends a time option `{time, price, price_local}`; the others the bare `HH:MM`. */
const timeChoice = z
  .union([hhmm, z.object({ time: hhmm, price: z.number().optional(), price_local: z.number().optional() })])
  .transform((value) => (typeof value === 'string' ? value : value.time))
  .optional()
  .nullable()
/** A plan or package by its code, or the whole item the wizard holds (`{identifier, …}`). */
const codeChoice = z
  .union([code, z.object({ identifier: code }).loose(), z.object({ id: code }).loose()])
  .transform((value): string =>
    typeof value === 'string' ? value : 'identifier' in value ? String(value.identifier) : String(value.id),
  )
  .optional()
  .nullable()

/**
 * The partner part of the validate and booking payloads (booking §7 "Payloads"): location codes;
 * Indie's identifier, times, distance package and insurance; the package provider's insurance
 * (its package), pickup_time and return_time. Extras are the partner's items by code: `{id,
 * quantity}`, or Indie's `{identifier, …, quantity}`.
 */
const partnerFields = {
  booked_extra_amenities: z
    .array(
      z
        .object({
          id: code.optional(),
          identifier: code.optional(),
          code: code.optional(),
          extra_amenity: code.optional(),
          quantity: z.number().int().min(0).max(100),
        })
        .loose()
        .refine((row) => (row.id ?? row.identifier ?? row.code ?? row.extra_amenity) !== undefined, {
          message: 'Give the extra code',
          path: ['id'],
        }),
    )
    .max(50)
    .default([]),
  pickup_location_code: code.optional().nullable(),
  dropoff_location_code: code.optional().nullable(),
  identifier: code.optional().nullable(),
  is_indie_camper: z.boolean().optional(),
  checkin_time: timeChoice,
  checkout_time: timeChoice,
  pickup_time: timeChoice,
  return_time: timeChoice,
  insurance: codeChoice,
  distance_package: codeChoice,
  package_id: codeChoice,
}

/** POST …/validate/{partner}/ (and campnerd/five-anker validate). */
export const partnerValidateBody = createBookingBody
  .pick({
    vehicle: true,
    campsite_id: true,
    boat_id: true,
    listing_id: true,
    pickup_timestamp: true,
    return_timestamp: true,
    pitches_num: true,
    adults_num: true,
    children_num: true,
  })
  .extend(partnerFields)
type PartnerValidateBody = z.output<typeof partnerValidateBody>

/** POST …/{partner}/ (book): the booking payload plus what the traveler agreed to at validate. */
export const partnerBookBody = createBookingBody
  .omit({ booked_extra_amenities: true, is_last_minute_deal: true, last_minute_deal_id: true, currency: true })
  .extend(partnerFields)
  .extend({
    /** The offer validated; a different offer at book time is fine, a different price is not. */
    available_vehicle_id: code.optional().nullable(),
    /** The total shown at validate: the booking is refused (409 partner_price_changed) when the partner now asks another. */
    expected_total_in_cents: z.number().int().min(0).max(100_000_000).optional().nullable(),
  })
export type PartnerBookBody = z.output<typeof partnerBookBody>

/** The listing a partner call names, checked to be that partner's. */
async function partnerListingOf(
  app: FastifyInstance,
  partner: PartnerSlug,
  body: Pick<PartnerValidateBody, 'vehicle' | 'campsite_id' | 'boat_id' | 'listing_id'>,
): Promise<ListingDoc> {
  const kind = partnerKind[partner]
  const field = listingIdField[kind]
  const id = body[field] ?? body.listing_id
  if (!id) throw validationError({ [field]: ['Required'] })
  const listing = await findVisibleListing(app.ctx.payload, kind, id, null)
  if (listing.partner !== partner || !listing[partnerIdField[partner]])
    throw new ApiError(
      'not_a_partner_listing',
      `This listing is not managed by ${partnerNames[partner]}; book it with booking/travel/.`,
    )
  return listing
}

/** Travelers a listing takes (booking §5 seat limit): seats of a vehicle, people on a pitch, on board a boat. */
function seatsOf(listing: ListingDoc, kind: ListingKind): number | null {
  const seats =
    kind === 'recreational_vehicle'
      ? listing.seats_num
      : kind === 'campsite'
        ? listing.people_per_pitch
        : listing.onboard_capacity
  return typeof seats === 'number' && seats > 0 ? seats : null
}

const seatLimit = (seats: number) =>
  new ApiError('seat_limit_exceeded', `This listing takes at most ${seats} travelers.`, undefined, { seats })

/** booking §5: adults plus children may not exceed the seats of an external-code or Indie listing. */
function assertSeats(seats: number | null, body: { adults_num: number; children_num: number }): void {
  if (seats !== null && body.adults_num + body.children_num > seats) throw seatLimit(seats)
}

/** Our payload in the partner adapter's words (`QuoteRequest`). */
function quoteRequestOf(partner: PartnerSlug, listing: ListingDoc, body: PartnerValidateBody): QuoteRequest {
  if (!(body.return_timestamp > body.pickup_timestamp))
    throw validationError({ return_timestamp: ['The return must be after the pick-up.'] })
  const extras = body.booked_extra_amenities
    .filter((row) => row.quantity > 0)
    .map((row) => ({ code: (row.id ?? row.identifier ?? row.code ?? row.extra_amenity)!, quantity: row.quantity }))
  return {
    external_id: String(listing[partnerIdField[partner]]),
    pickup_timestamp: body.pickup_timestamp,
    return_timestamp: body.return_timestamp,
    pickup_location_code: body.pickup_location_code ?? null,
    dropoff_location_code: body.dropoff_location_code ?? body.pickup_location_code ?? null,
    extras,
    // The package provider (Vanever) calls its package "insurance" in the payload (booking §7).
    insurance: partner === 'vanever' ? null : (body.insurance ?? null),
    package_id: body.package_id ?? (partner === 'vanever' ? (body.insurance ?? null) : null),
    distance_package: body.distance_package ?? null,
    checkin_time: body.checkin_time ?? body.pickup_time ?? null,
    checkout_time: body.checkout_time ?? body.return_time ?? null,
    adults: body.adults_num,
    children: body.children_num,
  }
}

/** booking §3 price lines of a partner's quote (the partner's totals; our listing's rates play no part). */
export function partnerDisplayDetails(listing: ListingDoc, quote: PartnerQuote, request: QuoteRequest) {
  const nights = nightsBetween(request.pickup_timestamp, request.return_timestamp, timezoneOfListing(listing)).length
  // Adapters give an item's price for the whole rental, or its daily rate for per-day items.
  const itemTotal = (item: PartnerQuote['extras'][number]) =>
    item.unit === 'DAY' && item.daily_rate_in_cents !== null
      ? item.daily_rate_in_cents * Math.max(1, nights)
      : item.price_in_cents
  const extras = (request.extras ?? []).flatMap(({ code, quantity }) => {
    const item = quote.extras.find((extra) => extra.code === code)
    return item ? [{ name: item.name, quantity, total_charge_in_cents: itemTotal(item) * quantity }] : []
  })
  const mandatory = quote.extras
    .filter((extra) => extra.mandatory)
    .map((extra) => ({ name: extra.name, quantity: 1, total_charge_in_cents: itemTotal(extra) }))
  const plan = quote.insurance_plans.find((p) => p.code === request.insurance)
  const distance = quote.distance_packages.find((d) => d.code === request.distance_package)
  return {
    'Trip Days': tripDaysOf(listing.kind, nights),
    'Trip Nights': nights,
    'Listing Rent Price': quote.rent_in_cents,
    ...(extras.length > 0 ? { 'Extra Amenities': extras } : {}),
    ...(mandatory.length > 0 ? { 'Included Amenities': mandatory } : {}),
    ...(plan ? { 'Insurance Fee': plan.price_in_cents } : {}),
    ...(distance ? { 'Distance Package Fee': distance.price_in_cents } : {}),
    // Partner bookings are paid in full with us (the partner is paid by us); nothing remains.
    downpayment_amount_in_cents: quote.total_in_cents,
    remaining_payment_amount_in_cents: 0,
    remaining_payment_deadline_timestamp: null,
  }
}

/**
 * Asks the partner whether the range can be booked and for how much (booking §7 validate):
 * listing and seats are checked here first, then the partner's quote (cached briefly unless
 * `fresh`). Sold out there answers VAL001 (booking §8), which the site shows as "not available,
 * see alternatives"; the partner's own seat count is enforced as well.
 */
export async function validateAtPartner(
  app: FastifyInstance,
  partner: PartnerSlug,
  body: PartnerValidateBody,
  options: { fresh?: boolean } = {},
) {
  const listing = await partnerListingOf(app, partner, body)
  const kind = partnerKind[partner]
  assertSeats(seatsOf(listing, kind), body)
  app.partners.assertBookable(partner)
  const request = quoteRequestOf(partner, listing, body)
  let quote: PartnerQuote
  try {
    quote = await app.partners.quote(partner, request, options)
  } catch (error) {
    if (error instanceof ApiError && error.errorKey === 'partner_sold_out')
      throw new ApiError('VAL001', error.message, undefined, { partner })
    throw error
  }
  assertSeats(quote.seats > 0 ? quote.seats : null, body)
  return { listing, request, quote }
}

/** The validate answer (booking §7 "Validation response"): error, error_msg, available_vehicle_id, currency, price details. */
export function validateAnswer(listing: ListingDoc, quote: PartnerQuote, request: QuoteRequest) {
  return {
    error: false as const,
    error_msg: null,
    partner: quote.partner,
    available_vehicle_id: quote.available_vehicle_id,
    currency: quote.currency,
    total_rent_price_in_cents: quote.total_in_cents,
    rent_price_in_cents: quote.rent_in_cents,
    options_price_in_cents: quote.options_in_cents,
    display_details: partnerDisplayDetails(listing, quote, request),
    extra_amenities: quote.extras,
    insurance_plans: quote.insurance_plans,
    time_slots: quote.time_slots,
    distance_packages: quote.distance_packages,
    packages: quote.packages,
    location_codes: quote.location_codes,
    seats: quote.seats,
  }
}

/** POST /reservation/campsite/booking/validate/person/ (booking §3 "Campsite persons", §5). */
export const personsBody = z.object({
  persons: z.array(bookingPersonSchema).min(1).max(100),
  adults_num: z.number().int().min(1).max(100).optional(),
  children_num: z.number().int().min(0).max(100).optional(),
  vehicle_length: z.number().min(1).max(50).optional().nullable(),
  vehicle_width: z.number().min(1).max(10).optional().nullable(),
})
