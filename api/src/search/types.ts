import { type CardPrice, type CurrencyCode, convertMinorUnits, type ListingKind } from '@driftway/domain'
import { DEFAULT_SEARCH_RADIUS_KM, SEARCH_PAGE_SIZE, searchSortOf } from '@driftway/domain/search-params'
import type { SearchParams } from '@driftway/domain/search-query-schemas'

/**
 * The search contract both SearchIndex implementations fulfil (listings spec §2/§3/§7):
 * the same query gives the same ids in the same order with the same prices, whichever runs.
 *
 * Semantics, in one place:
 * - Only published listings of the requested kind.
 * - `x__include__or`: the listing's value is one of the given values (suitability: shares one).
 * - `x__include__and`: the listing has every given id.
 * - `x__gte` / `x__lte`: inclusive bounds; a listing without the value does not match.
 * - Booleans match exactly (an unset checkbox counts as false).
 * - latitude/longitude: listings within `radius_km` (default 150 km) by great-circle distance;
 *   listings without coordinates are left out.
 * - Trip dates: only listings free on every night of the range on their own calendar — no
 *   booked or owner-reserved night (booked-nights) and no night in an unavailable season.
 * - Order: the requested sort (nulls last in both directions), else nearest first when
 *   coordinates are given, else newest first; ties by newest, then id. Popular: most reviews,
 *   then best rating, then newest. Rating: average rating, unrated listings last in both
 *   directions, then most reviews.
 * - Prices are the domain's `cardPrice` for the range and party; price sorts compare them in the
 *   requested currency (EUR when none), converted with the currency-rates global.
 */

export type SortMode =
  | { by: 'distance' | 'price_daily' | 'price_trip' | 'rating'; direction: 'ASC' | 'DESC' }
  | { by: 'popular' }
  | { by: 'default' }

export interface SearchCriteria {
  kind: ListingKind
  params: SearchParams
  limit: number
  offset: number
  trip: { start: number; end: number } | null
  location: { latitude: number; longitude: number; radius_km: number } | null
  country: string | null
  sort: SortMode
  currency: CurrencyCode | undefined
  party: { pitches_num: number; adults_num: number; children_num: number }
  /** Leave this listing out (alternatives of a listing). */
  excludeId: string | null
  now: number
}

export interface SearchEnvironment {
  /** Units per 1 EUR from the currency-rates global. */
  ratesPerEur: Readonly<Record<string, number>>
  /** Changes whenever the rates change (caches of converted prices key on it). */
  ratesVersion: string
}

export interface SearchHit {
  id: string
  distance_km: number | null
  price: CardPrice
}

export interface SearchResult {
  /** All matches, not only this page. */
  count: number
  /** The page (offset/limit) in order. */
  hits: SearchHit[]
}

export interface SearchIndex {
  readonly name: string
  search(criteria: SearchCriteria, env: SearchEnvironment): Promise<SearchResult>
  /** Resolves when the index is ready to answer (initial load). */
  ready(): Promise<void>
  /** The stored listing documents (depth 0) behind hits, for rendering cards. */
  documents(ids: readonly string[]): Promise<Map<string, import('../listings/card').ListingCardDoc>>
  /** Stops background work; the memory index also writes its snapshot (memory-snapshot.ts) when it has one. */
  close(): void | Promise<void>
  /**
   * Waits for what a search waits for (a due sync, announced writes), for callers that read what the
   * index holds without searching (deal lists, listings/detail-docs.ts). An index without it reads
   * the database on every call.
   */
  freshen?(): Promise<void>
  /**
   * Whether the index holds the listing as of this updatedAt (after `freshen`): what lets a copy of
   * the listing read at that updatedAt be used again. An index without it keeps no copies.
   */
  holdsVersion?(id: string, updatedAt: string): boolean
  /** A committed write changed listings this index may hold (search/changes.ts): later searches must see it. */
  changed?(): void
  /** What an index that holds data keeps (the Local API reference reads the database, so has none). */
  stats?(): SearchIndexStats
}

export type SearchIndexStats = {
  listings: number
  nights: number
  seasons: number
  /** When the last completed sync started (epoch ms); 0 before the first load. */
  freshAsOfMs: number
  /** Listings whose price program is still to be compiled in the background (0 once settled). */
  programsPending?: number
}

