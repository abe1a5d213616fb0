import { dateTimeFormat } from '@driftway/domain/intl'
import { formatMoney } from '@driftway/domain/money'
import { amountLineKeys } from '@driftway/domain/pricing/display'
import type { ListingKind } from '@driftway/domain/roles'
import { Skeleton } from '~/components/ui'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { rentalUnitContext } from '~/lib/listings'
import type { Quote } from './types'

const partnerFeeKeys = ['Insurance Fee', 'Distance Package Fee'] as const

type Line = { key: string; label: string; detail?: string; amount: number; tone?: 'discount' | 'included' }

/** What the deal saves on the stay: its price beside the normal price its card showed (extras come on top). */
function DealPrice({ deal, currency }: { deal: NonNullable<Quote['last_minute_deal']>; currency: string }) {
  const { t, i18n } = useTranslation('listing')
  if (!deal.normal_price_cents || deal.normal_price_cents <= deal.total_price_cents) return null
  return (
    <p
      className="mb-3 flex flex-wrap items-baseline gap-x-2 gap-y-0.5 rounded-lg bg-accent-soft px-3 py-2 text-sm"
      data-testid="deal-saving"
    >
      <span className="font-semibold text-ink">
        {t('deal.stay', { price: formatMoney(deal.total_price_cents, currency, i18n.language) })}
      </span>
      <span className="text-ink-muted">
        {t('deal.normally')} <s>{formatMoney(deal.normal_price_cents, currency, i18n.language)}</s>
      </span>
      <span className="font-semibold text-sand-800">{t('deal.saving', { percent: deal.discount_percent })}</span>
    </p>
  )
}

/**
 * The lines of a quote in the order the total is built (booking spec §3 display_details): rent,
 * extra guests, extras, included extras, then the fees and discounts present (amountLineKeys order).
 */
function useQuoteLines(quote: Quote, kind: ListingKind): Line[] {
  const { t, i18n } = useTranslation('listing')
  const details = quote.display_details
  const nights = details['Trip Nights']
  const context = rentalUnitContext(kind)
  const lines: Line[] = [
    {
      key: 'rent',
      label: t('price.rent', { count: nights, context }),
      detail:
        nights > 0
          ? t('price.averageRate', {
              context,
              amount: formatMoney(Math.round(details['Listing Rent Price'] / nights), quote.currency, i18n.language),
            })
          : undefined,
      amount: details['Listing Rent Price'],
    },
  ]
  for (const [key, label] of [
    ['Extra Adults', 'price.extraAdults'],
    ['Extra Children', 'price.extraChildren'],
  ] as const) {
    const charge = details[key]
    if (charge?.total_charge_in_cents) {
      lines.push({ key, label: t(label, { count: charge.count }), amount: charge.total_charge_in_cents })
    }
  }
  for (const [index, extra] of (details['Extra Amenities'] ?? []).entries()) {
    lines.push({
      key: `extra-${index}`,
      label: extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name,
      detail: extra.note ? t('price.paidOnSite') : undefined,
      amount: extra.total_charge_in_cents,
    })
  }
  for (const [index, extra] of (details['Included Amenities'] ?? []).entries()) {
    lines.push({
      key: `included-${index}`,
      label: extra.quantity > 1 ? `${extra.name} × ${extra.quantity}` : extra.name,
      amount: extra.total_charge_in_cents,
      tone: 'included',
    })
  }
  // A partner's quote (issue 21) adds its insurance plan and distance package as lines of their own.
  for (const key of partnerFeeKeys) {
    const value = (details as Partial<Record<(typeof partnerFeeKeys)[number], number>>)[key]
    if (value) lines.push({ key, label: t(`price.lines.${key}`), amount: value })
  }
  for (const key of amountLineKeys) {
    const value = details[key]
    if (value === undefined) continue
    lines.push({
      key,
      label: t(`price.lines.${key}`, { defaultValue: key }),
      amount: value,
      tone: value < 0 ? 'discount' : undefined,
    })
  }
  return lines
}

export function PriceBreakdown({
  quote,
  kind,
  requestKey,
  instant = true,
}: {
  quote: Quote
  /** The listing's kind: a campervan's rent is counted in days, a stay's in nights. */
  kind: ListingKind
  requestKey: string
  /** A request is paid once the host accepts it: its first payment is not due on booking. */
  instant?: boolean
}) {
  const { t, i18n } = useTranslation('listing')
  const lines = useQuoteLines(quote, kind)
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.language)
  const details = quote.display_details
  const deadline = details.remaining_payment_deadline_timestamp
  return (
    <div data-testid="price-breakdown" data-quote-request={requestKey} className="animate-fade-in">
      {quote.last_minute_deal && <DealPrice deal={quote.last_minute_deal} currency={quote.currency} />}
      <dl className="space-y-2.5 text-[0.9375rem]">
        {lines.map((line) => (
          <div key={line.key} className="flex items-start justify-between gap-4" data-testid="price-line">
            <dt className="min-w-0 text-ink-muted">
              {line.label}
              {line.detail && <span className="block text-xs text-ink-subtle">{line.detail}</span>}
            </dt>
            <dd
              className={cn(
                'shrink-0 tabular-nums',
                line.tone === 'discount' ? 'font-medium text-success' : 'text-ink',
                line.tone === 'included' && 'text-ink-subtle',
              )}
            >
              {line.tone === 'included' && line.amount === 0 ? t('price.included') : money(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="font-semibold text-ink">{t('price.total')}</span>
        <span
          className="text-xl font-bold text-ink tabular-nums"
          data-testid="price-total"
          data-amount-minor={quote.total_rent_price_in_cents}
          data-currency={quote.currency}
        >
          {money(quote.total_rent_price_in_cents)}
        </span>
      </div>
      {quote.down_payment_in_cents > 0 && quote.remaining_amount_in_cents > 0 && (
        <div className="mt-3 space-y-1 rounded-lg bg-surface-muted px-3.5 py-3 text-sm text-ink-muted">
          <p className="flex justify-between gap-3">
            <span>{t(instant ? 'price.dueNow' : 'price.dueOnAccept')}</span>
            <span className="font-semibold text-ink tabular-nums">{money(quote.down_payment_in_cents)}</span>
          </p>
          <p className="flex justify-between gap-3">
            <span>
              {deadline
                ? t('price.remainingBy', {
                    date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                      deadline * 1000,
                    ),
                  })
                : t('price.remaining')}
            </span>
            <span className="tabular-nums">{money(quote.remaining_amount_in_cents)}</span>
          </p>
        </div>
      )}
    </div>
  )
}

export function PriceSkeleton() {
  const { t } = useTranslation('listing')
  return (
    <div
      data-testid="price-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('price.loading')}
      className="space-y-3"
    >
      {[0.7, 0.5, 0.6].map((width) => (
        <div key={width} className="flex justify-between gap-4">
          <Skeleton className="h-4" style={{ width: `${width * 100}%` }} />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-4">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-6 w-24" />
      </div>
    </div>
  )
}
