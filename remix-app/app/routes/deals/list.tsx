import { isLessorRole, kindForLessorRole, type ListingKind, listingKinds } from '@driftway/domain/roles'
import { useEffect, useRef } from 'react'
import { data, Link, redirect, useFetcher, useLocation } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { DealCard } from '~/components/deals/deal-card'
import { kindNav } from '~/components/layout/nav-items'
import { ButtonLink, useToast } from '~/components/ui'
import { Percent, Plus, Search } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { badRequest, failure, getAuth, readSubmission } from '~/lib/auth.server'
import { cn } from '~/lib/cn'
import { dealUnitText } from '~/lib/deal-text'
import { type Deal, type DealPage, dealsOfKindPath, newDealPath } from '~/lib/deals'
import { apiErrorText, isFailure, postJson } from '~/lib/forms'
import { kindPaths } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches, useRootData } from '~/lib/root-data'
import type { Route } from './+types/list'

const pageSize = 24

const kindOf = (value: string | null, fallback: ListingKind): ListingKind =>
  (listingKinds as readonly string[]).includes(value ?? '') ? (value as ListingKind) : fallback

/**
 * The last-minute deals list route (booking spec §2): live deals of one kind, the lessor's own with
 * delete, everyone else's with Book now and (travelers) the wishlist heart. Public.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const auth = getAuth(context)
  const user = await auth.user()
  // A lessor lands on their own kind, where their deals are.
  const ownKind = user ? kindForLessorRole(user.role) : null
  const kind = kindOf(url.searchParams.get('kind'), ownKind ?? 'recreational_vehicle')
  const limit = Math.min(96, Math.max(pageSize, Math.floor(Number(url.searchParams.get('limit')) || pageSize)))
  const path = `/reservation/${kind}/last-minute-deal/travel/?${new URLSearchParams({ limit: String(limit) })}`
  const answer = auth.signedIn ? await auth.api<DealPage>(path) : await auth.publicApi<DealPage>(path)
  if (!answer.ok) throw data(null, { status: answer.status >= 500 || answer.reason !== 'error' ? 503 : answer.status })
  return { kind, limit, page: answer.data, ownKind }
}

/** Delete (owner lessor only; the API answers 404 for anyone else's deal), then back to the deals list. */
export async function action({ context, request }: Route.ActionArgs) {
  const auth = getAuth(context)
  const user = await auth.user()
  if (!user || !isLessorRole(user.role)) return badRequest('permission_denied')
  const body = await readSubmission(request)
  const kind = kindOf(typeof body.kind === 'string' ? body.kind : null, 'recreational_vehicle')
  const id = typeof body.id === 'string' ? body.id : ''
  if (body.intent !== 'delete' || !id) return badRequest('validation_error')
  const answer = await auth.api(`/reservation/${kind}/last-minute-deal/lease/${encodeURIComponent(id)}/`, {
    method: 'DELETE',
  })
  if (!answer.ok) return failure(answer)
  // Booking spec §2: "after removal: the deals list".
  throw redirect(`${dealsOfKindPath(kind)}&deleted=1`)
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return pageMeta(lng, { title: fixedT(lng)('deals:meta.title') })
}

export default function DealsList({ loaderData }: Route.ComponentProps) {
  const { kind, page, limit, ownKind } = loaderData
  const { t } = useTranslation('deals')
  const { t: tc } = useTranslation()
  const { user } = useRootData()
  const toast = useToast()
  const fetcher = useFetcher()
  const deletingId = fetcher.state !== 'idle' ? (fetcher.json as { id?: string } | undefined)?.id : undefined

  // After a deletion the action redirects here with ?deleted=1: one toast per arrival (location.key).
  const location = useLocation()
  const toasted = useRef('')
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (!params.get('deleted') || toasted.current === location.key) return
    toasted.current = location.key
    toast.success(t('toast.deleted'))
    params.delete('deleted')
    window.history.replaceState(window.history.state, '', `${location.pathname}?${params}`)
  }, [location.key, location.search, location.pathname, toast, t])
  useEffect(() => {
    if (fetcher.state === 'idle' && isFailure(fetcher.data)) toast.error(apiErrorText(tc, fetcher.data, { kind }))
  }, [fetcher.state, fetcher.data, toast, tc, kind])

  const onDelete = (deal: Deal) =>
    fetcher.submit({ intent: 'delete', id: deal.id, kind: deal.kind }, { ...postJson, action: '/last-minute-deals' })
  const isLessorOfKind = ownKind === kind

  return (
    <>
      <AccountPageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        lead={dealUnitText(t, 'page.lead', kind)}
        actions={
          ownKind ? (
            <ButtonLink to={newDealPath} icon={<Plus className="size-4" />} data-testid="create-deal">
              {t('lessor.create')}
            </ButtonLink>
          ) : undefined
        }
      >
        <nav aria-label={t('page.kinds')} className="-mb-px flex gap-1 overflow-x-auto">
          {kindNav.map(({ kind: tabKind, labelKey, Icon }) => (
            <Link
              key={tabKind}
              to={dealsOfKindPath(tabKind)}
              aria-current={tabKind === kind ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 border-b-2 px-2 py-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-3 [&>svg]:size-[1.125rem]',
                tabKind === kind
                  ? 'border-primary text-primary'
                  : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
              )}
              data-testid={`deals-tab-${tabKind}`}
            >
              <Icon aria-hidden />
              {tc(labelKey)}
            </Link>
          ))}
        </nav>
      </AccountPageHeader>

      <div className="container-page py-8 lg:py-10">
        {page.results.length === 0 ? (
          <EmptyState
            testId="deals-empty"
            icon={<Percent />}
            title={t('empty.title')}
            text={dealUnitText(t, isLessorOfKind ? 'empty.lessorText' : 'empty.text', kind)}
            actions={
              isLessorOfKind ? (
                <ButtonLink to={newDealPath} icon={<Plus className="size-4" />}>
                  {t('empty.create')}
                </ButtonLink>
              ) : (
                <ButtonLink to={kindPaths[kind].search} variant="secondary" icon={<Search className="size-4" />}>
                  {dealUnitText(t, 'empty.search', kind)}
                </ButtonLink>
              )
            }
          />
        ) : (
          <>
            <p className="mb-5 text-sm font-medium text-ink-muted" data-testid="deals-count">
              {t('page.count', { count: page.count })}
              {isLessorOfKind && <span className="text-ink-subtle"> · {t('lessor.hint')}</span>}
            </p>
            <ul
              className="grid grid-cols-1 gap-6 min-[560px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
              data-testid="deal-cards"
            >
              {page.results.map((deal) => (
                <li key={deal.id}>
                  <DealCard
                    deal={deal}
                    isOwner={Boolean(user && deal.lessor === user.id)}
                    deleting={deletingId === deal.id}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
            {page.has_more && (
              <div className="mt-10 flex justify-center">
                <ButtonLink
                  to={`${dealsOfKindPath(kind)}&limit=${limit + pageSize}`}
                  variant="secondary"
                  preventScrollReset
                >
                  {t('page.loadMore')}
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
