import { reviewFormSchema } from '@driftway/domain/review-schemas'
import type { ListingKind } from '@driftway/domain/roles'
import { useEffect, useRef } from 'react'
import { Controller } from 'react-hook-form'
import { useFetcher } from 'react-router'
import { TextArea } from '~/components/lessor-wizard/field-grid'
import { Button, Dialog, useToast } from '~/components/ui'
import { Star } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { postJson, useFieldErrors, useZodForm } from '~/lib/forms'
import { reviewFailureText, reviewMessageText } from '~/lib/reviews'
import type { AddReviewResult } from '~/routes/reviews/add'
import { StarInput } from './stars'

export type ReviewTarget = { bookingId: string; kind: ListingKind; listingId: string; title: string }

/**
 * The add-review modal of My bookings (booking §2 Reviews, §5): a star rating and a comment, both
 * required, checked with the API's own schema; the API's refusal (no completed trip, already
 * reviewed) is shown as a toast (`reviewFailureText`).
 */
export function AddReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation('reviews')
  const toast = useToast()
  const fetcher = useFetcher<AddReviewResult>({ key: 'add-review' })
  const form = useZodForm(reviewFormSchema, { rating: undefined, comment: '' })
  const errorOf = useFieldErrors(form, (tr, message) => reviewMessageText(tr, message))
  const busy = fetcher.state !== 'idle'

  // A new booking opens an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another booking is reviewed
  useEffect(() => {
    form.reset({ rating: undefined, comment: '' })
  }, [target?.bookingId])

  // Each answer is shown once; the effect also re-runs when the toast or the language changes.
  const seen = useRef<unknown>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle' || result === seen.current) return
    seen.current = result
    if (result.ok) {
      toast.success(t('add.done'))
      close.current()
    } else {
      toast.error(reviewFailureText(t, result))
    }
  }, [fetcher.data, fetcher.state, t, toast])

  const submit = form.handleSubmit((values) => {
    if (!target) return
    fetcher.submit(
      { kind: target.kind, listing_id: target.listingId, ...values },
      { ...postJson, action: '/reviews/add' },
    )
  })

  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      icon={<Star />}
      title={t('add.title')}
      description={target ? t('add.description', { title: target.title }) : undefined}
      className="max-w-lg"
    >
      <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="add-review-form">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput
              value={field.value}
              onChange={(value) => field.onChange(value)}
              label={t('add.rating')}
              error={errorOf('rating')}
              name="review-rating"
            />
          )}
        />
        <TextArea
          label={t('add.comment')}
          hint={t('add.commentHint')}
          rows={5}
          error={errorOf('comment')}
          data-testid="review-comment-input"
          {...form.register('comment')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="review-submit">
            {t('add.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
