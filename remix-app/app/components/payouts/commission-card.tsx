import { commissionPercent } from '@driftway/domain/payouts'
import type { ListingKind } from '@driftway/domain/roles'
import { BadgePercent, Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

/**
 * The commission card of campsite and boat lessors (accounts §2, §6, §9): they pay no plan, only
 * 12 % of each booking, kept when the traveler pays; the rest is their payout.
 */
export function CommissionCard({ kind, className }: { kind: ListingKind; className?: string }) {
  const { t } = useTranslation('payouts')
  const percent = commissionPercent[kind]
  if (percent === 0) return null
  const points = t('commission.points', { returnObjects: true, percent }) as unknown
  return (
    <section
      className={`overflow-hidden rounded-2xl border border-line bg-surface shadow-xs ${className ?? ''}`}
      data-testid="commission-card"
      aria-labelledby="commission-card-title"
    >
      <div className="flex flex-col gap-5 bg-gradient-to-br from-forest-50 via-surface to-sand-50 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-on-primary shadow-sm [&>svg]:size-6">
            <BadgePercent aria-hidden />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-forest-700">{t('commission.eyebrow')}</p>
            <h2 id="commission-card-title" className="text-lg font-semibold text-ink">
              {t('commission.title')}
            </h2>
          </div>
        </div>
        <p className="flex items-baseline gap-1 sm:ml-auto" data-testid="commission-percent">
          <span className="text-4xl font-bold tracking-tight text-ink">{percent}&nbsp;%</span>
          <span className="text-sm text-ink-muted">{t('commission.perBooking')}</span>
        </p>
      </div>
      <ul className="grid gap-2 border-t border-line p-5 text-sm text-ink sm:grid-cols-3 sm:p-6">
        {Array.isArray(points) &&
          points.map((point) => (
            <li key={String(point)} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{String(point)}</span>
            </li>
          ))}
      </ul>
    </section>
  )
}
