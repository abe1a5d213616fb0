import { numberFormat } from './intl'
import { type CurrencyCode, isSupportedCurrency, toMajorUnits, toMinorUnits } from './money'

export type ParsedAmount = { amount_in_cents: number; currency: CurrencyCode }

const currencySymbols: Record<string, CurrencyCode> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' }

/**
 * Turns a separator-formatted number into a JS number. A single "," or "." followed by exactly
 * three digits is a thousands separator ("1,000" and German "1.000" are both a thousand);
 * when both appear the last one is the decimal mark ("1.000,50", "1,000.50").
 */
function parseLocalizedNumber(text: string): number | null {
  if (!/^\d[\d.,' ]*$/.test(text)) return null
  const compact = text.replace(/[' ]/g, '')
  const lastComma = compact.lastIndexOf(',')
  const lastDot = compact.lastIndexOf('.')
  let normalized: string
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.'
    const thousands = decimal === ',' ? '.' : ','
    normalized = compact.replaceAll(thousands, '').replace(decimal, '.')
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.'
    const parts = compact.split(separator)
    const isThousands = parts.length > 2 || parts[1]?.length === 3
    normalized = isThousands ? parts.join('') : parts.join('.')
  } else {
    normalized = compact
  }
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}

/**
 * Parses the spec's insurance amount text ("1,000 EUR", "EUR 1.500,50", "€2000", "750") into
 * integer minor units of its currency (listings spec §3: the text is parsed and multiplied by 100).
 * A missing currency falls back to `fallbackCurrency`; an unknown currency or an unreadable
 * number gives `null` so callers can report a validation error instead of storing garbage.
 */
export function parseInsuranceAmount(text: string, fallbackCurrency: CurrencyCode = 'EUR'): ParsedAmount | null {
  let rest = text.trim()
  if (!rest) return null
  let currency: string | undefined

  const symbol = Object.keys(currencySymbols).find((s) => rest.startsWith(s) || rest.endsWith(s))
  if (symbol) {
    currency = currencySymbols[symbol]
    rest = rest.replace(symbol, '').trim()
  }
  const code = /^([A-Za-z]{3})\s*(.*)$/.exec(rest) ?? /^(.*?)\s*([A-Za-z]{3})$/.exec(rest)
  if (code) {
    const [, a = '', b = ''] = code
    const [letters, number] = /^[A-Za-z]{3}$/.test(a) ? [a, b] : [b, a]
    if (currency && currency !== letters.toUpperCase()) return null
    currency = letters.toUpperCase()
    rest = number.trim()
  }
  currency ??= fallbackCurrency
  if (!isSupportedCurrency(currency)) return null

  const amount = parseLocalizedNumber(rest)
  if (amount === null || amount < 0) return null
  return { amount_in_cents: toMinorUnits(amount, currency), currency }
}

/** The spec's display/wire form of a stored insurance amount: "1,000 EUR". */
export function formatInsuranceAmount(amountInCents: number, currency: string): string {
  const major = toMajorUnits(amountInCents, currency)
  return `${numberFormat('en', { maximumFractionDigits: 2 }).format(major)} ${currency.toUpperCase()}`
}
