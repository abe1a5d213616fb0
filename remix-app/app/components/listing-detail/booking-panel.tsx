import { dateTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { type PartnerSlug, partnerNames } from '@driftway/domain/partners'
import { Link } from 'react-router'
import { Alert, Button, Card } from '~/components/ui'
import { buttonClasses } from '~/components/ui/button'
import { CalendarDays, CalendarX2, LogIn, MessageCircle, PackagePlus, X, Zap } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { rentalUnitContext } from '~/lib/listings'
import { apiErrorText } from '~/lib/validation-text'
import type { DateRange, RangeProblem } from './dates'
import { optionalExtras } from './extras'
import { PartySelector } from './party-selector'
import { PriceBreakdown, PriceSkeleton } from './price-breakdown'
import type { PartyCounts } from './quote-request'
import type { ListingDetail, QuoteResult } from './types'

export type BookBlock = 'lessor' | 'range' | null

/**
 * The range cannot be had: our ledger (dates_unavailable) or the partner (VAL001, booking §8 — the
 * special flag of a vehicle the partner has no unit of any more): both offer alternatives (listings §8).
 */
export const isUnavailable = (errorKey: string) => errorKey === 'dates_unavailable' || errorKey === 'VAL001'

const dayFormat = (lng: string) =>
  dateTimeFormat(lng, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

function DateBox({ label, day, testId }: { label: string; day: string | null; testId: string }) {
  const { i18n, t } = useTranslation('listing')
  return (
    <div className="min-w-0 flex-1 px-3.5 py-2.5">
      <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-subtle uppercase">{label}</p>
      <p
        className={cn('truncate text-[0.9375rem]', day ? 'font-semibold text-ink' : 'text-ink-subtle')}
        data-testid={testId}
      >
        {day ? dayFormat(i18n.language).format(new Date(`${day}T12:00:00Z`)) : t('booking.addDate')}
      </p>
    </div>
  )
}

/**
 * The "from" price of a listing without dates (§2 "from-price banner, per day for vehicles"): its
 * lowest rate formatted, or null when it has none, and the unit it is per.
 */
export function useFromPrice(listing: ListingDetail): { amount: string | null; unit: string } {
  const { t, i18n } = useTranslation('listing')
  const cents = listing.booking_price?.minimum_rate_cents || listing.default_rate_in_cents
  return {
    amount: cents > 0 ? formatMoney(cents, listing.currency, i18n.language) : null,
    unit: t('booking.rateUnit', { context: rentalUnitContext(listing.kind) }),
  }
}

/**
 * The sidebar of the detail page (listings spec §2): from-price, the chosen dates, campsite
 * guests, extras, the live price and the book button with its rules (§5, §8).
 */
export function BookingPanel({
  listing,
  range,
  problem,
  onClearDates,
  onShowCalendar,
  party,
  onParty,
  maxPitches,
  extrasCount,
  onOpenExtras,
  quoteState,
  onShowAlternatives,
  onBook,
  bookBlock,
  partner = null,
  signInHref = '/login',
  lastMinuteDeal = false,
}: {
  listing: ListingDetail
  /** Opened from a last-minute deal (decision 0068): fixed dates at the deal price; other dates leave it. */
  lastMinuteDeal?: boolean
  /** The partner pricing the listing (issue 21): its name is shown, and its price needs a signed-in traveler. */
  partner?: PartnerSlug | null
  signInHref?: string
  range: DateRange
  problem: RangeProblem | null
  onClearDates: () => void
  onShowCalendar: () => void
  party: PartyCounts
  onParty: (party: PartyCounts) => void
  maxPitches: number
  extrasCount: number
  onOpenExtras: () => void
  quoteState: { status: 'none' } | { status: 'pending' } | { status: 'done'; result: QuoteResult; requestKey: string }
  onShowAlternatives: () => void
  onBook: () => void
  bookBlock: BookBlock
}) {
  const { t } = useTranslation('listing')
  const hasDates = Boolean(range.start && range.end)
  const answeredError = quoteState.status === 'done' && !quoteState.result.ok ? quoteState.result : null
  // A partner's price is a traveler's question (decision 0098): a visitor is asked to sign in, not shown an error.
  const signInFirst = answeredError?.error_key === 'sign_in_required'
  const quoteError = signInFirst ? null : answeredError
  const quote = quoteState.status === 'done' && quoteState.result.ok ? quoteState.result.quote : null
  const fromPrice = useFromPrice(listing)
  const choosableExtras = optionalExtras(listing.extra_amenities).length
  // Campsites speak of arrival and departure, boats of check-in and check-out.
  const context = listing.kind === 'recreational_vehicle' ? undefined : listing.kind
  const rentalUnit = rentalUnitContext(listing.kind)

  return (
    <Card padding="none" className="overflow-hidden shadow-md" data-testid="booking-panel">
      {lastMinuteDeal && (
        <div className="border-b border-line bg-accent-soft px-5 py-3.5" data-testid="deal-banner">
          <p className="font-semibold text-sand-800">{t('deal.title')}</p>
          <p className="mt-0.5 text-sm text-ink-muted">{t('deal.fixedDates')}</p>
        </div>
      )}
      {!lastMinuteDeal && !hasDates && fromPrice.amount && (
        <div className="border-b border-line bg-forest-50 px-5 py-3.5" data-testid="from-price">
          <p className="text-ink-muted">
            {t('booking.from')} <span className="text-2xl font-bold text-forest-950">{fromPrice.amount}</span>{' '}
            {fromPrice.unit}
          </p>
        </div>
      )}
      <div className="space-y-4 p-5">
        <div>
          <div className="flex items-stretch divide-x divide-line overflow-hidden rounded-lg border border-line-strong">
            <DateBox label={t('booking.pickup', { context })} day={range.start} testId="booking-start" />
            <DateBox label={t('booking.return', { context })} day={range.end} testId="booking-end" />
          </div>
          <div className="mt-2 flex items-center justify-between gap-3 text-sm">
            <button
              type="button"
              onClick={onShowCalendar}
              className="inline-flex items-center gap-1.5 text-left font-semibold text-primary hover:underline focus-visible:shadow-focus focus-visible:outline-none"
            >
              <CalendarDays className="size-4" aria-hidden />
              {lastMinuteDeal ? t('deal.otherDates') : hasDates ? t('booking.changeDates') : t('booking.chooseDates')}
            </button>
            {(range.start || range.end) && (
              <button
                type="button"
                onClick={onClearDates}
                className="inline-flex items-center gap-1 text-ink-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none"
                data-testid="clear-dates"
              >
                <X className="size-3.5" aria-hidden />
                {t('booking.clearDates')}
              </button>
            )}
          </div>
          {listing.default_min_rent_days > 1 && (
            <p className="mt-1 text-xs text-ink-subtle">
              {t('booking.minimumStay', { count: listing.default_min_rent_days, context: rentalUnit })}
            </p>
          )}
        </div>

        {problem && (
          <Alert tone="warning" data-testid="range-problem">
            {problem.kind === 'minimum'
              ? t('calendar.minimumNights', { count: problem.nights, context: rentalUnit })
              : t('calendar.rangeUnavailable')}
          </Alert>
        )}

        {listing.kind === 'campsite' && (
          <div className="rounded-lg border border-line px-3.5">
            <PartySelector
              party={party}
              onChange={onParty}
              maxPitches={maxPitches}
              peoplePerPitch={typeof listing.people_per_pitch === 'number' ? listing.people_per_pitch : null}
            />
          </div>
        )}

        {choosableExtras > 0 && (
          <Button
            variant="secondary"
            block
            icon={<PackagePlus className="size-4" />}
            onClick={onOpenExtras}
            disabled={!hasDates || Boolean(quoteError)}
            data-testid="open-extras"
          >
            {extrasCount > 0 ? t('booking.extrasChosen', { count: extrasCount }) : t('booking.addExtras')}
          </Button>
        )}

        <div aria-live="polite" data-testid="price-panel">
          {quoteState.status === 'pending' && <PriceSkeleton />}
          {quote && quoteState.status === 'done' && (
            <PriceBreakdown
              quote={quote}
              kind={listing.kind}
              requestKey={quoteState.requestKey}
              instant={listing.is_instant_booking_allowed}
            />
          )}
          {signInFirst && partner && (
            <Alert
              tone="info"
              data-testid="partner-sign-in"
              actions={
                <Link to={signInHref} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                  <LogIn className="size-4" aria-hidden />
                  {t('partner.signIn')}
                </Link>
              }
            >
              {t('partner.signInForPrice', { partner: partnerNames[partner] })}
            </Alert>
          )}
          {quoteError && (
            <Alert
              tone="danger"
              data-testid="quote-error"
              data-error-key={quoteError.error_key}
              title={isUnavailable(quoteError.error_key) ? t('errors.alternativeVehicle') : undefined}
              actions={
                isUnavailable(quoteError.error_key) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={onShowAlternatives}
                    data-testid="view-alternatives"
                    icon={<CalendarX2 className="size-4" />}
                  >
                    {t('errors.viewAlternatives')}
                  </Button>
                ) : undefined
              }
            >
              {quoteError.error_key === 'seat_limit_exceeded' && typeof quoteError.seats === 'number'
                ? t('errors.seatLimit', { count: quoteError.seats })
                : apiErrorText(t, quoteError, { fallback: t('errors.quoteFailed'), kind: listing.kind })}
            </Alert>
          )}
          {partner && !signInFirst && (
            <p className="mt-3 text-xs text-ink-subtle" data-testid="partner-priced">
              {t('partner.pricedBy', { partner: partnerNames[partner] })}
            </p>
          )}
        </div>

        <div>
          <Button
            size="lg"
            block
            onClick={onBook}
            disabled={quoteState.status === 'pending'}
            data-testid="book-button"
            icon={
              listing.is_instant_booking_allowed ? (
                <Zap className="size-4 fill-current" />
              ) : (
                <MessageCircle className="size-4" />
              )
            }
          >
            {listing.is_instant_booking_allowed ? t('booking.bookNow') : t('booking.requestToBook')}
          </Button>
          {bookBlock && (
            <p role="alert" className="mt-2 text-sm font-medium text-danger" data-testid="book-error">
              {bookBlock === 'lessor' ? t('errors.onlyTravelerCanMakeBooking') : t('errors.bookingRangeRequired')}
            </p>
          )}
          <p className="mt-2.5 text-center text-xs text-ink-subtle">
            {listing.is_instant_booking_allowed ? t('booking.instantHint') : t('booking.requestHint')}
          </p>
        </div>
      </div>
    </Card>
  )
}
