import { LESSOR_COMMISSION_PERCENT, pricingPath } from '@driftway/domain/billing'
import { ButtonLink } from '~/components/ui'
import { ArrowRight, Caravan, Sailboat, Tent } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'

/**
 * "What it costs" on the how-it-works page (accounts §1): campervan lessors pay a plan, campsite
 * and boat lessors a commission per booking.
 */
export function LessorCosts() {
  const { t } = useTranslation('billing')
  return (
    <div id="costs" className="mt-12 scroll-mt-28" data-testid="lessor-costs">
      <h3 className="text-2xl font-bold tracking-tight text-forest-950">{t('howItWorks.title')}</h3>
      <p className="mt-2 text-lg text-ink-muted">{t('howItWorks.lead')}</p>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <section className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-xs">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Caravan className="size-5" aria-hidden />
          </span>
          <h4 className="mt-4 text-lg font-semibold text-ink">{t('howItWorks.rv.title')}</h4>
          <p className="mt-2 leading-relaxed text-ink-muted">{t('howItWorks.rv.text')}</p>
          <p className="mt-auto pt-5">
            <ButtonLink to={pricingPath} variant="secondary" iconRight={<ArrowRight className="size-4" />}>
              {t('howItWorks.rv.cta')}
            </ButtonLink>
          </p>
        </section>
        <section className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-xs">
          <span className="inline-flex gap-1">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-sand-800">
              <Tent className="size-5" aria-hidden />
            </span>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-sand-800">
              <Sailboat className="size-5" aria-hidden />
            </span>
          </span>
          <h4 className="mt-4 text-lg font-semibold text-ink">
            {t('howItWorks.commission.title', { percent: LESSOR_COMMISSION_PERCENT })}
          </h4>
          <p className="mt-2 leading-relaxed text-ink-muted">
            {t('howItWorks.commission.text', { percent: LESSOR_COMMISSION_PERCENT })}
          </p>
        </section>
      </div>
    </div>
  )
}
