import { formatDate } from '@driftway/domain/dates'
import { truncateWords } from '@driftway/domain/reviews'
import { type ReactNode, useState } from 'react'
import { Avatar } from '~/components/ui'
import { MessageSquareReply } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ReviewItem, reviewerInitials, reviewerName } from '~/lib/reviews'
import { Stars } from './stars'

/** "March 2027": reviews show the month they were written (the API's created_at, a UTC instant). */
function reviewMonth(iso: string, language: string): string {
  const key = iso.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(key) ? formatDate(key, language, { month: 'long', year: 'numeric' }) : ''
}

/** Text over 30 words shows its first 30 with "Read more"; the whole text with "Show less" (§2 Reviews). */
function ClampedText({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('reviews')
  const [open, setOpen] = useState(false)
  const cut = truncateWords(text)
  return (
    <div>
      <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink" data-testid={testId}>
        {open || !cut.truncated ? text : cut.text}
      </p>
      {cut.truncated && (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="mt-1 text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:shadow-focus focus-visible:outline-none"
          data-testid="review-toggle"
        >
          {open ? t('item.showLess') : t('item.readMore')}
        </button>
      )}
    </div>
  )
}

/** One review: the author (photo or initials), stars, month, the text and the lessor's reply. */
export function ReviewCard({
  review,
  lessorName,
  footer,
}: {
  review: ReviewItem
  /** Whose reply it is ("Response from Alpine Vans"). */
  lessorName?: string | null
  /** The lessor page's reply form. */
  footer?: ReactNode
}) {
  const { t, i18n } = useTranslation('reviews')
  const name = reviewerName(review.author_details, t('item.formerMember'))
  const reply = review.reply[0]
  return (
    <article className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0" data-testid="review" data-review-id={review.id}>
      <header className="flex items-center gap-3">
        <Avatar src={review.author_details.photo} initials={reviewerInitials(review.author_details)} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink" data-testid="review-author">
            {name}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <Stars rating={review.rating} size="sm" />
            <span className="sr-only">{t('item.rated', { rating: review.rating })}</span>
            <span aria-hidden>·</span>
            <time dateTime={review.created_at}>{reviewMonth(review.created_at, i18n.language)}</time>
          </p>
        </div>
      </header>
      <ClampedText text={review.comment} testId="review-comment" />
      {reply && (
        <div
          className="ml-4 rounded-xl border-l-4 border-forest-300 bg-surface-muted px-4 py-3"
          data-testid="review-reply"
        >
          <p className="mb-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm font-semibold text-ink">
            <MessageSquareReply className="size-4 shrink-0 text-ink-subtle" aria-hidden />
            <span>{t('item.reply', { name: lessorName || t('item.replyFallback') })}</span>
            <span className="font-normal whitespace-nowrap text-ink-muted">
              · {reviewMonth(reply.created_at, i18n.language)}
            </span>
          </p>
          <ClampedText text={reply.comment} testId="review-reply-comment" />
        </div>
      )}
      {footer}
    </article>
  )
}
