import { isTravelerRole, listingKinds } from '@driftway/domain/roles'
import { data, redirect } from 'react-router'
import { RequestSummary } from '~/components/rental/request-summary'
import { Alert, ButtonLink } from '~/components/ui'
import { CircleCheck, ListChecks, Plus } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor } from '~/lib/accounts'
import { requireUser } from '~/lib/auth.server'
import { pageMeta } from '~/lib/meta'
import { newRentalRequestPath, rentalRequestsPath, type TravelerRequest } from '~/lib/rental'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/sent'

/**
 * The post-rental-request finish route (booking spec §2 "After a rental request: the finish route
 * for rental requests"): the request as lessors will read it, and where to go next.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  if (!isTravelerRole(user.role)) throw redirect(homeFor(user))
  const kind = listingKinds.find((value) => value === params.kind)
  if (!kind) throw data(null, { status: 404 })
  const answer = await auth.api<{ results: TravelerRequest[] }>(`/reservation/${kind}/rental/travel/`)
  if (!answer.ok) throw data(null, { status: 503 })
  return { kind, request: answer.data.results.find((row) => row.id === params.id) ?? null }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('rental:meta.sent') }), { name: 'robots', content: 'noindex' }]
}

export default function RentalRequestSent({ loaderData }: Route.ComponentProps) {
  const { kind, request } = loaderData
  const { t } = useTranslation('rental')
  return (
    <div className="bg-gradient-to-b from-forest-50 to-surface">
      <div className="container-page flex flex-col items-center py-12 text-center sm:py-16" data-testid="rental-sent">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success shadow-sm">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('sent.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
          {t('sent.title')}
        </h1>
        <p className="mt-3 max-w-xl leading-relaxed text-ink-muted">{t('sent.text')}</p>
        <div className="mt-8 w-full max-w-lg rounded-2xl border border-line bg-surface p-5 text-left shadow-xs sm:p-6">
          {request ? <RequestSummary request={request} /> : <Alert tone="warning">{t('sent.gone')}</Alert>}
        </div>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink
            to={rentalRequestsPath(kind)}
            icon={<ListChecks className="size-4" />}
            data-testid="rental-sent-mine"
          >
            {t('sent.mine')}
          </ButtonLink>
          <ButtonLink to={newRentalRequestPath(kind)} variant="secondary" icon={<Plus className="size-4" />}>
            {t('sent.another')}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
