import { reviewFormSchema } from '@driftway/domain/review-schemas'
import { reviewListingQueryField } from '@driftway/domain/reviews'
import { isTravelerRole } from '@driftway/domain/roles'
import { data } from 'react-router'
import { z } from 'zod'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { listingKinds } from '~/lib/listings'
import type { ReviewItem } from '~/lib/reviews'
import type { Route } from './+types/add'

const bodySchema = reviewFormSchema.extend({
  kind: z.enum(listingKinds),
  listing_id: z.string().trim().min(1).max(100),
})

export type AddReviewResult = { ok: true; review: ReviewItem } | { ok: false; error_key: string; error_msg: string }

/**
 * POST /reviews/add (JSON: kind, listing_id, rating, comment): the add-review modal of My bookings.
 * The API decides who may review what (a completed trip, once per booking); its error_msg is
 * shown as a toast (booking §8).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const auth = getAuth(context)
  const user = await auth.user()
  if (!user) return badRequest('not_authenticated', 'Please sign in again.')
  if (!isTravelerRole(user.role)) return badRequest('only_traveler_can_review', 'Only travelers can add reviews.')
  const parsed = bodySchema.safeParse(await readSubmission(request))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return badRequest('validation_error', issue?.message ?? 'Invalid review')
  }
  const { kind, listing_id, rating, comment } = parsed.data
  const response = await auth.api<ReviewItem>(`/review/${kind}/`, {
    method: 'POST',
    json: { rating, comment, [reviewListingQueryField[kind]]: listing_id },
  })
  if (!response.ok) return failure(response)
  return data<AddReviewResult>({ ok: true, review: response.data })
}
