import { asSystem, asUser, asVisitor } from '@driftway/collections'
import type { Review } from '@driftway/collections/payload-types'
import { BookingStatus, type ListingKind } from '@driftway/domain'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { ApiError, forbidden, notFound } from '../http/errors'
import { withTransaction } from '../http/transaction'
import { findVisibleListing } from '../listings/bundle'
import { idOf } from '../listings/pricing-input'

/** Error keys of the review calls (booking §8: the site shows error_msg as a toast). */
export const reviewErrors = {
  listingNotFound: () => notFound('listing_not_found', 'Listing not found.'),
  reviewNotFound: () => notFound('review_not_found', 'Review not found.'),
  noCompletedTrip: () =>
    forbidden('review_requires_completed_trip', 'You can review a listing once you have completed a trip there.'),
  alreadyReviewed: () =>
    new ApiError('booking_already_reviewed', 'You have already reviewed every completed trip on this listing.'),
  onlyTraveler: () => forbidden('only_traveler_can_review', 'Only travelers can add reviews.'),
  onlyListingLessor: () =>
    forbidden('only_listing_lessor_can_reply', 'Only the lessor of this listing can reply to its reviews.'),
}

/** Reviews support has not hidden (the collection's public read rule, also for system reads). */
export const visibleReview: Where = { or: [{ is_hidden: { equals: false } }, { is_hidden: { exists: false } }] }

/** A published listing of `kind` by id, or null: the detail page's rule (findVisibleListing) for an anonymous caller. */
export async function findPublicListing(payload: Payload, kind: ListingKind, id: string) {
  try {
    return await findVisibleListing(payload, kind, id, null)
  } catch {
    return null
  }
}

/** A page of a listing's visible reviews, newest first unless asked otherwise. */
export async function listReviews(
  payload: Payload,
  listingId: string,
  paging: { limit: number; offset: number; order: 'created_at' | '-created_at' },
) {
  const direction = paging.order === 'created_at' ? '' : '-'
  // Payload pages by page number; the contract pages by offset (as the booking lists do).
  const found = await payload.find({
    collection: 'reviews',
    where: { listing: { equals: listingId } },
    sort: [`${direction}createdAt`, `${direction}id`],
    limit: paging.offset + paging.limit,
    page: 1,
    depth: 0,
    // Public read: the collection's rule leaves out the reviews support hid.
    ...asVisitor(),
  })
  const docs = found.docs.slice(paging.offset)
  const hasMore = paging.offset + docs.length < found.totalDocs
  return {
    docs,
    count: found.totalDocs,
    has_more: hasMore,
    next_offset: hasMore ? paging.offset + paging.limit : null,
  }
}

/**
 * booking §5 Review / §6: a traveler reviews a listing after a completed trip there, once per
 * booking. The booking reviewed is the traveler's most recently returned TRIP_COMPLETED booking
 * of that listing that has no review yet. Check and write run in one transaction (on SQLite it
 * holds the writer lock, so two parallel posts cannot both pass the "not yet reviewed" check).
 */
export async function createReview(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  listingId: string,
  body: { rating: number; comment: string },
): Promise<Review> {
  const listing = await findPublicListing(payload, kind, listingId)
  if (!listing) throw reviewErrors.listingNotFound()
  return withTransaction(payload, async (req) => {
    const { docs: trips } = await payload.find({
      collection: 'bookings',
      where: {
        and: [
          { listing: { equals: listingId } },
          { traveller: { equals: user.id } },
          { status: { equals: BookingStatus.TRIP_COMPLETED } },
        ],
      },
      select: { return_timestamp: true },
      sort: ['-return_timestamp', '-id'],
      pagination: false,
      depth: 0,
      req,
      ...asUser(user),
    })
    if (trips.length === 0) throw reviewErrors.noCompletedTrip()
    const tripIds = trips.map((trip) => String(trip.id))
    const { docs: earlier } = await payload.find({
      collection: 'reviews',
      where: { booking: { in: tripIds } },
      select: { booking: true },
      pagination: false,
      depth: 0,
      req,
      // Hidden reviews count too: a trip support hid the review of is still reviewed.
      ...asSystem(),
    })
    const reviewed = new Set(earlier.map((review) => idOf(review.booking)))
    const booking = tripIds.find((id) => !reviewed.has(id))
    if (!booking) throw reviewErrors.alreadyReviewed()
    return payload.create({
      collection: 'reviews',
      data: { listing: listingId, booking, author: user.id, rating: body.rating, comment: body.comment },
      depth: 0,
      req,
      ...asUser(user),
    })
  })
}

