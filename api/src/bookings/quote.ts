import { nightKeyOf, type QuoteError, type QuoteResult, quoteBooking, supportedCurrencies } from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type DealDoc, dealForRange, quoteAtDeal } from '../deals/pricing'
import { ApiError } from '../http/errors'
import { engineInputs, type ListingChildren, type ListingDoc, loadChildren, occupiedNights } from '../listings/bundle'
import { timezoneOfListing } from '../listings/pricing-input'

export { listingIdField } from '@driftway/domain/booking-links'

export const idSchema = z.union([z.string().min(1).max(100), z.number().int()]).transform(String)
export const timestampSchema = z.number().int().min(0).max(253_402_300_799)

/**
 * The range part of the validate and booking payloads (booking spec §7): vehicle | campsite_id |
 * boat_id (or the draft's listing_id), the range, extras as `{id, quantity}` (the draft's
 * `{extra_amenity, quantity}` too), the party and full prepayment.
 */
export const rangeBody = z.object({
  vehicle: idSchema.optional(),
  campsite_id: idSchema.optional(),
  boat_id: idSchema.optional(),
  listing_id: idSchema.optional(),
  pickup_timestamp: timestampSchema,
  return_timestamp: timestampSchema,
  booked_extra_amenities: z
    .array(
      z
        .object({
          id: idSchema.optional(),
          extra_amenity: idSchema.optional(),
          quantity: z.number().int().min(0).max(10_000),
        })
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
  /** The detail page's isLastMinuteDeal/isLastMinuteDealId: price (and book) at that deal (decision 0068). */
  is_last_minute_deal: z.boolean().default(false),
  last_minute_deal_id: idSchema.optional(),
})
export type RangeBody = z.output<typeof rangeBody>

/** Prices `body` on `listing` with the domain engine against the nights occupied right now. */
export async function quoteRange(
  app: FastifyInstance,
  listing: ListingDoc,
  body: RangeBody,
  nowTimestamp: number,
): Promise<{ quote: QuoteResult; children: ListingChildren; deal?: DealDoc }> {
  const { payload } = app.ctx
  const timezone = timezoneOfListing(listing)
  // A deal fixes listing, dates and price, in the listing's own currency (decision 0068).
  const deal =
    body.is_last_minute_deal || body.last_minute_deal_id
      ? await dealForRange(app, listing, body, nowTimestamp)
      : undefined
  if (deal) body = { ...body, currency: undefined }
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
      now_timestamp: nowTimestamp,
      currency: body.currency,
      rates_per_eur: { ...environment.ratesPerEur },
    },
  })
  return deal ? { quote: quoteAtDeal(quote, deal), children, deal } : { quote, children }
}

/**
 * A range that cannot be priced, as the API answers it: the catalogue's status for its key, the
 * quote's details (`unavailable_nights`, `minimum_nights`, `extra_id`) beside error_key/error_msg.
 */
export function quoteFailure(quote: QuoteError, extra: Record<string, unknown> = {}): ApiError {
  const { ok: _ok, error_key, error_msg, ...details } = quote
  return new ApiError(error_key, error_msg, undefined, { ...extra, ...details })
}
