import type { ListingKind } from './roles'

/**
 * Reviews (booking spec §2 Reviews, §3 Review, §5 Review, §7 Reviews, §9): the plain-text rule of
 * review and reply text, the §5 messages and the list's numbers (4 per page, 30-word truncation,
 * scrolling past 8). The bodies the API checks and the site's forms use are in review-schemas.ts,
 * apart: pages that show reviews load no zod (decision 0110).
 */

/** §9 "Page size: reviews 4". */
export const REVIEW_PAGE_SIZE = 4
/** §9 "Review truncation 30 words". */
export const REVIEW_TRUNCATE_WORDS = 30
/** §2 "the list is scrollable when over 8 reviews". */
export const REVIEW_SCROLL_AFTER = 8
export const REVIEW_TEXT_MAX_LENGTH = 5000

/** The §5 messages, word for word (the API answers them as error_msg, the site shows them under the fields). */
export const reviewMessages = {
  ratingRequired: 'Please select a rating',
  commentRequired: 'Please enter your comment',
  commentTooLong: `At most ${REVIEW_TEXT_MAX_LENGTH} characters`,
} as const

/** The listing id field of the review calls per kind (§7 "with vehicle_id, campsite_id or boat_id"). */
export const reviewListingQueryField = {
  recreational_vehicle: 'vehicle_id',
  campsite: 'campsite_id',
  boat: 'boat_id',
} as const satisfies Record<ListingKind, string>

/**
 * Review and reply text is plain text: markup is removed (not escaped), control characters other
 * than line breaks and tabs go, line endings become `\n`, runs of blank lines collapse to one and
 * the ends are trimmed. The site renders it as text, so nothing here is about safety alone: what
 * is stored is what every reader sees, in the CMS as on the site.
 */
export function plainReviewText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // Tags and comments, not a lone "<3" or "a < b".
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** The listing a body or query names for `kind`, or null. */
export function reviewListingOf(kind: ListingKind, fields: Partial<Record<string, unknown>>): string | null {
  const value = fields[reviewListingQueryField[kind]]
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * The first `words` words of a text, and whether anything was cut (§2 "over 30 words is truncated
 * with read more / show less"). Line breaks inside the kept part stay.
 */
export function truncateWords(text: string, words = REVIEW_TRUNCATE_WORDS): { text: string; truncated: boolean } {
  const parts = text.split(/(\s+)/).filter((part) => part !== '')
  let count = 0
  let end = 0
  for (let i = 0; i < parts.length; i++) {
    if (/^\s+$/.test(parts[i]!)) continue
    count++
    if (count > words) return { text: `${parts.slice(0, end).join('').trimEnd()}…`, truncated: true }
    end = i + 1
  }
  return { text, truncated: false }
}
