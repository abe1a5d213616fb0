import { formatDateRange, nightKeyOf } from '@driftway/domain/dates'
import { dateTimeFormat, relativeTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone, Button, Skeleton } from '~/components/ui'
import { ArrowRight, CalendarClock, Hourglass, Landmark, PlaneLanding, Wallet } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { DashboardBooking, LessorDashboard, PayoutMerchant, PendingRequest } from '~/lib/payouts'
import { usePayoutOnboarding } from './use-payout-onboarding'

export function Panel({
  title,
  icon,
  action,
  children,
  testId,
  className,
}: {
  title: ReactNode
  icon: ReactNode
  action?: ReactNode
  children: ReactNode
  testId?: string
  className?: string
}) {
  return (
    <section
      className={`flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-6 ${className ?? ''}`}
      data-testid={testId}
    >
      <header className="mb-4 flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary [&>svg]:size-4.5">
          {icon}
        </span>
        <h2 className="min-w-0 flex-1 font-semibold text-balance text-ink">{title}</h2>
        {action}
      </header>
      {children}
    </section>
  )
}

export function StatCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string
  value: string
  hint?: string
  testId: string
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5" data-testid={testId}>
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  )
}

const stayOf = (booking: DashboardBooking, language: string) =>
  formatDateRange(nightKeyOf(booking.pickup_timestamp, 'UTC'), nightKeyOf(booking.return_timestamp, 'UTC'), language)

/** "in 5 h" / "in 2 days" until a deadline, counted from when the API answered (the same on server and browser). */
function useTimeLeft() {
  const { t, i18n } = useTranslation('payouts')
  const format = relativeTimeFormat(i18n.language, { numeric: 'auto' })
  return (deadline: number | null, now: number) => {
    if (deadline === null) return null
    const seconds = deadline - now
    if (seconds <= 0) return t('pending.overdue')
    if (seconds < 3600) return format.format(Math.max(1, Math.round(seconds / 60)), 'minute')
    if (seconds < 48 * 3600) return format.format(Math.round(seconds / 3600), 'hour')
    return format.format(Math.round(seconds / 86_400), 'day')
  }
}

