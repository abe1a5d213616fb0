import { localNoonTimestamp } from '@driftway/domain/dates'
import { MAX_SEARCH_RADIUS_KM, SEARCH_PAGE_SIZE, searchQueryString } from '@driftway/domain/search-params'
import { parseSearchParams, type SearchParamsInput } from '@driftway/domain/search-query-schemas'
import type { ListingKind } from '../../lib/listings'
import {
  type FilterKey,
  insuranceFlags,
  type Place,
  readFilters,
  readNumber,
  readPlace,
  readTrip,
} from './search-state'

/**
 * The API query of a search page's URL, apart from the page's state (search-state.ts): it checks the
 * query with the domain's zod schemas, which only the loaders and the detail page's alternatives
 * need — the search page's browser code loads no zod.
 */

const noonUtc = (day: string) => localNoonTimestamp(day, 'UTC')
const cents = (major: number | null) => (major === null ? undefined : Math.round(major * 100))
const orUndefined = <T>(value: T | null | false): T | undefined =>
  value === null || value === false ? undefined : value
const listOrUndefined = (values: string[]) => (values.length ? values : undefined)

/** API parameter ← list or number filter, per kind (flags and the party are mapped on their own). */
const apiFilterParams: Record<ListingKind, [keyof SearchParamsInput, FilterKey][]> = {
  recreational_vehicle: [
    ['seats_num__gte', 'seats'],
    ['sleeps__gte', 'sleeps'],
    ['rv_type__include__or', 'vehicleTypes'],
    ['brand__include__or', 'brands'],
    ['transmission_type__include__or', 'transmission'],
    ['fuel_type__include__or', 'fuel'],
  ],
  campsite: [
    ['suitability__include__or', 'suitability'],
    ['area_m2__gte', 'areaMin'],
    ['area_m2__lte', 'areaMax'],
    ['location_situations__include__and', 'locationSituations'],
    ['activities__include__and', 'activities'],
  ],
  boat: [
    ['boat_type__include__or', 'boatTypes'],
    ['onboard_capacity__gte', 'people'],
    ['berths_number__gte', 'berths'],
    ['cabins_number__gte', 'cabins'],
    ['length__gte', 'lengthMin'],
    ['length__lte', 'lengthMax'],
    ['motor_horse_power__gte', 'hpMin'],
    ['motor_horse_power__lte', 'hpMax'],
  ],
}

/**
 * The API query (`GET /listing/{kind}/`) of a site URL. `place` may carry coordinates the loader
 * geocoded from a typed place or a city page. Values the API would refuse (a min above its max, a
 * distance sort without a place) are dropped here, so a hand-edited URL still shows results.
 */
export function apiSearchQuery(
  kind: ListingKind,
  params: URLSearchParams,
  options: { offset?: number; limit?: number; place?: Place } = {},
): string {
  const filters = readFilters(kind, params)
  const trip = readTrip(params)
  const place = options.place ?? readPlace(params)
  const hasPlace = place.latitude !== null && place.longitude !== null
  const query: SearchParamsInput = {
    limit: options.limit ?? SEARCH_PAGE_SIZE,
    offset: options.offset ?? 0,
    is_instant_booking_allowed: orUndefined(filters.bookInstantly),
    is_pets_allowed: orUndefined(filters.petsAllowance),
    amenities__include__and: listOrUndefined(filters.amenities),
    default_rate_in_cents__gte: cents(filters.priceMin),
    default_rate_in_cents__lte: cents(filters.priceMax),
  }
  if (hasPlace) {
    query.latitude = place.latitude
    query.longitude = place.longitude
    // "Search this area" on the map: the visible area instead of the default radius.
    const radius = readNumber(params.get('radius'))
    if (radius !== null && radius >= 1) query.radius_km = Math.min(MAX_SEARCH_RADIUS_KM, radius)
  }
  if (trip.startDate && trip.endDate) {
    query.trip_start_timestamp = noonUtc(trip.startDate)
    query.trip_end_timestamp = noonUtc(trip.endDate)
  }
  if (filters.sort) {
    const usable =
      (filters.sort.param !== 'filter_by_distance' || hasPlace) &&
      (filters.sort.param !== 'filter_by_price_trip' || query.trip_start_timestamp !== undefined)
    if (usable) query[filters.sort.param] = filters.sort.direction
  }
  // Each kind's filters under their API names (§7: lists as `__include__or` / `__and`, minimums as `__gte`).
  for (const [param, key] of apiFilterParams[kind]) {
    const value = filters[key]
    ;(query as Record<string, unknown>)[param] = Array.isArray(value) ? listOrUndefined(value) : orUndefined(value)
  }
  switch (kind) {
    case 'recreational_vehicle':
      for (const [cover, flag] of insuranceFlags) if (filters.insurance.includes(cover)) query[flag] = true
      break
    case 'campsite':
      query.adults_num = trip.adults
      query.children_num = trip.children
      query.pitches_num = trip.pitches
      break
    case 'boat':
      query.boat_license_requirement = filters.withoutLicense ? false : undefined
      break
  }
  return searchQueryString(withoutRejected(kind, query))
}

/** Drops the parameters the shared schema rejects (the API would answer 400 for them). */
function withoutRejected(kind: ListingKind, query: SearchParamsInput): SearchParamsInput {
  let current = { ...query } as Record<string, unknown>
  for (let attempt = 0; attempt < 5; attempt++) {
    const defined = Object.fromEntries(Object.entries(current).filter(([, value]) => value !== undefined))
    const parsed = parseSearchParams(kind, defined)
    if (parsed.success) return defined as SearchParamsInput
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
    current = Object.fromEntries(Object.entries(defined).filter(([key]) => !bad.has(key)))
  }
  return { limit: query.limit, offset: query.offset }
}
