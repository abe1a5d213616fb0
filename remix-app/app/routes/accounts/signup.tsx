import { Role } from '@driftway/domain/roles'
import { redirect, useFetcher, useSearchParams } from 'react-router'
import { AuthLinks, AuthShell } from '~/components/accounts/auth-shell'
import { NoticeBanner, useNotice } from '~/components/accounts/notice'
import { NameFields } from '~/components/accounts/profile-forms'
import {
  blankCredentials,
  CheckInbox,
  GoogleSignup,
  refuseTakenEmail,
  SignupCredentials,
  SignupSubmit,
  useSignupForm,
} from '~/components/accounts/signup-parts'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { confirmationIssues, travelerSignupSchema, zodFieldErrors } from '~/lib/account-forms'
import { landingAfterSignIn, lessorRoleFromParam, lessorSignupHref, signInRedirect } from '~/lib/accounts'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { postJson, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/signup'

export const handle = { inlineNotices: true }

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await getAuth(context).user()
  if (user) throw redirect(landingAfterSignIn(user, url.searchParams.get('redirect')))
  // Old lessor links (/signup?role=3) lead to the lessor form.
  const role = url.searchParams.get('role')
  if (role && role !== '1' && role !== 'traveler') throw redirect(lessorSignupHref(lessorRoleFromParam(role)))
  return null
}

/** POST /user/ with the traveler registration payload (accounts §3). */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context)
  const parsed = travelerSignupSchema.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const { first_name, last_name, email, password } = parsed.data
  const created = await auth.publicApi('/user/', {
    method: 'POST',
    json: {
      first_name,
      last_name,
      email,
      password,
      role: Role.TRAVELER,
      lang_code: auth.lng,
      is_profile_completed: false,
      currency_code: 'EUR',
    },
  })
  if (!created.ok) return failure(created)
  return { ok: true as const, email }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: t('accounts:meta.signup.title'), description: t('accounts:meta.signup.description') })
}

export default function Signup() {
  const { t } = useTranslation('accounts')
  const [params] = useSearchParams()
  const notice = useNotice()
  const redirectTo = signInRedirect(params.get('redirect'))
  const signup = useFetcher<typeof action>({ key: 'signup' })

  const form = useZodForm(
    travelerSignupSchema,
    { first_name: '', last_name: '', ...blankCredentials },
    { extraIssues: confirmationIssues },
  )
  const { emailCheck, accepted } = useSignupForm(form, signup.data)

  const done = signup.data?.ok ? signup.data.email : null
  const googleParams = new URLSearchParams({ from: 'signup', role: String(Role.TRAVELER) })
  if (redirectTo) googleParams.set('redirect', redirectTo)
  const loginHref = redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'

  if (done) {
    return (
      <AuthShell title={t('signup.success.heading')} aside="traveler">
        <CheckInbox email={done} />
      </AuthShell>
    )
  }

  return (
    <AuthShell
      eyebrow={t('signup.eyebrow')}
      title={t('signup.title')}
      lead={t('signup.lead')}
      footer={
        <AuthLinks
          links={[
            { text: t('signup.haveAccount'), label: t('signup.logIn'), to: loginHref },
            { text: t('login.lessorQuestion'), label: t('login.lessorSignUp'), to: '/signup/lessor' },
          ]}
        />
      }
    >
      <NoticeBanner notice={notice} className="mb-6" />
      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) => {
          if (refuseTakenEmail(form, emailCheck, values.email)) return
          signup.submit(values, postJson)
        })}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields form={form} maxLength={35} />
        </div>
        <SignupCredentials form={form} emailCheck={emailCheck} />
        <SignupSubmit accepted={accepted} submitting={signup.state !== 'idle'} label={t('signup.submit')} />
      </form>
      <GoogleSignup accepted={accepted} params={googleParams} />
    </AuthShell>
  )
}
