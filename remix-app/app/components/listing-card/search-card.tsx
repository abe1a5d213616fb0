import { formatMoney } from '@driftway/domain/money'
import {
  AlertTriangle,
  Fuel,
  MapPin,
  MessageCircle,
  Navigation,
  Route,
  Settings2,
  ShieldCheck,
  Zap,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Card } from '~/components/ui'
import { cn } from '~/lib/cn'
import { coverImage, detailHref, type ListingCardData, localizedCountry, localizedTitle } from '~/lib/listings'
import { Rating } from './listing-card'
import { ListingFacts } from './listing-facts'
import { ListingImage } from './listing-image'
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
 * the "from" price or — with dates — the total, minimum-stay warning, payment icons and the booking
 * mode. The whole card links to the detail page in a new tab with the current search.
 */
export function SearchCard({ listing, searchParams, nights, eager, highlighted, onHover }: SearchCardProps) {
  const { t, i18n } = useTranslation('search')
  const { t: tCommon } = useTranslation()
  const lng = i18n.language
  const title = localizedTitle(listing, lng)
  const place = [listing.city, localizedCountry(listing, lng)].filter(Boolean).join(', ')
  const minNights = Math.max(1, listing.default_min_rent_days || 1)
  const fromCents = listing.booking_price?.minimum_rate_cents ?? null
  const fromCurrency = fromCents !== null ? listing.currency : (listing.listing_currency ?? listing.currency)
  const from = fromCents ?? (listing.default_rate_in_cents > 0 ? listing.default_rate_in_cents : null)
  const total = nights !== null ? (listing.full_price ?? null) : null
  const tooShort = nights !== null && (listing.price_error_key === 'minimum_rental_days' || nights < minNights)
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lng)
  const cover = coverOf(listing)
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 })

  const extras: { key: string; icon: ReactNode; text: string }[] = []
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
      className={cn(
        'group relative flex h-full flex-col overflow-hidden focus-within:shadow-focus',
        highlighted && 'border-forest-500 shadow-md ring-2 ring-forest-500/60',
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-muted">
        <ListingImage
          src={coverImage(listing)}
          alt={tCommon('listing.photoOf', { title })}
          eager={eager}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        {listing.distance_km != null && (
          <div className="absolute bottom-3 left-3">
            <Badge variant="overlay" icon={<Navigation className="text-forest-600" />} data-testid="listing-distance">
              {t('card.distance', { km: number.format(listing.distance_km) })}
            </Badge>
          </div>
        )}
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
            <span data-testid="listing-title">{title}</span>
            <span className="sr-only"> ({tCommon('listing.opensInNewTab')})</span>
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
        {extras.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted" data-testid="listing-vehicle-facts">
            {extras.map((fact) => (
              <li key={fact.key} className="inline-flex items-center gap-1.5 [&>svg]:size-4 [&>svg]:text-forest-500">
                {fact.icon}
                {fact.text}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto flex flex-col gap-3 border-t border-line pt-3">
          {tooShort ? (
            <p
              className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm font-medium text-warning"
              data-testid="min-nights-warning"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('card.minStayWarning', { count: minNights })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
            {total !== null ? (
              <div>
                <p className="text-xl leading-tight font-bold text-ink" data-testid="listing-total">
                  {money(total, listing.currency)}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('card.totalFor', { count: nights ?? 0 })}
                  {from !== null && (
                    <>
                      {' · '}
                      {t('card.perNight', { price: money(from, fromCurrency) })}
                    </>
                  )}
                </p>
              </div>
            ) : from !== null ? (
              <p className="text-[0.9375rem] whitespace-nowrap text-ink-muted">
                {tCommon('listing.from')}{' '}
                <span className="text-lg font-bold text-ink" data-testid="listing-price">
                  {money(from, fromCurrency)}
                </span>{' '}
                {tCommon('listing.perNight')}
              </p>
            ) : (
              <p className="text-[0.9375rem] font-semibold text-ink" title={tCommon('listing.vehicle.noMinPrice')}>
                {tCommon('listing.priceOnRequest')}
              </p>
            )}
            {listing.is_instant_booking_allowed ? (
              <span
                className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary transition-colors group-hover:bg-primary-hover"
                data-testid="book-now"
              >
                <Zap className="size-3.5 fill-sand-400 text-sand-400" aria-hidden />
                {tCommon('listing.bookNow')}
              </span>
            ) : (
              <span
                className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm font-semibold text-ink transition-colors group-hover:border-forest-500"
                data-testid="request-to-book"
              >
                <MessageCircle className="size-3.5 text-forest-600" aria-hidden />
                {tCommon('listing.requestToBook')}
              </span>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <PaymentIcons methods={listing.payment_methods ?? []} />
            {!tooShort && (
              <p className="text-xs font-medium whitespace-nowrap text-ink-subtle">
                {tCommon('listing.minNights', { count: minNights })}
              </p>
            )}
          </div>
        </div>
      </div>
    </Card>
  )
}
