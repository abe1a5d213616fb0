import { z } from 'zod'
import { isNightKey } from './dates'
import { typedAmountInMinorUnits } from './money'
import { priceAtAgreedTotal } from './pricing/agreed-total'
import type { BookingQuote } from './pricing/quote'

/**
 * Last-minute deals (booking spec §3 "Last-minute deal", §5 "Offer and deal", decision 0068): a
 * lessor's fixed-date offer of one listing at a total price below its normal quote. Pure rules
 * shared by the API (the checks, the deal quote) and the site (the create form, the badge).
 */

/** The largest deal total accepted (minor units): far above any real stay, far below float trouble. */
export const MAX_DEAL_PRICE_CENTS = 100_000_000

/** The discount the badge shows, in whole percent of the normal price (at least 1 when cheaper). */
export function dealDiscountPercent(normalCents: number, dealCents: number): number {
  if (normalCents <= 0 || dealCents >= normalCents) return 0
  return Math.min(99, Math.max(1, Math.round(((normalCents - dealCents) * 100) / normalCents)))
}

/**
 * What a deal saves, as every answer shows it: the normal price stored with the deal, or the deal
 * price itself (0 % off) for a deal stored before normal prices were kept.
 */
export function dealSaving(deal: { total_price_cents: number; normal_price_cents?: number | null }): {
  normal_price_cents: number
  discount_percent: number
} {
  const normal = deal.normal_price_cents ?? deal.total_price_cents
  return { normal_price_cents: normal, discount_percent: dealDiscountPercent(normal, deal.total_price_cents) }
}

/**
 * The quote of a stay booked through a deal: the deal's total replaces the price of the stay as
 * the normal quote measured it; extras the traveler chooses stay on top at their normal price.
 * A deal is paid in full at booking (the stay is days away), so nothing remains.
 */
export const priceAtDeal = (quote: BookingQuote, dealCents: number): BookingQuote =>
  priceAtAgreedTotal(quote, dealCents, 'chosen_on_top')

const nightKey = z.string().refine(isNightKey, { message: 'deals:errors.date' })

/**
 * The site's create form (§2 "Create form: listing select, from, to, total price"): the price is
 * typed in major units of the listing's currency and sent in minor units (`dealPriceCents`).
 * Messages are the site's translation keys (`deals:errors.*`).
 */
export const dealFormSchema = z
  .object({
    listing: z.string().trim().min(1, { message: 'deals:errors.listing' }).max(100),
    start: nightKey,
    end: nightKey,
    price: z
      .string()
      .trim()
      .regex(/^\d{1,7}([.,]\d{1,2})?$/, { message: 'deals:errors.price' }),
  })
  .refine((form) => form.end > form.start, { message: 'deals:errors.endBeforeStart', path: ['end'] })

/** The typed total in minor units of `currency` (`typedAmountInMinorUnits`); null when it cannot be a deal's price. */
export const dealPriceCents = (typed: string, currency: string): number | null =>
  typedAmountInMinorUnits(typed, currency, MAX_DEAL_PRICE_CENTS)
