import { billingTabPath, pricingPath, usagePercent } from '@driftway/domain/billing'
import { Role } from '@driftway/domain/roles'
import { redirect } from 'react-router'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { PlanGrid } from '~/components/billing/plan-grid'
import { Alert, ButtonLink } from '~/components/ui'
import { ArrowLeft } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { readSubmission, requireUser, text } from '~/lib/auth.server'
import { loadActive, loadPlans, planAction } from '~/lib/billing.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/change-plan'

/**
 * /pricing/change-plan (accounts §2 "change plan"): an RV lessor with a live plan picks another;
 * the upgrade/downgrade modal shows what it costs now, then PATCH user-subscription/active/ and
 * back to the billing tab. Without a live plan this is the plans page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  if (user.role !== Role.RV_LESSOR) throw redirect(pricingPath)
  const [plans, active] = await Promise.all([loadPlans(auth), loadActive(auth)])
  if (active === null) throw redirect(pricingPath)
  return { plans, active: active === 'error' ? null : active }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { auth } = await requireUser(context, url)
  const body = await readSubmission(request)
  return planAction(auth, body.intent, text(body.plan))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [
    ...pageMeta(lng, { title: fixedT(lng)('billing:meta.changePlan.title') }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ChangePlanPage({ loaderData }: Route.ComponentProps) {
  const { plans, active } = loaderData
  const { t } = useTranslation('billing')
  const plan = active?.subscription
  return (
    <>
      <AccountPageHeader
        eyebrow={t('changePlan.eyebrow')}
        title={t('changePlan.title')}
        lead={
          plan
            ? t('changePlan.lead', {
                plan: plan.plan_name,
                used: active.used_listing_items,
                total: plan.listing_number,
              })
            : undefined
        }
        actions={
          <ButtonLink to={billingTabPath} variant="secondary" size="sm" icon={<ArrowLeft className="size-4" />}>
            {t('changePlan.back')}
          </ButtonLink>
        }
      >
        {plan && !plan.is_free && (
          <div className="pb-6">
            <div
              className="h-2 max-w-md overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
              role="progressbar"
              aria-label={t('usage.bar')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={usagePercent(active.used_listing_items, plan.listing_number)}
            >
              <div
                className="h-full rounded-full bg-forest-600"
                style={{ width: `${usagePercent(active.used_listing_items, plan.listing_number)}%` }}
              />
            </div>
            <p className="mt-2 text-sm text-ink-muted">
              {t('usage.free', { percent: usagePercent(active.used_listing_items, plan.listing_number) })}
            </p>
          </div>
        )}
      </AccountPageHeader>
      <div className="container-page py-8 sm:py-10">
        {!plans || !active ? (
          <Alert tone="warning" data-testid="plans-error">
            {t('pricing.unavailable')}
          </Alert>
        ) : (
          <PlanGrid plans={plans.plans} currentPlanId={plans.current_plan} used={active.used_listing_items} canChoose />
        )}
      </div>
    </>
  )
}
