import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { usePayoutOnboarding } from '~/components/payouts/use-payout-onboarding'
import {
  Alert,
  type AlertTone,
  Badge,
  type BadgeTone,
  Button,
  ButtonLink,
  ExternalTextLink,
  Select,
  Spinner,
} from '~/components/ui'
import { ArrowRight, Banknote, FlaskConical, Landmark, RefreshCw, Store } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ActionFailure, postJson, useActionFeedback } from '~/lib/forms'
import { humanize } from '~/lib/humanize'
import type { Merchant } from '~/lib/profile.server'
import { EmptyState } from './empty-state'
import { useFreshSignInAction } from './fresh-sign-in-action'

/** The bank tab's data: the merchant, none yet, or the API could not say. */
export type BankState = { state: 'ready'; merchant: Merchant } | { state: 'missing' } | { state: 'error' }

/** Statuses the sandbox simulator may set (the API's sandbox provider). */
const sandboxMerchantStatuses = ['new', 'pending', 'live', 'suspended', 'terminated', 'blocked'] as const
const sandboxBankStatuses = ['new', 'pending', 'approved', 'disapproved'] as const

/** Whether `value` is one of `values` (narrows it to their type). */
const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  values.some((item) => item === value)

type SandboxTarget = 'merchant' | 'bank'
const sandboxStatuses: Record<SandboxTarget, readonly string[]> = {
  merchant: sandboxMerchantStatuses,
  bank: sandboxBankStatuses,
}

/** Accounts §4/§9: after a simulated change the merchant is reloaded after 1 s (merchant) or 1.5 s (bank account). */
const reloadDelays = { merchant: 1000, bank: 1500 } as const

const good = ['live', 'approved', 'active', 'verified', 'enabled']
const bad = ['suspended', 'terminated', 'blocked', 'disapproved', 'rejected', 'disabled']

function statusTone(status: string): BadgeTone {
  if (good.includes(status)) return 'success'
  if (bad.includes(status)) return 'danger'
  if (status === 'action_required') return 'warning'
  return 'accent'
}

function alertTone(status: string): AlertTone {
  const tone = statusTone(status)
  return tone === 'success' || tone === 'danger' || tone === 'warning' ? tone : 'info'
}

function useStatusLabel() {
  const { t } = useTranslation('accounts')
  return (group: 'merchant' | 'bank' | 'merged', status: string) =>
    t(`bank.status.${group}.${status}`, { defaultValue: humanize(status) })
}

function StatusCard({
  icon,
  title,
  status,
  label,
  text,
  testId,
}: {
  icon: ReactNode
  title: ReactNode
  status: string | null
  label: string
  text: ReactNode
  testId: string
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary [&>svg]:size-5">
          {icon}
        </span>
        <Badge
          tone={status ? statusTone(status) : 'neutral'}
          size="md"
          data-testid={`${testId}-status`}
          data-status={status ?? ''}
        >
          {label}
        </Badge>
      </div>
      <h3 className="mt-4 font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-muted">{text}</p>
    </div>
  )
}

/**
 * The bank details tab (accounts §2, §4): merchant and bank account status, and the sandbox
 * simulator. Opening the payout account is a money setting: on an older sign-in the password (and
 * code) is asked again first, then the opening repeated.
 */
export function BankPanel({
  bank,
  profileComplete,
  twoFactor = false,
}: {
  bank: BankState
  profileComplete: boolean
  twoFactor?: boolean
}) {
  const { t } = useTranslation('accounts')
  const label = useStatusLabel()
  const openMerchant = useFreshSignInAction('open-merchant', twoFactor)
  const onboarding = usePayoutOnboarding(twoFactor)

  if (bank.state === 'error') {
    return (
      <Alert tone="warning" title={t('bank.error.title')} data-testid="bank-error">
        {t('bank.error.text')}
      </Alert>
    )
  }
  if (bank.state === 'missing') {
    return (
      <>
        <EmptyState
          testId="bank-missing"
          icon={<Landmark />}
          title={t('bank.missing.title')}
          text={profileComplete ? t('bank.missing.text') : t('bank.missing.textIncomplete')}
          actions={
            profileComplete ? (
              <Button
                loading={openMerchant.busy}
                onClick={openMerchant.run}
                icon={<Banknote className="size-4" />}
                data-testid="open-merchant"
              >
                {t('bank.missing.open')}
              </Button>
            ) : (
              <ButtonLink to="/complete-profile" iconRight={<ArrowRight className="size-4" />}>
                {t('bank.missing.complete')}
              </ButtonLink>
            )
          }
        />
        {openMerchant.dialog}
      </>
    )
  }

  const { merchant } = bank
  const merged = merchant.merged_status
  const bankStatus = merchant.bank_account?.status ?? null
  const actionRequired = merged.status === 'action_required'
  return (
    <div className="flex flex-col gap-6">
      <Alert
        tone={alertTone(merged.status)}
        title={label('merged', merged.status)}
        data-testid="merged-status"
        actions={
          actionRequired || merchant.overview_url ? (
            <>
              {/* What the lessor has to do (a bank account, a verification) is done at the provider. */}
              {actionRequired && (
                <Button
                  size="sm"
                  onClick={onboarding.run}
                  loading={onboarding.busy}
                  iconRight={<ArrowRight className="size-4" />}
                  data-testid="bank-continue-setup"
                >
                  {t('bank.continueSetup')}
                </Button>
              )}
              {merchant.overview_url && (
                <ExternalTextLink href={merchant.overview_url}>{t('bank.overview')}</ExternalTextLink>
              )}
            </>
          ) : undefined
        }
      >
        {t(`bank.description.${merged.description_code}`, { defaultValue: humanize(merged.description_code) })}
      </Alert>
      {onboarding.dialog}
      <div className="grid gap-4 md:grid-cols-2">
        <StatusCard
          testId="merchant-card"
          icon={<Store />}
          title={t('bank.merchant.title')}
          status={merchant.status}
          label={label('merchant', merchant.status)}
          text={t('bank.merchant.text')}
        />
        <StatusCard
          testId="bank-account-card"
          icon={<Landmark />}
          title={t('bank.account.title')}
          status={bankStatus}
          label={bankStatus ? label('bank', bankStatus) : t('bank.account.none')}
          text={t('bank.account.text')}
        />
      </div>
      {merchant.provider === 'sandbox' && <SandboxSimulator merchant={merchant} />}
    </div>
  )
}

