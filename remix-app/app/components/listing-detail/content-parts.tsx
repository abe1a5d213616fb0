import { formatMoney } from '@driftway/domain/money'
import type { ReactNode } from 'react'
import { Check } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { cancellationRows } from './cancellation'
import { formatClock } from './clock'
import { localizedName } from './extras'
import type { AmenitySection, CancellationTier, HoursRow, NamedItem } from './types'

export type Spec = { key: string; label: string; value: ReactNode }

/** Only facts that have a value: lessors fill optional fields unevenly. */
export const spec = (key: string, label: string, value: ReactNode | null | undefined | false): Spec[] =>
  value === null || value === undefined || value === false || value === '' ? [] : [{ key, label, value }]

export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className="scroll-mt-24 text-lg font-semibold text-ink">
      {children}
    </h3>
  )
}

export function SpecList({ items, className }: { items: Spec[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <dl className={cn('grid gap-x-8 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div
          key={item.key}
          className="flex items-baseline justify-between gap-4 border-b border-line py-2.5 text-[0.9375rem]"
        >
          <dt className="text-ink-muted">{item.label}</dt>
          <dd className="text-right font-medium text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function SpecBlock({
  id,
  title,
  items,
  children,
}: {
  id: string
  title: string
  items: Spec[]
  children?: ReactNode
}) {
  if (items.length === 0 && !children) return null
  return (
    <section aria-labelledby={id} className="space-y-3">
      <SectionHeading id={id}>{title}</SectionHeading>
      <SpecList items={items} />
      {children}
    </section>
  )
}

export function ItemGrid({ items, testId }: { items: NamedItem[]; testId?: string }) {
  const { i18n } = useTranslation()
  return (
    <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-2.5 text-[0.9375rem] text-ink">
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
            <Check className="size-3.5" aria-hidden />
          </span>
          {localizedName(item, i18n.language)}
        </li>
      ))}
    </ul>
  )
}

/** Amenities grouped by section, each with its heading. */
export function AmenityGroups({ sections, empty }: { sections: AmenitySection[]; empty: string }) {
  const { t } = useTranslation('listing')
  if (sections.length === 0) return <p className="text-ink-muted">{empty}</p>
  return (
    <div className="space-y-6" data-testid="amenity-groups">
      {sections.map((group) => (
        <div key={group.section} data-section={group.section}>
          <h4 className="mb-3 text-sm font-semibold tracking-wide text-ink-subtle uppercase">
            {t(`amenitySections.${group.section}`, { defaultValue: group.section })}
          </h4>
          <ItemGrid items={group.amenities} />
        </div>
      ))}
    </div>
  )
}

/** Cancellation tiers, longest notice first; a tier with a percent shows it, else its minimum amount (§2). */
export function CancellationTiers({ tiers, currency }: { tiers: CancellationTier[]; currency: string }) {
  const { t, i18n } = useTranslation('listing')
  return (
    <ol className="relative space-y-0 border-l-2 border-forest-100 pl-5" data-testid="cancellation-tiers">
      {cancellationRows(tiers).map((row) => {
        const when =
          row.when.kind === 'daysOrMore'
            ? t('cancellation.daysOrMore', { count: row.when.days })
            : row.when.kind === 'lessThan'
              ? t('cancellation.lessThan', { count: row.when.days })
              : t('cancellation.beforePickup')
        const fee =
          row.fee.kind === 'percent'
            ? t('cancellation.percentFee', { percent: row.fee.percent })
            : row.fee.kind === 'amount'
              ? t('cancellation.amountFee', { amount: formatMoney(row.fee.cents, currency, i18n.language) })
              : t('cancellation.free')
        return (
          <li key={row.key} className="relative pb-4 last:pb-0">
            <span
              className="absolute top-1.5 -left-[1.5625rem] size-3 rounded-full border-2 border-surface bg-forest-400"
              aria-hidden
            />
            <p className="text-[0.9375rem] font-medium text-ink">{when}</p>
            <p className="text-sm text-ink-muted">{fee}</p>
          </li>
        )
      })}
    </ol>
  )
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** Pick-up and return hours, Monday to Saturday (station_pickup_hours / station_dropoff_hours). */
export function HoursTable({ pickup, dropoff }: { pickup: HoursRow[]; dropoff: HoursRow[] }) {
  const { t, i18n } = useTranslation('listing')
  if (pickup.length === 0 && dropoff.length === 0) return null
  const slot = (rows: HoursRow[], day: string) => {
    const row = rows.find((item) => item.day?.toLowerCase() === day)
    return row
      ? `${formatClock(row.from, i18n.language)} – ${formatClock(row.to, i18n.language)}`
      : t('location.closed')
  }
  return (
    <div className="overflow-hidden rounded-xl border border-line">
      <table className="w-full text-left text-sm" data-testid="hours-table">
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('location.day')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('location.pickupHours')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t('location.returnHours')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {weekdays.map((day) => (
            <tr key={day}>
              <th scope="row" className="px-4 py-2.5 font-medium text-ink">
                {t(`weekdays.${day}`)}
              </th>
              <td className="px-4 py-2.5 text-ink-muted tabular-nums">{slot(pickup, day)}</td>
              <td className="px-4 py-2.5 text-ink-muted tabular-nums">{slot(dropoff, day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
