import { formatMoney } from '@driftway/domain/money'
import { MapPin, MessageCircle, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { cn } from '~/lib/cn'
import { coverImage, detailHref, type ListingCardData, localizedCountry } from '~/lib/listings'
import type { CardPrice } from './card-price'
import { ListingImage } from './listing-image'
import { Rating } from './rating'

/** The cover photo (placeholder when it fails, §8), zooming a little on hover, with overlays and the wishlist heart. */
export function CardPhoto({
  listing,
  title,
  eager,
  className,
  imageClassName,
  children,
  testId,
}: {
  listing: ListingCardData
  title: string
  eager?: boolean
  className?: string
  imageClassName?: string
  children?: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <div className={cn('relative overflow-hidden bg-surface-muted', className)} data-testid={testId}>
      <ListingImage
        src={coverImage(listing)}
        alt={t('listing.photoOf', { title })}
        eager={eager}
        className={cn('transition-transform duration-500 ease-out group-hover:scale-[1.04]', imageClassName)}
      />
      {children}
      {/* Above the card's stretched link (z-10), so the heart gets its own taps. */}
      <WishlistHeart listing={listing} title={title} className="absolute top-3 right-3 z-20" />
    </div>
  )
}

/**
 * Title (the card's one link, stretched over the whole card, opening the detail page in a new tab
 * with the current search, §2) and the place with the rating beneath it.
 */
export function CardHeading({
  listing,
  title,
  searchParams,
}: {
  listing: ListingCardData
  title: string
  searchParams?: URLSearchParams
}) {
  const { t, i18n } = useTranslation()
  const place = [listing.city, localizedCountry(listing, i18n.language)].filter(Boolean).join(', ')
  return (
    <>
      <h3 className="line-clamp-2 text-[1.0625rem] leading-snug font-semibold text-ink">
        <a
          href={detailHref(listing, searchParams)}
          target="_blank"
          rel="noopener"
          data-testid="listing-card-link"
          className="after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
        >
          <span data-testid="listing-title">{title}</span>
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
    </>
  )
}

/** "from €89 / day" — or, for a listing without a rate, "Price on request" with the noMinPrice tooltip (§2). */
export function FromPrice({ price }: { price: CardPrice }) {
  const { t, i18n } = useTranslation()
  if (!price.from) {
    return (
      <p className="text-[0.9375rem] font-semibold text-ink" title={t('listing.vehicle.noMinPrice')}>
        {t('listing.priceOnRequest')}
      </p>
    )
  }
  return (
    <p className="text-[0.9375rem] whitespace-nowrap text-ink-muted" data-testid="listing-from">
      {t('listing.from')}{' '}
      <span className="text-lg font-bold text-ink" data-testid="listing-price">
        {formatMoney(price.from.cents, price.from.currency, i18n.language)}
      </span>{' '}
      {price.unit === 'day' ? t('listing.perDay') : t('listing.perNight')}
    </p>
  )
}

const modes = {
  instant: {
    testId: 'book-now',
    label: 'listing.bookNow',
    icon: <Zap className="size-3.5 fill-sand-400 text-sand-400" aria-hidden />,
    className: 'bg-primary text-on-primary group-hover:bg-primary-hover',
  },
  request: {
    testId: 'request-to-book',
    label: 'listing.requestToBook',
    icon: <MessageCircle className="size-3.5 text-forest-600" aria-hidden />,
    className: 'border border-line-strong bg-surface text-ink group-hover:border-forest-500',
  },
} as const

/** The card's call to action: "Book now" for instant booking, otherwise "Request to book" (§2). */
export function BookingModeChip({ instant }: { instant: boolean }) {
  const { t } = useTranslation()
  const mode = modes[instant ? 'instant' : 'request']
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors',
        mode.className,
      )}
      data-testid={mode.testId}
    >
      {mode.icon}
      {t(mode.label)}
    </span>
  )
}
