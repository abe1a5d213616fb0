import { isLessorRole, isTravelerRole, kindForLessorRole, Role } from '@driftway/domain/roles'
import { Form, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { type ActivityPage, ActivityPanel, type ActivityState } from '~/components/accounts/activity-panel'
import { BankPanel, type BankState } from '~/components/accounts/bank-panel'
import { CompanyProfileForm } from '~/components/accounts/company-profile-form'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { PersonalProfileForm } from '~/components/accounts/personal-profile-form'
import { FormSection } from '~/components/accounts/profile-forms'
import { AccountActions, ChangePasswordForm, DataExport } from '~/components/accounts/security-panel'
import { UrlTabs } from '~/components/accounts/tabs'
import { TwoFactorPanel } from '~/components/accounts/two-factor-panel'
import { BillingNotice } from '~/components/billing/billing-notice'
import { BillingPanel } from '~/components/billing/billing-panel'
import { CommissionCard } from '~/components/payouts/commission-card'
import { PayoutNoticeBanner } from '~/components/payouts/payout-notice'
import { Alert, Avatar, Badge, Button, ButtonLink } from '~/components/ui'
import {
  ArrowRight,
  Check,
  History,
  IdCard,
  KeyRound,
  Landmark,
  Lightbulb,
  LogOut,
  ReceiptText,
  ShieldCheck,
} from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { displayName, initials } from '~/lib/accounts'
import { badRequest, failure, readSubmission, reauthAction, requireUser, text } from '~/lib/auth.server'
import { billingAction, loadBillingTab } from '~/lib/billing.server'
import { pageMeta } from '~/lib/meta'
import { connectAction } from '~/lib/payouts.server'
import { legalTypesFor, type Merchant, submitProfile } from '~/lib/profile.server'
import { languageFromMatches } from '~/lib/root-data'
import { startTwoFactorSetup } from '~/lib/two-factor.server'
import type { Route } from './+types/profile'

const tabs = ['details', 'password', 'bank', 'billing', 'activity'] as const
type Tab = (typeof tabs)[number]

function tabOf(value: string | null, lessor: boolean): Tab {
  const tab = (tabs as readonly string[]).includes(value ?? '') ? (value as Tab) : 'details'
  return (tab === 'bank' || tab === 'billing') && !lessor ? 'details' : tab
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  const lessor = isLessorRole(user.role)
  const tab = tabOf(url.searchParams.get('tab'), lessor)
  let bank: BankState | null = null
  if (tab === 'bank') {
    const result = await auth.api<Merchant>('/payment/merchant/my/')
    bank = result.ok
      ? { state: 'ready', merchant: result.data }
      : result.error.error_key === 'merchant_not_found'
        ? { state: 'missing' }
        : { state: 'error' }
  }
  let activity: ActivityState | null = null
  if (tab === 'activity') {
    const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
    const result = await auth.api<ActivityPage>(`/user/me/audit-log/?page=${page > 0 ? page : 1}`)
    activity = result.ok ? { state: 'ready', page: result.data } : { state: 'error' }
  }
  // Accounts §2 "tab=billing": RV lessors' plan, usage, payment method and invoices.
  const billing = tab === 'billing' && user.role === Role.RV_LESSOR ? await loadBillingTab(auth, url) : null
  const legalTypes = tab === 'details' && lessor ? await legalTypesFor(auth, user.company_country_code_iso2) : []
  const exportProblem =
    (['failed', 'too-many'] as const).find((value) => value === url.searchParams.get('export')) ?? null
  return { user, tab, bank, billing, activity, legalTypes, exportProblem }
}

/** The sandbox simulator reloads on its own schedule (accounts §4), not right after the call. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (json as { intent?: unknown } | undefined)?.intent
  if (typeof intent === 'string' && intent.startsWith('sandbox-')) return false
  return defaultShouldRevalidate
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { auth, user } = await requireUser(context, url)
  const multipart = request.headers.get('Content-Type')?.includes('multipart/form-data')
  if (multipart) {
    const submitted = await request.formData()
    if (submitted.get('intent') !== 'profile') return badRequest('unknown_intent')
    // A traveler's full personal form completes the profile here; lessors complete theirs
    // (with the terms) on /complete-profile.
    const complete = isTravelerRole(user.role) && !user.is_profile_completed
    const result = await submitProfile(auth, user, submitted, { complete })
    return result.ok ? { ok: true as const } : failure(result)
  }

  const body = await readSubmission(request)
  switch (body.intent) {
    case 'password': {
      const result = await auth.api('/user/me/password/change/', {
        method: 'POST',
        json: {
          old_password: text(body.old_password),
          new_password1: text(body.new_password1),
          new_password2: text(body.new_password2),
        },
      })
      return result.ok ? { ok: true as const } : failure(result)
    }
    case 'delete': {
      const result = await auth.api('/user/me/', { method: 'DELETE' })
      if (!result.ok) return failure(result)
      auth.signOut()
      throw redirect('/?notice=account-deleted')
    }
    case 'reauth':
      return reauthAction(auth, body)
    case 'two-factor-setup': {
      const result = await startTwoFactorSetup(auth)
      return result.ok ? { ok: true as const, setup: result.setup } : failure(result)
    }
    case 'two-factor-enable':
    case 'two-factor-disable': {
      const path = body.intent === 'two-factor-enable' ? 'enable' : 'disable'
      const result = await auth.api(`/user/me/two-factor/${path}/`, { method: 'POST', json: { otp: text(body.otp) } })
      return result.ok ? { ok: true as const, done: path } : failure(result)
    }
    // The bank tab's "Continue setup": the provider's onboarding link, as on the lessor dashboard.
    case 'connect':
      return connectAction(auth, request, 'bank')
    case 'open-merchant': {
      const result = await auth.api('/payment/merchant/my/', { method: 'POST' })
      return result.ok ? { ok: true as const } : failure(result)
    }
    case 'sandbox-merchant': {
      const path = `/payment/sandbox-simulator/merchant/update-status/${encodeURIComponent(text(body.merchant_id))}/`
      const result = await auth.api(path, { method: 'POST', json: { status: text(body.status) } })
      return result.ok ? { ok: true as const } : failure(result)
    }
    case 'billing-cancel':
    case 'billing-payment-method':
      return billingAction(auth, body.intent)
    case 'sandbox-bank': {
      const path = `/payment/sandbox-simulator/merchant/${encodeURIComponent(text(body.merchant_id))}/bank-account/${encodeURIComponent(text(body.bank_account_id))}/update-status/`
      const result = await auth.api(path, { method: 'POST', json: { status: text(body.status) } })
      return result.ok ? { ok: true as const } : failure(result)
    }
    default:
      return badRequest('unknown_intent')
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('accounts:meta.profile.title') })
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, tab, bank, billing, activity, legalTypes, exportProblem } = loaderData
  const { t } = useTranslation('accounts')
  const lessor = isLessorRole(user.role)
  const name = displayName(user) || user.email
  // Short labels on phones, so all tabs fit without scrolling.
  const tabLabel = (key: string) => (
    <>
      <span className="sm:hidden">{t(`profile.tabsShort.${key}`)}</span>
      <span className="hidden sm:inline">{t(`profile.tabs.${key}`)}</span>
    </>
  )
  const items = [
    { id: 'details', label: tabLabel(lessor ? 'company' : 'details'), to: '?tab=details', icon: <IdCard /> },
    { id: 'password', label: tabLabel('password'), to: '?tab=password', icon: <KeyRound /> },
    ...(lessor ? [{ id: 'bank', label: tabLabel('bank'), to: '?tab=bank', icon: <Landmark /> }] : []),
    ...(lessor ? [{ id: 'billing', label: tabLabel('billing'), to: '?tab=billing', icon: <ReceiptText /> }] : []),
    { id: 'activity', label: tabLabel('activity'), to: '?tab=activity', icon: <History /> },
  ]

  return (
    <>
      <AccountPageHeader
        eyebrow={t('profile.eyebrow')}
        title={name}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="primary">{t(`roles.${user.role}`)}</Badge>
            <span className="break-all">{user.email}</span>
          </span>
        }
        leading={
          <span className="hidden sm:block">
            <Avatar src={user.photo} initials={initials(name)} size="lg" />
          </span>
        }
        actions={
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary" size="sm" icon={<LogOut className="size-4" />}>
              {t('menu.logOut')}
            </Button>
          </Form>
        }
      >
        <UrlTabs items={items} current={tab} label={t('profile.tabsLabel')} />
      </AccountPageHeader>

      <div className="container-page grid gap-8 py-8 sm:py-10 xl:grid-cols-[minmax(0,1fr)_19rem] xl:gap-10">
        <div className="min-w-0">
          {!user.is_profile_completed && (
            <Alert
              tone="warning"
              className="mb-6"
              title={t('profile.incomplete.title')}
              actions={
                !isTravelerRole(user.role) ? (
                  <ButtonLink to="/complete-profile" size="sm" iconRight={<ArrowRight className="size-4" />}>
                    {t('profile.incomplete.action')}
                  </ButtonLink>
                ) : tab !== 'details' ? (
                  // A traveler's details are a tab of this page: the banner leads there from the others.
                  <ButtonLink to="?tab=details" size="sm" iconRight={<ArrowRight className="size-4" />}>
                    {t('profile.incomplete.actionTraveler')}
                  </ButtonLink>
                ) : undefined
              }
            >
              {isTravelerRole(user.role) ? t('profile.incomplete.textTraveler') : t('profile.incomplete.textLessor')}
            </Alert>
          )}

          {tab === 'details' &&
            (lessor ? (
              <CompanyProfileForm key={user.id} user={user} mode="edit" legalTypes={legalTypes} email={user.email} />
            ) : (
              <PersonalProfileForm key={user.id} user={user} mode="edit" email={user.email} />
            ))}

          {tab === 'password' && (
            <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
              <FormSection title={t('security.title')} description={t('security.text')} icon={<KeyRound />}>
                <ChangePasswordForm hasPassword={user.has_password} />
              </FormSection>
              <FormSection title={t('twoFactor.title')} description={t('twoFactor.text')} icon={<ShieldCheck />}>
                <TwoFactorPanel enabled={user.two_factor_enabled} />
              </FormSection>
              <DataExport problem={exportProblem} />
              <AccountActions />
            </div>
          )}

          {tab === 'bank' && bank && (
            <>
              <div className="mb-6">
                <h2 className="text-xl font-semibold text-ink">{t('bank.title')}</h2>
                <p className="mt-1 text-ink-muted">{t('bank.lead')}</p>
              </div>
              <PayoutNoticeBanner className="mb-6" />
              <BankPanel bank={bank} profileComplete={user.is_profile_completed} twoFactor={user.two_factor_enabled} />
              {/* Campsite and boat lessors: the commission kept from each payment before their payout (issue 14). */}
              {kindForLessorRole(user.role) && <CommissionCard kind={kindForLessorRole(user.role)!} className="mt-6" />}
            </>
          )}

          {tab === 'billing' && (
            <>
              <div className="mb-6">
                <h2 className="text-xl font-semibold text-ink">{t('billing:tab.title')}</h2>
                <p className="mt-1 text-ink-muted">{t('billing:tab.lead')}</p>
              </div>
              {billing ? (
                <>
                  <BillingNotice notice={billing.notice} />
                  <BillingPanel billing={billing.state} twoFactor={user.two_factor_enabled} />
                </>
              ) : (
                // Campsite and boat lessors pay no plan: the commission card (accounts §2, §6).
                kindForLessorRole(user.role) && <CommissionCard kind={kindForLessorRole(user.role)!} />
              )}
            </>
          )}

          {tab === 'activity' && activity && (
            <>
              <div className="mb-6">
                <h2 className="text-xl font-semibold text-ink">{t('activity.title')}</h2>
                <p className="mt-1 text-ink-muted">{t('activity.lead')}</p>
              </div>
              <ActivityPanel activity={activity} />
            </>
          )}
        </div>
        <ProfileAside tab={tab} />
      </div>
    </>
  )
}

/** Beside the form on wide screens: what this part of the profile is for. */
function ProfileAside({ tab }: { tab: Tab }) {
  const { t } = useTranslation('accounts')
  const points = t(`profile.aside.${tab}.points`, { returnObjects: true }) as unknown
  const list = Array.isArray(points) ? (points as string[]) : []
  return (
    <aside className="hidden self-start rounded-2xl border border-line bg-surface-muted/60 p-6 xl:sticky xl:top-28 xl:block">
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-surface text-primary shadow-xs ring-1 ring-line">
        <Lightbulb className="size-5" aria-hidden />
      </span>
      <h2 className="mt-4 font-semibold text-ink">{t(`profile.aside.${tab}.title`)}</h2>
      <ul className="mt-3 space-y-3 text-[0.9375rem] leading-relaxed text-ink-muted">
        {list.map((point) => (
          <li key={point} className="flex gap-2.5">
            <Check className="mt-1 size-4 shrink-0 text-forest-500" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
    </aside>
  )
}