export function searchCriteria(
  kind: ListingKind,
  params: SearchParams,
  options: { now: number; popular?: boolean; excludeId?: string | null; limit?: number },
): SearchCriteria {
  const location =
    params.latitude !== undefined && params.longitude !== undefined
      ? {
          latitude: params.latitude,
          longitude: params.longitude,
          radius_km: params.radius_km ?? DEFAULT_SEARCH_RADIUS_KM,
        }
      : null
  const explicit = searchSortOf(params)
  return {
    kind,
    params,
    limit: options.limit ?? params.limit ?? SEARCH_PAGE_SIZE,
    offset: params.offset ?? 0,
    trip:
      params.trip_start_timestamp !== undefined && params.trip_end_timestamp !== undefined
        ? { start: params.trip_start_timestamp, end: params.trip_end_timestamp }
        : null,
    location,
    country: params.country_iso2 ?? params.pickup_country_code ?? null,
    sort: explicit ?? (options.popular ? { by: 'popular' } : { by: 'default' }),
    currency: params.currency,
    party: {
      pitches_num: params.pitches_num ?? 1,
      adults_num: params.adults_num ?? 1,
      children_num: params.children_num ?? 0,
    },
    excludeId: options.excludeId ?? null,
    now: options.now,
  }
}

/** What the order needs to know about a match. */
export interface Ranked {
  id: string
  createdAtMs: number
  distance: number | null
  /** Price in the comparison currency, or null (no price: sorts last). */
  priceKey: number | null
  comments_count: number
  average_rating: number
}

/** The price a price sort compares: daily = the per-night "from"/lowest rate, trip = the total. */
export function priceSortKey(
  price: CardPrice,
  by: 'price_daily' | 'price_trip',
  criteria: SearchCriteria,
  env: SearchEnvironment,
): number | null {
  const amount = by === 'price_trip' && criteria.trip ? price.full_price : price.booking_price.minimum_rate_cents
  if (amount === null) return null
  const target = criteria.currency ?? 'EUR'
  if (price.currency === target) return amount
  try {
    return convertMinorUnits(amount, price.currency, target, env.ratesPerEur)
  } catch {
    // No rate for this currency: compare the raw amount rather than hide the listing.
    return amount
  }
}

const byNewestThenId = (a: Ranked, b: Ranked) =>
  b.createdAtMs - a.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const ratingOf = (ranked: Ranked): number | null => (ranked.comments_count > 0 ? ranked.average_rating : null)

const nullsLast = (a: number | null, b: number | null, direction: 'ASC' | 'DESC'): number => {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1
  return direction === 'ASC' ? a - b : b - a
}

/** The total order of search results (see the module comment). */
export function compareRanked(sort: SortMode, hasLocation: boolean): (a: Ranked, b: Ranked) => number {
  switch (sort.by) {
    case 'distance':
      return (a, b) => nullsLast(a.distance, b.distance, sort.direction) || byNewestThenId(a, b)
    case 'price_daily':
    case 'price_trip':
      return (a, b) => nullsLast(a.priceKey, b.priceKey, sort.direction) || byNewestThenId(a, b)
    case 'rating':
      // Unrated listings (no visible review) last in both directions; ties: more reviews first.
      return (a, b) =>
        nullsLast(ratingOf(a), ratingOf(b), sort.direction) ||
        b.comments_count - a.comments_count ||
        byNewestThenId(a, b)
    case 'popular':
      return (a, b) =>
        b.comments_count - a.comments_count || b.average_rating - a.average_rating || byNewestThenId(a, b)
    default:
      return hasLocation ? (a, b) => nullsLast(a.distance, b.distance, 'ASC') || byNewestThenId(a, b) : byNewestThenId
  }
}

/** The filters of a query, grouped by how they compare (both implementations read this). */
export interface FilterSpecs {
  ranges: { field: string; gte?: number; lte?: number }[]
  /** The listing's value (or one of its values, for suitability) is one of these. */
  anyOf: { field: string; values: string[] }[]
  /** The listing's ids include all of these. */
  allOf: { field: string; values: string[] }[]
  flags: { field: string; value: boolean }[]
}

export const flagFields = [
  'is_instant_booking_allowed',
  'is_pets_allowed',
  'boat_license_requirement',
  'fully_cover_insurance',
  'partial_cover_insurance',
  'third_party_liability',
] as const

export function filterSpecs(params: SearchParams): FilterSpecs {
  const specs: FilterSpecs = { ranges: [], anyOf: [], allOf: [], flags: [] }
  const ranges = new Map<string, { field: string; gte?: number; lte?: number }>()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    const match = /^(.+)__(gte|lte|include__or|include__and)$/.exec(key)
    if (match) {
      const field = match[1]!
      const op = match[2]!
      if (op === 'gte' || op === 'lte') {
        const range = ranges.get(field) ?? { field }
        range[op] = value as number
        ranges.set(field, range)
      } else if (op === 'include__or') specs.anyOf.push({ field, values: value as string[] })
      else specs.allOf.push({ field, values: value as string[] })
    } else if ((flagFields as readonly string[]).includes(key)) {
      specs.flags.push({ field: key, value: value as boolean })
    }
  }
  specs.ranges = [...ranges.values()]
  return specs
}

export const needsPriceForOrder = (
  sort: SortMode,
): sort is { by: 'price_daily' | 'price_trip'; direction: 'ASC' | 'DESC' } =>
  sort.by === 'price_daily' || sort.by === 'price_trip'
