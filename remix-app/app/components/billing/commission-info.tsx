import { LESSOR_COMMISSION_PERCENT } from '@driftway/domain/billing'
import { Percent } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The billing tab of campsite and boat lessors (accounts §1, §6): no plan, a commission per booking. */
export function CommissionInfo() {
  const { t } = useTranslation('billing')
  return (
    <section
      className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
      data-testid="billing-commission-info"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-sand-800">
        <Percent className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className="font-semibold text-ink">{t('rvOnly.title')}</h3>
        <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-muted">
          {t('rvOnly.text', { percent: LESSOR_COMMISSION_PERCENT })}
        </p>
      </div>
    </section>
  )
}
