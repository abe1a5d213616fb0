import { numberFormat } from '@driftway/domain/intl'
import { Badge } from '~/components/ui'
import { Star } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingCardData } from '~/lib/listings'

/** Average rating and review count where reviews exist (§2 comments data), else a "New" badge. */
export function Rating({ listing }: { listing: ListingCardData }) {
  const { t, i18n } = useTranslation()
  const { average_rating: rating, comments_count: count } = listing.comments ?? {
    average_rating: null,
    comments_count: 0,
  }
  if (rating == null || !count) {
    return (
      <Badge tone="accent" className="shrink-0">
        {t('listing.new')}
      </Badge>
    )
  }
  const value = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
  return (
    <span
      data-testid="card-rating"
      data-rating={rating}
      data-count={count}
      className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink"
      title={t('listing.ratingLabel', { rating: value, reviews: t('listing.reviews', { count }) })}
    >
      <Star className="size-4 fill-rating text-rating" aria-hidden />
      <span className="sr-only">
        {t('listing.ratingLabel', { rating: value, reviews: t('listing.reviews', { count }) })}
      </span>
      <span aria-hidden>
        {value} <span className="font-normal text-ink-subtle">({count})</span>
      </span>
    </span>
  )
}
