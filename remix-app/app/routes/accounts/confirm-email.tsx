import { redirect } from 'react-router'
import { AuthShell } from '~/components/accounts/auth-shell'
import { ButtonLink } from '~/components/ui'
import { ArrowRight, CircleCheckBig } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { getAuth } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/confirm-email'

/**
 * /confirm-email/:key — the link of the confirmation e-mail. Confirms (POST /user/email/verify/)
 * and says so; a bad or expired key goes to login (accounts §8) with a notice to ask for a new one.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const auth = getAuth(context)
  const result = await auth.publicApi('/user/email/verify/', { method: 'POST', json: { key: params.key } })
  if (!result.ok) {
    console.warn(`[site] e-mail confirmation failed: ${result.error.error_key}`)
    throw redirect('/login?notice=confirmation-failed')
  }
  const user = await auth.user()
  return { next: user ? homeFor(user) : null }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [
    ...pageMeta(lng, { title: fixedT(lng)('accounts:meta.confirmEmail.title') }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  return (
    <AuthShell title={t('confirm.title')} icon={<CircleCheckBig />} aside="traveler">
      <div className="flex flex-col items-start" data-testid="email-confirmed">
        <p className="text-lg leading-relaxed text-ink-muted">{t('confirm.text')}</p>
        <ButtonLink
          to={loaderData.next ?? '/login'}
          size="lg"
          block
          className="mt-8"
          iconRight={<ArrowRight className="size-5" />}
        >
          {loaderData.next ? t('confirm.continue') : t('confirm.logIn')}
        </ButtonLink>
      </div>
    </AuthShell>
  )
}
