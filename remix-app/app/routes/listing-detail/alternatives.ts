import { isListingKind } from '@driftway/domain/roles'
import { MAX_ALTERNATIVES } from '@driftway/domain/search-params'
import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { ListingCardData } from '~/lib/listings'
import type { Route } from './+types/alternatives'
import { callApi } from './listing-api.server'

type ShiftedRange = { trip_start_timestamp: number; trip_end_timestamp: number; count: number }
export type AlternativesResult =
  | {
      ok: true
      results: ListingCardData[]
      shifted: { previous_day: ShiftedRange | null; next_day: ShiftedRange | null } | null
    }
  | { ok: false }

/** Paging is the API's own (at most 5); everything else is the search the API validates. */
const notForwarded = new Set(['limit', 'offset'])

/**
 * GET /listing-alternatives/{kind}/{id}?trip_start_timestamp&trip_end_timestamp&…search filters: up
 * to 5 listings of the same kind free for the range (the alternatives modal), with shifted ranges
 * when none.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  // The search filters, place, sort and range (listings spec §7); the API refuses what it cannot use.
  const query = new URLSearchParams()
  for (const [key, value] of url.searchParams) {
    if (query.size >= 60) break
    if (!notForwarded.has(key) && /^[\w]{1,60}$/.test(key) && value.length <= 500) query.append(key, value)
  }
  const response = await callApi<Omit<Extract<AlternativesResult, { ok: true }>, 'ok'>>(
    getAuth(context),
    `/listing-alternatives/${params.kind}/${encodeURIComponent(params.id)}/?${query}`,
  )
  const headers = { 'Cache-Control': 'no-store' }
  if (!response.ok) return data<AlternativesResult>({ ok: false }, { headers })
  return data<AlternativesResult>(
    { ok: true, results: response.data.results.slice(0, MAX_ALTERNATIVES), shifted: response.data.shifted },
    { headers },
  )
}
