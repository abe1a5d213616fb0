import { asSystem, asVisitor } from '@driftway/collections'
import type { Review, ReviewReply } from '@driftway/collections/payload-types'
import { FORMER_MEMBER_NAME } from '@driftway/domain'
import type { Payload } from 'payload'
import { z } from 'zod'
import { mediaUrl } from '../listings/card'
import { mediaById } from '../listings/media-by-id'
import { idOf } from '../listings/pricing-input'

/** booking spec §3 Review, read form: the response schema of every review call (OpenAPI, site types). */
export const reviewReplyView = z.object({ comment: z.string(), created_at: z.string(), review: z.string() })
export const reviewView = z.object({
  id: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
  author_details: z.object({
    first_name: z.string(),
    last_name: z.string(),
    photo: z.string().nullable(),
  }),
  /** The lessor's reply: empty or one entry (a new reply replaces the old one). */
  reply: z.array(reviewReplyView),
})
export type ReviewView = z.infer<typeof reviewView>

/** A page of a review list by offset: reviews, or a lessor's reviewed listings. */
export const reviewPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    has_more: z.boolean(),
    next_offset: z.number().int().nullable(),
    results: z.array(item),
  })

/**
 * The read form of a page of reviews: authors (first and last name, photo; an erased account as
 * "Former member" without a photo) and replies are loaded once per page.
 */
export async function toReviewViews(
  payload: Payload,
  reviews: readonly Review[],
  publicUrl: string,
): Promise<ReviewView[]> {
  if (reviews.length === 0) return []
  const reviewIds = reviews.map((review) => String(review.id))
  const authorIds = [...new Set(reviews.map((review) => idOf(review.author)).filter((id): id is string => !!id))]
  const [authors, replies] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: authorIds } },
      // Public facts of another user (their name and photo on a public review): read as the system.
      select: { first_name: true, last_name: true, photo: true, deleted_at_ts: true },
      depth: 0,
      pagination: false,
      ...asSystem(),
    }),
    payload.find({
      collection: 'review-replies',
      where: { review: { in: reviewIds } },
      depth: 0,
      pagination: false,
      ...asVisitor(),
    }),
  ])
  const authorById = new Map(authors.docs.map((doc) => [String(doc.id), doc]))
  const photoIds = [...authorById.values()]
    .filter((author) => !author.deleted_at_ts)
    .map((author) => idOf(author.photo))
    .filter((id): id is string => !!id)
  const photos = await mediaById(payload, photoIds)
  const replyByReview = new Map<string, ReviewReply>()
  for (const reply of replies.docs) {
    const reviewId = idOf(reply.review)
    if (reviewId) replyByReview.set(reviewId, reply)
  }
  return reviews.map((review) => {
    const id = String(review.id)
    const author = authorById.get(idOf(review.author) ?? '')
    const erased = !author || Boolean(author.deleted_at_ts)
    const photo = erased ? undefined : photos.get(idOf(author.photo) ?? '')
    const reply = replyByReview.get(id)
    return {
      id,
      comment: review.comment,
      rating: review.rating,
      created_at: review.createdAt,
      author_details: {
        first_name: erased ? FORMER_MEMBER_NAME : (author.first_name ?? ''),
        last_name: erased ? '' : (author.last_name ?? ''),
        photo: photo ? mediaUrl(publicUrl, photo, 'thumbnail') : null,
      },
      reply: reply ? [{ comment: reply.comment, created_at: reply.updatedAt ?? reply.createdAt, review: id }] : [],
    }
  })
}
