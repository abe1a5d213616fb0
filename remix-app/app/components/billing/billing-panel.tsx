import { pricingPath, usagePercent } from '@driftway/domain/billing'
import { formatDate } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useFreshSignInAction } from '~/components/accounts/fresh-sign-in-action'
import { Alert, Badge, type BadgeTone, Button, ButtonLink, Dialog, useToast } from '~/components/ui'
import {
  ArrowRight,
  ArrowUpRight,
  CalendarClock,
  Check,
  CircleSlash,
  CreditCard,
  Landmark,
  LayoutList,
  Lock,
  ReceiptText,
  Sparkles,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ActiveSubscription, dayOfTimestamp, type PaymentMethod } from '~/lib/billing'
import type { BillingState } from '~/lib/billing.server'
import { type ActionFailure, postJson, useActionFeedback } from '~/lib/forms'
import { EmptyState } from '../accounts/empty-state'
import { cardBrandName } from './card-brands'
import { changePlanPath } from './paths'
import { TransactionsTable } from './transactions-table'

const cardClasses = 'rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6'

function useDay() {
  const { i18n } = useTranslation('billing')
  return (timestamp: number) => formatDate(dayOfTimestamp(timestamp), i18n.language, { dateStyle: 'long' })
}

/**
 * The billing tab for RV lessors (accounts §2, §4, §9): the plan card with renewal or trial end and
 * cancel, the listing usage bar, the payment method with "change", the transactions with their
 * invoices; a way to the plans when there is no active subscription.
 */
export function BillingPanel({ billing, twoFactor }: { billing: BillingState; twoFactor: boolean }) {
  const { t } = useTranslation('billing')
  if (billing.state === 'error') {
    return (
      <Alert tone="warning" title={t('error.title')} data-testid="billing-error">
        {t('error.text')}
      </Alert>
    )
  }
  const { subscription, paymentMethod, transactions } = billing
  return (
    <div className="flex flex-col gap-6" data-testid="billing-panel">
      {subscription ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <PlanCard
            subscription={subscription}
            className={subscription.subscription.is_free ? 'lg:col-span-5' : 'lg:col-span-3'}
          />
          {!subscription.subscription.is_free && <UsageCard subscription={subscription} className="lg:col-span-2" />}
        </div>
      ) : (
        <EmptyState
          testId="billing-no-plan"
          icon={<Sparkles />}
          title={t('noPlan.title')}
          text={t('noPlan.text')}
          actions={
            <ButtonLink
              to={pricingPath}
              iconRight={<ArrowRight className="size-4" />}
              data-testid="billing-pricing-link"
            >
              {t('noPlan.action')}
            </ButtonLink>
          }
        />
      )}
      {(subscription || paymentMethod) && <PaymentMethodCard method={paymentMethod} twoFactor={twoFactor} />}
      <section className={cardClasses} aria-labelledby="transactions-title" data-testid="transactions">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <ReceiptText className="size-5" aria-hidden />
          </span>
          <div>
            <h3 id="transactions-title" className="font-semibold text-ink">
              {t('transactions.title')}
            </h3>
            <p className="text-[0.9375rem] text-ink-muted">{t('transactions.lead')}</p>
          </div>
        </div>
        <TransactionsTable transactions={transactions} />
      </section>
    </div>
  )
}

function planStatus(subscription: ActiveSubscription): { tone: BadgeTone; key: string } {
  if (subscription.is_cancelled) return { tone: 'warning', key: 'cancelled' }
  if (subscription.subscription.is_free) return { tone: 'neutral', key: 'free' }
  if (subscription.status === 'trialing') return { tone: 'accent', key: 'trial' }
  if (subscription.status === 'past_due') return { tone: 'danger', key: 'pastDue' }
  return { tone: 'success', key: 'active' }
}

