import { useEffect, useState } from 'react'
import { data, redirect, useFetcher } from 'react-router'
import { EmptyState } from '~/components/accounts/empty-state'
import { AccountPageHeader } from '~/components/accounts/page-header'
import { InlineError } from '~/components/errors/inline-error'
import { kindNav } from '~/components/layout/nav-items'
import { DeleteFeedback, ListingRow, type OwnListing } from '~/components/lessor-wizard/listing-row'
import { Alert, Button, ButtonLink } from '~/components/ui'
import { ArrowRight, Plus } from '~/components/ui/icons'
import { fixedT } from '~/i18n/instance'
import { useTranslation } from '~/i18n/use-translation'
import { homeFor, kindFromLessorSegment, lessorSegments } from '~/lib/accounts'
import { badRequest, failure, readSubmission } from '~/lib/auth.server'
import { kindKeys } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import type { Route } from './+types/listings'
import { requireLessor } from './editor.server'

/** Page size of the own-listings endpoint (listings spec §2: 30, load more appends). */
const pageSize = 30

type OwnListingsPage = { count: number; has_more?: boolean; next_offset?: number | null; results: OwnListing[] }
type Paging = { hasMore: boolean; nextOffset: number }

/** The first of each id: a listing that moved between pages while loading more shows once. */
function uniqueById(rows: OwnListing[]): OwnListing[] {
  const seen = new Set<string>()
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)))
}

async function lessorOfPage(context: Route.LoaderArgs['context'], url: URL) {
  const kind = kindFromLessorSegment(url.pathname.split('/').filter(Boolean)[1])
  if (!kind) throw data(null, { status: 404 })
  const { auth, user, kind: own } = await requireLessor(context, url)
  // Each lessor role owns one kind: another kind's page sends them to their own.
  if (own !== kind) throw redirect(homeFor(user))
  return { kind, auth, user }
}

