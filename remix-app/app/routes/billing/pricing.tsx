import { billingTabPath, LESSOR_COMMISSION_PERCENT } from '@driftway/domain/billing'
import { Role } from '@driftway/domain/roles'
import { Link } from 'react-router'
import { PlanGrid } from '~/components/billing/plan-grid'
import { Alert, ButtonLink } from '~/components/ui'
import { ArrowRight, Info, Percent, ShieldCheck } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { readSubmission, requireUser, text } from '~/lib/auth.server'
import { loadActiveUsage, loadPlans, planAction } from '~/lib/billing.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/pricing'

/**
 * /pricing: the subscription plans (accounts §2 "subscription plans"). RV lessors choose one here
 * (the hosted checkout); with a live plan the cards switch it through the upgrade/downgrade modal.
 * Campsite and boat lessors see the plans and their commission instead.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  const [plans, used] = await Promise.all([
    loadPlans(auth),
    user.role === Role.RV_LESSOR ? loadActiveUsage(auth) : Promise.resolve(0),
  ])
  return { plans, used, cancelled: url.searchParams.get('checkout') === 'cancelled' }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { auth } = await requireUser(context, url)
  const body = await readSubmission(request)
  return planAction(auth, body.intent, text(body.plan))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return [
    ...pageMeta(lng, { title: t('billing:meta.pricing.title'), description: t('billing:meta.pricing.description') }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { plans, used, cancelled } = loaderData
  const { t } = useTranslation('billing')
  const notes = t('pricing.notes.items', { returnObjects: true }) as unknown
  return (
    <div className="bg-canvas">
      <header className="border-b border-line bg-gradient-to-b from-forest-50 to-canvas">
        <div className="container-page py-12 text-center lg:py-16">
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('pricing.eyebrow')}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-forest-950 sm:text-5xl">
            {t('pricing.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{t('pricing.lead')}</p>
        </div>
      </header>

      <section className="container-page py-10 lg:py-14" aria-label={t('pricing.eyebrow')}>
        {cancelled && (
          <Alert tone="info" className="mb-8" data-testid="checkout-cancelled">
            {t('pricing.cancelled')}
          </Alert>
        )}
        {!plans ? (
          <Alert tone="warning" data-testid="plans-error">
            {t('pricing.unavailable')}
          </Alert>
        ) : (
          <>
            {!plans.can_subscribe && (
              <Alert tone="info" className="mb-8" data-testid="plans-not-rv">
                {t('pricing.notRv')}
              </Alert>
            )}
            {plans.current_plan && (
              <p className="mb-8 flex justify-center">
                <Link
                  to={billingTabPath}
                  className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
                  data-testid="manage-plan"
                >
                  {t('pricing.manage')}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </p>
            )}
            <PlanGrid
              plans={plans.plans}
              currentPlanId={plans.current_plan}
              used={used}
              canChoose={plans.can_subscribe}
            />
          </>
        )}

        <div className="mt-12 grid gap-5 lg:grid-cols-2">
          <section className="rounded-2xl border border-line bg-surface p-6 shadow-xs" aria-labelledby="notes-title">
            <h2 id="notes-title" className="flex items-center gap-2 font-semibold text-ink">
              <Info className="size-5 text-primary" aria-hidden />
              {t('pricing.notes.title')}
            </h2>
            <ul className="mt-4 flex flex-col gap-2.5 text-[0.9375rem] text-ink-muted">
              {(Array.isArray(notes) ? (notes as string[]) : []).map((note) => (
                <li key={note} className="flex gap-2">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-forest-500" aria-hidden />
                  {note}
                </li>
              ))}
            </ul>
          </section>
          <section
            className="flex flex-col rounded-2xl border border-sand-200 bg-sand-50 p-6"
            aria-labelledby="commission-title"
            data-testid="pricing-commission"
          >
            <h2 id="commission-title" className="flex items-center gap-2 font-semibold text-ink">
              <Percent className="size-5 text-sand-700" aria-hidden />
              {t('pricing.commission.title')}
            </h2>
            <p className="mt-3 text-[0.9375rem] leading-relaxed text-ink-muted">
              {t('pricing.commission.text', { percent: LESSOR_COMMISSION_PERCENT })}
            </p>
            <p className="mt-auto pt-5">
              <ButtonLink to="/how-it-works#costs" variant="secondary" size="sm">
                {t('howItWorks.title')}
              </ButtonLink>
            </p>
          </section>
        </div>
      </section>
    </div>
  )
}
