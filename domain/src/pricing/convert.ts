import { type CurrencyCode, convertMinorUnits } from '../money'
import { type QuoteError, quoteError } from './errors'
import type { Extra, PricingProfile, Rate } from './schemas'

/**
 * Quotes in the traveler's currency. Every price the listing sets (nightly rates, extra-guest
 * charges, extra prices, fees) is converted on its own with `convertMinorUnits`, and the quote
 * is then computed from those converted prices. So each line is built from converted amounts,
 * the nightly breakdown adds up to the rent line, discounts are exact percents of the converted
 * rent, and the total is re-summed from the lines — a total is never converted as a lump.
 * Zero-decimal currencies (JPY…) come out whole because conversion rounds to the target's
 * minor unit and everything after is integer arithmetic.
 */
export interface PriceList {
  profile: PricingProfile
  rates: Rate[]
  extras: Extra[]
}

const profileAmountFields = [
  'default_rate_in_cents',
  'cleaning_fee_in_cents',
  'service_fee_in_cents',
  'pickup_fee_in_cents',
  'dropoff_fee_in_cents',
  'one_way_fee_in_cents',
  'default_extra_charge_per_adult_in_cents',
  'default_extra_charge_per_child_in_cents',
] as const satisfies readonly (keyof PricingProfile)[]

export function convertPriceList(
  list: PriceList,
  target: CurrencyCode | undefined,
  ratesPerEur: Readonly<Record<string, number>> | undefined,
): PriceList | QuoteError {
  const from = list.profile.currency
  if (!target || target === from) return list
  const convert = (amount: number) => convertMinorUnits(amount, from, target, ratesPerEur ?? {})
  const convertOptional = <T extends number | null | undefined>(amount: T) =>
    (typeof amount === 'number' ? convert(amount) : amount) as T
  try {
    const profile: PricingProfile = { ...list.profile, currency: target }
    for (const field of profileAmountFields) {
      ;(profile as Record<string, unknown>)[field] = convertOptional(list.profile[field])
    }
    return {
      profile,
      rates: list.rates.map((rate) => ({
        ...rate,
        rate_in_cents: convert(rate.rate_in_cents),
        extra_charge_per_adult_in_cents: convertOptional(rate.extra_charge_per_adult_in_cents),
        extra_charge_per_child_in_cents: convertOptional(rate.extra_charge_per_child_in_cents),
      })),
      extras: list.extras.map((extra) => ({ ...extra, price_in_cents: convert(extra.price_in_cents) })),
    }
  } catch {
    return quoteError('conversion_unavailable', `Prices cannot be shown in ${target} right now.`)
  }
}
