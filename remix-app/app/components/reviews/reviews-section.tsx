import { numberFormat } from '@driftway/domain/intl'
import { REVIEW_SCROLL_AFTER } from '@driftway/domain/reviews'
import type { ListingKind } from '@driftway/domain/roles'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui'
import { Star } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ReviewItem, type ReviewPage, reviewsPagePath } from '~/lib/reviews'
import { ReviewCard } from './review-item'

export type ReviewsPageResult = { ok: true; page: ReviewPage } | { ok: false }

/** The first of each id: a review that moved between pages while loading more shows once. */
function appendNew(rows: ReviewItem[], more: ReviewItem[]): ReviewItem[] {
  const seen = new Set(rows.map((row) => row.id))
  return [...rows, ...more.filter((row) => !seen.has(row.id))]
}

/**
 * The detail page's reviews (booking §2 Reviews, §9): 4 at a time with "load more" (the next
 * offset through the site's resource route), the average and the count, each text cut after 30
 * words, and past 8 reviews the list scrolls inside its box instead of stretching the page.
 */
export function ReviewsSection({
  kind,
  listingId,
  initial,
  averageRating,
  lessorName,
}: {
  kind: ListingKind
  listingId: string
  initial: ReviewPage | null
  averageRating: number | null
  lessorName?: string | null
}) {
  const { t, i18n } = useTranslation('reviews')
  const [rows, setRows] = useState<ReviewItem[]>(initial?.results ?? [])
  const [next, setNext] = useState<number | null>(initial?.next_offset ?? null)
  const fetcher = useFetcher<ReviewsPageResult>()
  const count = initial?.count ?? 0

  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== 'idle' || !result.ok) return
    setRows((current) => appendNew(current, result.page.results))
    setNext(result.page.next_offset)
  }, [fetcher.data, fetcher.state])

  const average =
    averageRating && count > 0
      ? numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(averageRating)
      : null

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24" data-testid="reviews-section">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          {t('section.title')}
        </h2>
        {average && (
          <p className="inline-flex items-center gap-1.5 text-[0.9375rem] text-ink" data-testid="reviews-summary">
            <Star className="size-5 fill-rating text-rating" aria-hidden />
            <span className="font-semibold">
              {t('section.summary', { rating: average, reviews: t('section.count', { count }) })}
            </span>
          </p>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong bg-surface px-5 py-6 text-ink-muted">
          {t('section.empty')}
        </p>
      ) : (
        <div className="rounded-2xl border border-line bg-surface shadow-xs">
          <section
            className={cn(
              'divide-y divide-line px-4 py-5 sm:px-6',
              rows.length > REVIEW_SCROLL_AFTER && 'max-h-[42rem] overflow-y-auto overscroll-contain',
            )}
            data-testid="review-list"
            data-scrolls={rows.length > REVIEW_SCROLL_AFTER}
            // A scrolling region must be reachable by keyboard, and named.
            tabIndex={rows.length > REVIEW_SCROLL_AFTER ? 0 : undefined}
            aria-label={t('section.title')}
          >
            {rows.map((review) => (
              <ReviewCard key={review.id} review={review} lessorName={lessorName} />
            ))}
          </section>
          {(next !== null || (fetcher.data && !fetcher.data.ok)) && (
            <div className="flex flex-col items-center gap-2 border-t border-line px-4 py-4">
              {fetcher.data && !fetcher.data.ok && (
                <p className="text-sm text-danger" role="alert">
                  {t('section.loadFailed')}
                </p>
              )}
              {next !== null && (
                <Button
                  variant="secondary"
                  loading={fetcher.state !== 'idle'}
                  onClick={() => fetcher.load(reviewsPagePath(kind, listingId, next))}
                  data-testid="reviews-load-more"
                >
                  {t('section.loadMore')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  )
}
