import { daysBetweenKeys, isNightKey } from '@driftway/domain/dates'
import {
  type SearchSortDirection,
  type SearchSortParam,
  searchSortDirections,
  searchSortParams,
} from '@driftway/domain/search-params'
import type { ListingKind } from '../../lib/listings'

/**
 * The search page's state lives in its URL (listings spec §2 "Search URL parameters"): the loader
 * renders from it, filter changes write it, and cards hand it on to detail pages. This module maps
 * URL ↔ filter state ↔ the API query, with no React in sight so it can be tested on its own.
 *
 * URL names follow the spec where it names them (seats, sleeps, petsAllowance, bookInstantly,
 * vehicleTypes, brands, amenities, the three sort params); the others are the site's own.
 */

/** One of the API's three sort params (mutually exclusive) with its direction; null = recommended. */
export type Sort = { param: SearchSortParam; direction: SearchSortDirection } | null

/** The sort a param name and direction (any case) stand for, or null when either is not one. */
export function toSort(param: string | undefined, direction: string | null | undefined): Sort {
  const upper = direction?.toUpperCase()
  const knownParam = searchSortParams.find((name) => name === param)
  const knownDirection = searchSortDirections.find((name) => name === upper)
  return knownParam && knownDirection ? { param: knownParam, direction: knownDirection } : null
}

/** Every filter of every kind; a kind's panel shows its own (see `filterKeysOf`). */
export type Filters = {
  sort: Sort
  /** Per-night price bounds in major units (the API compares cents). */
  priceMin: number | null
  priceMax: number | null
  bookInstantly: boolean
  petsAllowance: boolean
  amenities: string[]
  // Campervans
  seats: number | null
  sleeps: number | null
  vehicleTypes: string[]
  brands: string[]
  transmission: string[]
  fuel: string[]
  /** Insurance covers the vehicle must include: full, partial, thirdParty. */
  insurance: string[]
  // Campsites
  suitability: string[]
  areaMin: number | null
  areaMax: number | null
  locationSituations: string[]
  activities: string[]
  // Boats
  boatTypes: string[]
  people: number | null
  berths: number | null
  cabins: number | null
  withoutLicense: boolean
  lengthMin: number | null
  lengthMax: number | null
  hpMin: number | null
  hpMax: number | null
}

export const emptyFilters: Filters = {
  sort: null,
  priceMin: null,
  priceMax: null,
  bookInstantly: false,
  petsAllowance: false,
  amenities: [],
  seats: null,
  sleeps: null,
  vehicleTypes: [],
  brands: [],
  transmission: [],
  fuel: [],
  insurance: [],
  suitability: [],
  areaMin: null,
  areaMax: null,
  locationSituations: [],
  activities: [],
  boatTypes: [],
  people: null,
  berths: null,
  cabins: null,
  withoutLicense: false,
  lengthMin: null,
  lengthMax: null,
  hpMin: null,
  hpMax: null,
}

export type FilterKey = Exclude<keyof Filters, 'sort'>
const commonKeys: FilterKey[] = ['priceMin', 'priceMax', 'bookInstantly', 'petsAllowance', 'amenities']
const kindKeys: Record<ListingKind, FilterKey[]> = {
  recreational_vehicle: ['seats', 'sleeps', 'vehicleTypes', 'brands', 'transmission', 'fuel', 'insurance'],
  campsite: ['suitability', 'areaMin', 'areaMax', 'locationSituations', 'activities'],
  boat: ['boatTypes', 'people', 'berths', 'cabins', 'withoutLicense', 'lengthMin', 'lengthMax', 'hpMin', 'hpMax'],
}

/** The filters a kind's panel offers (URL names equal the field names). */
const filterKeysOf = (kind: ListingKind): FilterKey[] => [...commonKeys, ...kindKeys[kind]]

const allFilterKeys = [...new Set(Object.values(kindKeys).flat().concat(commonKeys))]

const listKeys = new Set<FilterKey>([
  'amenities',
  'vehicleTypes',
  'brands',
  'transmission',
  'fuel',
  'insurance',
  'suitability',
  'locationSituations',
  'activities',
  'boatTypes',
])
const flagKeys = new Set<FilterKey>(['bookInstantly', 'petsAllowance', 'withoutLicense'])

