import type { Raw, SearchParams, SearchParamsInput } from './search-query-schemas'

/**
 * Query parameters of the listing search (`GET /listing/{kind}/`, listings spec §2 URL params,
 * §3 filter values, §7 search and alternative-vehicle params). One schema per kind, shared by the
 * API (validation) and the site (building URLs with `searchQueryString`), so both apply the same
 * rules (the zod schemas are in search-query-schemas.ts, so pages that only link searches load no
 * zod). Parameter names are the contract's Django-filter style names:
 * `{field}__include__or` (the listing's value is one of these), `{field}__include__and` (the
 * listing has all of these ids), `{field}__gte` / `{field}__lte` (inclusive bounds).
 *
 * List values may be repeated (`a=1&a=2`) or comma separated (`a=1,2`). Unknown parameters are
 * rejected: a typo in a filter name must not silently return unfiltered results.
 */

export const SEARCH_PAGE_SIZE = 30
export const SEARCH_MAX_LIMIT = 100
/** Offsets beyond this are refused: nobody pages 10,000 results deep, and it bounds the work. */
export const SEARCH_MAX_OFFSET = 10_000
export const POPULAR_PAGE_SIZE = 5
/** Radius applied when a search gives coordinates but no `radius_km`. */
export const DEFAULT_SEARCH_RADIUS_KM = 150
export const MAX_SEARCH_RADIUS_KM = 20_000
/** Alternative vehicles modal (listings spec §4): at most 5. */
export const MAX_ALTERNATIVES = 5
/** Longest searchable trip; the pricing engine quotes at most 365 nights. */
export const MAX_SEARCH_TRIP_SECONDS = 366 * 86_400

/** Price, distance and (issue 12) rating sorts; `filter_by_rating` puts unrated listings last in both directions. */
export const searchSortParams = [
  'filter_by_distance',
  'filter_by_price_daily',
  'filter_by_price_trip',
  'filter_by_rating',
] as const
export type SearchSortParam = (typeof searchSortParams)[number]
export const searchSortDirections = ['ASC', 'DESC'] as const
export type SearchSortDirection = (typeof searchSortDirections)[number]

/** Spec §5 "Filter limits" (slider ranges); other counts are bounded generously. */
export const searchFilterLimits = {
  area_m2: { min: 0, max: 10_000 },
  /** Boat length in metres. */
  length: { min: 0, max: 150 },
  motor_horse_power: { min: 0, max: 1_500 },
  /** Boat rate slider 0-100,000 in major units, sent ×100 as cents (§4 "Price filters convert to cents"). */
  default_rate_in_cents: { min: 0, max: 10_000_000 },
  count: { min: 0, max: 1_000 },
} as const

/** The sort a query asks for, or none (the sort params are mutually exclusive). */
export function searchSortOf(
  params: Pick<SearchParams, SearchSortParam>,
): { by: 'distance' | 'price_daily' | 'price_trip' | 'rating'; direction: SearchSortDirection } | null {
  if (params.filter_by_distance) return { by: 'distance', direction: params.filter_by_distance }
  if (params.filter_by_price_daily) return { by: 'price_daily', direction: params.filter_by_price_daily }
  if (params.filter_by_price_trip) return { by: 'price_trip', direction: params.filter_by_price_trip }
  if (params.filter_by_rating) return { by: 'rating', direction: params.filter_by_rating }
  return null
}

/**
 * The query string for a search, the way the API reads it: lists comma-joined, booleans as
 * true/false, empty values left out. Keys are sorted so equal searches give equal URLs.
 */
export function searchQueryString(params: SearchParamsInput): string {
  const pairs: string[] = []
  for (const key of Object.keys(params).sort()) {
    const value = (params as Record<string, Raw>)[key]
    if (value === undefined || value === null || value === '') continue
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value)
    if (text !== '') pairs.push(`${formEncode(key)}=${formEncode(text)}`)
  }
  return pairs.join('&')
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (domain/ uses no web platform API). */
const formEncode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180
  const dLat = (lat2 - lat1) * toRad
  const dLon = (lon2 - lon1) * toRad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)))
}
