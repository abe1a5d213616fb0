import { emailOnlySchema } from '@driftway/domain/accounts'
import { Trans } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import { AuthShell } from '~/components/accounts/auth-shell'
import { EmailInput } from '~/components/accounts/credential-fields'
import { Button, ButtonLink } from '~/components/ui'
import { ArrowLeft, KeyRound, MailCheck, Send } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { zodFieldErrors } from '~/lib/account-forms'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { postJson, useActionFeedback, useFieldErrors, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/forgot-password'

/** POST /auth/password/reset/: the API mails `/reset-password/{uid}/{token}`. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = emailOnlySchema.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const result = await getAuth(context).publicApi('/auth/password/reset/', { method: 'POST', json: parsed.data })
  if (!result.ok) return failure(result)
  return { ok: true as const, email: parsed.data.email }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('accounts:meta.forgotPassword.title') })
}

export default function ForgotPassword() {
  const { t } = useTranslation('accounts')
  const reset = useFetcher<typeof action>({ key: 'forgot-password' })
  const form = useZodForm(emailOnlySchema, { email: '' })
  const errorOf = useFieldErrors(form)
  useActionFeedback(reset.data, form, {
    onFailure: (failure) => {
      // Accounts §8: an unknown address says so, right under the field.
      if (failure.error_key !== 'user_not_found') return false
      form.setError('email', { type: 'server', message: 'accounts:forgot.notFound' }, { shouldFocus: true })
      return true
    },
  })
  const sent = reset.data?.ok ? reset.data.email : null

  if (sent) {
    return (
      <AuthShell title={t('forgot.sent.title')} aside="none">
        <div className="flex flex-col items-center text-center" data-testid="reset-sent">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <p className="mt-5 leading-relaxed text-ink-muted">
            <Trans
              t={t}
              i18nKey="forgot.sent.text"
              values={{ email: sent }}
              components={{ b: <b className="font-semibold break-all text-ink" /> }}
            />
          </p>
          <ButtonLink to="/login" className="mt-7" block icon={<ArrowLeft className="size-4" />}>
            {t('common.backToLogin')}
          </ButtonLink>
        </div>
      </AuthShell>
    )
  }

  return (
    <AuthShell
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      icon={<KeyRound />}
      aside="none"
      footer={
        <Link to="/login" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t('common.backToLogin')}
        </Link>
      }
    >
      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) => reset.submit(values, postJson))}
      >
        <EmailInput error={errorOf('email')} {...form.register('email')} />
        <Button type="submit" size="lg" block loading={reset.state !== 'idle'} icon={<Send className="size-4" />}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthShell>
  )
}
