import { SEARCH_MAX_OFFSET } from '@driftway/domain/search-params'
import { data } from 'react-router'
import { apiSearchQuery } from '~/components/search/search-api-query'
import { readTrip, tripNights } from '~/components/search/search-state'
import { resolveLanguage } from '~/i18n/locale.server'
import { getAuth } from '~/lib/auth.server'
import { type ListingKind, listingKinds } from '~/lib/listings'
import { fetchSearchCards } from '~/lib/search.server'
import type { Route } from './+types/results'

/**
 * Resource route of "Load more": `GET /search/results/{kind}?{search URL}&offset=30` → the next
 * page (`count`, `has_more`, `results` as search cards, `toSearchCard`) for the same search the page
 * shows. The page passes the coordinates it resolved, so a typed place is not geocoded again.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const kind = params.kind as ListingKind
  if (!listingKinds.includes(kind)) throw data({ error: 'unknown kind' }, { status: 404 })
  const offset = Number(url.searchParams.get('offset') ?? 0)
  if (!Number.isInteger(offset) || offset < 0 || offset > SEARCH_MAX_OFFSET) {
    throw data({ error: 'bad offset' }, { status: 400 })
  }
  const result = await fetchSearchCards(
    kind,
    apiSearchQuery(kind, url.searchParams, { offset }),
    tripNights(readTrip(url.searchParams)),
    resolveLanguage(request),
    getAuth(context),
  )
  if (!result.ok) throw data({ error: 'search failed' }, { status: 503 })
  return data(result.data, { headers: { 'Cache-Control': 'private, no-store' } })
}
