import { Form, useNavigation } from 'react-router'
import { AuthShell } from '~/components/accounts/auth-shell'
import { Alert, Button, ButtonLink } from '~/components/ui'
import { BellOff, MailCheck } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { getAuth } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/unsubscribe'

/**
 * /rental/unsubscribe/:uid/:token — the link of the lessors' daily digest of rental requests
 * (decision 0067). Opening it changes nothing (mail scanners open links); the button unsubscribes.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const result = await getAuth(context).publicApi('/rental/digest/unsubscribe/', {
    method: 'POST',
    json: { uid: params.uid, token: params.token },
  })
  return result.ok ? { ok: true as const } : { ok: false as const }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('rental:meta.unsubscribe') }), { name: 'robots', content: 'noindex' }]
}

export default function RentalUnsubscribe({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('rental')
  const busy = useNavigation().state !== 'idle'
  if (actionData?.ok) {
    return (
      <AuthShell title={t('unsubscribe.doneTitle')} icon={<MailCheck />}>
        <div className="flex flex-col items-start gap-8" data-testid="rental-unsubscribed">
          <p className="text-lg leading-relaxed text-ink-muted">{t('unsubscribe.doneText')}</p>
          <ButtonLink to="/rental/board" size="lg" block>
            {t('unsubscribe.board')}
          </ButtonLink>
        </div>
      </AuthShell>
    )
  }
  return (
    <AuthShell title={t('unsubscribe.title')} icon={<BellOff />}>
      <div className="flex flex-col gap-6" data-testid="rental-unsubscribe">
        <p className="text-lg leading-relaxed text-ink-muted">{t('unsubscribe.text')}</p>
        {actionData && !actionData.ok && (
          <Alert tone="danger" title={t('unsubscribe.failedTitle')}>
            {t('unsubscribe.failedText')}
          </Alert>
        )}
        <Form method="post">
          <Button type="submit" size="lg" block loading={busy} icon={<BellOff className="size-5" />}>
            {t('unsubscribe.submit')}
          </Button>
        </Form>
      </div>
    </AuthShell>
  )
}
