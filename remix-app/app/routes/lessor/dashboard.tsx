import { formatMoney } from '@driftway/domain/money'
import { Suspense } from 'react'
import { Await } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { InlineError } from '~/components/errors/inline-error'
import { OccupancyChart, RevenueChart } from '~/components/payouts/charts'
import { CommissionCard } from '~/components/payouts/commission-card'
import {
  BookingList,
  DashboardSkeleton,
  Panel,
  PayoutsPanel,
  PendingLink,
  StatCard,
  sectionIcons,
} from '~/components/payouts/dashboard-sections'
import { PayoutNoticeBanner } from '~/components/payouts/payout-notice'
import { BarChart3, CalendarRange } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { badRequest, readSubmission, reauthAction } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import type { LessorDashboard } from '~/lib/payouts'
import { connectAction } from '~/lib/payouts.server'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/dashboard'
import { requireLessor } from './editor.server'

/**
 * The lessor dashboard (issue 14): revenue per month less the commission, occupancy per listing,
 * upcoming arrivals, pending requests with their deadlines and payouts. The figures stream in
 * after the page (skeletons meanwhile); the payout account can be connected from here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user, kind } = await requireLessor(context, url)
  const dashboard = auth.api<LessorDashboard>('/lessor/dashboard/').then((result) => {
    if (!result.ok) console.warn(`[site] lessor dashboard unavailable: ${result.status} ${result.error.error_key}`)
    return result.ok ? result.data : null
  })
  return { kind, twoFactor: Boolean(user.two_factor_enabled), dashboard }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { auth } = await requireLessor(context, url)
  const body = await readSubmission(request)
  switch (body.intent) {
    case 'connect':
      return connectAction(auth, request, 'dashboard')
    case 'reauth':
      return reauthAction(auth, body)
    default:
      return badRequest('unknown_intent')
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('payouts:meta.title') })
}

function DashboardBody({ dashboard, twoFactor }: { dashboard: LessorDashboard; twoFactor: boolean }) {
  const { t, i18n } = useTranslation('payouts')
  const money = (cents: number) => formatMoney(cents, dashboard.currency, i18n.language)
  const { totals } = dashboard.revenue
  const thisMonth = dashboard.revenue.months.at(-1)
  const hasCommission = dashboard.commission_percent > 0
  return (
    <div className="space-y-5" data-testid="dashboard">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          testId="stat-revenue"
          label={t('stats.revenue')}
          value={money(totals.revenue_in_cents)}
          hint={
            hasCommission ? t('stats.afterCommission', { percent: dashboard.commission_percent }) : t('stats.months')
          }
        />
        <StatCard
          testId="stat-month"
          label={t('stats.thisMonth')}
          value={money(thisMonth?.revenue_in_cents ?? 0)}
          hint={t('stats.paid', { amount: money(thisMonth?.paid_in_cents ?? 0) })}
        />
        <StatCard
          testId="stat-commission"
          label={t('stats.commission')}
          value={money(totals.commission_in_cents)}
          hint={
            hasCommission
              ? t('stats.commissionRate', { percent: dashboard.commission_percent })
              : t('stats.noCommission')
          }
        />
        <StatCard
          testId="stat-pending"
          label={t('stats.pending')}
          value={String(dashboard.pending_requests.length)}
          hint={t('stats.arrivals', { count: dashboard.upcoming_arrivals.length })}
        />
      </div>

      <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
        <Panel title={t('revenue.title')} icon={<BarChart3 />} testId="revenue-panel" className="lg:col-span-2">
          <p className="-mt-2 mb-3 text-sm text-ink-muted">
            {hasCommission ? t('revenue.leadCommission', { percent: dashboard.commission_percent }) : t('revenue.lead')}
          </p>
          <RevenueChart months={dashboard.revenue.months} currency={dashboard.currency} />
          <ul className="mt-3 flex flex-wrap gap-4 text-xs text-ink-muted" aria-hidden>
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-forest-600" />
              {t('chart.revenue')}
            </li>
            {hasCommission && (
              <li className="flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-sand-400" />
                {t('chart.commission')}
              </li>
            )}
          </ul>
        </Panel>
        <Panel title={t('occupancy.title')} icon={<CalendarRange />} testId="occupancy-panel">
          <p className="-mt-2 mb-3 text-sm text-ink-muted">
            {t('occupancy.lead', { count: dashboard.occupancy.window_nights })}
          </p>
          {dashboard.occupancy.listings.length === 0 ? (
            <p className="rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">{t('occupancy.empty')}</p>
          ) : (
            <OccupancyChart rows={dashboard.occupancy.listings} />
          )}
        </Panel>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={t('pending.title')} icon={sectionIcons.pending} action={<PendingLink />} testId="pending-panel">
          <BookingList
            bookings={dashboard.pending_requests}
            now={dashboard.generated_timestamp}
            empty={t('pending.empty')}
            testId="pending-requests"
          />
        </Panel>
        <Panel title={t('arrivals.title')} icon={sectionIcons.arrivals} testId="arrivals-panel">
          <BookingList
            bookings={dashboard.upcoming_arrivals}
            now={dashboard.generated_timestamp}
            empty={t('arrivals.empty')}
            testId="upcoming-arrivals"
          />
        </Panel>
      </div>

      <PayoutsPanel dashboard={dashboard} twoFactor={twoFactor} />
    </div>
  )
}

export default function LessorDashboardPage({ loaderData }: Route.ComponentProps) {
  const { kind, twoFactor, dashboard } = loaderData
  const { t } = useTranslation('payouts')
  return (
    <>
      <AccountPageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page py-6 sm:py-10" data-testid="lessor-dashboard" data-kind={kind}>
        <PayoutNoticeBanner className="mb-6" />
        <Suspense fallback={<DashboardSkeleton />}>
          <Await resolve={dashboard} errorElement={<InlineError />}>
            {(resolved) => (resolved ? <DashboardBody dashboard={resolved} twoFactor={twoFactor} /> : <InlineError />)}
          </Await>
        </Suspense>
        <CommissionCard kind={kind} className="mt-5" />
      </div>
    </>
  )
}
