import { bookingNumberOf, bookingReferencePattern } from '@driftway/domain/booking/reference'
import { paymentState } from '@driftway/domain/booking/views'
import {
  isPaymentResult,
  listingDetailPath,
  listingDetailPaths,
  type PaymentResult,
} from '@driftway/domain/booking-links'
import { dateTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { type ListingKind, listingKinds } from '@driftway/domain/roles'
import { data } from 'react-router'
import { PartnerReference } from '~/components/bookings/partner-reference'
import { restDue } from '~/components/bookings/rest-payment'
import { ButtonLink } from '~/components/ui'
import { CheckCircle2, CircleX, Clock3, MailCheck, Send, Undo2 } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { callApi } from '../listing-detail/listing-api.server'
import type { Route } from './+types/finish'
import type { BookingRow } from './booking-types'

const kindOfPath = (pathname: string): ListingKind | undefined =>
  listingKinds.find((kind) => pathname.startsWith(`${listingDetailPaths[kind]}/`))

type View = PaymentResult | 'request'

/**
 * The booking-finish route (booking spec §2 "Payment result views"): where the hosted payment page
 * returns with `result`, and the "request sent" page without it. It shows the booking id on a
 * background of the listing's kind; a signed-in traveler also sees the booking's dates and total.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const kind = kindOfPath(url.pathname)
  if (!kind) throw data(null, { status: 404 })
  const result = url.searchParams.get('result')
  const view: View = isPaymentResult(result) ? result : 'request'
  const auth = getAuth(context)
  const user = await auth.user()
  const [listing, booking] = await Promise.all([
    callApi<{ id: string; title: string; kind: ListingKind } & Record<string, unknown>>(
      auth,
      `/listing/${kind}/${encodeURIComponent(params.id)}/`,
    ),
    user
      ? auth.api<BookingRow>(`/reservation/${kind}/booking/travel/${encodeURIComponent(params.bookingId)}/`)
      : Promise.resolve(null),
  ])
  if (!listing.ok || listing.data.kind !== kind) throw data(null, { status: 404 })
  const own = booking?.ok && String(booking.data.listing) === listing.data.id ? booking.data : null
  return {
    kind,
    view,
    bookingId: params.bookingId,
    // The booking number (decision 0113): the booking's own for its traveler, the one the booking
    // flow put in the URL for a guest (display only, and only in its shape), else the id.
    bookingNumber: own ? bookingNumberOf(own) : (referenceParam(url.searchParams.get('ref')) ?? params.bookingId),
    listing: { id: listing.data.id, title: listing.data.title, ...pickTitles(listing.data) },
    booking: own
      ? {
          status: own.status,
          pickup_timestamp: own.pickup_timestamp,
          return_timestamp: own.return_timestamp,
          total_rent_price_in_cents: own.total_rent_price_in_cents,
          currency: own.currency,
          down_payment_in_cents: own.down_payment_in_cents ?? null,
          paid_in_cents: own.paid_in_cents ?? null,
          remaining_amount_in_cents: own.remaining_amount_in_cents ?? null,
          remaining_payment_deadline_timestamp: own.remaining_payment_deadline_timestamp ?? null,
          // A partner booking (issue 21): its reference once the partner confirmed, or that it is confirming.
          partner: own.partner ?? null,
          partner_step: own.partner_step ?? null,
          partner_reference: own.partner_reference ?? null,
          refunded_in_cents: own.refunded_in_cents ?? null,
        }
      : null,
    signedIn: Boolean(user),
    now: Math.floor(Date.now() / 1000),
  }
}

const referenceParam = (value: string | null) => (value && bookingReferencePattern.test(value) ? value : null)

const pickTitles = (listing: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(listing).filter(([key, value]) => key.startsWith('title_') && typeof value === 'string'),
  )

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('booking:meta.finish') }), { name: 'robots', content: 'noindex' }]
}

const backgrounds: Record<ListingKind, string> = {
  recreational_vehicle: '/images/finish-campervan.svg',
  campsite: '/images/finish-campsite.svg',
  boat: '/images/finish-boat.svg',
}

const icons: Record<View, { icon: typeof CheckCircle2; tone: string }> = {
  success: { icon: CheckCircle2, tone: 'bg-success-soft text-success' },
  pending: { icon: Clock3, tone: 'bg-warning-soft text-warning' },
  failed: { icon: CircleX, tone: 'bg-danger-soft text-danger' },
  cancelled: { icon: Undo2, tone: 'bg-surface-muted text-ink-muted' },
  request: { icon: Send, tone: 'bg-primary-soft text-primary' },
}

export default function BookingFinish({ loaderData }: Route.ComponentProps) {
  const { kind, view, bookingId, bookingNumber, listing, booking, signedIn, now } = loaderData
  const { t, i18n } = useTranslation('booking')
  const { icon: Icon, tone } = icons[view]
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const retry = view === 'failed' || view === 'cancelled'
  // A confirmed booking came back from paying its rest (a failed first payment leaves it awaiting
  // payment): it stays booked, and "pay" lives under Confirmed.
  const confirmed = booking?.status === 'CONFIRMED'
  const rest = booking ? restDue(booking, now, i18n.language) : null
  const restPaid =
    view === 'success' &&
    booking !== null &&
    paymentState(booking, now)?.state === 'paid_in_full' &&
    (booking.down_payment_in_cents ?? booking.total_rent_price_in_cents) < booking.total_rent_price_in_cents
  const copy = restPaid ? 'finish.restPaid' : `finish.${view}`
  const text = confirmed && retry ? t(`finish.${view}.restText`) : t(`${copy}.text`)
  const bookingsTab = confirmed
    ? 'confirmed'
    : view === 'request'
      ? 'pending'
      : view === 'success'
        ? 'confirmed'
        : 'payment'
  return (
    <div
      className="relative isolate min-h-[calc(100vh-4rem)] overflow-hidden bg-forest-50"
      data-testid="booking-finish"
      data-booking-id={bookingId}
      data-view={view}
      data-kind={kind}
    >
      <img
        src={backgrounds[kind]}
        alt=""
        className="absolute inset-x-0 bottom-0 -z-10 h-72 w-full object-cover object-[70%_100%] sm:inset-0 sm:h-full"
        data-testid="finish-background"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-white/70 via-white/30 to-transparent" />
      <div className="container-page flex justify-center pt-12 pb-56 sm:py-20 lg:justify-start">
        <div className="w-full max-w-lg rounded-2xl border border-line bg-surface/95 p-7 text-center shadow-lg backdrop-blur sm:p-10">
          <span className={cn('mx-auto inline-flex size-16 items-center justify-center rounded-full', tone)}>
            <Icon className="size-8" aria-hidden />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-forest-950 sm:text-3xl" data-testid="finish-title">
            {t(`${copy}.title`)}
          </h1>
          <p className="mt-2 leading-relaxed text-ink-muted" data-testid="finish-text">
            {text}
          </p>
          <dl className="mt-6 space-y-2 rounded-xl bg-surface-muted px-5 py-4 text-left text-[0.9375rem]">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('finish.bookingId')}</dt>
              <dd className="font-mono font-semibold break-all text-ink" data-testid="finish-booking-id">
                {bookingNumber}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-ink-muted">{t('summary.title')}</dt>
              <dd className="text-right font-medium text-ink">{localizedTitle(listing, i18n.language)}</dd>
            </div>
            {booking && (
              <>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{t('trip.dates')}</dt>
                  <dd className="text-right text-ink">
                    {day.format(booking.pickup_timestamp * 1000)} – {day.format(booking.return_timestamp * 1000)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{t('list.total')}</dt>
                  <dd className="font-semibold text-ink tabular-nums">
                    {formatMoney(booking.total_rent_price_in_cents, booking.currency, i18n.language)}
                  </dd>
                </div>
                {rest && (
                  <div className="flex justify-between gap-4" data-testid="finish-rest">
                    <dt className="text-ink-muted">{t('finish.restLabel')}</dt>
                    <dd className="text-right font-semibold text-ink tabular-nums">
                      {rest.date ? t('finish.restDue', { amount: rest.amount, date: rest.date }) : rest.amount}
                    </dd>
                  </div>
                )}
              </>
            )}
          </dl>
          {booking && (
            <div className="mt-4 flex justify-center text-left">
              <PartnerReference booking={booking} />
            </div>
          )}
          <p className="mt-4 flex items-center justify-center gap-1.5 text-sm text-ink-subtle">
            <MailCheck className="size-4" aria-hidden />
            {signedIn ? t('finish.mailNote') : t('finish.guestNote')}
          </p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn && (
              <ButtonLink
                to={`/my-bookings?tab=${bookingsTab}&filterBy=${filterOf[kind]}`}
                data-testid="finish-to-bookings"
              >
                {retry ? t('finish.payNow') : t('finish.toBookings')}
              </ButtonLink>
            )}
            <ButtonLink to={listingDetailPath(kind, listing.id)} variant="secondary">
              {t('finish.toListing')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  )
}

const filterOf: Record<ListingKind, string> = { recreational_vehicle: 'Vehicles', campsite: 'Campsites', boat: 'Boats' }
