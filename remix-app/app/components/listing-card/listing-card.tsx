import { formatMoney } from '@driftway/domain/money'
import { MapPin, MessageCircle, Star, Zap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Card } from '~/components/ui'
import { cn } from '~/lib/cn'
import { coverImage, detailHref, type ListingCardData, localizedCountry, localizedTitle } from '~/lib/listings'
import { ListingFacts } from './listing-facts'
import { ListingImage } from './listing-image'

type ListingCardProps = {
  listing: ListingCardData
  /** Current search (place and dates) handed on to the detail page. */
  searchParams?: URLSearchParams
  /** Load the photo eagerly: for cards visible without scrolling. */
  eager?: boolean
  className?: string
}

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
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  )
  return (
    <span
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

/**
 * A listing in a grid or rail: photo, title, place, the kind's key facts and the nightly price.
 * The whole card is one link (stretched from the title) that opens the detail page in a new tab.
 */
export function ListingCard({ listing, searchParams, eager, className }: ListingCardProps) {
  const { t, i18n } = useTranslation()
  const title = localizedTitle(listing, i18n.language)
  const place = [listing.city, localizedCountry(listing, i18n.language)].filter(Boolean).join(', ')
  const hasPrice = listing.default_rate_in_cents > 0
  const minNights = Math.max(1, listing.default_min_rent_days || 1)

  return (
    <Card
      padding="none"
      interactive
      data-testid="listing-card"
      data-kind={listing.kind}
      className={cn('group relative flex h-full flex-col overflow-hidden focus-within:shadow-focus', className)}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <ListingImage
          src={coverImage(listing)}
          alt={t('listing.photoOf', { title })}
          eager={eager}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <div className="absolute top-3 left-3">
          {listing.is_instant_booking_allowed ? (
            <Badge variant="overlay" icon={<Zap className="fill-sand-400 text-sand-500" />} data-testid="instant-badge">
              {t('listing.bookNow')}
            </Badge>
          ) : (
            <Badge variant="overlay" icon={<MessageCircle className="text-forest-600" />} data-testid="request-badge">
              {t('listing.requestToBook')}
            </Badge>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <h3 className="line-clamp-2 text-[1.0625rem] leading-snug font-semibold text-ink">
          <a
            href={detailHref(listing, searchParams)}
            target="_blank"
            rel="noopener"
            data-testid="listing-card-link"
            className="after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
          >
            {title}
            <span className="sr-only"> ({t('listing.opensInNewTab')})</span>
          </a>
        </h3>

        <div className="-mt-1 flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
            {place && (
              <>
                <MapPin className="size-3.5 shrink-0 text-ink-subtle" aria-hidden />
                <span className="truncate">{place}</span>
              </>
            )}
          </p>
          <Rating listing={listing} />
        </div>

        <ListingFacts listing={listing} />

        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-t border-line pt-3">
          {hasPrice ? (
            <p className="text-[0.9375rem] whitespace-nowrap text-ink-muted">
              {t('listing.from')}{' '}
              <span className="text-lg font-bold text-ink" data-testid="listing-price">
                {formatMoney(listing.default_rate_in_cents, listing.currency, i18n.language)}
              </span>{' '}
              {t('listing.perNight')}
            </p>
          ) : (
            <p className="text-[0.9375rem] font-semibold text-ink" title={t('listing.vehicle.noMinPrice')}>
              {t('listing.priceOnRequest')}
            </p>
          )}
          <p className="text-xs font-medium whitespace-nowrap text-ink-subtle">
            {t('listing.minNights', { count: minNights })}
          </p>
        </div>
      </div>
    </Card>
  )
}