/** The lessor's own listings of the page's kind: `GET /listing/{kind}/my/`, newest change first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { kind, auth, user } = await lessorOfPage(context, url)
  const offset = Math.max(0, Math.floor(Number(url.searchParams.get('offset')) || 0))
  const params = new URLSearchParams({ limit: String(pageSize), offset: String(offset), order_by: '-updated_at' })
  const result = await auth.api<OwnListingsPage>(`/listing/${kind}/my/?${params}`)
  const notice = url.searchParams.get('published')
    ? ('published' as const)
    : url.searchParams.get('saved')
      ? ('saved' as const)
      : null
  if (!result.ok) {
    console.warn(`[site] own listings unavailable: ${result.status} ${result.error.error_key}`)
    return { kind, offset, profileComplete: user.is_profile_completed, listings: null, notice }
  }
  const body = result.data
  return {
    kind,
    offset,
    profileComplete: user.is_profile_completed,
    notice,
    listings: {
      count: body.count ?? body.results.length,
      results: body.results ?? [],
      hasMore: Boolean(body.has_more),
      nextOffset: body.next_offset ?? offset + pageSize,
    },
  }
}

/** Row actions: publish, duplicate, delete (spec §4 lifecycle). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { kind, auth } = await lessorOfPage(context, url)
  const body = await readSubmission(request)
  const id = typeof body.id === 'string' ? encodeURIComponent(body.id) : ''
  if (!id) return badRequest('not_found')
  const base = `/listing/${kind}/my/${id}`
  if (body.intent === 'publish') {
    const result = await auth.api(`${base}/publish/`, { method: 'PATCH', json: {} })
    return result.ok ? { ok: true as const, intent: 'publish' as const } : failure(result)
  }
  if (body.intent === 'duplicate') {
    const result = await auth.api<{ id: string }>(`${base}/duplicate/`, { method: 'POST' })
    return result.ok ? { ok: true as const, intent: 'duplicate' as const, id: result.data.id } : failure(result)
  }
  if (body.intent === 'delete') {
    const result = await auth.api(`${base}/`, { method: 'DELETE' })
    return result.ok ? { ok: true as const, intent: 'delete' as const } : failure(result)
  }
  return badRequest('unknown_intent')
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  const key = kindKeys[loaderData?.kind ?? 'recreational_vehicle']
  return pageMeta(lng, { title: fixedT(lng)(`accounts:meta.lessorListings.${key}`) })
}

export default function LessorListings({ loaderData }: Route.ComponentProps) {
  const { kind, listings, profileComplete, notice } = loaderData
  const { t } = useTranslation('accounts')
  const { t: tl } = useTranslation('lessor')
  const key = kindKeys[kind]
  const segment = lessorSegments[kind]
  const Icon = kindNav.find((item) => item.kind === kind)!.Icon
  const createHref = `/lessor/${segment}/new`

  // "Load more" appends the next 30; a change (delete, duplicate…) reloads from the first page,
  // so pages count as appended only to the first page they were loaded for.
  const more = useFetcher<typeof loader>()
  const [loaded, setLoaded] = useState<{ to: typeof listings; rows: OwnListing[]; page: Paging } | null>(null)
  const appended = loaded?.to === listings ? loaded : null
  useEffect(() => {
    const page = more.data?.listings
    if (more.state !== 'idle' || !page) return
    setLoaded((current) => ({
      to: listings,
      rows: [...(current?.to === listings ? current.rows : []), ...page.results],
      page,
    }))
  }, [more.state, more.data, listings])
  const { hasMore, nextOffset } = appended?.page ?? listings ?? { hasMore: false, nextOffset: pageSize }
  const rows = listings ? uniqueById([...listings.results, ...(appended?.rows ?? [])]) : []

  return (
    <>
      <AccountPageHeader
        eyebrow={t('lessorListings.eyebrow')}
        title={t(`lessorListings.title.${key}`)}
        lead={t(`lessorListings.lead.${key}`)}
        actions={
          <ButtonLink to={createHref} icon={<Plus className="size-4" />} data-testid="create-listing">
            {t('lessorListings.create')}
          </ButtonLink>
        }
      />
      <DeleteFeedback kind={kind} />
      <div className="container-page py-8 sm:py-10">
        {!profileComplete && (
          <Alert
            tone="warning"
            className="mb-6"
            title={t('lessorListings.incomplete.title')}
            actions={
              <ButtonLink to="/complete-profile" size="sm" iconRight={<ArrowRight className="size-4" />}>
                {t('profile.incomplete.action')}
              </ButtonLink>
            }
          >
            {t('lessorListings.incomplete.text')}
          </Alert>
        )}
        {notice && (
          <Alert
            tone="success"
            className="mb-6"
            title={tl(`overview.notice.${notice}.title`)}
            data-testid="overview-notice"
          >
            {tl(`overview.notice.${notice}.text.${key}`)}
          </Alert>
        )}
        {!listings ? (
          <div data-testid="listings-error">
            <InlineError title={t('lessorListings.error.title')} text={t('lessorListings.error.text')} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            testId="listings-empty"
            icon={<Icon />}
            title={t(`lessorListings.empty.${key}.title`)}
            text={t(`lessorListings.empty.${key}.text`)}
            actions={
              <ButtonLink to={createHref} icon={<Plus className="size-4" />}>
                {t('lessorListings.createFirst')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted" data-testid="listings-count">
              {t('lessorListings.count', { count: listings.count })}
            </p>
            <ul className="flex flex-col gap-4">
              {rows.map((listing) => (
                <ListingRow key={listing.id} listing={listing} kind={kind} />
              ))}
            </ul>
            {hasMore && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  loading={more.state !== 'idle'}
                  onClick={() => more.load(`/lessor/${segment}?offset=${nextOffset}`)}
                  data-testid="load-more"
                >
                  {tl('overview.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
