import type { ListingKind } from '@driftway/domain/roles'
import type { TFunction } from 'i18next'
import type { ApiErrorKeyOf } from './api-schema'
import { rentalUnitContext } from './listings'
import { type ActionFailure, apiErrorText } from './validation-text'

/** Keys the deal create call documents about the deal's start (a key it cannot answer fails the typecheck). */
const startKeys: Partial<Record<ApiErrorKeyOf<'/reservation/{kind}/last-minute-deal/lease/', 'post'>, string>> = {
  dates_unavailable: 'deals:errors.datesTaken',
  last_minute_deal_overlaps: 'deals:errors.overlaps',
  past_pickup: 'deals:errors.past',
}

/**
 * The deal form's field error for a create call refused for its dates (booking spec §5), in the
 * page language: taken, overlapping or past dates under the start, a too short or reversed range
 * under the end; null for any other key. Counted the way the listing's kind is rented (decision
 * 0010): a campervan's days (the `…_day` keys), a pitch's or a boat's nights.
 */
export function dealDatesError(
  t: TFunction,
  error: Pick<ActionFailure, 'error_key' | 'error_msg'>,
  kind: ListingKind,
): { start: string[] } | { end: string[] } | null {
  const startKey = startKeys[error.error_key as keyof typeof startKeys]
  if (startKey) return { start: [t(startKey, { context: rentalUnitContext(kind) })] }
  if (error.error_key === 'minimum_rental_days' || error.error_key === 'invalid_range')
    return { end: [apiErrorText(t, error, { kind })] }
  return null
}

/**
 * The deals pages' texts that count a deal's free nights: the list's lead and empty states, the
 * create form's lead and its first "how deals work" line (the deal card counts its own).
 */
type DealUnitText = 'page.lead' | 'empty.text' | 'empty.lessorText' | 'form.lead' | 'form.summary1'

/**
 * One of them in the page language for the kind the page shows, counted the way the kind is rented
 * (decision 0010): a campervan's days (the `…_day` keys; in German a campervan is a "Fahrzeug", not an
 * "Unterkunft"), a pitch's or a boat's nights.
 */
export const dealUnitText = (t: TFunction, key: DealUnitText, kind: ListingKind): string =>
  t(`deals:${key}`, { context: rentalUnitContext(kind) })
