import { isLessorRole } from '@driftway/domain'
import { plainReviewText } from '@driftway/domain/reviews'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  FieldHook,
  PayloadRequest,
} from 'payload'
import { assertActingAs, fieldError, idOf, listingParty, loadRelated, principalId } from '../hooks'
import { asSystem } from '../local-api'

/** The author is the caller; lessor and kind come from the listing (filters by kind, reply rights). */
export const fillReviewParties: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' && !data.author) data.author = principalId(req)
  if (operation === 'create') assertActingAs(req, idOf(data.author))
  if (operation === 'create' || idOf(data.listing) !== idOf(originalDoc?.listing)) {
    const { lessor, kind } = await listingParty(req, data.listing, 'reviews')
    data.lessor = lessor
    data.kind = kind
  }
  return data
}

/** "Only the lessor who owns the listing may reply, once per review" (booking §5); once = unique index. */
export const requireListingLessor: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && !data.author) data.author = principalId(req)
  assertActingAs(req, idOf(data.author))
  const review = await loadRelated<{ lessor?: unknown }>(req, 'reviews', data.review, {
    collection: 'review-replies',
    path: 'review',
  })
  if (idOf(review.lessor) !== idOf(data.author)) {
    throw fieldError('review-replies', 'author', 'Only the lessor of the reviewed listing can reply.')
  }
  const author = await loadRelated<{ role?: number }>(req, 'users', data.author, {
    collection: 'review-replies',
    path: 'author',
  })
  if (!isLessorRole(Number(author.role)))
    throw fieldError('review-replies', 'author', 'Only lessors can reply to reviews.')
  return data
}

/**
 * Keeps the listing's `comments_count` and `average_rating` (shown on cards and detail pages,
 * used for the "popular" and rating sorts) in step with its reviews. Recomputed from scratch, so it is idempotent.
 * Written through the database adapter: it is derived data, and the listing's own hooks and
 * access (meant for its lessor's edits) must not judge a reviewer's request.
 */
async function refreshListingRating(req: PayloadRequest, listing: unknown): Promise<void> {
  const listingId = idOf(listing)
  if (!listingId) return
  const { docs } = await req.payload.find({
    collection: 'reviews',
    // Hidden reviews (support moderation) no longer count.
    where: {
      and: [
        { listing: { equals: listingId } },
        { or: [{ is_hidden: { equals: false } }, { is_hidden: { exists: false } }] },
      ],
    },
    select: { rating: true },
    pagination: false,
    depth: 0,
    ...asSystem(),
    req,
  })
  const ratings = docs.map((doc) => Number(doc.rating)).filter(Number.isFinite)
  const average = ratings.length
    ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 100) / 100
    : null
  await req.payload.db.updateOne({
    collection: 'listings',
    id: listingId,
    // updatedAt moves too: the search index picks up changed listings by it (api/src/search/memory-sync.ts),
    // so cards show the new average within a sync interval.
    data: { comments_count: ratings.length, average_rating: average, updatedAt: new Date().toISOString() },
    req,
    returning: false,
  })
}

export const updateListingRatingAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await refreshListingRating(req, doc.listing)
  if (previousDoc?.listing && idOf(previousDoc.listing) !== idOf(doc.listing))
    await refreshListingRating(req, previousDoc.listing)
  return doc
}

/** Review and reply text is plain text (booking §5; the rule lives in the domain). */
export const plainTextComment: FieldHook = ({ value }) => (typeof value === 'string' ? plainReviewText(value) : value)

export const updateListingRatingAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refreshListingRating(req, doc.listing)
}
