import type { ListingKind } from '@driftway/domain/roles'
import type { TFunction } from 'i18next'
import type { ApiErrorKeyOf } from './api-schema'
import { rentalUnitContext } from './listings'
import { type ActionFailure, apiErrorText, validationText } from './validation-text'

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
 * The deals pages' texts that depend on how the kind is rented or what it is: the list's lead, empty
 * states and its link to the search; the create form's lead, listing select, price hint, the screen
 * for a lessor without a published listing and its "how deals work" lines (the deal card counts its own).
 */
type DealUnitText =
  | 'page.lead'
  | 'empty.text'
  | 'empty.lessorText'
  | 'empty.search'
  | 'form.lead'
  | 'form.listing'
  | 'form.listingPlaceholder'
  | 'form.priceHint'
  | 'form.noListings'
  | 'form.toListings'
  | 'form.summary1'
  | 'form.summary2'

/**
 * One of them in the page language for the kind the page shows, worded the way the kind is rented
 * (decision 0010): a campervan's days and its rental (the `…_day` keys; in German a campervan is a
 * "Fahrzeug", not an "Unterkunft"), a pitch's or a boat's nights and stay. `values` are the text's
 * placeholders (`currency` of the price hint).
 */
export const dealUnitText = (
  t: TFunction,
  key: DealUnitText,
  kind: ListingKind,
  values: Record<string, string> = {},
): string => t(`deals:${key}`, { ...values, context: rentalUnitContext(kind) })

/**
 * A message the deal form shows under a field, in the page language: the page's own keys
 * (`deals:errors.*`, from the shared deal schema or the action) with the listing kind's context ("Wähle
 * ein Fahrzeug." for a campervan) and the form's `currency`; any other message as everywhere
 * (`validationText`). Messages the action already worded pass through it unchanged.
 */
export const dealFieldText = (
  t: TFunction,
  message: string | undefined,
  kind: ListingKind,
  currency: string,
): string | undefined =>
  validationText(t, message, { namespaces: ['deals'], context: rentalUnitContext(kind), values: { currency } })