/** A non-negative number from the URL, or null for anything else (junk never reaches the API). */
export const readNumber = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : null
}
const readList = (text: string | null): string[] =>
  text
    ? [
        ...new Set(
          text
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ]
    : []

export function readFilters(kind: ListingKind, params: URLSearchParams): Filters {
  const filters: Filters = { ...emptyFilters }
  const mutable = filters as Record<FilterKey, unknown>
  for (const key of filterKeysOf(kind)) {
    const raw = params.get(key)
    if (listKeys.has(key)) mutable[key] = readList(raw)
    else if (flagKeys.has(key)) mutable[key] = raw === 'true'
    else mutable[key] = readNumber(raw)
  }
  for (const param of searchSortParams) {
    filters.sort = toSort(param, params.get(param))
    if (filters.sort) break
  }
  return filters
}

/**
 * The URL with these filters: filter and sort params are replaced (one sort only — choosing one
 * clears the other two, §4), everything else (place, dates, party) is kept. Keys are written in
 * a fixed order so equal states give equal URLs.
 */
export function writeFilters(kind: ListingKind, base: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const key of allFilterKeys) next.delete(key)
  for (const param of searchSortParams) next.delete(param)
  for (const key of filterKeysOf(kind)) {
    const value = filters[key]
    if (Array.isArray(value)) {
      if (value.length) next.set(key, value.join(','))
    } else if (typeof value === 'boolean') {
      if (value) next.set(key, 'true')
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      next.set(key, String(value))
    }
  }
  if (filters.sort) next.set(filters.sort.param, filters.sort.direction)
  return next
}

/** How many filters are set (the badge on the mobile "Filters" button); the sort does not count. */
export function activeFilterCount(kind: ListingKind, filters: Filters): number {
  let count = 0
  const ranges: [FilterKey, FilterKey][] = [
    ['priceMin', 'priceMax'],
    ['areaMin', 'areaMax'],
    ['lengthMin', 'lengthMax'],
    ['hpMin', 'hpMax'],
  ]
  const counted = new Set<FilterKey>()
  for (const [low, high] of ranges) {
    if (!filterKeysOf(kind).includes(low)) continue
    counted.add(low).add(high)
    if (filters[low] !== null || filters[high] !== null) count++
  }
  for (const key of filterKeysOf(kind)) {
    if (counted.has(key)) continue
    const value = filters[key]
    if (Array.isArray(value)) count += value.length
    else if (value === true || typeof value === 'number') count++
  }
  return count
}

/** Trip and party of the URL (search bar fields beyond the place). */
export type Trip = {
  startDate: string
  endDate: string
  adults: number
  children: number
  pitches: number
  /** Boat period in weeks (0 = pick the end day yourself). */
  periodWeeks: number
}

const clampInt = (text: string | null, min: number, max: number, fallback: number): number => {
  const value = text === null ? Number.NaN : Number(text)
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback
}

/** Default boat period (listings spec §2: 7 days; options up to 4 weeks). */
export const DEFAULT_BOAT_WEEKS = 1
export const MAX_BOAT_WEEKS = 4

export function readTrip(params: URLSearchParams): Trip {
  const startDate = params.get('startDate')
  const endDate = params.get('endDate')
  const start = isNightKey(startDate) ? startDate : ''
  const end = isNightKey(endDate) && endDate > start ? endDate : ''
  return {
    startDate: start,
    endDate: start ? end : '',
    adults: clampInt(params.get('adults'), 0, 100, 1),
    children: clampInt(params.get('children'), 0, 100, 0),
    pitches: clampInt(params.get('pitches'), 1, 100, 1),
    periodWeeks: clampInt(params.get('period'), 0, MAX_BOAT_WEEKS, DEFAULT_BOAT_WEEKS),
  }
}

/** Nights of the searched range, or null without dates: what a card's price is for. */
export function tripNights(trip: Pick<Trip, 'startDate' | 'endDate'>): number | null {
  return trip.startDate && trip.endDate ? daysBetweenKeys(trip.startDate, trip.endDate) : null
}

export type Place = { search: string; latitude: number | null; longitude: number | null; countryCode: string }

export function readPlace(params: URLSearchParams): Place {
  const lat = Number(params.get('latitude'))
  const lon = Number(params.get('longitude'))
  const valid = params.get('latitude') !== null && params.get('longitude') !== null
  const inRange = valid && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
  const country = params.get('countryCode')?.trim().toUpperCase() ?? ''
  return {
    search: params.get('search')?.trim() ?? '',
    latitude: inRange ? lat : null,
    longitude: inRange ? lon : null,
    countryCode: /^[A-Z]{2}$/.test(country) ? country : '',
  }
}

/**
 * The URL with this place, the one `readPlace` reads: its name, its coordinates and country when
 * known (cleared when not). Everything else is kept.
 */
export function writePlace(base: URLSearchParams, place: Place): URLSearchParams {
  const next = new URLSearchParams(base)
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key))
  const located = place.latitude !== null && place.longitude !== null
  set('search', place.search.trim())
  set('latitude', located ? String(place.latitude) : '')
  set('longitude', located ? String(place.longitude) : '')
  set('countryCode', place.countryCode)
  return next
}

/** Insurance filter values and the card flags they require (listings spec §2 cover labels). */
export const insuranceFlags = [
  ['full', 'fully_cover_insurance'],
  ['partial', 'partial_cover_insurance'],
  ['thirdParty', 'third_party_liability'],
] as const

/** Day at 12:00 UTC: on that date in every zone from UTC-11 to UTC+11 (same rule as the domain). */

/** Key that changes whenever the displayed search changes (offset excluded): resets appended pages. */
export function searchKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params)
  copy.sort()
  return copy.toString()
}
