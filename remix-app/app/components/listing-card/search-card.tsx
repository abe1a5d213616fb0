import { numberFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { Badge, Card } from '~/components/ui'
import { AlertTriangle, Fuel, Navigation, Route, Settings2, ShieldCheck } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { type ListingCardData, localizedTitle } from '~/lib/listings'
import { BookingModeChip, CardHeading, CardPhoto, FromPrice } from './card-parts'
import { cardPrice } from './card-price'
import { type Fact, FactList, ListingFacts } from './listing-facts'
import { PaymentIcons } from './payment-icons'

type SearchCardProps = {
  listing: ListingCardData
  /** The current search URL: handed on to the detail page, and dates switch the price to a total. */
  searchParams: URLSearchParams
  /** Nights of the searched range, or null without dates. */
  nights: number | null
  eager?: boolean
  highlighted?: boolean
  onHover?: (id: string | null) => void
}

/** Insurance cover label of a vehicle (§2: full, partial, third party), the best one it offers. */
const coverOf = (listing: ListingCardData): 'full' | 'partial' | 'thirdParty' | null => {
  if (listing.kind !== 'recreational_vehicle') return null
  if (listing.fully_cover_insurance) return 'full'
  if (listing.partial_cover_insurance) return 'partial'
  if (listing.third_party_liability) return 'thirdParty'
  return null
}

/**
 * A search result (listings spec §2 "Listing cards"): photo, title, place, rating, the kind's facts,
 * the "from" price per day (campervans) or night — or with dates the total —, the minimum-stay
 * warning, payment icons and the booking mode. Vertical below 1280 px, horizontal (photo beside the
 * text) above it (§2 "Orientation"). The whole card links to the detail page in a new tab.
 */
export function SearchCard({ listing, searchParams, nights, eager, highlighted, onHover }: SearchCardProps) {
  const { t, i18n } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const lng = i18n.language
  const title = localizedTitle(listing, lng)
  const price = cardPrice(listing, nights)
  const money = (amount: { cents: number; currency: string }) => formatMoney(amount.cents, amount.currency, lng)
  const cover = coverOf(listing)
  const number = numberFormat(lng, { maximumFractionDigits: 1 })

  const extras: Fact[] = []
  if (listing.kind === 'recreational_vehicle') {
    if (listing.transmission_type)
      extras.push({
        key: 'transmission',
        icon: <Settings2 />,
        text: t(`values.transmission.${listing.transmission_type}`, { defaultValue: listing.transmission_type }),
      })
    if (listing.fuel_type)
      extras.push({
        key: 'fuel',
        icon: <Fuel />,
        text: t(`values.fuel.${listing.fuel_type}`, { defaultValue: listing.fuel_type }),
      })
    if (listing.km_limit_per_day != null)
      extras.push({
        key: 'km',
        icon: <Route />,
        text:
          listing.km_limit_per_day === 'Unlimited'
            ? t('card.kmUnlimited')
            : t('card.kmPerDay', { km: number.format(listing.km_limit_per_day) }),
      })
    if (cover) extras.push({ key: 'cover', icon: <ShieldCheck />, text: t(`card.cover.${cover}`) })
  }

  return (
    <Card
      padding="none"
      interactive
      data-testid="listing-card"
      data-kind={listing.kind}
      data-listing-id={listing.id}
      data-instant={listing.is_instant_booking_allowed}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHover?.(listing.id)}
      onMouseLeave={() => onHover?.(null)}
      onFocus={() => onHover?.(listing.id)}
      onBlur={() => onHover?.(null)}
      className={cn('group search-card', highlighted && 'border-forest-500 shadow-md ring-2 ring-forest-500/60')}
    >
      <CardPhoto
        listing={listing}
        title={title}
        eager={eager}
        testId="listing-card-photo"
        className={cn(
          'search-card-photo',
          // Horizontal heights per kind (§2: vehicle 310, campsite 280, boat 290).
          listing.kind === 'recreational_vehicle'
            ? 'xl:min-h-[19.375rem]'
            : listing.kind === 'campsite'
              ? 'xl:min-h-[17.5rem]'
              : 'xl:min-h-[18.125rem]',
        )}
        imageClassName="xl:absolute xl:inset-0"
      >
        {listing.distance_km != null && (
          <div className="absolute bottom-3 left-3">
            <Badge variant="overlay" icon={<Navigation className="text-forest-600" />} data-testid="listing-distance">
              {t('card.distance', { km: number.format(listing.distance_km) })}
            </Badge>
          </div>
        )}
      </CardPhoto>

      <div className="search-card-body">
        <CardHeading listing={listing} title={title} searchParams={searchParams} />
        <ListingFacts listing={listing} />
        <FactList facts={extras} testId="listing-vehicle-facts" />

        <div className="card-foot">
          {price.tooShort ? (
            <p
              className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm font-medium text-warning"
              data-testid="min-nights-warning"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('card.minStayWarning', { count: price.minNights })}
            </p>
          ) : null}
          <div className="card-price-row">
            {price.total ? (
              <div>
                <p className="text-xl leading-tight font-bold text-ink" data-testid="listing-total">
                  {money(price.total)}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('card.totalFor', { count: nights ?? 0 })}
                  {price.from && (
                    <>
                      {' · '}
                      {t(price.unit === 'day' ? 'card.perDay' : 'card.perNight', { price: money(price.from) })}
                    </>
                  )}
                </p>
              </div>
            ) : (
              <FromPrice price={price} />
            )}
            <BookingModeChip instant={listing.is_instant_booking_allowed} />
          </div>
          <div className="card-pay-row">
            <PaymentIcons methods={listing.payment_methods ?? []} />
            {!price.tooShort && <p className="card-min">{tCommon('listing.minNights', { count: price.minNights })}</p>}
          </div>
        </div>
      </div>
    </Card>
  )
}
