import { asSystem } from '@driftway/collections'
import type { LastMinuteDeal } from '@driftway/collections/payload-types'
import {
  formatMoney,
  isQuoteError,
  type ListingKind,
  nightKeyOf,
  type QuoteResult,
  rentalUnitsWord,
} from '@driftway/domain'
import { priceAtDeal } from '@driftway/domain/deals'
import type { FastifyInstance } from 'fastify'
import { ApiError, badRequest, notFound } from '../http/errors'
import type { ListingDoc } from '../listings/bundle'
import { idOf, timezoneOfListing } from '../listings/pricing-input'

/**
 * A last-minute deal as the booking quote sees it (decision 0068). Kept apart from the deal
 * routes' service so bookings/quote.ts can price a deal without importing what imports it.
 */

export type DealDoc = LastMinuteDeal

export const dealErrors = {
  notFound: () => notFound('last_minute_deal_not_found', 'Last-minute deal not found.'),
  unavailable: () =>
    new ApiError('last_minute_deal_unavailable', 'This last-minute deal has been booked or has ended.'),
  datesMismatch: () =>
    badRequest('last_minute_deal_dates_mismatch', 'A last-minute deal is booked for its own dates only.'),
  draftListing: () =>
    badRequest('listing_is_draft', 'Only published listings can have last-minute deals.', {
      listing: ['Publish the listing first.'],
    }),
  notBelow: (normal: number, currency: string) =>
    new ApiError(
      'deal_price_not_below_normal_price',
      `The deal price must be below the normal price of these dates (${formatMoney(normal, currency)}).`,
      { total_price_cents: ['Must be below the normal price.'] },
      { normal_price_cents: normal, currency },
    ),
  /** Counted the way the listing's kind is rented (decision 0010): a campervan's days, else nights. */
  overlaps: (kind: ListingKind) =>
    new ApiError(
      'last_minute_deal_overlaps',
      `This listing already has a last-minute deal on some of these ${rentalUnitsWord(kind)}.`,
    ),
}

export async function findDeal(app: FastifyInstance, id: string): Promise<DealDoc | null> {
  try {
    return await app.ctx.payload.findByID({
      collection: 'last-minute-deals',
      id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
    })
  } catch {
    // A malformed id is simply not found.
    return null
  }
}

/**
 * The deal a booking or a quote names (`is_last_minute_deal` + `last_minute_deal_id`, the detail
 * page's isLastMinuteDeal/isLastMinuteDealId): of this listing, for these dates, not past.
 * Whether its nights are still free is the quote's and the nights ledger's job.
 */
export async function dealForRange(
  app: FastifyInstance,
  listing: ListingDoc,
  body: { pickup_timestamp: number; return_timestamp: number; last_minute_deal_id?: string },
  at: number,
): Promise<DealDoc> {
  const deal = body.last_minute_deal_id ? await findDeal(app, body.last_minute_deal_id) : null
  if (!deal || idOf(deal.listing) !== String(listing.id)) throw dealErrors.notFound()
  const timezone = timezoneOfListing(listing)
  if (nightKeyOf(deal.pickup_timestamp, timezone) < nightKeyOf(at, timezone)) throw dealErrors.unavailable()
  if (
    nightKeyOf(deal.pickup_timestamp, timezone) !== nightKeyOf(body.pickup_timestamp, timezone) ||
    nightKeyOf(deal.return_timestamp, timezone) !== nightKeyOf(body.return_timestamp, timezone)
  ) {
    throw dealErrors.datesMismatch()
  }
  return deal
}

/** The quote of a range booked through `deal`: its total instead of the stay's normal price. */
export const quoteAtDeal = (quote: QuoteResult, deal: DealDoc): QuoteResult =>
  isQuoteError(quote) ? quote : priceAtDeal(quote, deal.total_price_cents)
