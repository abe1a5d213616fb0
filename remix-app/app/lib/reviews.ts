import { FORMER_MEMBER_NAME } from '@driftway/domain/account-messages'
import { reviewListingQueryField, reviewMessages } from '@driftway/domain/reviews'
import type { ListingKind } from '@driftway/domain/roles'
import type { TFunction } from 'i18next'
import type { ApiAnswer } from './api-schema'
import { type ActionFailure, apiErrorText } from './validation-text'

/** A page of a listing's reviews (GET /review/{kind}/), as the API answers it. */
export type ReviewPage = ApiAnswer<'/review/{kind}/'>
export type ReviewItem = ReviewPage['results'][number]
/** The lessor's reviewed listings (GET /review/{kind}/my/). */
export type ReviewedListingsPage = ApiAnswer<'/review/{kind}/my/'>
export type ReviewedListing = ReviewedListingsPage['results'][number]

/** The API path of a page of a listing's reviews. */
export function reviewsApiPath(kind: ListingKind, listingId: string, offset = 0, limit?: number): string {
  const query = new URLSearchParams({ [reviewListingQueryField[kind]]: listingId, offset: String(offset) })
  if (limit) query.set('limit', String(limit))
  return `/review/${kind}/?${query}`
}

/** The site's resource route behind "load more" (public, cached briefly by nobody: reviews change). */
export const reviewsPagePath = (kind: ListingKind, listingId: string, offset: number) =>
  `/listing-reviews/${kind}/${encodeURIComponent(listingId)}?offset=${offset}`

const messageKeys: Record<string, string> = {
  [reviewMessages.ratingRequired]: 'reviews:validation.ratingRequired',
  [reviewMessages.commentRequired]: 'reviews:validation.commentRequired',
  [reviewMessages.commentTooLong]: 'reviews:validation.commentTooLong',
}

const messageKeyOf = (message: string): string | undefined =>
  messageKeys[message] ?? Object.entries(messageKeys).find(([text]) => message.includes(text))?.[1]

/** The §5 review messages in the page language (field errors and the API's error_msg). */
export function reviewMessageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  const key = messageKeyOf(message)
  return key ? t(key) : message
}

/** A failed review call in words: a §5 review message the API named, else `apiErrorText`. */
export function reviewFailureText(t: TFunction, failure: Pick<ActionFailure, 'error_key' | 'error_msg'>): string {
  const key = failure.error_msg ? messageKeyOf(failure.error_msg) : undefined
  return key ? t(key) : apiErrorText(t, failure)
}

/** "Anna S.": the first name and the initial of the last (the API gives both, the page shows less). */
export function reviewerName(author: ReviewItem['author_details'], formerMember: string): string {
  const first = author.first_name.trim()
  // An erased account: the API's English placeholder, shown in the page language.
  if (!first || (first === FORMER_MEMBER_NAME && !author.last_name)) return formerMember
  const initial = author.last_name.trim().charAt(0)
  return initial ? `${first} ${initial}.` : first
}

/** "AS" for the avatar without a photo. */
export const reviewerInitials = (author: ReviewItem['author_details']): string =>
  `${author.first_name.trim().charAt(0)}${author.last_name.trim().charAt(0)}`.toUpperCase()
