import { isLessorRole, isTravelerRole, listingKinds } from '@driftway/domain'
import { reviewCreateSchema, reviewReplySchema } from '@driftway/domain/review-schemas'
import { REVIEW_PAGE_SIZE, reviewListingOf, reviewListingQueryField } from '@driftway/domain/reviews'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { badRequest } from '../http/errors'
import { declareAuth } from '../http/openapi'
import { requireKindLessor } from '../lessor/access'
import { mediaUrl } from '../listings/card'
import { mediaById } from '../listings/media-by-id'
import { idOf } from '../listings/pricing-input'
import {
  createReview,
  findPublicListing,
  lessorReviewedListings,
  listReviews,
  replyToReview,
  reviewErrors,
} from '../reviews/service'
import { reviewPageOf, reviewView, toReviewViews } from '../reviews/view'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const reviewParams = kindParams.extend({ reviewId: z.string().min(1).max(100) })
const id = z.string().min(1).max(100)

/** §7 "with vehicle_id, campsite_id or boat_id, limit 4, offset, order_by -created_at". */
const listQuery = z.object({
  vehicle_id: id.optional(),
  campsite_id: id.optional(),
  boat_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  order_by: z.enum(['-created_at', 'created_at']).default('-created_at'),
})

const myQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

const reviewedListing = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  title: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  image: z.string().nullable(),
  comments_count: z.number().int(),
  average_rating: z.number().nullable(),
  /** Visible reviews without a reply yet. */
  awaiting_reply: z.number().int(),
})

/** booking §5 "Only travelers may add reviews": signed in (401), a traveler (403 only_traveler_can_review). */
async function requireTraveler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isTravelerRole(request.user!.role)) throw reviewErrors.onlyTraveler()
}
declareAuth({ schemes: ['userBearer'], forbids: [reviewErrors.onlyTraveler().errorKey] }, requireTraveler)

/** Replies: signed in (401), a lessor (403); owning the listing is checked on the review. */
async function requireLessor(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isLessorRole(request.user!.role)) throw reviewErrors.onlyListingLessor()
}
declareAuth({ schemes: ['userBearer'], forbids: [reviewErrors.onlyListingLessor().errorKey] }, requireLessor)

/**
 * Reviews of booking spec §7 for the three listing kinds: the public list, a traveler's review
 * after a completed trip, the owning lessor's reply, and (not in the contract, decision 0063)
 * the lessor's reviewed listings for the my-reviews page.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const tags = ['reviews']

  app.get(
    '/review/:kind/',
    {
      config: { errors: ['listing_not_found'] },
      schema: {
        tags,
        summary: "A listing's reviews, newest first (pages of 4 by offset)",
        description:
          'The listing id goes in the kind field: vehicle_id, campsite_id or boat_id (400 without it, 404 listing_not_found for an unknown or unpublished listing). Reviews support hid are left out.',
        params: kindParams,
        querystring: listQuery,
        response: { 200: reviewPageOf(reviewView) },
      },
    },
    async (request) => {
      const { kind } = request.params
      const { limit, offset, order_by } = request.query
      const listingId = reviewListingOf(kind, request.query)
      if (!listingId) {
        const field = reviewListingQueryField[kind]
        throw badRequest('validation_error', `${field}: Required`, { [field]: ['Required'] })
      }
      if (!(await findPublicListing(payload, kind, listingId))) throw reviewErrors.listingNotFound()
      const page = await listReviews(payload, listingId, { limit, offset, order: order_by })
      return {
        count: page.count,
        limit,
        offset,
        has_more: page.has_more,
        next_offset: page.next_offset,
        results: await toReviewViews(payload, page.docs, env.publicUrl),
      }
    },
  )

  app.post(
    '/review/:kind/',
    {
      onRequest: [requireTraveler],
      config: { errors: ['listing_not_found', 'review_requires_completed_trip', 'booking_already_reviewed'] },
      schema: {
        tags,
        summary: 'Review a listing after a completed trip there (one review per booking)',
        description:
          'Body: rating (1–5), comment (plain text; markup is removed) and the listing id in vehicle_id, campsite_id or boat_id. The review belongs to the most recently returned TRIP_COMPLETED booking of the caller on that listing without a review. 403 review_requires_completed_trip, 409 booking_already_reviewed, 403 only_traveler_can_review for lessors, 400 with "Please select a rating" / "Please enter your comment".',
        params: kindParams,
        body: reviewCreateSchema,
        response: { 201: reviewView },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const listingId = reviewListingOf(kind, request.body)
      if (!listingId) {
        const field = reviewListingQueryField[kind]
        throw badRequest('validation_error', `${field}: Required`, { [field]: ['Required'] })
      }
      const user = currentUser(request)
      const review = await createReview(payload, user, kind, listingId, request.body)
      const [view] = await toReviewViews(payload, [review], env.publicUrl)
      reply.status(201)
      return view!
    },
  )

  app.post(
    '/review/:kind/:reviewId/',
    {
      onRequest: [requireLessor],
      config: { errors: ['review_not_found'] },
      schema: {
        tags,
        summary: "The listing lessor's reply to a review (a new reply replaces the old one)",
        description:
          'Only the lessor who owns the reviewed listing (403 only_listing_lessor_can_reply); 404 review_not_found for an unknown, hidden or other-kind review. Answers the review with its reply.',
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: reviewView },
      },
    },
    async (request) => {
      const { kind, reviewId } = request.params
      const review = await replyToReview(payload, currentUser(request), kind, reviewId, request.body.comment)
      const [view] = await toReviewViews(payload, [review], env.publicUrl)
      return view!
    },
  )

  app.get(
    '/review/:kind/my/',
    {
      onRequest: [requireKindLessor],
      schema: {
        tags,
        summary: "The lessor's listings of a kind that have reviews (my-reviews page; not in the contract)",
        description:
          'Most reviewed first, pages of 30 by offset; each with its rating, review count and how many visible reviews await a reply. Lessors of another kind and travelers: 403.',
        params: kindParams,
        querystring: myQuery,
        response: { 200: reviewPageOf(reviewedListing) },
      },
    },
    async (request) => {
      const { kind } = request.params
      const { limit, offset } = request.query
      const page = await lessorReviewedListings(payload, currentUser(request), kind, { limit, offset })
      const mediaIds = page.listings
        .map((listing) => idOf(listing.images?.[0]?.image))
        .filter((mediaId): mediaId is string => !!mediaId)
      const photos = await mediaById(payload, mediaIds)
      return {
        count: page.count,
        limit,
        offset,
        has_more: page.has_more,
        next_offset: page.next_offset,
        results: page.listings.map((listing) => {
          const photo = photos.get(idOf(listing.images?.[0]?.image) ?? '')
          return {
            id: String(listing.id),
            kind,
            title: listing.title ?? '',
            city: listing.city ?? null,
            country: listing.country ?? null,
            image: photo ? mediaUrl(env.publicUrl, photo, 'card') : null,
            comments_count: Number(listing.comments_count ?? 0),
            average_rating: listing.average_rating ?? null,
            awaiting_reply: page.awaiting.get(String(listing.id)) ?? 0,
          }
        }),
      }
    },
  )
}
