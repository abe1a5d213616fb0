import { numberFormat } from './intl'
/** Currencies the marketplace prices and converts in (accounts spec §9). */
export const supportedCurrencies = [
  'EUR',
  'BGN',
  'DKK',
  'PLN',
  'RON',
  'SEK',
  'CZK',
  'HUF',
  'ISK',
  'CHF',
  'NOK',
  'AUD',
  'NZD',
  'CAD',
  'USD',
  'GBP',
  'JPY',
  'ZAR',
  'NAD',
  'ARS',
] as const
export type CurrencyCode = (typeof supportedCurrencies)[number]

/** Currencies a lessor may be paid out in. */
export const payoutCurrencies = [
  'EUR',
  'USD',
  'GBP',
  'JPY',
  'CNY',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
] as const
export type PayoutCurrency = (typeof payoutCurrencies)[number]
export const isPayoutCurrency = (code: unknown): code is PayoutCurrency =>
  (payoutCurrencies as readonly unknown[]).includes(code)

export const defaultCurrency: CurrencyCode = 'EUR'

/** Currencies whose minor unit is the major unit: amounts carry no fraction. */
export const zeroDecimalCurrencies = new Set([
  'JPY',
  'KRW',
  'VND',
  'CLP',
  'XPF',
  'BIF',
  'GNF',
  'KMF',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VUV',
  'XAF',
  'XOF',
])

export const isZeroDecimal = (currency: string): boolean => zeroDecimalCurrencies.has(currency.toUpperCase())

export const isSupportedCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (supportedCurrencies as readonly string[]).includes(value)

/** Minor units per major unit for a currency. */
export const minorUnitFactor = (currency: string): number => (isZeroDecimal(currency) ? 1 : 100)

/** Converts an amount typed in major units (e.g. 12.5 EUR) to integer minor units. */
export function toMinorUnits(major: number, currency: string = defaultCurrency): number {
  if (!Number.isFinite(major)) throw new RangeError('amount must be a finite number')
  return Math.round(major * minorUnitFactor(currency))
}

/**
 * An amount a person typed in major units ("85", "85.50", "85,50") in integer minor units of
 * `currency`; null unless it is between 1 and `maxMinor` minor units. A fraction of a
 * zero-decimal currency (JPY 450.50) is refused rather than rounded to another price.
 */
export function typedAmountInMinorUnits(typed: string, currency: string, maxMinor: number): number | null {
  const text = typed.trim()
  if (!/^\d{1,12}([.,]\d{1,2})?$/.test(text)) return null
  const major = Number(text.replace(',', '.'))
  if (isZeroDecimal(currency) && !Number.isInteger(major)) return null
  const minor = toMinorUnits(major, currency)
  return minor >= 1 && minor <= maxMinor ? minor : null
}

/** Converts integer minor units to major units for display or form input. */
export const toMajorUnits = (minor: number, currency: string = defaultCurrency): number =>
  minor / minorUnitFactor(currency)

/**
 * Formats minor units for people: fractions appear only when needed, at most 2 digits,
 * and never for zero-decimal currencies.
 */
export function formatMoney(minor: number, currency: string = defaultCurrency, locale = 'en'): string {
  const major = toMajorUnits(minor, currency)
  const hasFraction = !isZeroDecimal(currency) && minor % 100 !== 0
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: hasFraction ? 2 : 0,
    maximumFractionDigits: hasFraction ? 2 : 0,
  }).format(major)
}

/**
 * Converts minor units between currencies with rates quoted against EUR
 * (`rates[X]` = units of X per 1 EUR), rounding to the target's minor unit.
 */
export function convertMinorUnits(
  minor: number,
  from: string,
  to: string,
  ratesPerEur: Readonly<Record<string, number>>,
): number {
  if (from === to) return minor
  const fromRate = from === 'EUR' ? 1 : ratesPerEur[from]
  const toRate = to === 'EUR' ? 1 : ratesPerEur[to]
  if (!fromRate || !toRate) throw new RangeError(`no conversion rate for ${from}→${to}`)
  const major = toMajorUnits(minor, from) / fromRate
  return Math.round(major * toRate * minorUnitFactor(to))
}