export function BookingList({
  bookings,
  now,
  empty,
  testId,
}: {
  bookings: (DashboardBooking | PendingRequest)[]
  now: number
  empty: string
  testId: string
}) {
  const { t, i18n } = useTranslation('payouts')
  const timeLeft = useTimeLeft()
  if (bookings.length === 0) return <p className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">{empty}</p>
  return (
    <ul className="divide-y divide-line" data-testid={testId}>
      {bookings.map((booking) => {
        const deadline = 'acception_deadline_timestamp' in booking ? booking.acception_deadline_timestamp : undefined
        const left = deadline !== undefined ? timeLeft(deadline, now) : null
        const urgent = deadline != null && deadline - now < 24 * 3600
        return (
          <li
            key={booking.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
            data-testid={`${testId}-row`}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{booking.listing_title}</p>
              <p className="text-sm text-ink-muted">
                {stayOf(booking, i18n.language)} · {booking.traveller_name || t('arrivals.guest')} ·{' '}
                {t('arrivals.guests', { count: booking.travellers_num })}
              </p>
            </div>
            {left ? (
              <Badge tone={urgent ? 'warning' : 'accent'} data-testid="pending-deadline">
                <Hourglass aria-hidden />
                {t('pending.answerWithin', { time: left })}
              </Badge>
            ) : (
              <span className="text-sm font-semibold text-ink">
                {formatMoney(booking.total_rent_price_in_cents, booking.currency, i18n.language)}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

const payoutDate = (timestamp: number, language: string) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(timestamp * 1000))

const merchantTone = (status: string): BadgeTone =>
  status === 'live' ? 'success' : status === 'action_required' ? 'warning' : status === 'pending' ? 'accent' : 'danger'

/** Payout account status, the button to (continue) onboarding at the provider, and the recent payouts. */
export function PayoutsPanel({ dashboard, twoFactor }: { dashboard: LessorDashboard; twoFactor: boolean }) {
  const { t, i18n } = useTranslation('payouts')
  const { merchant, recent } = dashboard.payouts
  const money = (cents: number) => formatMoney(cents, dashboard.currency, i18n.language)
  const payoutTitle = (row: (typeof recent)[number]) =>
    row.kind === 'refund' ? `${t('payouts.refund')} · ${row.listing_title}` : row.listing_title
  return (
    <Panel title={t('payouts.title')} icon={<Wallet />} testId="payouts-panel">
      <MerchantStatus merchant={merchant} twoFactor={twoFactor} />
      {recent.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">{t('payouts.empty')}</p>
      ) : (
        <>
          {/* Phones: one row per payment, the payout beside it; the five-column table would scroll sideways. */}
          <ul className="mt-4 divide-y divide-line sm:hidden" data-testid="payouts-list">
            {recent.map((row) => (
              <li key={row.id} className="flex items-start justify-between gap-3 py-3" data-testid="payout-item">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium text-ink">{payoutTitle(row)}</p>
                  <p className="text-ink-muted">
                    {payoutDate(row.date_timestamp, i18n.language)} ·{' '}
                    <span className="whitespace-nowrap">
                      {t('payouts.paid')} {money(row.amount_in_cents)}
                    </span>{' '}
                    ·{' '}
                    <span className="whitespace-nowrap">
                      {t('payouts.commission')} {money(-row.commission_in_cents)}
                    </span>
                  </p>
                </div>
                <p className="shrink-0 text-right">
                  <span className="block text-xs text-ink-muted">{t('payouts.payout')}</span>
                  <span className="font-semibold whitespace-nowrap text-ink">{money(row.payout_in_cents)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden sm:block">
            <table className="w-full text-sm" data-testid="payouts-table">
              <thead>
                <tr className="border-b border-line text-left text-ink-muted">
                  <th className="py-2 pr-2 font-medium">{t('payouts.date')}</th>
                  <th className="px-2 py-2 font-medium">{t('payouts.listing')}</th>
                  <th className="px-2 py-2 text-right font-medium">{t('payouts.paid')}</th>
                  <th className="px-2 py-2 text-right font-medium">{t('payouts.commission')}</th>
                  <th className="py-2 pl-2 text-right font-medium">{t('payouts.payout')}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-0" data-testid="payout-row">
                    <td className="py-2 pr-2 whitespace-nowrap text-ink-muted">
                      {payoutDate(row.date_timestamp, i18n.language)}
                    </td>
                    <td className="max-w-[10rem] truncate px-2 py-2 text-ink">{payoutTitle(row)}</td>
                    <td className="px-2 py-2 text-right whitespace-nowrap">{money(row.amount_in_cents)}</td>
                    <td className="px-2 py-2 text-right whitespace-nowrap text-ink-muted">
                      {money(-row.commission_in_cents)}
                    </td>
                    <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap text-ink">
                      {money(row.payout_in_cents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  )
}

function MerchantStatus({ merchant, twoFactor }: { merchant: PayoutMerchant | null; twoFactor: boolean }) {
  const { t } = useTranslation('payouts')
  const connect = usePayoutOnboarding(twoFactor)
  const live = merchant?.merged_status.status === 'live'
  const status = merchant?.merged_status.status ?? 'not_connected'
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center">
      <Landmark className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {t('payouts.account')}
          <Badge tone={merchant ? merchantTone(status) : 'neutral'} data-testid="payout-status">
            {t(`status.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
          </Badge>
        </p>
        <p className="text-sm text-ink-muted">{t(live ? 'payouts.liveText' : 'payouts.connectText')}</p>
      </div>
      {!live && (
        <Button onClick={connect.run} loading={connect.busy} iconRight={<ArrowRight />} data-testid="payout-connect">
          {t(merchant ? 'payouts.continue' : 'payouts.connect')}
        </Button>
      )}
      {connect.dialog}
    </div>
  )
}

export function PendingLink() {
  const { t } = useTranslation('payouts')
  return (
    <Link
      to="/lessor/bookings"
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline focus-visible:shadow-focus focus-visible:outline-none"
    >
      {t('pending.all')}
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  )
}

export const sectionIcons = { arrivals: <PlaneLanding />, pending: <CalendarClock /> }

/** What the dashboard looks like while its figures load. */
export function DashboardSkeleton() {
  return (
    <div className="space-y-5" data-testid="dashboard-skeleton">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-24 rounded-2xl sm:h-28" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  )
}