/** A visible review of `kind` by id, or null. */
async function findVisibleReview(payload: Payload, kind: ListingKind, id: string, req?: PayloadRequest) {
  try {
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { and: [{ id: { equals: id } }, { kind: { equals: kind } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      req,
      ...asVisitor(),
    })
    return docs[0] ?? null
  } catch {
    return null
  }
}

/**
 * booking §5/§7: only the lessor who owns the reviewed listing replies; a review has at most one
 * reply and a new reply replaces it (the stored reply is updated in place).
 */
export async function replyToReview(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  reviewId: string,
  comment: string,
): Promise<Review> {
  return withTransaction(payload, async (req) => {
    const review = await findVisibleReview(payload, kind, reviewId, req)
    if (!review) throw reviewErrors.reviewNotFound()
    if (idOf(review.lessor) !== user.id) throw reviewErrors.onlyListingLessor()
    const { docs: existing } = await payload.find({
      collection: 'review-replies',
      where: { review: { equals: reviewId } },
      limit: 1,
      pagination: false,
      depth: 0,
      req,
      ...asUser(user),
    })
    const data = { review: reviewId, author: user.id, comment }
    if (existing[0]) {
      // Replies are edited only by administrators in the CMS; the API replaces the lessor's own
      // reply after the ownership check above (and the collection hook checks the author again).
      await payload.update({
        collection: 'review-replies',
        id: existing[0].id,
        data,
        depth: 0,
        req,
        ...asSystem(),
      })
    } else {
      await payload.create({ collection: 'review-replies', data, depth: 0, req, ...asUser(user) })
    }
    return review
  })
}

/**
 * The lessor's listings of `kind` that have reviews (listings §2 my-reviews: cards with a
 * view-all-reviews link, only when the listing has comments), most reviewed first, each with how
 * many of its visible reviews still await a reply.
 */
export async function lessorReviewedListings(
  payload: Payload,
  user: UserDoc,
  kind: ListingKind,
  paging: { limit: number; offset: number },
) {
  const found = await payload.find({
    collection: 'listings',
    where: {
      and: [{ lessor: { equals: user.id } }, { kind: { equals: kind } }, { comments_count: { greater_than: 0 } }],
    },
    select: { title: true, city: true, country: true, images: true, comments_count: true, average_rating: true },
    sort: ['-comments_count', 'title', 'id'],
    limit: paging.offset + paging.limit,
    page: 1,
    depth: 0,
    ...asUser(user),
  })
  const listings = found.docs.slice(paging.offset)
  const listingIds = listings.map((listing) => String(listing.id))
  const reviews = listingIds.length
    ? await payload.find({
        collection: 'reviews',
        where: { listing: { in: listingIds } },
        select: { listing: true },
        depth: 0,
        pagination: false,
        ...asVisitor(),
      })
    : { docs: [] }
  const reviewIds = reviews.docs.map((review) => String(review.id))
  const replies = reviewIds.length
    ? await payload.find({
        collection: 'review-replies',
        where: { review: { in: reviewIds } },
        select: { review: true },
        depth: 0,
        pagination: false,
        ...asVisitor(),
      })
    : { docs: [] }
  const replied = new Set(replies.docs.map((reply) => idOf(reply.review)))
  const awaiting = new Map<string, number>()
  for (const review of reviews.docs) {
    if (replied.has(String(review.id))) continue
    const listing = idOf(review.listing) ?? ''
    awaiting.set(listing, (awaiting.get(listing) ?? 0) + 1)
  }
  const hasMore = paging.offset + listings.length < found.totalDocs
  return {
    listings,
    awaiting,
    count: found.totalDocs,
    has_more: hasMore,
    next_offset: hasMore ? paging.offset + paging.limit : null,
  }
}
