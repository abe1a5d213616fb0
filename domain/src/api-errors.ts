/**
 * The one catalogue of the API's error answers (`{error_key, error_msg}` with a 4xx/5xx status;
 * decision 0073). The API raises only these keys (its `ApiError` takes the status from here), the
 * OpenAPI document lists them per operation and renders this table as its "Errors" section, and the
 * site shows `en`/`de` to people. `error_msg` of an answer is English and may be more specific than
 * `en` (it can name a limit or a date); `en`/`de` are what a person reads when no screen has its own
 * wording for the key.
 */

import { accountErrors } from './api-errors/accounts'
import { authErrors } from './api-errors/auth'
import { bookingErrors } from './api-errors/bookings'
import type { ApiErrorStatus, CatalogueEntry } from './api-errors/catalogue-entry'
import { chatReviewWishlistErrors } from './api-errors/chat-reviews-wishlists'
import { landingPageErrors } from './api-errors/landing-pages'
import { listingErrors } from './api-errors/listings'
import { partnerErrors } from './api-errors/partners'
import { planErrors } from './api-errors/plans'
import { quoteErrors } from './api-errors/quotes'
import { rentalRequestErrors } from './api-errors/rental-requests'
import { requestErrors } from './api-errors/requests'
import { type ListingKind, rentalUnitOf } from './roles'

export { type ApiErrorStatus, apiErrorStatuses, type CatalogueEntry } from './api-errors/catalogue-entry'

/**
 * One module per area in `api-errors/`; the catalogue keeps their order, which is the order of the
 * docs' Errors section. `api-errors.test.ts` checks that no key is in two areas (a later spread
 * would replace the earlier entry silently, where one object literal refused the repeated key).
 */
export const apiErrorCatalogue = {
  ...requestErrors,
  ...authErrors,
  ...accountErrors,
  ...listingErrors,
  ...quoteErrors,
  ...bookingErrors,
  ...planErrors,
  ...chatReviewWishlistErrors,
  ...landingPageErrors,
  ...rentalRequestErrors,
  ...partnerErrors,
} as const satisfies Record<string, CatalogueEntry>

export type ApiErrorKey = keyof typeof apiErrorCatalogue

/** The catalogue keys answered with status `S` (so a 403 helper cannot raise a 404 key). */
export type ApiErrorKeyOfStatus<S extends ApiErrorStatus> = {
  [K in ApiErrorKey]: (typeof apiErrorCatalogue)[K]['status'] extends S ? K : never
}[ApiErrorKey]

export const isApiErrorKey = (key: unknown): key is ApiErrorKey =>
  typeof key === 'string' && Object.hasOwn(apiErrorCatalogue, key)

/**
 * What a person reads for an error key, in their language; undefined for a key the catalogue lacks.
 * With the listing's kind, a text that counts nights counts a campervan's days (decision 0010).
 */
export function apiErrorMessage(key: string, language: 'en' | 'de', kind?: ListingKind): string | undefined {
  if (!isApiErrorKey(key)) return undefined
  const found: CatalogueEntry = apiErrorCatalogue[key]
  return (kind && rentalUnitOf(kind) === 'day' ? found.day?.[language] : undefined) ?? found[language]
}
