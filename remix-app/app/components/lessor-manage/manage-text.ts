import type { TFunction } from 'i18next'
import { apiErrorsNamespace } from '~/i18n/config'
import { type ListingKind, rentalUnitContext } from '~/lib/listings'
import { type ActionFailure, apiErrorText, validationText } from '~/lib/validation-text'

export const ns = 'lessor-manage'

/**
 * The calendar's texts that say what a picked day stands for: the range bar's prompt for the period's
 * last day and the end date's hint. In the listing's rental unit (decision 0010): a campervan's days
 * (the `…_day` keys: "click the last day", the return day itself stays free), a pitch's or a boat's
 * nights ("click the last night", the end date's night stays free).
 */
export const calendarUnitText = (t: TFunction, key: 'calendar.pickEnd' | 'fields.endHint', kind: ListingKind): string =>
  t(`${ns}:${key}`, { context: rentalUnitContext(kind) })

/**
 * A message of the forms' schemas or of the API, in the page language. `context` is the listing's
 * rental unit (`rentalUnitContext(kind)`, decision 0010): a message with a `_day` form counts days for
 * a campervan ("Enter at least 1 day"), its plain form nights. The page's own keys (`lessor-manage:…`)
 * and an API error key placed under a field (`api-errors:<key>`, see `failurePlacement`) alike.
 */
export const manageText = (t: TFunction, message: string | undefined, context?: string): string | undefined =>
  validationText(t, message, { namespaces: [ns], context })

/**
 * The words for a failed call: this screen's text for the keys it words itself (spec §8), else
 * `apiErrorText`; with the listing's kind, a text that counts nights counts a campervan's days.
 */
export const failureText = (
  t: TFunction,
  failure: Pick<ActionFailure, 'error_key' | 'error_msg'>,
  kind?: ListingKind,
): string => apiErrorText(t, failure, { overrides: `${ns}:apiErrors`, kind })

/** Keys of a period that overlaps another: the banner explains them, the dates get a short pointer. */
const overlapKeys = new Set(['errors.seasonsOverlap', 'errors.reservationsOverlap'])

/**
 * Where a failed management call is shown (spec §8): messages under the form's fields (`fields`, the
 * form field and the message `manageText` words when the field is rendered) and the banner above it.
 * - `validation_error`: the API's own message under each field, "check the fields" above;
 * - an overlap: a short pointer under the dates, the full text above;
 * - any other key with field messages (a manual reservation covering no night or too many): the error
 *   catalogue's text for the key under the field (`api-errors:<key>`, worded in the listing's rental
 *   unit by `manageText`), "check the fields" above;
 * - otherwise the key's text above (`failureText`, in the kind's rental unit).
 * `fieldOf` names the form field of an API field, undefined for one the form does not have.
 */
export function failurePlacement(
  t: TFunction,
  failure: ActionFailure,
  fieldOf: (apiField: string) => string | undefined,
  kind?: ListingKind,
): { fields: [field: string, message: string][]; banner: string } {
  const key = failure.error_key
  const fields: [string, string][] = []
  for (const [apiField, messages] of Object.entries(failure.fields ?? {})) {
    const field = fieldOf(apiField)
    if (!field || !messages[0]) continue
    const message =
      key === 'validation_error'
        ? messages[0]
        : overlapKeys.has(key)
          ? `${ns}:apiErrors.fieldConflict`
          : `${apiErrorsNamespace}:${key}`
    fields.push([field, message])
  }
  const checkFields = key === 'validation_error' || (fields.length > 0 && !overlapKeys.has(key))
  return { fields, banner: checkFields ? t(`${ns}:apiErrors.checkFields`) : failureText(t, failure, kind) }
}
