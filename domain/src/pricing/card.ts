import { z } from 'zod'
import { todayKey } from '../availability/calendar'
import { blockedNightsSchema, seasonSchema, timestampSchema } from '../availability/schemas'
import { type CurrencyCode, defaultCurrency } from '../money'
import { convertPriceList } from './convert'
import { isQuoteError, type QuoteErrorKey } from './errors'
import { quoteValidated } from './quote'
import { minimumNightlyRate, priceBook, withPrices } from './rates'
import { currencySchema, extraSchema, pricingProfileSchema, quoteRequestSchema, rateSchema } from './schemas'

/**
 * Search-card prices (listings spec §2 "Listing cards", §3 booking_price / full_price): a
 * "from" nightly price always, and the trip price when the search has dates.
 */

export const cardPriceInputSchema = z.object({
  profile: pricingProfileSchema,
  seasons: z.array(seasonSchema).default([]),
  rates: z.array(rateSchema).default([]),
  extras: z.array(extraSchema).default([]),
  blocked_nights: blockedNightsSchema,
  now_timestamp: timestampSchema,
  pickup_timestamp: timestampSchema.optional(),
  return_timestamp: timestampSchema.optional(),
  pitches_num: quoteRequestSchema.shape.pitches_num,
  adults_num: quoteRequestSchema.shape.adults_num,
  children_num: quoteRequestSchema.shape.children_num,
  currency: currencySchema.optional(),
  rates_per_eur: quoteRequestSchema.shape.rates_per_eur,
})
export type CardPriceInput = z.input<typeof cardPriceInputSchema>

export interface CardPrice {
  currency: CurrencyCode
  booking_price: {
    /** Lowest nightly rate (per pitch for campsites); null only when the input was invalid. */
    minimum_rate_cents: number | null
    /** Sum of the nightly rates of the chosen range, before discounts; null without a valid range. */
    listing_item_rent_price_in_cents: number | null
  }
  /** What the traveler would pay for the range: rent, mandatory extras, fees and discounts. */
  full_price: number | null
  /** Why there is no trip price for the chosen range, or why prices stayed in the listing currency. */
  error_key?: QuoteErrorKey
}

export function cardPrice(input: CardPriceInput): CardPrice {
  const parsed = cardPriceInputSchema.safeParse(input)
  if (!parsed.success) {
    return {
      currency: defaultCurrency,
      booking_price: { minimum_rate_cents: null, listing_item_rent_price_in_cents: null },
      full_price: null,
      error_key: 'invalid_input',
    }
  }
  const data = parsed.data
  // A missing exchange rate should not blank a search card: show the listing's own currency.
  const converted = convertPriceList(data, data.currency, data.rates_per_eur)
  const conversionFailed = isQuoteError(converted)
  const currency = conversionFailed ? undefined : data.currency
  const list = conversionFailed ? data : converted
  const book = withPrices(priceBook(data.profile, data.seasons, data.rates), list)
  const fromPrice = minimumNightlyRate(book, undefined, todayKey(data.now_timestamp, data.profile.timezone))
  const result: CardPrice = {
    currency: list.profile.currency,
    booking_price: { minimum_rate_cents: fromPrice, listing_item_rent_price_in_cents: null },
    full_price: null,
  }
  if (conversionFailed) result.error_key = 'conversion_unavailable'
  if (data.pickup_timestamp === undefined || data.return_timestamp === undefined) return result

  const quote = quoteValidated({
    profile: data.profile,
    seasons: data.seasons,
    rates: data.rates,
    extras: data.extras,
    blocked_nights: data.blocked_nights,
    request: {
      pickup_timestamp: data.pickup_timestamp,
      return_timestamp: data.return_timestamp,
      pitches_num: data.pitches_num,
      adults_num: data.adults_num,
      children_num: data.children_num,
      // Only mandatory extras: a card shows the least a traveler can pay for these dates.
      booked_extra_amenities: [],
      full_prepayment: false,
      now_timestamp: data.now_timestamp,
      currency,
      rates_per_eur: data.rates_per_eur,
    },
  })
  if (isQuoteError(quote)) {
    result.error_key = quote.error_key
    return result
  }
  result.booking_price = {
    minimum_rate_cents: quote.cost.minimum_rate_cents,
    listing_item_rent_price_in_cents: quote.display_details['Listing Rent Price'],
  }
  result.full_price = quote.cost.total_rent_price_in_cents
  return result
}
