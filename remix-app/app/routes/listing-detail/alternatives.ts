import { MAX_ALTERNATIVES } from '@driftway/domain/search-params'
import { data } from 'react-router'
import { getAuth } from '~/lib/auth.server'
import type { ListingCardData } from '~/lib/listings'
import type { Route } from './+types/alternatives'
import { callApi, isListingKind } from './listing-api.server'

type ShiftedRange = { trip_start_timestamp: number; trip_end_timestamp: number; count: number }
export type AlternativesResult =
  | {
      ok: true
      results: ListingCardData[]
      shifted: { previous_day: ShiftedRange | null; next_day: ShiftedRange | null } | null
    }
  | { ok: false }

/** Search parameters the alternatives call takes over from the page URL (listings spec §7). */
const forwarded = [
  'trip_start_timestamp',
  'trip_end_timestamp',
  'latitude',
  'longitude',
  'country_iso2',
  'filter_by_distance',
  'filter_by_price_daily',
  'filter_by_price_trip',
]

/**
 * GET /listing-alternatives/{kind}/{id}?trip_start_timestamp&trip_end_timestamp: up to 5 listings
 * of the same kind free for the range (the alternatives modal), with shifted ranges when none.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) throw data(null, { status: 404 })
  const query = new URLSearchParams()
  for (const key of forwarded) {
    const value = url.searchParams.get(key)
    if (value && /^[\w.-]{1,40}$/.test(value)) query.set(key, value)
  }
  const response = await callApi<Omit<Extract<AlternativesResult, { ok: true }>, 'ok'>>(
    getAuth(context),
    `/listing/${params.kind}/${encodeURIComponent(params.id)}/alternatives/?${query}`,
  )
  const headers = { 'Cache-Control': 'no-store' }
  if (!response.ok) return data<AlternativesResult>({ ok: false }, { headers })
  return data<AlternativesResult>(
    { ok: true, results: response.data.results.slice(0, MAX_ALTERNATIVES), shifted: response.data.shifted },
    { headers },
  )
}
