import type { ListingKind, PricingProfileInput } from '@driftway/domain'
import { idOf, type SeasonDoc } from '../listings/pricing-input'
import { dayOf, type PriceProgram } from './price-program'
import { type FilterSpecs, flagFields } from './types'

/** A document as the index reads it: the selected fields the adapter returned, ids as strings. */
export type IndexedDoc = Record<string, unknown> & { id: string; updatedAt?: string; createdAt?: string }

/**
 * The listing fields the index reads: what filters, prices and cards need. Descriptions, terms,
 * documents and the technical sheet stay in the database (the detail page reads them).
 */
/** What pricing reads of a listing (the index's price programs, and the cards' prices). */
const PRICE_FIELDS = [
  'currency',
  'default_rate_in_cents',
  'default_min_rent_days',
  'cleaning_fee_in_cents',
  'longer_hire_discount',
  'early_booking_discount',
  'down_payment_percent',
  'default_extra_charge_per_adult_in_cents',
  'default_extra_charge_per_child_in_cents',
] as const

export const LISTING_FIELDS = [
  // state and order
  'kind',
  'is_draft',
  'lessor',
  'createdAt',
  'updatedAt',
  'comments_count',
  'average_rating',
  // place
  'title',
  'title_de',
  'city',
  'country',
  'country_iso2',
  'latitude',
  'longitude',
  'place_id',
  'images',
  // filters and card facts
  'is_instant_booking_allowed',
  'is_pets_allowed',
  'boat_license_requirement',
  'amenities',
  'location_situations',
  'activities',
  'suitability',
  'rv_type',
  'boat_type',
  'brand',
  'model',
  'sleeps',
  'seats_num',
  'transmission_type',
  'fuel_type',
  'km_limit_per_day',
  'fully_cover_insurance',
  'partial_cover_insurance',
  'third_party_liability',
  'pitches_num',
  'area_m2',
  'people_per_pitch',
  'onboard_capacity',
  'motor_horse_power',
  'length',
  'cabins_number',
  'berths_number',
  'is_indie_camper',
  'identifier',
  // prices
  ...PRICE_FIELDS,
  // partner booking ids (the card's bank-transfer icon)
  'thl_booking_code',
  'neorent_uid',
  'mcrent_vehicle_id',
  'wheeloffice_uid',
  'vanever_id',
  'five_anker_id',
  'campnerd_accommodation_id',
  // partner stations (the card's pickup/dropoff location codes)
  'partner_locations',
] as const

/**
 * The fields the index itself reads of a listing (filters, order, prices): LISTING_FIELDS without
 * what only a card shows (titles, photos, partner ids…), which is read for the page's cards only.
 * Leaving out the photos spares the load a join per listing.
 */
export const INDEX_FIELDS = [
  'kind',
  'is_draft',
  'createdAt',
  'updatedAt',
  'comments_count',
  'average_rating',
  'country_iso2',
  'latitude',
  'longitude',
  ...flagFields,
  'amenities',
  'location_situations',
  'activities',
  'suitability',
  'rv_type',
  'boat_type',
  'brand',
  'transmission_type',
  'fuel_type',
  'sleeps',
  'seats_num',
  'area_m2',
  'length',
  'motor_horse_power',
  'onboard_capacity',
  'berths_number',
  'cabins_number',
  'people_per_pitch',
  ...PRICE_FIELDS,
] as const satisfies readonly (typeof LISTING_FIELDS)[number][]

/** The selected fields of an adapter row, without empty ones (the adapter returns every column). */
export function compactListingDoc(doc: IndexedDoc, fields: readonly string[] = LISTING_FIELDS): IndexedDoc {
  const compact: Record<string, unknown> = { id: doc.id }
  for (const field of fields) {
    if (doc[field] !== undefined && doc[field] !== null) compact[field] = doc[field]
  }
  if (Array.isArray(compact.images)) {
    compact.images = (compact.images as { slot?: unknown; image?: unknown }[]).map(({ slot, image }) => ({
      slot,
      image,
    }))
  }
  return compact as IndexedDoc
}

const numberFields = [
  'sleeps',
  'seats_num',
  'area_m2',
  'length',
  'motor_horse_power',
  'onboard_capacity',
  'berths_number',
  'cabins_number',
  'default_rate_in_cents',
] as const
const optionFields = ['rv_type', 'boat_type', 'brand', 'transmission_type', 'fuel_type'] as const
const setFields = ['amenities', 'location_situations', 'activities', 'suitability'] as const

/**
 * What a query reads of one published listing, kept small because there are hundreds of
 * thousands: filter values sit in positional arrays (the field lists above give the positions)
 * rather than one object per field group, flags are bits, and every repeated string (country,
 * zone, option values, catalogue ids) is one shared instance from the store's pool. The card
 * document itself is not held: the page's few documents are read from the database.
 */
