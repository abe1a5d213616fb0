import { numberFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { Badge } from '~/components/ui'
import { Navigation } from '~/components/ui/icons'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { detailHref, rentalUnitContext } from '~/lib/listings'
import type { SearchCardData } from '~/lib/search-cards'
import { CardTitle, FromPrice } from './card-parts'
import { type Fact, FactList, useListingFacts } from './listing-facts'
import { ListingImage } from './listing-image'
import { PaymentIcons } from './payment-icons'
import { CardRating } from './rating'

type SearchCardProps = {
  listing: SearchCardData
  /** The current search URL: handed on to the detail page. */
  searchParams: URLSearchParams
  /** Nights of the searched range, or null without dates (the price in `listing` is for them). */
  nights: number | null
  eager?: boolean
  highlighted?: boolean
  onHover?: (id: string | null) => void
}

/**
 * A search result (listings spec §2 "Listing cards"): photo, title, place, rating, the kind's facts,
 * the "from" price per day (campervans) or night — or with dates the total —, the minimum-stay
 * warning, payment icons and the booking mode. Vertical below 1280 px, horizontal (photo beside the
 * text) above it (§2 "Orientation"). The whole card links to the detail page in a new tab. It is
 * an `<li>` of the results list.
 *
 * A page shows 30 of these, so the markup is lean (issue 23): one class per part, styled in app.css
 * (`.search-card …`), inner elements styled through their parent's class, no wrappers that draw
 * nothing, icons drawn by CSS (an `i-*` class, icon-masks.css). The listing is the server's card
 * view model (`toSearchCard`), not the API's listing.
 */
export function SearchCard({ listing, searchParams, nights, eager, highlighted, onHover }: SearchCardProps) {
  const { t, i18n } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const lng = i18n.language
  const { price, title } = listing
  const rentalUnit = rentalUnitContext(listing.kind)
  const money = (amount: { cents: number; currency: string }) => formatMoney(amount.cents, amount.currency, lng)
  const number = numberFormat(lng, { maximumFractionDigits: 1 })

  // The kind's facts (first row, as on every card) and a vehicle's equipment (second row).
  const { facts, suitability } = useListingFacts(listing)
  const extras: Fact[] = []
  if (listing.kind === 'recreational_vehicle') {
    if (listing.transmission_type)
      extras.push({
        key: 'transmission',
        icon: 'i-settings-2',
        text: t(`values.transmission.${listing.transmission_type}`, { defaultValue: listing.transmission_type }),
      })
    if (listing.fuel_type)
      extras.push({
        key: 'fuel',
        icon: 'i-fuel',
        text: t(`values.fuel.${listing.fuel_type}`, { defaultValue: listing.fuel_type }),
      })
    if (listing.km_limit_per_day != null)
      extras.push({
        key: 'km',
        icon: 'i-route',
        text:
          listing.km_limit_per_day === 'Unlimited'
            ? t('card.kmUnlimited')
            : t('card.kmPerDay', { km: number.format(listing.km_limit_per_day) }),
      })
    if (listing.cover) extras.push({ key: 'cover', icon: 'i-shield-check', text: t(`card.cover.${listing.cover}`) })
  }

  return (
    // The list item itself (the results' <ul> says the kind: `data-kind`, for the photo heights).
    // Hover and focus only highlight the map marker; the title link is the card's control.
    <li
      data-testid="listing-card"
      data-listing-id={listing.id}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHover?.(listing.id)}
      onMouseLeave={() => onHover?.(null)}
      onFocus={() => onHover?.(listing.id)}
      onBlur={() => onHover?.(null)}
      className={cn('group search-card', highlighted && 'border-forest-500 shadow-md ring-2 ring-forest-500/60')}
    >
      <div className="search-card-photo">
        <ListingImage
          src={listing.image}
          alt={tCommon('listing.photoOf', { title })}
          eager={eager}
          className="search-card-img"
          bare
        />
        {listing.distance_km != null && (
          <div className="absolute bottom-3 left-3">
            <Badge variant="overlay" icon={<Navigation className="text-forest-600" />}>
              {t('card.distance', { km: number.format(listing.distance_km) })}
            </Badge>
          </div>
        )}
        {/* Above the card's stretched link (z-10), so the heart gets its own taps (`.search-card-photo > .heart`). */}
        <WishlistHeart listing={listing} title={title} />
      </div>

      <div className="search-card-body">
        <CardTitle href={detailHref(listing, searchParams)} title={title} />
        <div className="card-place-row">
          <p className={listing.place ? 'card-place i-map-pin' : 'card-place'}>
            {listing.place && <span>{listing.place}</span>}
          </p>
          <CardRating rating={listing.rating} count={listing.reviews ?? 0} />
        </div>
        {suitability ? (
          <div className="flex flex-col gap-1.5">
            <FactList facts={facts} />
            <p className="text-sm text-ink-muted">
              <span className="sr-only">{`${tCommon('listing.suitability.label')}: `}</span>
              {suitability}
            </p>
          </div>
        ) : (
          <FactList facts={facts} />
        )}
        <FactList facts={extras} />

        <div className="card-foot">
          {price.tooShort ? (
            <p className="card-warning i-triangle-alert" data-testid="min-nights-warning">
              {t('card.minStayWarning', { count: price.minNights, context: rentalUnit })}
            </p>
          ) : null}
          <div className="card-price-row">
            {price.total ? (
              <div>
                <p className="text-xl leading-tight font-bold text-ink" data-testid="listing-total">
                  {money(price.total)}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('card.totalFor', { count: nights ?? 0, context: rentalUnit })}
                  {/* The lowest rate, so "from": seasons and fees can make the total more than nights × rate. */}
                  {price.from && ` · ${t('map.from', { price: money(price.from), context: rentalUnit })}`}
                </p>
              </div>
            ) : (
              <FromPrice price={price} />
            )}
            {listing.instant ? (
              <span className="mode-chip mode-instant i-zap-fill" data-testid="book-now">
                {tCommon('listing.bookNow')}
              </span>
            ) : (
              <span className="mode-chip mode-request i-message-circle">{tCommon('listing.requestToBook')}</span>
            )}
          </div>
          <div className="card-pay-row">
            <PaymentIcons methods={listing.payment_methods ?? []} />
            {!price.tooShort && (
              <p className="card-min">
                {tCommon('listing.minNights', { count: price.minNights, context: rentalUnit })}
              </p>
            )}
          </div>
        </div>
      </div>
    </li>
  )
}