function PlanCard({ subscription, className }: { subscription: ActiveSubscription; className?: string }) {
  const { t, i18n } = useTranslation('billing')
  const day = useDay()
  const [confirming, setConfirming] = useState(false)
  const plan = subscription.subscription
  const status = planStatus(subscription)
  const cancelFetcher = useFetcher<{ ok: true } | ActionFailure>({ key: 'billing-cancel' })
  const toast = useToast()
  useActionFeedback(cancelFetcher.data, null, {
    onSuccess: () => {
      setConfirming(false)
      toast.success(t('cancel.done'))
    },
  })
  // Accounts §4: the trial end while in a trial, else the renewal; a cancelled plan ends on that day.
  const trialEnd = subscription.status === 'trialing' ? subscription.trial_end_ts : null
  const endTs = trialEnd ?? subscription.current_term_end_ts
  const renewal = endTs
    ? t(subscription.is_cancelled ? 'plan.endsOn' : trialEnd ? 'plan.trialEnds' : 'plan.renews', { date: day(endTs) })
    : null
  const canCancel = !subscription.is_cancelled && !plan.is_free
  const features = plan.description.filter(Boolean)

  return (
    <section
      className={`${cardClasses} relative overflow-hidden ${className ?? ''}`}
      aria-labelledby="plan-title"
      data-testid="plan-card"
      data-plan={plan.plan_name}
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-forest-600 via-forest-500 to-sand-400"
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('plan.eyebrow')}</p>
          <h3
            id="plan-title"
            className="mt-1 text-2xl font-bold tracking-tight text-forest-950"
            data-testid="plan-name"
          >
            {plan.plan_name}
          </h3>
        </div>
        <Badge tone={status.tone} size="md" data-testid="plan-status" data-status={status.key}>
          {t(`plan.status.${status.key}`)}
        </Badge>
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-3xl font-bold tracking-tight text-ink" data-testid="plan-price">
          {plan.is_free
            ? t('pricing.free')
            : formatMoney(plan.price_in_cents_without_vat, plan.currency, i18n.language)}
        </span>
        {!plan.is_free && (
          <span className="text-ink-muted">
            {t(`interval.${plan.interval}`)} · {t('vat')}
          </span>
        )}
      </p>
      <p className="mt-1 text-[0.9375rem] text-ink-muted">{t('listings', { count: plan.listing_number })}</p>
      {renewal && !plan.is_free && (
        <p
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm font-medium text-ink"
          data-testid="plan-renewal"
        >
          <CalendarClock className="size-4 text-ink-subtle" aria-hidden />
          {renewal}
        </p>
      )}
      {features.length > 0 && (
        <ul className="mt-5 grid gap-2 text-[0.9375rem] text-ink-muted sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-forest-500" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap gap-2 border-t border-line pt-5">
        <ButtonLink
          to={changePlanPath}
          size="sm"
          iconRight={<ArrowRight className="size-4" />}
          data-testid="change-plan"
        >
          {t('plan.change')}
        </ButtonLink>
        {canCancel && (
          <Button
            variant="ghost"
            size="sm"
            icon={<CircleSlash className="size-4" />}
            onClick={() => setConfirming(true)}
            data-testid="cancel-subscription"
          >
            {t('plan.cancel')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        tone="danger"
        icon={<CircleSlash />}
        title={t('cancel.title')}
        description={endTs ? t('cancel.text', { date: day(endTs) }) : t('cancel.textNoDate')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel.keep')}
            </Button>
            <Button
              variant="danger"
              loading={cancelFetcher.state !== 'idle'}
              onClick={() => void cancelFetcher.submit({ intent: 'billing-cancel' }, postJson)}
              data-testid="cancel-confirm"
            >
              {t('cancel.confirm')}
            </Button>
          </>
        }
      />
    </section>
  )
}

/** Accounts §9: the bar shows the room left, 100 − 100 × used / total percent. */
function UsageCard({ subscription, className }: { subscription: ActiveSubscription; className?: string }) {
  const { t } = useTranslation('billing')
  const used = subscription.used_listing_items
  const total = subscription.subscription.listing_number
  const percent = usagePercent(used, total)
  const left = Math.max(0, total - used)
  return (
    <section
      className={`${cardClasses} flex flex-col ${className ?? ''}`}
      aria-labelledby="usage-title"
      data-testid="usage-card"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <LayoutList className="size-5" aria-hidden />
        </span>
        <h3 id="usage-title" className="font-semibold text-ink">
          {t('usage.title')}
        </h3>
      </div>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-forest-950" data-testid="usage-used">
          {used}
        </span>
        <span className="text-lg text-ink-muted">/ {total}</span>
      </p>
      <p className="mt-1 text-[0.9375rem] text-ink-muted" data-testid="usage-text">
        {t('usage.count', { used, total })}
      </p>
      <div className="mt-5">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-ink">{t('usage.bar')}</span>
          <span className="font-semibold text-ink" data-testid="usage-percent">
            {t('usage.free', { percent })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('usage.bar')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
          data-testid="usage-bar"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-500 ${percent <= 10 ? 'bg-warning' : 'bg-gradient-to-r from-forest-500 to-forest-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div className="mt-auto pt-6">
        <div className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <p className="text-ink-muted">{left > 0 ? t('usage.left', { count: left }) : t('usage.full')}</p>
          <Link
            to={changePlanPath}
            className="inline-flex items-center gap-1 self-start font-semibold text-primary hover:underline"
          >
            {t('usage.compare')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  )
}

function PaymentMethodCard({ method, twoFactor }: { method: PaymentMethod | null; twoFactor: boolean }) {
  const { t } = useTranslation('billing')
  const change = useFreshSignInAction('billing-payment-method', twoFactor)

  let icon = <CreditCard className="size-5" aria-hidden />
  let title = t('payment.none')
  let detail: string = t('payment.noneText')
  if (method?.type === 'card' && method.card) {
    const { brand, last4, exp_month, exp_year } = method.card
    title = t('payment.card', { brand: cardBrandName(brand), last4 })
    detail = t('payment.expires', { month: String(exp_month).padStart(2, '0'), year: exp_year })
  } else if (method?.type === 'sepa_debit' && method.sepa_debit) {
    const { last4, country, bank_code } = method.sepa_debit
    icon = <Landmark className="size-5" aria-hidden />
    title = t('payment.sepa')
    detail = [t('payment.sepaDetail', { last4, country }), bank_code ? t('payment.bankCode', { code: bank_code }) : '']
      .filter(Boolean)
      .join(' · ')
  }

  return (
    <section className={cardClasses} aria-labelledby="payment-title" data-testid="payment-method">
      <h3 id="payment-title" className="font-semibold text-ink">
        {t('payment.title')}
      </h3>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-forest-800 to-forest-950 text-sand-100 shadow-sm">
            {icon}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink" data-testid="payment-method-title" data-type={method?.type ?? 'none'}>
              {title}
            </p>
            <p className="text-sm text-ink-muted" data-testid="payment-method-detail">
              {detail}
            </p>
          </div>
        </div>
        {method && (
          <Button
            variant="secondary"
            size="sm"
            loading={change.busy}
            iconRight={<ArrowUpRight className="size-4" />}
            onClick={change.run}
            data-testid="change-payment-method"
          >
            {t('payment.change')}
          </Button>
        )}
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-subtle">
        <Lock className="size-3.5" aria-hidden />
        {t('payment.secure')}
      </p>
      {change.dialog}
    </section>
  )
}