export type Facts = {
  id: string
  kind: ListingKind
  createdAtMs: number
  country: string | null
  latitude: number
  longitude: number
  timezone: string
  /** Bit i set: flagFields[i] is true (an unset checkbox counts as false). */
  flags: number
  /** numberFields order; NaN when the listing has no value. */
  numbers: number[]
  /** optionFields order. */
  options: (string | null)[]
  /** setFields order; null when empty. */
  sets: (readonly string[] | null)[]
  comments_count: number
  average_rating: number
  /** Unavailable seasons as [first, end) day numbers (independent of whether prices compile). */
  closed: readonly [number, number][]
  /** Occupied nights as sorted day numbers (the night ledger's array, shared). */
  blocked: readonly number[] | undefined
  program: PriceProgram | null
  /** The listing's pricing fields until its program is compiled (then null: the program holds them). */
  profile: PricingProfileInput | null
}

const NO_RANGES: readonly [number, number][] = Object.freeze([]) as readonly [number, number][]

/** One shared instance per distinct string (countries, zones, option values, ids of list entries). */
type Intern = (value: string) => string

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function idList(value: unknown, intern: Intern): readonly string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const ids = new Set<string>()
  for (const item of value) {
    const id = idOf(item) ?? String(item)
    if (id) ids.add(intern(id))
  }
  return ids.size > 0 ? [...ids] : null
}

/** Binary search: index of the first element >= value. */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

/** A listing's facts from its document (depth 0), its seasons and its occupied days. */
export function listingFacts(
  id: string,
  doc: IndexedDoc,
  kind: ListingKind,
  timezone: string,
  seasons: readonly SeasonDoc[],
  blocked: readonly number[] | undefined,
  intern: Intern,
): Facts {
  const latitude = asNumber(doc.latitude)
  const longitude = asNumber(doc.longitude)
  let flags = 0
  flagFields.forEach((name, bit) => {
    if (doc[name] === true) flags |= 1 << bit
  })
  const closed = seasons
    .filter((season) => season.is_available === false)
    .map(
      (season) => [dayOf(season.start_timestamp, timezone), dayOf(season.end_timestamp, timezone)] as [number, number],
    )
    .filter(([first, end]) => end > first)
  return {
    id,
    kind,
    createdAtMs: Date.parse(String(doc.createdAt ?? '')) || 0,
    country: typeof doc.country_iso2 === 'string' ? intern(doc.country_iso2.toUpperCase()) : null,
    latitude: latitude ?? Number.NaN,
    longitude: longitude ?? Number.NaN,
    timezone: intern(timezone),
    flags,
    numbers: numberFields.map((name) => asNumber(doc[name]) ?? Number.NaN),
    options: optionFields.map((name) => (typeof doc[name] === 'string' ? intern(doc[name] as string) : null)),
    sets: setFields.map((name) => idList(doc[name], intern)),
    comments_count: asNumber(doc.comments_count) ?? 0,
    average_rating: asNumber(doc.average_rating) ?? 0,
    closed: closed.length > 0 ? closed : NO_RANGES,
    program: null,
    profile: null,
    blocked,
  }
}

/** A query's filters resolved to the positions of `Facts` once, so each listing is checked without lookups by name. */
type FactsFilter = (facts: Facts) => boolean

export function compileFilter(specs: FilterSpecs): FactsFilter {
  const checks: FactsFilter[] = []
  for (const { field, value } of specs.flags) {
    const bit = 1 << (flagFields as readonly string[]).indexOf(field)
    checks.push((facts) => ((facts.flags & bit) !== 0) === value)
  }
  for (const { field, gte, lte } of specs.ranges) {
    const at = (numberFields as readonly string[]).indexOf(field)
    // A field the index does not hold has no value on any listing: nothing matches.
    if (at < 0) return () => false
    checks.push((facts) => {
      const value = facts.numbers[at]!
      if (Number.isNaN(value)) return false
      return (gte === undefined || value >= gte) && (lte === undefined || value <= lte)
    })
  }
  for (const { field, values } of specs.anyOf) {
    const set = (setFields as readonly string[]).indexOf(field)
    if (set >= 0) {
      checks.push((facts) => {
        const held = facts.sets[set]
        return held !== null && held !== undefined && values.some((value) => held.includes(value))
      })
      continue
    }
    const at = (optionFields as readonly string[]).indexOf(field)
    if (at < 0) return () => false
    checks.push((facts) => {
      const value = facts.options[at]
      return value !== null && value !== undefined && values.includes(value)
    })
  }
  for (const { field, values } of specs.allOf) {
    const set = (setFields as readonly string[]).indexOf(field)
    if (set < 0) return () => false
    if (values.length === 0) continue
    checks.push((facts) => {
      const held = facts.sets[set]
      return held !== null && held !== undefined && values.every((value) => held.includes(value))
    })
  }
  return (facts) => {
    for (const check of checks) if (!check(facts)) return false
    return true
  }
}
