import { Form, useNavigation } from 'react-router'
import { AuthShell } from '~/components/accounts/auth-shell'
import { Alert, Button, ButtonLink } from '~/components/ui'
import { ArrowRight, Lock, LockKeyhole } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/lock-account'

/**
 * /lock-account/:uid/:token — the "this was not me" link of security e-mails (failed sign-ins,
 * payout changes, two-factor switched off). Opening the link changes nothing (mail scanners open
 * links); the button locks: every session signed out, password sign-in refused until a reset.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const auth = getAuth(context)
  const uid = encodeURIComponent(params.uid)
  const token = encodeURIComponent(params.token)
  const result = await auth.publicApi(`/auth/lock/${uid}/${token}/`, { method: 'POST' })
  if (!result.ok) return { ok: false as const, error_key: result.error.error_key }
  // This browser's session (if any) is one of those the API just revoked.
  auth.signOut()
  return { ok: true as const }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [
    ...pageMeta(lng, { title: fixedT(lng)('accounts:meta.lockAccount.title') }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function LockAccount({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const busy = useNavigation().state !== 'idle'
  if (actionData?.ok) {
    return (
      <AuthShell title={t('lockAccount.doneTitle')} icon={<LockKeyhole />}>
        <div className="flex flex-col items-start" data-testid="account-locked">
          <p className="text-lg leading-relaxed text-ink-muted">{t('lockAccount.doneText')}</p>
          <ButtonLink
            to="/forgot-password"
            size="lg"
            block
            className="mt-8"
            iconRight={<ArrowRight className="size-5" />}
          >
            {t('lockAccount.reset')}
          </ButtonLink>
        </div>
      </AuthShell>
    )
  }
  return (
    <AuthShell title={t('lockAccount.title')} icon={<Lock />}>
      <div className="flex flex-col gap-6" data-testid="lock-account">
        <p className="text-lg leading-relaxed text-ink-muted">{t('lockAccount.text')}</p>
        {actionData && !actionData.ok && (
          <Alert tone="danger" title={t('lockAccount.failedTitle')} data-testid="lock-failed">
            {t('lockAccount.failedText')}
          </Alert>
        )}
        <Form method="post">
          <Button type="submit" variant="danger" size="lg" block loading={busy} icon={<Lock className="size-5" />}>
            {t('lockAccount.submit')}
          </Button>
        </Form>
      </div>
    </AuthShell>
  )
}
