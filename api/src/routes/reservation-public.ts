import {
  isQuoteError,
  type ListingKind,
  listingKinds,
  nightKeyOf,
  quoteBooking,
  supportedCurrencies,
} from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { optionalUser } from '../auth/plugin'
import { validationError } from '../http/validation'
import { bookedPeriods, engineInputs, findVisibleListing, loadChildren, occupiedNights } from '../listings/bundle'
import { timezoneOfListing } from '../listings/pricing-input'

const kindParams = z.object({ kind: z.enum(listingKinds) })

/** The listing id field of the validate payload per kind (booking spec §7 "Validate"). */
const listingIdField: Record<ListingKind, 'vehicle' | 'campsite_id' | 'boat_id'> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

const id = z.union([z.string().min(1).max(100), z.number().int()]).transform(String)
const timestamp = z.number().int().min(0).max(253_402_300_799)

/**
 * Validate payload (booking spec §7): vehicle | campsite_id | boat_id (or the draft's listing_id),
 * the range, extras as `{id, quantity}` (the draft's `{extra_amenity, quantity}` is accepted too),
 * the party and full prepayment. Other draft fields (location codes, type…) are ignored.
 */
const validateBody = z.object({
  vehicle: id.optional(),
  campsite_id: id.optional(),
  boat_id: id.optional(),
  listing_id: id.optional(),
  pickup_timestamp: timestamp,
  return_timestamp: timestamp,
  booked_extra_amenities: z
    .array(
      z
        .object({ id: id.optional(), extra_amenity: id.optional(), quantity: z.number().int().min(0).max(10_000) })
        .refine((row) => row.id !== undefined || row.extra_amenity !== undefined, {
          message: 'Give the extra id',
          path: ['id'],
        }),
    )
    .max(100)
    .default([]),
  pitches_num: z.number().int().min(1).max(100).default(1),
  adults_num: z.number().int().min(0).max(100).default(1),
  children_num: z.number().int().min(0).max(100).default(0),
  full_prepayment: z.boolean().default(false),
  currency: z.enum(supportedCurrencies).optional(),
})

/**
 * Public booking-range calls of the detail page: the price of a range and the booked periods
 * of the calendar (booking spec §7).
 */
export const reservationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  /**
   * 200: the quote (display_details, totals, payment split, extras) in the requested currency.
   * 400 `{ error: true, error_key, error_msg, … }` for a range or party that cannot be booked:
   * invalid_range, past_pickup, dates_unavailable (+ unavailable_nights), minimum_rental_days
   * (+ minimum_nights), too_many_guests, unknown_extra / extra_quantity_exceeded (+ extra_id),
   * conversion_unavailable. 400 validation_error for a malformed payload, 404 for an unknown listing.
   */
  app.post(
    '/reservation/:kind/booking/travel/validate/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['bookings'],
        summary: 'Validate and price a booking range',
        params: kindParams,
        body: validateBody,
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const body = request.body
      const field = listingIdField[kind]
      const listingId = body[field] ?? body.listing_id
      if (!listingId) throw validationError({ [field]: ['Required'] })
      const listing = await findVisibleListing(payload, kind, listingId, request.user ?? null)
      const timezone = timezoneOfListing(listing)
      const [children, occupied, environment] = await Promise.all([
        loadChildren(payload, String(listing.id)),
        occupiedNights(
          payload,
          String(listing.id),
          nightKeyOf(Math.min(body.pickup_timestamp, body.return_timestamp), timezone),
        ),
        app.listingSearch.environment(),
      ])
      const quote = quoteBooking({
        ...engineInputs(listing, children),
        blocked_nights: occupied,
        request: {
          pickup_timestamp: body.pickup_timestamp,
          return_timestamp: body.return_timestamp,
          pitches_num: body.pitches_num,
          adults_num: body.adults_num,
          children_num: body.children_num,
          booked_extra_amenities: body.booked_extra_amenities.map((row) => ({
            id: (row.id ?? row.extra_amenity)!,
            quantity: row.quantity,
          })),
          full_prepayment: body.full_prepayment,
          now_timestamp: Math.floor(Date.now() / 1000),
          currency: body.currency,
          rates_per_eur: { ...environment.ratesPerEur },
        },
      })
      if (isQuoteError(quote)) {
        const { ok: _ok, ...error } = quote
        return reply.status(400).send({ error: true, ...error })
      }
      const engine = engineInputs(listing, children)
      const chargedIds = new Map(quote.extras.map((extra) => [extra.id, extra]))
      return {
        error: false,
        error_msg: null,
        available_vehicle_id: null,
        listing_id: String(listing.id),
        listing_currency: quote.listing_currency,
        pickup_timestamp: quote.pickup_timestamp,
        return_timestamp: quote.return_timestamp,
        full_prepayment: body.full_prepayment,
        display_details: quote.display_details,
        ...quote.cost,
        nights: quote.nights,
        /** Extras of the listing with what this booking takes of each (the extras modal). */
        extra_amenities: engine.extras.map((extra) => ({
          id: extra.id,
          name: extra.name,
          unit: extra.unit,
          available: extra.available,
          mandatory: Boolean(extra.mandatory),
          included: Boolean(extra.included) || extra.unit === 'included',
          quantity: chargedIds.get(extra.id)?.quantity ?? 0,
          unit_price_in_cents: chargedIds.get(extra.id)?.unit_price_in_cents ?? null,
          total_charge_in_cents: chargedIds.get(extra.id)?.total_charge_in_cents ?? 0,
        })),
        booked_extra_amenities: quote.extras.map((extra) => ({
          extra_amenity: extra.id,
          name: extra.name,
          quantity: extra.quantity,
          unit: extra.unit,
          unit_price_in_cents: extra.unit_price_in_cents,
          total_charge_in_cents: extra.total_charge_in_cents,
          mandatory: extra.mandatory,
          ...(extra.note ? { note: extra.note } : {}),
        })),
        included_amenities: quote.included_extras.map((extra) => ({
          extra_amenity: extra.id,
          name: extra.name,
          quantity: extra.quantity,
        })),
        available_hours: {
          pickup: (listing.station_pickup_hours as unknown[] | null | undefined) ?? [],
          dropoff: (listing.station_dropoff_hours as unknown[] | null | undefined) ?? [],
        },
        // Partner products and stations (THL, Vanever…) come with the partner integrations.
        booked_products: [],
        station_details: null,
      }
    },
  )

  app.get(
    '/reservation/:kind/booking/travel/all/:id/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['bookings'],
        summary: 'Booked periods of a listing from today on (bookings and owner reservations)',
        params: kindParams.extend({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(z.object({ pickup_timestamp: z.number(), return_timestamp: z.number() })) },
      },
    },
    async (request) => {
      const { kind, id: listingId } = request.params
      const listing = await findVisibleListing(payload, kind, listingId, request.user ?? null)
      return bookedPeriods(payload, listing, Math.floor(Date.now() / 1000))
    },
  )
}
