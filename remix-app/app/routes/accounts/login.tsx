import { loginSchema } from '@driftway/domain/accounts'
import { useState } from 'react'
import { Trans } from 'react-i18next'
import { Link, redirect, useFetcher, useSearchParams } from 'react-router'
import { AuthLinks, AuthShell, OrDivider } from '~/components/accounts/auth-shell'
import { AccountPasswordInput, EmailInput, OtpInput } from '~/components/accounts/credential-fields'
import { GoogleButton } from '~/components/accounts/google-button'
import { NoticeBanner, useNotice } from '~/components/accounts/notice'
import { Alert, Button, useToast } from '~/components/ui'
import { LogIn, Mail } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { landingAfterSignIn, signInRedirect } from '~/lib/accounts'
import { badRequest, failure, getAuth, readSubmission, type TokenPair, text } from '~/lib/auth.server'
import { postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches, useRootData } from '~/lib/root-data'
import type { Route } from './+types/login'

export const handle = { inlineNotices: true }

export async function loader({ context, url }: Route.LoaderArgs) {
  // Signed in already: straight to where a sign-in would lead.
  const user = await getAuth(context).user()
  if (user) throw redirect(landingAfterSignIn(user, url.searchParams.get('redirect')))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = getAuth(context)
  const body = await readSubmission(request)

  if (body.intent === 'resend') {
    // Accounts §8: the answer is always "Email was sent.", whatever happened.
    const email = text(body.email).trim()
    if (email) await auth.publicApi('/user/resend-email/', { method: 'POST', json: { email } })
    return { ok: true as const, intent: 'resend' as const }
  }

  // The code field only exists once the API asked for it (two-factor sign-in).
  if (body.otp === '' || body.otp === undefined) delete body.otp
  const parsed = loginSchema.safeParse(body)
  if (!parsed.success) return badRequest('validation_error')
  const tokens = await auth.publicApi<TokenPair>('/auth/token/', { method: 'POST', json: parsed.data })
  if (!tokens.ok) return failure(tokens)
  auth.signIn(tokens.data)
  const user = await auth.user()
  if (!user) return badRequest('unreachable')
  throw redirect(landingAfterSignIn(user, body.redirect))
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const t = fixedT(lng)
  return pageMeta(lng, { title: t('accounts:meta.login.title'), description: t('accounts:meta.login.description') })
}

export default function Login() {
  const { t } = useTranslation('accounts')
  const { env } = useRootData()
  const [params] = useSearchParams()
  const notice = useNotice()
  const redirectTo = signInRedirect(params.get('redirect'))
  const login = useFetcher<typeof action>({ key: 'login' })
  const resend = useFetcher<typeof action>({ key: 'resend-confirmation' })
  const toast = useToast()
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  // Right password, two-factor sign-in on: the second step asks for the authenticator code.
  const [needsCode, setNeedsCode] = useState(false)

  const form = useZodForm(loginSchema, { email: '', password: '' })
  const errorOf = useFieldErrors(form)

  useActionFeedback(login.data, form, {
    onFailure: (failure) => {
      if (failure.error_key === 'email_not_activated') {
        setUnconfirmed(form.getValues('email'))
        return true
      }
      setUnconfirmed(null)
      if (failure.error_key === 'otp_required') {
        setNeedsCode(true)
        return true
      }
      if (failure.error_key === 'invalid_otp') {
        form.setError('otp', { type: 'server', message: t('twoFactor.wrongCode') }, { shouldFocus: true })
        return true
      }
      return false
    },
  })
  useActionFeedback(resend.data, null, { onSuccess: () => toast.success(t('login.resendDone')) })

  const withRedirect = (path: string) => (redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path)
  const googleParams = new URLSearchParams({ from: 'login' })
  if (redirectTo) googleParams.set('redirect', redirectTo)

  return (
    <AuthShell
      eyebrow={t('login.eyebrow')}
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <AuthLinks
          links={[
            { text: t('login.noAccount'), label: t('login.signUp'), to: withRedirect('/signup') },
            { text: t('login.lessorQuestion'), label: t('login.lessorSignUp'), to: '/signup/lessor' },
          ]}
        />
      }
    >
      <NoticeBanner notice={notice} className="mb-6" />
      {unconfirmed && (
        <Alert
          tone="warning"
          className="mb-6"
          data-testid="email-not-activated"
          title={t('login.notActivated.title')}
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<Mail className="size-4" />}
              loading={resend.state !== 'idle'}
              onClick={() => void resend.submit({ intent: 'resend', email: unconfirmed }, postJson)}
            >
              {t('login.notActivated.resend')}
            </Button>
          }
        >
          <Trans t={t} i18nKey="login.notActivated.text" values={{ email: unconfirmed }} components={{ b: <b /> }} />
        </Alert>
      )}

      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) =>
          login.submit({ intent: 'login', ...values, redirect: redirectTo }, postJson),
        )}
      >
        <EmailInput error={errorOf('email')} {...form.register('email')} />
        <div className="flex flex-col gap-2">
          <AccountPasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            error={errorOf('password')}
            {...form.register('password')}
          />
          <Link
            to="/forgot-password"
            className="self-end text-sm font-semibold text-primary hover:text-primary-hover hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        {needsCode && (
          <Alert tone="info" title={t('twoFactor.loginTitle')} data-testid="otp-step">
            <p className="mb-3">{t('twoFactor.loginText')}</p>
            <OtpInput autoFocus error={errorOf('otp')} {...form.register('otp')} />
          </Alert>
        )}
        <Button type="submit" size="lg" block loading={login.state !== 'idle'} icon={<LogIn className="size-5" />}>
          {t('login.submit')}
        </Button>
      </form>

      {env.GOOGLE_SIGN_IN && (
        <>
          <OrDivider label={t('common.or')} />
          <GoogleButton href={`/auth/google?${googleParams}`} label={t('google.continue')} />
        </>
      )}
    </AuthShell>
  )
}
