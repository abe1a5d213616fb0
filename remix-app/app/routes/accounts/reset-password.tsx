import { resetPasswordSchema } from '@driftway/domain/accounts'
import { useState } from 'react'
import { Link, redirect, useFetcher } from 'react-router'
import { AuthShell } from '~/components/accounts/auth-shell'
import { NewPasswordFields } from '~/components/accounts/credential-fields'
import { Alert, Button } from '~/components/ui'
import { KeyRound, LockKeyhole } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { passwordPairIssues, zodFieldErrors } from '~/lib/account-forms'
import { badRequest, getAuth, readSubmission } from '~/lib/auth.server'
import { postJson, useActionFeedback, useZodForm } from '~/lib/forms'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/reset-password'

/** POST /auth/password/reset/confirm/{uid}/{token}/, then to login with a "password changed" notice. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(await readSubmission(request))
  if (!parsed.success) return badRequest('validation_error', '', zodFieldErrors(parsed.error))
  const path = `/auth/password/reset/confirm/${encodeURIComponent(params.uid)}/${encodeURIComponent(params.token)}/`
  const result = await getAuth(context).publicApi(path, { method: 'POST', json: parsed.data })
  if (!result.ok) {
    // Accounts §8: a failed reset is logged; the visitor sees a generic notice, never the reason.
    console.warn(`[site] password reset failed: ${result.status} ${result.error.error_key} ${result.error.error_msg}`)
    return badRequest(
      result.error.error_key === 'validation_error' ? 'validation_error' : 'reset_failed',
      '',
      result.error.fields,
    )
  }
  throw redirect('/login?notice=password-reset')
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [
    ...pageMeta(lng, { title: fixedT(lng)('accounts:meta.resetPassword.title') }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ResetPassword() {
  const { t } = useTranslation('accounts')
  const reset = useFetcher<typeof action>({ key: 'reset-password' })
  const form = useZodForm(
    resetPasswordSchema,
    { new_password1: '', new_password2: '' },
    { extraIssues: passwordPairIssues },
  )
  const [failed, setFailed] = useState(false)
  useActionFeedback(reset.data, form, {
    onFailure: (failure) => {
      if (failure.error_key !== 'reset_failed') return false
      setFailed(true)
      return true
    },
  })

  return (
    <AuthShell title={t('reset.title')} lead={t('reset.lead')} icon={<LockKeyhole />} aside="none">
      {failed && (
        <Alert
          tone="warning"
          className="mb-6"
          title={t('reset.failed.title')}
          data-testid="reset-failed"
          actions={
            <Link to="/forgot-password" className="text-sm font-semibold text-primary hover:underline">
              {t('reset.failed.action')}
            </Link>
          }
        >
          {t('reset.failed.text')}
        </Alert>
      )}
      <form
        method="post"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((values) => reset.submit(values, postJson))}
      >
        <NewPasswordFields form={form} />
        <Button type="submit" size="lg" block loading={reset.state !== 'idle'} icon={<KeyRound className="size-4" />}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  )
}
