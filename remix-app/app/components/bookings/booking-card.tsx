import { bookingActionsFor } from '@driftway/domain/booking/machine'
import { bookingNumberOf } from '@driftway/domain/booking/reference'
import { paymentState, tripPhase } from '@driftway/domain/booking/views'
import { listingDetailPath } from '@driftway/domain/booking-links'
import { chatTypeForKind } from '@driftway/domain/chat/types'
import { dateTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { chatPath } from '~/components/chat/chat-model'
import { ListingImage } from '~/components/listing-card/listing-image'
import { Badge, type BadgeTone, Button, ButtonLink } from '~/components/ui'
import {
  BadgeCheck,
  CalendarDays,
  Check,
  Contact,
  CreditCard,
  Hourglass,
  MapPin,
  MessageCircle,
  Star,
  Users,
  Wallet,
  X,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import type { BookingRow } from '~/routes/booking/booking-types'
import { formatCountdown } from './countdown'
import { PartnerReference } from './partner-reference'
import { restDue } from './rest-payment'

export type BookingSide = 'travel' | 'lease'
export type CardIntent = 'accept' | 'reject' | 'cancel' | 'abandon' | 'traveler_cancel' | 'pay' | 'contact' | 'review'

const statusTones: Record<string, BadgeTone> = {
  PENDING: 'warning',
  AWAITING_PAYMENT: 'accent',
  PROCESSING_PAYMENT: 'accent',
  CONFIRMED: 'success',
  CONTACT_LESSOR: 'success',
  TRIP_COMPLETED: 'neutral',
  REJECTED: 'danger',
  RENTING_CANCELLED: 'danger',
  TRAVELLER_CANCELLED: 'neutral',
  ABANDONED: 'neutral',
  EXPIRED_PAYMENT: 'neutral',
}

/**
 * The clock of the countdowns: the server's time on the first paint (so SSR and hydration agree),
 * then the browser's, every 30 seconds.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000))
    tick()
    const timer = setInterval(tick, 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

type CountdownLabel = 'respondWithin' | 'hostAnswersWithin' | 'payWithin'

/** What a deadline asks of whom: the lessor answers a request, the traveler waits for it, or pays. */
export const countdownLabel = (status: 'PENDING' | 'AWAITING_PAYMENT', side: BookingSide): CountdownLabel =>
  status === 'AWAITING_PAYMENT' ? 'payWithin' : side === 'travel' ? 'hostAnswersWithin' : 'respondWithin'

export function Countdown({ deadline, now, label }: { deadline: number; now: number; label: CountdownLabel }) {
  const { t } = useTranslation('booking')
  const left = formatCountdown(deadline, now)
  return (
    <p
      className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning-soft px-2.5 py-1 text-sm font-semibold text-warning"
      data-testid="countdown"
      data-deadline={deadline}
    >
      <Hourglass className="size-3.5" aria-hidden />
      {left ? t(`list.${label}`, { time: left }) : t('list.deadlinePassed')}
    </p>
  )
}

/** What is still to pay on a confirmed down-payment booking, and by when (both sides see it). */
function RestDue({ rest }: { rest: NonNullable<ReturnType<typeof restDue>> }) {
  const { t } = useTranslation('booking')
  const text = !rest.date
    ? t('list.restDueNoDate', { amount: rest.amount })
    : rest.overdue
      ? t('list.restOverdue', { amount: rest.amount, date: rest.date })
      : t('list.restDue', { amount: rest.amount, date: rest.date })
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-sm font-semibold',
        rest.overdue ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning',
      )}
      data-testid="rest-due"
      data-overdue={rest.overdue}
    >
      <Wallet className="size-3.5 shrink-0" aria-hidden />
      {text}
    </p>
  )
}

type BookingIntentButton = {
  intent: CardIntent
  testId: string
  labelKey: string
  variant?: 'secondary' | 'danger'
  icon?: ReactNode
}

/**
 * The actions of §4 this side may take on `booking` now, in the order they show; each is one
 * intent. The booking lists and the chat screen (booking actions inside the chat) draw these.
 */
