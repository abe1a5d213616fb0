import { formatMoney } from '@driftway/domain/money'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { Badge, Button, Dialog } from '~/components/ui'
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Check,
  LayoutList,
  Sparkles,
  TriangleAlert,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import type { Plan, PlanChange } from '~/lib/billing'
import { cn } from '~/lib/cn'
import { type ActionFailure, postJson, useActionFeedback } from '~/lib/forms'

type PrepareResult = { ok: true; change: PlanChange } | ActionFailure

/** The plan the cards call out: the middle one of three or more, unless that is the free plan. */
function popularPlanId(plans: Plan[]): string | null {
  const middle = plans.length >= 3 ? plans[Math.floor((plans.length - 1) / 2)] : undefined
  return middle && !middle.is_free ? middle.id : null
}

/**
 * The plan cards of the pricing and change-plan pages (accounts §2, §4). Without a live plan a
 * choice opens the hosted checkout (`subscribe`); with one it asks the API what the change would
 * do (`prepare`) and confirms it in the upgrade/downgrade modal (`change`). `canChoose` false shows
 * the cards without buttons (campsite and boat lessors).
 */
export function PlanGrid({
  plans,
  currentPlanId,
  used,
  canChoose,
}: {
  plans: Plan[]
  currentPlanId: string | null
  /** Published listings now (a downgrade below it is refused). */
  used: number
  canChoose: boolean
}) {
  const { t, i18n } = useTranslation('billing')
  const subscribe = useFetcher<ActionFailure>({ key: 'plan-subscribe' })
  const prepare = useFetcher<PrepareResult>({ key: 'plan-prepare' })
  const change = useFetcher<ActionFailure>({ key: 'plan-change' })
  const [chosen, setChosen] = useState<{ plan: Plan; change: PlanChange } | null>(null)
  const [pending, setPending] = useState<string | null>(null)
  useActionFeedback(subscribe.data, null)
  useActionFeedback(change.data, null)
  useActionFeedback(prepare.data, null, {
    onSuccess: (result) => {
      const planChange = (result as { change: PlanChange }).change
      const plan = plans.find((candidate) => candidate.id === planChange.plan)
      if (plan) setChosen({ plan, change: planChange })
    },
  })

  const choose = (plan: Plan) => {
    setPending(plan.id)
    if (currentPlanId) void prepare.submit({ intent: 'prepare', plan: plan.id }, postJson)
    else void subscribe.submit({ intent: 'subscribe', plan: plan.id }, postJson)
  }
  const busy = subscribe.state !== 'idle' || prepare.state !== 'idle'
  const popular = popularPlanId(plans)

  return (
    <>
      <ul
        className={cn(
          'grid gap-5 sm:grid-cols-2',
          plans.length >= 4 ? 'xl:grid-cols-4' : plans.length === 3 ? 'lg:grid-cols-3' : '',
        )}
        data-testid="plans"
      >
        {plans.map((plan) => {
          const current = plan.id === currentPlanId
          const highlighted = plan.id === popular
          const features = plan.description.filter(Boolean)
          return (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-xs',
                highlighted ? 'border-primary shadow-md ring-1 ring-primary' : 'border-line',
                current && 'bg-forest-50/60',
              )}
              data-testid="plan-option"
              data-plan={plan.plan_name}
              data-current={current || undefined}
            >
              {highlighted && (
                <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-on-primary shadow-sm">
                  <Sparkles className="size-3.5" aria-hidden />
                  {t('pricing.popular')}
                </span>
              )}
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-ink">{plan.plan_name}</h3>
                {current && <Badge tone="success">{t('pricing.current')}</Badge>}
              </div>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-4xl font-bold tracking-tight text-forest-950">
                  {formatMoney(plan.price_in_cents_without_vat, plan.currency, i18n.language)}
                </span>
                {!plan.is_free && <span className="text-sm text-ink-muted">{t(`interval.${plan.interval}`)}</span>}
              </p>
              <p className="text-sm text-ink-subtle">{plan.is_free ? t('pricing.freeNote') : t('vat')}</p>
              <p className="mt-4 flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm font-semibold text-ink">
                <LayoutList className="size-4 text-primary" aria-hidden />
                {t('listings', { count: plan.listing_number })}
              </p>
              {plan.trial_days > 0 && !currentPlanId && (
                <p className="mt-2 text-sm font-medium text-accent">{t('pricing.trial', { count: plan.trial_days })}</p>
              )}
              {features.length > 0 && (
                <ul className="mt-5 flex flex-col gap-2.5 text-[0.9375rem] text-ink-muted">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-forest-500" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              {canChoose && (
                <div className="mt-auto pt-6">
                  <Button
                    block
                    variant={highlighted ? 'primary' : 'secondary'}
                    disabled={current || busy}
                    loading={busy && pending === plan.id}
                    iconRight={current ? undefined : <ArrowRight className="size-4" />}
                    onClick={() => choose(plan)}
                    data-testid="choose-plan"
                  >
                    {current
                      ? t('pricing.current')
                      : currentPlanId
                        ? t('pricing.switch', { plan: plan.plan_name })
                        : t('pricing.choose', { plan: plan.plan_name })}
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <ChangeDialog
        chosen={chosen}
        used={used}
        busy={change.state !== 'idle'}
        onClose={() => setChosen(null)}
        onConfirm={(plan) => void change.submit({ intent: 'change', plan: plan.id }, postJson)}
      />
    </>
  )
}

/** Accounts §4: the upgrade/downgrade modal, with what the change costs or credits now. */
function ChangeDialog({
  chosen,
  used,
  busy,
  onClose,
  onConfirm,
}: {
  chosen: { plan: Plan; change: PlanChange } | null
  used: number
  busy: boolean
  onClose: () => void
  onConfirm: (plan: Plan) => void
}) {
  const { t, i18n } = useTranslation('billing')
  if (!chosen) return <Dialog open={false} onClose={onClose} title="" />
  const { plan, change } = chosen
  const direction = change.direction === 'downgrade' ? 'downgrade' : 'upgrade'
  const tooMany = direction === 'downgrade' && used > plan.listing_number
  const listings = t('listings', { count: plan.listing_number })
  const amount = formatMoney(Math.abs(change.proration_in_cents), change.currency, i18n.language)
  return (
    <Dialog
      open
      onClose={onClose}
      icon={direction === 'upgrade' ? <ArrowUpRight /> : <ArrowDownRight />}
      title={t(`changePlan.${direction}.title`, { plan: plan.plan_name })}
      description={t(`changePlan.${direction}.text`, { listings })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button
            loading={busy}
            disabled={tooMany || change.direction === 'same'}
            onClick={() => onConfirm(plan)}
            data-testid="confirm-plan-change"
          >
            {t(`changePlan.${direction}.confirm`)}
          </Button>
        </>
      }
    >
      <div data-testid="plan-change-dialog" data-direction={change.direction}>
        <dl className="divide-y divide-line rounded-xl border border-line text-[0.9375rem]">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">{t('changePlan.perPeriod')}</dt>
            <dd className="font-semibold text-ink">
              {plan.is_free
                ? t('pricing.free')
                : `${formatMoney(plan.price_in_cents_without_vat, plan.currency, i18n.language)} ${t(`interval.${plan.interval}`)}`}
            </dd>
          </div>
          {change.proration_in_cents !== 0 && (
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-ink-muted">
                {t(change.proration_in_cents > 0 ? 'changePlan.upgrade.charge' : 'changePlan.downgrade.credit')}
              </dt>
              <dd className="font-semibold text-ink tabular-nums" data-testid="plan-change-proration">
                {amount}
              </dd>
            </div>
          )}
        </dl>
        {change.direction === 'same' && <p className="mt-3 text-sm text-ink-muted">{t('changePlan.same')}</p>}
        {tooMany && (
          <p className="mt-3 flex gap-2 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-ink" role="alert">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {t('changePlan.downgrade.tooMany', { used, plan: plan.plan_name, total: plan.listing_number })}
          </p>
        )}
      </div>
    </Dialog>
  )
}
