import { formatDate, formatMoment, nightKeyOf } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import type { TFunction } from 'i18next'
import { cardBrandName } from '~/components/billing/card-brands'
import { Badge, type BadgeTone, ButtonLink } from '~/components/ui'
import { ArrowRight, History } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { ApiAnswer } from '~/lib/api-schema'
import { humanize } from '~/lib/humanize'

export type ActivityPage = ApiAnswer<'/user/me/audit-log/'>
type ActivityEntry = ActivityPage['results'][number]
export type ActivityState = { state: 'ready'; page: ActivityPage } | { state: 'error' }

const actorTone: Record<ActivityEntry['actor'], BadgeTone> = {
  you: 'primary',
  staff: 'accent',
  system: 'neutral',
  member: 'neutral',
}

const isMoneyField = (field: string) =>
  field.endsWith('_in_cents') || field.endsWith('_without_vat') || field === 'deposit_amount'
const isTimeField = (field: string) => field.endsWith('_timestamp') || field.endsWith('_ts')
/** A season's first and last day, kept as noon UTC: a date, not a moment. */
const isDayField = (field: string) => field === 'start_timestamp' || field === 'end_timestamp'
/** Fields holding another record's id: shown by the name the API sends in `labels`. */
const relationFields = new Set(['listing', 'plan', 'season_rate'])
/** A bank account's payout account: the one the tab is about, an id that tells the reader nothing. */
const unshownFields = new Set(['merchant'])

/** The status words the site already uses for bookings, plans and payout accounts. */
function statusText(t: TFunction, collection: string, value: string): string {
  const key =
    collection === 'bookings'
      ? `booking:list.status.${value}`
      : collection === 'subscriptions'
        ? `billing:plan.status.${{ trialing: 'trial', past_due: 'pastDue' }[value] ?? value}`
        : collection === 'merchants'
          ? `payouts:status.${value}`
          : null
  return key ? t(key, { defaultValue: humanize(value) }) : humanize(value)
}

type PaymentMethod = { type?: string | null; brand?: string | null; last4?: string | null; country?: string | null }
const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'object' && value !== null && 'last4' in value

/** A value as people read it: money in its currency, dates, names instead of ids, yes/no, "—" for nothing. */
function useValueText(entry: ActivityEntry, labels: Record<string, string>) {
  const { t, i18n } = useTranslation('accounts')
  const currency = entry.after?.currency ?? entry.before?.currency
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return t(value ? 'activity.yes' : 'activity.no')
    if (typeof value === 'number' && isMoneyField(field))
      return formatMoney(value, typeof currency === 'string' ? currency : undefined, i18n.language)
    if (typeof value === 'number' && isDayField(field))
      return formatDate(nightKeyOf(value, 'UTC'), i18n.language, { dateStyle: 'medium' })
    if (typeof value === 'number' && isTimeField(field)) return formatMoment(value, i18n.language)
    if (value === '(set)') return t('activity.hidden')
    if (value === '(changed)') return t('activity.hiddenChanged')
    if (relationFields.has(field)) return labels[String(value)] ?? t('activity.unavailable')
    if (field === 'role') return t(`roles.${String(value)}`, { defaultValue: String(value) })
    if ((field === 'status' || field === 'merged_status') && typeof value === 'string')
      return statusText(t, entry.target_collection, value)
    // In the billing tab's words: "Visa ending in 4242", "SEPA Direct Debit · Account ending in 1234 · DE".
    if (isPaymentMethod(value)) {
      if (!value.last4) return '—'
      if (value.type === 'sepa_debit')
        return `${t('billing:payment.sepa')} · ${t('billing:payment.sepaDetail', { last4: value.last4, country: value.country ?? '' })}`
      return t('billing:payment.card', { brand: cardBrandName(value.brand ?? ''), last4: value.last4 })
    }
    return typeof value === 'object' ? '—' : String(value)
  }
}

function Changes({ entry, labels }: { entry: ActivityEntry; labels: Record<string, string> }) {
  const { t } = useTranslation('accounts')
  const valueText = useValueText(entry, labels)
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (field) =>
      !unshownFields.has(field) &&
      // The currency travels along to format prices; it is a row only when it changed itself.
      (field !== 'currency' || entry.before?.currency !== entry.after?.currency) &&
      // A new or deleted record lists the values it had, not the empty ones.
      ((entry.before && entry.after) || valueText(field, (entry.before ?? entry.after)?.[field]) !== '—'),
  )
  if (fields.length === 0) return null
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-ink-muted">
            {t(`activity.fields.${field}`, { defaultValue: field.replaceAll('_', ' ') })}
          </dt>
          <dd className="flex flex-wrap items-center gap-1.5 text-ink">
            {entry.before && (
              <span className="text-ink-muted line-through decoration-1">{valueText(field, entry.before[field])}</span>
            )}
            {entry.before && entry.after && (
              <ArrowRight className="size-3.5 text-ink-subtle" aria-label={t('activity.to')} />
            )}
            {entry.after && <span className="font-medium">{valueText(field, entry.after[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The account's history (issue 24): who changed payout settings, the plan, prices, seasons, the
 * role or a booking's status, and when. Read from the append-only audit trail.
 */
export function ActivityPanel({ activity }: { activity: ActivityState }) {
  const { t, i18n } = useTranslation('accounts')
  if (activity.state === 'error') {
    return <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">{t('activity.error')}</p>
  }
  const { page } = activity
  if (page.count === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface p-10 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <History className="size-6" aria-hidden />
        </span>
        <p className="mt-4 font-semibold text-ink">{t('activity.emptyTitle')}</p>
        <p className="mt-1 max-w-md text-ink-muted">{t('activity.emptyText')}</p>
      </div>
    )
  }
  return (
    <div>
      <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
        {page.results.map((entry) => (
          <li key={entry.id} className="p-5 sm:px-6" data-testid="activity-entry" data-action={entry.action}>
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <h3 className="font-semibold text-ink">
                {t(`activity.actions.${entry.action}`, { defaultValue: entry.action })}
              </h3>
              <time className="text-sm text-ink-muted" dateTime={new Date(entry.created_ts * 1000).toISOString()}>
                {formatMoment(entry.created_ts, i18n.language)}
              </time>
            </div>
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge tone={actorTone[entry.actor]}>{t(`activity.actor.${entry.actor}`)}</Badge>
              <span className="min-w-0">
                {t(`activity.records.${entry.target_collection}`, { defaultValue: entry.target_collection })}
                {page.labels[entry.target_id] && (
                  <>
                    {' · '}
                    <span className="font-medium text-ink" data-testid="activity-target">
                      {page.labels[entry.target_id]}
                    </span>
                  </>
                )}
              </span>
            </div>
            <Changes entry={entry} labels={page.labels} />
            {entry.reason && (
              <p className="mt-3 text-sm text-ink-muted">
                {t('activity.reason')}: {entry.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
      {page.pages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-4" aria-label={t('activity.pagesLabel')}>
          <span className="text-sm text-ink-muted">{t('activity.pageOf', { page: page.page, pages: page.pages })}</span>
          <div className="flex gap-2">
            {page.page > 1 && (
              <ButtonLink to={`?tab=activity&page=${page.page - 1}`} variant="secondary" size="sm">
                {t('activity.newer')}
              </ButtonLink>
            )}
            {page.page < page.pages && (
              <ButtonLink to={`?tab=activity&page=${page.page + 1}`} variant="secondary" size="sm">
                {t('activity.older')}
              </ButtonLink>
            )}
          </div>
        </nav>
      )}
    </div>
  )
}
