import { numberFormat } from '@driftway/domain/intl'
import { useTranslation } from '~/i18n/use-translation'
import type { ListingCardData } from '~/lib/listings'

/** Average rating and review count where reviews exist (§2 comments data), else a "New" badge. */
export function Rating({ listing }: { listing: ListingCardData }) {
  const { average_rating: rating, comments_count: count } = listing.comments ?? {
    average_rating: null,
    comments_count: 0,
  }
  return <CardRating rating={rating} count={count} />
}

/** The rating of a card from its average and review count (`card-new`, `card-rating` in app.css). */
export function CardRating({ rating, count }: { rating: number | null | undefined; count: number }) {
  const { t, i18n } = useTranslation()
  if (rating == null || !count) return <span className="card-new">{t('listing.new')}</span>
  const value = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
  return (
    <span
      data-testid="card-rating"
      data-rating={rating}
      data-count={count}
      className="card-rating i-star-fill"
      title={t('listing.ratingLabel', { rating: value, reviews: t('listing.reviews', { count }) })}
    >
      <span className="sr-only">
        {t('listing.ratingLabel', { rating: value, reviews: t('listing.reviews', { count }) })}
      </span>
      <span aria-hidden>
        {`${value} `}
        <span>{`(${count})`}</span>
      </span>
    </span>
  )
}
