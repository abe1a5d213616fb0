import { formatMoney } from '@driftway/domain/money'
import type { ReactNode } from 'react'
import { newTabNoteId } from '~/components/ui'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { coverImage, detailHref, type ListingCardData, localizedCountry, unitContext } from '~/lib/listings'
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
    <div className={cn('card-photo', className)} data-testid={testId}>
      <ListingImage
        src={coverImage(listing)}
        alt={t('listing.photoOf', { title })}
        eager={eager}
        className={cn('card-img', imageClassName)}
      />
      {children}
      {/* Above the card's stretched link (z-10), so the heart gets its own taps. */}
      <WishlistHeart listing={listing} title={title} className="absolute top-3 right-3 z-20" />
    </div>
  )
}

/** The card's title: its one link, stretched over the whole card, opening the detail page in a new tab (§2). */
export function CardTitle({ href, title }: { href: string; title: string }) {
  return (
    <h3 className="card-title">
      <a href={href} target="_blank" rel="noopener" aria-describedby={newTabNoteId} data-testid="listing-card-link">
        {title}
      </a>
    </h3>
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
  const { i18n } = useTranslation()
  const place = [listing.city, localizedCountry(listing, i18n.language)].filter(Boolean).join(', ')
  return (
    <>
      <CardTitle href={detailHref(listing, searchParams)} title={title} />
      <div className="card-place-row">
        <p className={place ? 'card-place i-map-pin' : 'card-place'}>{place && <span>{place}</span>}</p>
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
  // Whole strings around the price: React writes no <!-- --> between them (a page shows 30).
  return (
    <p className="card-from">
      {`${t('listing.from')} `}
      <b>{formatMoney(price.from.cents, price.from.currency, i18n.language)}</b>
      {` ${t('listing.rateUnit', { context: unitContext(price.unit) })}`}
    </p>
  )
}