export function bookingIntents(booking: BookingRow, side: BookingSide, now: number): BookingIntentButton[] {
  const actor = side === 'lease' ? 'lessor' : 'traveler'
  const allowed = new Set<string>(bookingActionsFor(booking.status, actor))
  const status = booking.status
  const phase = tripPhase(booking, now)
  const owesRest = paymentState(booking, now)?.state === 'rest_due'
  const list: BookingIntentButton[] = []
  if (allowed.has('reject'))
    list.push({
      intent: 'reject',
      testId: 'action-reject',
      labelKey: 'list.actions.reject',
      variant: 'secondary',
      icon: <X className="size-4" />,
    })
  if (allowed.has('accept'))
    list.push({
      intent: 'accept',
      testId: 'action-accept',
      labelKey: 'list.actions.accept',
      icon: <Check className="size-4" />,
    })
  if (side === 'lease' && allowed.has('cancel') && status !== 'CONFIRMED')
    list.push({ intent: 'cancel', testId: 'action-cancel', labelKey: 'list.actions.cancel', variant: 'danger' })
  if (allowed.has('abandon'))
    list.push({ intent: 'abandon', testId: 'action-abandon', labelKey: 'list.actions.abandon', variant: 'secondary' })
  // A confirmed trip that has not started may still be cancelled; the refund follows the listing's tiers.
  if (allowed.has('traveler_cancel') && phase === 'upcoming')
    list.push({
      intent: 'traveler_cancel',
      testId: 'action-traveler-cancel',
      labelKey: 'list.actions.cancel',
      variant: 'secondary',
    })
  if (side === 'travel' && status === 'AWAITING_PAYMENT')
    list.push({
      intent: 'pay',
      testId: 'action-pay',
      labelKey: 'list.actions.pay',
      icon: <CreditCard className="size-4" />,
    })
  // The rest of a down-payment booking goes through the same payment dialog and call as the first payment.
  if (side === 'travel' && owesRest)
    list.push({
      intent: 'pay',
      testId: 'action-pay-rest',
      labelKey: 'list.actions.payRest',
      icon: <CreditCard className="size-4" />,
    })
  if ((status === 'CONFIRMED' || status === 'CONTACT_LESSOR') && booking.contact_info)
    list.push({
      intent: 'contact',
      testId: 'action-contact',
      labelKey: 'list.actions.contact',
      variant: 'secondary',
      icon: <Contact className="size-4" />,
    })
  // After the trip the traveler reviews it, once per booking (booking §4/§5; decision 0063).
  if (side === 'travel' && status === 'TRIP_COMPLETED' && !booking.review_id)
    list.push({
      intent: 'review',
      testId: 'action-review',
      labelKey: 'reviews:add.action',
      icon: <Star className="size-4" />,
    })
  return list
}

