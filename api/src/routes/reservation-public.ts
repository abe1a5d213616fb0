import type { Listing } from '@driftway/collections/payload-types'
import { currentTimestamp, isQuoteError, listingKinds, quoteErrorKeys } from '@driftway/domain'
import { dealSaving } from '@driftway/domain/deals'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { optionalUser } from '../auth/plugin'
import { listingIdField, quoteFailure, quoteRange, rangeBody } from '../bookings/quote'
import { quoteAnswerSchema } from '../bookings/schemas'
import { validationError } from '../http/validation'
import { engineInputs, findVisibleListing } from '../listings/bundle'
import { listingCalendar } from '../partners/calendar'
import { partnerListingRoute } from '../partners/paths'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const validateBody = rangeBody

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
      config: {
        errors: [
          ...quoteErrorKeys,
          // A range priced at a last-minute deal (`last_minute_deal_id`) checks the deal first.
          'last_minute_deal_not_found',
          'last_minute_deal_unavailable',
          'last_minute_deal_dates_mismatch',
          // A partner-managed listing is priced by the partner's validate route (decision 0093).
          'partner_listing_route',
        ],
      },
      schema: {
        tags: ['bookings'],
        summary: 'Validate and price a booking range',
        params: kindParams,
        body: validateBody,
        response: { 200: quoteAnswerSchema },
      },
    },
    async (request) => {
      const { kind } = request.params
      const body = request.body
      const field = listingIdField[kind]
      const listingId = body[field] ?? body.listing_id
      if (!listingId) throw validationError({ [field]: ['Required'] })
      const listing = await findVisibleListing(payload, kind, listingId, request.user ?? null)
      // Our rates are not the partner's price (an imported listing carries only a "from" rate), and
      // a price here could not be booked: the partner's own validate route answers it.
      if (listing.partner) throw partnerListingRoute(listing.partner, 'validate')
      const { quote, children, deal } = await quoteRange(app, listing, body, currentTimestamp())
      if (isQuoteError(quote)) {
        // The spec's validate answer flags failures with `error: true`.
        throw quoteFailure(quote, { error: true })
      }
      const engine = engineInputs(listing, children)
      const chargedIds = new Map(quote.extras.map((extra) => [extra.id, extra]))
      return {
        error: false as const,
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
          pickup: (listing.station_pickup_hours as Listing['station_pickup_hours']) ?? [],
          dropoff: (listing.station_dropoff_hours as Listing['station_dropoff_hours']) ?? [],
        },
        // Partner products and stations (THL, Vanever…) come with the partner integrations.
        booked_products: [],
        station_details: null,
        last_minute_deal: deal
          ? {
              id: String(deal.id),
              total_price_cents: deal.total_price_cents,
              ...dealSaving(deal),
            }
          : null,
      }
    },
  )

  app.get(
    '/reservation/:kind/booking/travel/all/:id/',
    {
      onRequest: [optionalUser],
      // A partner-managed listing's calendar is the partner's (listings §8); it may not answer.
      config: { errors: ['partner_unavailable', 'partner_refused'] },
      schema: {
        tags: ['bookings'],
        summary:
          "Booked periods of a listing from today on (bookings and owner reservations; a partner's listing: the partner's calendar)",
        params: kindParams.extend({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(z.object({ pickup_timestamp: z.number(), return_timestamp: z.number() })) },
      },
    },
    async (request) => {
      const { kind, id: listingId } = request.params
      const listing = await findVisibleListing(payload, kind, listingId, request.user ?? null)
      return listingCalendar(app, listing, currentTimestamp())
    },
  )
}
