import type { NightKey } from '../dates'

/**
 * Why a range cannot be quoted. Returned, never thrown: the detail page shows error_msg above
 * the price (booking spec §8) and the API answers `{ error_key, error_msg }` with a 4xx.
 */
export const quoteErrorKeys = [
  'invalid_input',
  'invalid_range',
  'past_pickup',
  'dates_unavailable',
  'minimum_rental_days',
  'too_many_guests',
  'unknown_extra',
  'extra_quantity_exceeded',
  'conversion_unavailable',
] as const
export type QuoteErrorKey = (typeof quoteErrorKeys)[number]

/** The keys of quoting a range without extras (offers, deals): every quote key but the extras' two. */
export const rangeQuoteErrorKeys: readonly QuoteErrorKey[] = quoteErrorKeys.filter(
  (key) => key !== 'unknown_extra' && key !== 'extra_quantity_exceeded',
)

export interface QuoteError {
  ok: false
  error_key: QuoteErrorKey
  error_msg: string
  /** dates_unavailable: the nights that cannot be sold. */
  unavailable_nights?: NightKey[]
  /** minimum_rental_days: the minimum that applied. */
  minimum_nights?: number
  /** unknown_extra / extra_quantity_exceeded: the offending extra. */
  extra_id?: string
}

export const quoteError = (
  error_key: QuoteErrorKey,
  error_msg: string,
  details: Omit<QuoteError, 'ok' | 'error_key' | 'error_msg'> = {},
): QuoteError => ({ ok: false, error_key, error_msg, ...details })

export const isQuoteError = (value: unknown): value is QuoteError =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false