/** One status the simulator sets: the choice, and the button that applies it. */
function SandboxStatus({
  target,
  value,
  onChange,
  busy,
  applying,
  onApply,
}: {
  target: SandboxTarget
  value: string
  onChange: (status: string) => void
  busy: boolean
  applying: boolean
  onApply: () => void
}) {
  const { t } = useTranslation('accounts')
  const label = useStatusLabel()
  return (
    <div className="flex items-end gap-2">
      <Select
        label={t(target === 'merchant' ? 'bank.sandbox.merchantStatus' : 'bank.sandbox.bankStatus')}
        containerClassName="flex-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={sandboxStatuses[target].map((status) => ({ value: status, label: label(target, status) }))}
        data-testid={`sandbox-${target}-status`}
      />
      <Button
        variant="secondary"
        loading={applying}
        disabled={busy}
        icon={<RefreshCw className="size-4" />}
        onClick={onApply}
        data-testid={`sandbox-${target}-apply`}
      >
        {t('bank.sandbox.apply')}
      </Button>
    </div>
  )
}

/** Accounts §4: in a sandbox any signed-in user may set either status; the page reloads after a pause. */
function SandboxSimulator({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('accounts')
  const fetcher = useFetcher<{ ok: true } | ActionFailure>({ key: 'sandbox' })
  const revalidator = useRevalidator()
  const bankStatus = merchant.bank_account?.status
  const [chosen, setChosen] = useState<Record<SandboxTarget, string>>(() => ({
    merchant: isOneOf(sandboxMerchantStatuses, merchant.status) ? merchant.status : 'live',
    bank: isOneOf(sandboxBankStatuses, bankStatus) ? bankStatus : 'approved',
  }))
  const [reloading, setReloading] = useState<null | SandboxTarget>(null)
  const lastTarget = useRef<SandboxTarget>('merchant')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  useActionFeedback(fetcher.data, null, {
    onSuccess: () => {
      const target = lastTarget.current
      setReloading(target)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => {
        void revalidator.revalidate().finally(() => setReloading(null))
      }, reloadDelays[target])
    },
  })

  const submit = (target: SandboxTarget) => {
    lastTarget.current = target
    void fetcher.submit(
      target === 'merchant'
        ? { intent: 'sandbox-merchant', merchant_id: merchant.id, status: chosen.merchant }
        : {
            intent: 'sandbox-bank',
            merchant_id: merchant.id,
            bank_account_id: merchant.bank_account?.id ?? '',
            status: chosen.bank,
          },
      postJson,
    )
  }
  const busy = fetcher.state !== 'idle'

  return (
    <section
      className="rounded-2xl border border-dashed border-sand-300 bg-sand-50/60 p-5 sm:p-6"
      aria-labelledby="sandbox-title"
      data-testid="sandbox-simulator"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-sand-100 text-sand-700">
          <FlaskConical className="size-[1.125rem]" aria-hidden />
        </span>
        <h3 id="sandbox-title" className="font-semibold text-ink">
          {t('bank.sandbox.title')}
        </h3>
        <Badge tone="accent">{t('bank.sandbox.badge')}</Badge>
        {reloading && (
          <span
            className="ml-auto inline-flex items-center gap-2 text-sm text-ink-muted"
            role="status"
            data-testid="sandbox-reloading"
          >
            <Spinner className="size-3.5" />
            {t('bank.sandbox.reloading', { seconds: reloadDelays[reloading] / 1000 })}
          </span>
        )}
      </div>
      <p className="mt-2 max-w-2xl text-[0.9375rem] text-ink-muted">{t('bank.sandbox.text')}</p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        {(merchant.bank_account ? (['merchant', 'bank'] as const) : (['merchant'] as const)).map((target) => (
          <SandboxStatus
            key={target}
            target={target}
            value={chosen[target]}
            onChange={(status) => setChosen((current) => ({ ...current, [target]: status }))}
            busy={busy}
            applying={busy && lastTarget.current === target}
            onApply={() => submit(target)}
          />
        ))}
      </div>
    </section>
  )
}
