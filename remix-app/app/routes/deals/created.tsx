import { listingKinds } from '@driftway/domain/roles'
import { useEffect, useRef } from 'react'
import { data } from 'react-router'
import { DealCard } from '~/components/deals/deal-card'
import { Alert, ButtonLink, useToast } from '~/components/ui'
import { CircleCheck, Plus } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { type DealPage, dealsOfKindPath, newDealPath } from '~/lib/deals'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { requireLessor } from '../lessor/editor.server'
import type { Route } from './+types/created'

/**
 * The deals finish route (booking spec §2 "after last-minute deal creation: the deals finish
 * route"): the new deal as travelers see it, and where to go next. The lessor's own deals only.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { auth, kind } = await requireLessor(context, url)
  if (!(listingKinds as readonly string[]).includes(params.kind) || params.kind !== kind) {
    throw data(null, { status: 404 })
  }
  const answer = await auth.api<DealPage>(`/reservation/${kind}/last-minute-deal/lease/?limit=100`)
  if (!answer.ok) throw data(null, { status: 503 })
  return { kind, deal: answer.data.results.find((deal) => deal.id === params.id) ?? null }
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('deals:meta.created') }), { name: 'robots', content: 'noindex' }]
}

export default function DealCreated({ loaderData }: Route.ComponentProps) {
  const { kind, deal } = loaderData
  const { t } = useTranslation('deals')
  const toast = useToast()
  const toasted = useRef(false)
  useEffect(() => {
    // The spec's success toast after creating a deal (booking §8).
    if (deal && !toasted.current) {
      toasted.current = true
      toast.success(t('toast.created'))
    }
  }, [deal, toast, t])

  return (
    <div className="bg-gradient-to-b from-forest-50 to-surface">
      <div className="container-page flex flex-col items-center py-12 text-center sm:py-16" data-testid="deal-created">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success shadow-sm">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-[0.08em] text-accent uppercase">{t('created.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-forest-950 sm:text-4xl">
          {t('created.title')}
        </h1>
        <p className="mt-3 max-w-xl leading-relaxed text-ink-muted">{t('created.text')}</p>
        <div className="mt-8 w-full max-w-sm text-left">
          {deal ? <DealCard deal={deal} isOwner /> : <Alert tone="warning">{t('created.gone')}</Alert>}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={dealsOfKindPath(kind)} data-testid="deal-created-all">
            {t('created.all')}
          </ButtonLink>
          <ButtonLink to={newDealPath} variant="secondary" icon={<Plus className="size-4" />}>
            {t('created.another')}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
