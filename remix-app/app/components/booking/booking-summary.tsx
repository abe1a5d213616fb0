import { formatDateRange } from '@driftway/domain/dates'
import { ListingImage } from '~/components/listing-card/listing-image'
import { PriceBreakdown } from '~/components/listing-detail/price-breakdown'
import type { PartyCounts } from '~/components/listing-detail/quote-request'
import type { QuoteResult } from '~/components/listing-detail/types'
import { Alert, Badge, Card } from '~/components/ui'
import { MapPin, MessageCircle, Users, Zap } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { apiErrorText } from '~/lib/forms'
import { localizedTitle, rentalUnitContext } from '~/lib/listings'
import type { BookingListing } from '~/routes/booking/booking-listing'

/** The aside of the booking page: the listing, the trip and the frozen-at-booking price of §3. */
export function BookingSummary({
  listing,
  range,
  nights,
  party,
  extras,
  quote,
}: {
  listing: BookingListing
  range: { start: string; end: string }
  nights: number
  party: PartyCounts | null
  extras: Record<string, number>
  quote: QuoteResult
}) {
  const { t, i18n } = useTranslation('booking')
  const title = localizedTitle(listing, i18n.language)
  const chosen = listing.extras.filter((extra) => (extras[extra.id] ?? 0) > 0)
  return (
    <Card padding="none" className="overflow-hidden shadow-md" data-testid="booking-summary">
      <div className="flex gap-4 border-b border-line p-5">
        <ListingImage
          src={listing.main_image_url}
          alt=""
          // The whole class list: ListingImage's own size-full would make the thumbnail as wide as the card.
          bare
          className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
        />
        <div className="min-w-0">
          <Badge tone={listing.is_instant_booking_allowed ? 'accent' : 'neutral'}>
            {listing.is_instant_booking_allowed ? (
              <Zap className="size-3 fill-current" aria-hidden />
            ) : (
              <MessageCircle className="size-3" aria-hidden />
            )}
            {listing.is_instant_booking_allowed ? t('summary.instant') : t('summary.request')}
          </Badge>
          <p className="mt-1.5 line-clamp-2 font-semibold text-ink" data-testid="booking-summary-title">
            {title}
          </p>
          {(listing.city || listing.country) && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{[listing.city, listing.country].filter(Boolean).join(', ')}</span>
            </p>
          )}
          {listing.host && (
            <p className="mt-0.5 text-sm text-ink-subtle">{t('summary.host', { host: listing.host })}</p>
          )}
        </div>
      </div>
      <dl className="space-y-2 border-b border-line px-5 py-4 text-[0.9375rem]">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('trip.dates')}</dt>
          <dd className="text-right font-medium text-ink" data-testid="booking-summary-dates">
            {formatDateRange(range.start, range.end, i18n.language)}
            <span className="block text-xs font-normal text-ink-subtle">
              {t('trip.nights', { count: nights, context: rentalUnitContext(listing.kind) })}
            </span>
          </dd>
        </div>
        {party && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              <Users className="mr-1 inline size-4 align-[-3px]" aria-hidden />
              {t('list.guestsLabel')}
            </dt>
            <dd className="text-right font-medium text-ink" data-testid="booking-summary-party">
              {t('list.adults', { count: party.adults_num })} · {t('list.children', { count: party.children_num })}
              <span className="block text-xs font-normal text-ink-subtle">
                {t('trip.pitches', { count: party.pitches_num })}
              </span>
            </dd>
          </div>
        )}
        {chosen.length > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('trip.extras')}</dt>
            <dd className="text-right font-medium text-ink">
              {chosen
                .map((extra) => `${(i18n.language === 'de' && extra.name_de) || extra.name} × ${extras[extra.id]}`)
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <div className="p-5">
        {quote.ok ? (
          <PriceBreakdown
            quote={quote.quote}
            kind={listing.kind}
            requestKey="booking"
            instant={listing.is_instant_booking_allowed}
          />
        ) : (
          <Alert tone="danger" data-testid="quote-error" data-error-key={quote.error_key}>
            {apiErrorText(t, quote, { fallback: t('page.unavailable'), kind: listing.kind })}
          </Alert>
        )}
      </div>
    </Card>
  )
}
