import { z } from 'zod'
import { plainReviewText, REVIEW_TEXT_MAX_LENGTH, reviewMessages } from './reviews'

/** The review bodies the API checks and the site's review forms use (booking spec §5, §7). */

const commentSchema = z
  .string({ error: reviewMessages.commentRequired })
  .transform(plainReviewText)
  .pipe(
    z
      .string()
      .min(1, { error: reviewMessages.commentRequired })
      .max(REVIEW_TEXT_MAX_LENGTH, { error: reviewMessages.commentTooLong }),
  )

const ratingSchema = z
  .number({ error: reviewMessages.ratingRequired })
  .int({ error: reviewMessages.ratingRequired })
  .min(1, { error: reviewMessages.ratingRequired })
  .max(5, { error: reviewMessages.ratingRequired })

/** The add-review form (§5: rating and comment required). */
export const reviewFormSchema = z.object({ rating: ratingSchema, comment: commentSchema })
export type ReviewForm = z.input<typeof reviewFormSchema>

/**
 * POST /review/{kind}/: the form plus the listing id under the kind's field of the list call
 * (`vehicle_id`, `campsite_id`, `boat_id`); `is_indie_camper` (§3) is accepted and not stored.
 */
export const reviewCreateSchema = z
  .object({
    rating: ratingSchema,
    comment: commentSchema,
    vehicle_id: z.string().min(1).max(100).optional(),
    campsite_id: z.string().min(1).max(100).optional(),
    boat_id: z.string().min(1).max(100).optional(),
    is_indie_camper: z.boolean().optional(),
  })
  .strict()
export type ReviewCreateBody = z.output<typeof reviewCreateSchema>

/** POST /review/{kind}/{reviewId}/: the lessor's reply. */
export const reviewReplySchema = z.object({ comment: commentSchema }).strict()
export type ReviewReplyForm = z.input<typeof reviewReplySchema>
