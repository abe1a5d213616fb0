import { supportedCurrencies } from '@driftway/domain/money'
import { kindForLessorRole, lessorRoleForKind, Role } from '@driftway/domain/roles'
import { useEffect } from 'react'
import { Link, redirect, useFetcher } from 'react-router'
import { AuthLinks, AuthShell } from '~/components/accounts/auth-shell'
import { NoticeBanner, useNotice } from '~/components/accounts/notice'
import {
  blankCredentials,
  CheckInbox,
  GoogleSignup,
  refuseTakenEmail,
  SignupCredentials,
  SignupSubmit,
  useSignupForm,
} from '~/components/accounts/signup-parts'
import { kindNav } from '~/components/layout/nav-items'
import { Input, Select } from '~/components/ui'
import { Building2 } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { confirmationIssues, lessorSignupSchema, zodFieldErrors } from '~/lib/account-forms'
import { landingAfterSignIn, lessorRoleFromParam, lessorSignupHref } from '~/lib/accounts'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { postJson, useFieldErrors, useZodForm } from '~/lib/forms'
import { kindKeys } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/signup-lessor'

export const handle = { inlineNotices: true }

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await getAuth(context).user()
  if (user) throw redirect(landingAfterSignIn(user, null))
  return { role: lessorRoleFromParam(url.searchParams.get('role')) }
}

/** POST /user/ with the lessor registration payload: company name and currency instead of a personal name. */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context)
  const body = await readSubmission(request)
  const role = lessorRoleFromParam(String(body.role ?? ''))
  const parsed = lessorSignupSchema.safeParse(body)
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const { company_name, email, password } = parsed.data
  // Only campsite lessors choose their currency (accounts §2); the others trade in euros.
  const currency_code = role === Role.CAMPSITE_LESSOR ? parsed.data.currency_code : 'EUR'
  const created = await auth.publicApi('/user/', {
    method: 'POST',
    json: { company_name, email, password, role, currency_code, lang_code: auth.lng, is_profile_completed: false },
  })
  if (!created.ok) return failure(created)
  return { ok: true as const, email }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, {
    title: t('accounts:meta.signupLessor.title'),
    description: t('accounts:meta.signupLessor.description'),
  })
}

export default function LessorSignup({ loaderData }: Route.ComponentProps) {
  const { role } = loaderData
  const { t } = useTranslation('accounts')
  const { t: tc } = useTranslation()
  const notice = useNotice()
  const signup = useFetcher<typeof action>({ key: 'signup-lessor' })
  const kind = kindForLessorRole(role) ?? 'recreational_vehicle'
  const campsite = role === Role.CAMPSITE_LESSOR

  const form = useZodForm(
    lessorSignupSchema,
    { company_name: '', currency_code: 'EUR', ...blankCredentials },
    { extraIssues: confirmationIssues },
  )
  const errorOf = useFieldErrors(form)
  const { emailCheck, accepted } = useSignupForm(form, signup.data)
  // Switching the kind keeps what was typed, but the currency only applies to campsites.
  useEffect(() => {
    if (!campsite) form.setValue('currency_code', 'EUR')
  }, [campsite, form])

  const done = signup.data?.ok ? signup.data.email : null
  const googleParams = new URLSearchParams({ from: 'signup-lessor', role: String(role) })
  const aside = role === Role.RV_LESSOR ? 'lessor-rv' : 'lessor-commission'

  if (done) {
    return (
      <AuthShell title={t('signup.success.heading')} aside={aside}>
        <CheckInbox email={done} />
      </AuthShell>
    )
  }

  return (
    <AuthShell
      eyebrow={t('signupLessor.eyebrow')}
      title={t(`signupLessor.title.${kindKeys[kind]}`)}
      lead={t(`signupLessor.lead.${kindKeys[kind]}`)}
      aside={aside}
      footer={
        <AuthLinks
          links={[
            { text: t('signup.haveAccount'), label: t('signup.logIn'), to: '/login' },
            { text: t('signupLessor.travelerQuestion'), label: t('signupLessor.travelerSignUp'), to: '/signup' },
          ]}
        />
      }
    >
      <NoticeBanner notice={notice} className="mb-6" />
      <fieldset className="mb-7">
        <legend className="mb-2.5 text-sm font-medium text-ink">{t('signupLessor.kindLabel')}</legend>
        {/* Three tiles side by side from tablet width; on a phone "Campingplätze" is wider than a third of the card. */}
        <div className="grid gap-2 sm:grid-cols-3" data-testid="lessor-kind">
          {kindNav.map(({ kind: option, Icon, labelKey }) => {
            const optionRole = lessorRoleForKind(option)
            const active = optionRole === role
            const href = lessorSignupHref(optionRole)
            return (
              <Link
                key={option}
                to={href}
                replace
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2.5 rounded-xl border px-3.5 py-2.5 text-sm font-semibold sm:flex-col sm:gap-1.5 sm:px-2 sm:py-3 transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                  active
                    ? 'border-primary bg-primary-soft text-primary ring-1 ring-primary'
                    : 'border-line-strong bg-surface text-ink-muted hover:border-stone-400 hover:text-ink',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {tc(labelKey)}
              </Link>
            )
          })}
        </div>
      </fieldset>

      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) => {
          if (refuseTakenEmail(form, emailCheck, values.email)) return
          signup.submit({ ...values, role }, postJson)
        })}
      >
        <Input
          label={t('fields.companyName')}
          autoComplete="organization"
          maxLength={100}
          icon={<Building2 />}
          error={errorOf('company_name')}
          {...form.register('company_name')}
        />
        {campsite ? (
          <Select
            label={t('fields.currency')}
            hint={t('signupLessor.currencyHint')}
            options={supportedCurrencies.map((code) => ({ value: code, label: code }))}
            error={errorOf('currency_code')}
            {...form.register('currency_code')}
          />
        ) : (
          <p className="-mt-1 text-sm text-ink-muted">{t('signupLessor.currencyFixed')}</p>
        )}
        <SignupCredentials form={form} emailCheck={emailCheck} lessor />
        <SignupSubmit accepted={accepted} submitting={signup.state !== 'idle'} label={t('signupLessor.submit')} />
      </form>
      <GoogleSignup accepted={accepted} params={googleParams} />
    </AuthShell>
  )
}
