import { numberFormat } from '@driftway/domain/intl'
import { reviewReplySchema } from '@driftway/domain/review-schemas'
import { useEffect, useRef, useState } from 'react'
import { data, Link, useFetcher } from 'react-router'
import { z } from 'zod'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { InlineError } from '~/components/errors/inline-error'
import { lessorReviewsPath } from '~/components/layout/nav-items'
import { TextArea } from '~/components/lessor-wizard/field-grid'
import { ReviewCard } from '~/components/reviews/review-item'
import { Stars } from '~/components/reviews/stars'
import { Button, ButtonLink, useToast } from '~/components/ui'
import { ArrowLeft, MessageSquareReply, Pencil } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { postJson, useFieldErrors, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { type ReviewItem, type ReviewPage, reviewFailureText, reviewMessageText, reviewsApiPath } from '~/lib/reviews'
import { languageFromMatches } from '~/lib/root-data'
import { loadOwnListing, requireLessor } from '../lessor/editor.server'
import type { Route } from './+types/lessor-listing-reviews'

/** Reviews per page here: the lessor reads and answers them all, so pages are long. */
const pageSize = 50

/** /lessor/reviews/{id}: every review of one own listing with the reply form (booking §7 reply). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, kind, user } = await requireLessor(context, url)
  const listing = await loadOwnListing(auth, kind, params.id)
  const offset = Math.min(100_000, Math.max(0, Math.floor(Number(url.searchParams.get('offset')) || 0)))
  const reviews = await auth.api<ReviewPage>(reviewsApiPath(kind, params.id, offset, pageSize))
  return {
    kind,
    listing: {
      id: params.id,
      title: String(listing.title ?? ''),
      comments_count: Number(listing.comments_count ?? 0),
      average_rating: (listing.average_rating as number | null | undefined) ?? null,
    },
    company: user.company_name ?? null,
    offset,
    reviews: reviews.ok ? reviews.data : null,
  }
}

const replyBody = z.object({ review_id: z.string().trim().min(1).max(100) }).extend(reviewReplySchema.shape)

/** The reply (a new one replaces the old): POST /review/{kind}/{reviewId}/; the API checks ownership. */
export async function action({ context, url, params, request }: Route.ActionArgs) {
  const { auth, kind } = await requireLessor(context, url)
  const parsed = replyBody.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', parsed.error.issues[0]?.message ?? '')
  const { review_id, comment } = parsed.data
  const response = await auth.api<ReviewItem>(`/review/${kind}/${encodeURIComponent(review_id)}/`, {
    method: 'POST',
    json: { comment },
  })
  if (!response.ok) return failure(response)
  if (!params.id) throw data(null, { status: 404 })
  return { ok: true as const, review: response.data }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, {
    title: fixedT(lng)('reviews:lessor.listingTitle', { title: loaderData?.listing.title ?? '' }),
  })
}

type ReplyResult = { ok: true; review: ReviewItem } | { ok: false; error_key: string; error_msg: string }

/** "Reply" / "Edit reply" opens the form; publishing closes it and the page shows the new reply. */
function ReplyForm({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('reviews')
  const toast = useToast()
  const existing = review.reply[0]?.comment ?? ''
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<ReplyResult>({ key: `reply-${review.id}` })
  const form = useZodForm(reviewReplySchema, { comment: existing })
  const errorOf = useFieldErrors(form, (tr, message) => reviewMessageText(tr, message))

  // Each answer is shown once; the effect also re-runs when the toast or the language changes.
  const seen = useRef<unknown>(null)
  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle' || result === seen.current) return
    seen.current = result
    if (result.ok) {
      toast.success(t('lessor.replied'))
      setOpen(false)
    } else toast.error(reviewFailureText(t, result))
  }, [fetcher.data, fetcher.state, t, toast])

  if (!open)
    return (
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={existing ? <Pencil className="size-4" /> : <MessageSquareReply className="size-4" />}
          onClick={() => {
            form.reset({ comment: existing })
            setOpen(true)
          }}
          data-testid="reply-open"
        >
          {existing ? t('lessor.editReply') : t('lessor.reply')}
        </Button>
      </div>
    )
  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted p-4"
      data-testid="reply-form"
      onSubmit={form.handleSubmit((values) => fetcher.submit({ review_id: review.id, ...values }, postJson))}
    >
      <TextArea
        label={t('lessor.replyLabel')}
        hint={t('lessor.replyHint')}
        rows={4}
        autoFocus
        error={errorOf('comment')}
        data-testid="reply-input"
        {...form.register('comment')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {t('lessor.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={fetcher.state !== 'idle'} data-testid="reply-submit">
          {t('lessor.sendReply')}
        </Button>
      </div>
    </form>
  )
}

export default function LessorListingReviews({ loaderData }: Route.ComponentProps) {
  const { listing, reviews, company, offset } = loaderData
  const { t, i18n } = useTranslation('reviews')
  const average =
    listing.average_rating != null
      ? numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          listing.average_rating,
        )
      : null
  return (
    <>
      <AccountPageHeader
        eyebrow={
          <Link to={lessorReviewsPath} className="inline-flex items-center gap-1.5 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t('lessor.back')}
          </Link>
        }
        title={t('lessor.listingTitle', { title: listing.title })}
        lead={
          <span className="inline-flex flex-wrap items-center gap-2" data-testid="listing-rating">
            <Stars rating={listing.average_rating ?? 0} />
            {average && <span className="font-semibold text-ink">{average}</span>}
            <span>{t('section.count', { count: listing.comments_count })}</span>
          </span>
        }
      />
      <div className="container-page max-w-3xl py-8 sm:py-10" data-testid="lessor-listing-reviews">
        {reviews === null ? (
          <InlineError />
        ) : (
          <div className="rounded-2xl border border-line bg-surface px-4 py-5 shadow-xs sm:px-6">
            {reviews.results.length === 0 ? (
              <p className="text-ink-muted">{t('section.empty')}</p>
            ) : (
              <div className="divide-y divide-line">
                {reviews.results.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    lessorName={company}
                    footer={<ReplyForm key={review.reply[0]?.created_at ?? 'none'} review={review} />}
                  />
                ))}
              </div>
            )}
          </div>
        )}
        {reviews?.has_more && (
          <div className="mt-6 flex justify-center">
            <ButtonLink variant="secondary" to={`?offset=${offset + pageSize}`}>
              {t('section.loadMore')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  )
}