/** One booking in either list: the listing, the trip, the status with its notice, and the actions of §4. */
export function BookingCard({
  booking,
  side,
  kind,
  now,
  onIntent,
}: {
  booking: BookingRow
  side: BookingSide
  kind: ListingKind
  now: number
  onIntent: (intent: CardIntent, booking: BookingRow) => void
}) {
  const { t, i18n } = useTranslation('booking')
  const summary = booking.listing_summary
  const day = dateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  const phase = tripPhase(booking, now)
  const status = booking.status
  const payment = paymentState(booking, now)
  const rest = restDue(booking, now, i18n.language)

  let notice: ReactNode = null
  if (side === 'lease' && status === 'AWAITING_PAYMENT') notice = t('list.awaitingNotice')
  if (side === 'travel' && status === 'AWAITING_PAYMENT') notice = t('list.confirmedNotice')
  if (side === 'travel' && status === 'RENTING_CANCELLED') notice = t('list.refundNote')

  const actions = bookingIntents(booking, side, now).map(({ intent, testId, labelKey, variant, icon }) => (
    <Button
      key={testId}
      variant={variant}
      size="sm"
      icon={icon}
      onClick={() => onIntent(intent, booking)}
      data-testid={testId}
      // On a phone the row wraps: the main action (pay, accept) leads instead of landing mid-row.
      className={variant === undefined ? 'max-sm:order-first' : undefined}
    >
      {t(labelKey)}
    </Button>
  ))
  if (booking.chat)
    actions.unshift(
      <ButtonLink
        key="chat"
        to={chatPath(booking.chat, chatTypeForKind(kind))}
        variant="secondary"
        size="sm"
        icon={<MessageCircle className="size-4" />}
        data-testid="action-chat"
      >
        {t('list.actions.chat')}
      </ButtonLink>,
    )

  const title = summary?.title ?? t('summary.title')
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-xs sm:flex-row sm:p-5"
      data-testid="booking-card"
      data-booking-id={booking.id}
      data-status={status}
    >
      <Link
        to={listingDetailPath(kind, String(booking.listing))}
        className="shrink-0 overflow-hidden rounded-xl focus-visible:shadow-focus focus-visible:outline-none"
        tabIndex={-1}
        aria-hidden
      >
        <ListingImage
          src={summary?.main_image ?? null}
          alt=""
          className="aspect-[21/9] w-full object-cover sm:aspect-[4/3] sm:w-44"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-lg leading-snug font-semibold text-ink">
              <Link to={listingDetailPath(kind, String(booking.listing))} className="hover:underline">
                {title}
              </Link>
            </h3>
            {summary && (summary.city || summary.country) && (
              <p className="flex items-center gap-1 text-sm text-ink-muted">
                <MapPin className="size-3.5" aria-hidden />
                {[summary.city, summary.country].filter(Boolean).join(', ')}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {phase === 'upcoming' && <Badge tone="primary">{t('list.upcoming')}</Badge>}
            {phase === 'on_going' && <Badge tone="primary">{t('list.ongoing')}</Badge>}
            <Badge tone={statusTones[status] ?? 'neutral'} data-testid="booking-status">
              {phase === 'past' ? t('list.tripCompleted') : t(`list.status.${status}`)}
            </Badge>
            {side === 'travel' && booking.review_id && (
              <Badge tone="success" icon={<Star className="fill-current" />} data-testid="booking-reviewed">
                {t('reviews:add.reviewed')}
              </Badge>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-[0.9375rem] sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('list.dates')}</dt>
            <dd className="flex items-center gap-1.5 text-ink">
              <CalendarDays className="size-4 shrink-0 text-ink-subtle" aria-hidden />
              <span>
                {day.format(booking.pickup_timestamp * 1000)} – {day.format(booking.return_timestamp * 1000)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
              {side === 'lease' ? t('list.traveller') : t('list.guestsLabel')}
            </dt>
            <dd className="flex items-center gap-1.5 text-ink">
              <Users className="size-4 shrink-0 text-ink-subtle" aria-hidden />
              <span className="truncate">
                {side === 'lease' && booking.traveller_name ? `${booking.traveller_name} · ` : ''}
                {t('list.adults', { count: booking.adults_num })}
                {booking.children_num > 0 && ` · ${t('list.children', { count: booking.children_num })}`}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('list.total')}</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="booking-total">
              {formatMoney(booking.total_rent_price_in_cents, booking.currency, i18n.language)}
              {rest && (
                <span className="block text-sm font-normal text-ink-muted" data-testid="booking-paid">
                  {t('list.paidSoFar', {
                    amount: formatMoney(booking.paid_in_cents ?? 0, booking.currency, i18n.language),
                  })}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5">
            {status === 'PENDING' && booking.acception_deadline_timestamp ? (
              <Countdown
                deadline={booking.acception_deadline_timestamp}
                now={now}
                label={countdownLabel(status, side)}
              />
            ) : null}
            {status === 'AWAITING_PAYMENT' && booking.payment_deadline_timestamp ? (
              <Countdown deadline={booking.payment_deadline_timestamp} now={now} label={countdownLabel(status, side)} />
            ) : null}
            {rest && <RestDue rest={rest} />}
            {payment?.state === 'paid_in_full' && (
              <p
                className="inline-flex items-center gap-1.5 self-start rounded-full bg-success-soft px-2.5 py-1 text-sm font-semibold text-success"
                data-testid="paid-in-full"
              >
                <BadgeCheck className="size-3.5" aria-hidden />
                {t('list.paidInFull')}
              </p>
            )}
            {notice && <p className="text-sm text-ink-muted">{notice}</p>}
            <PartnerReference booking={booking} />
            <p className="font-mono text-xs text-ink-subtle">{t('list.bookedOn', { id: bookingNumberOf(booking) })}</p>
          </div>
          {actions.length > 0 && <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div>}
        </div>
      </div>
    </article>
  )
}
