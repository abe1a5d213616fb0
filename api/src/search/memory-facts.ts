import type { ListingKind } from '@driftway/domain'
import { cardDocOf, type ListingCardDoc } from '../listings/card'
import { idOf, type SeasonDoc } from '../listings/pricing-input'
import { dayOf, type PriceProgram } from './price-program'
import { flagFields } from './types'

/** A document as the index holds it: the selected fields the adapter returned, ids as strings. */
export type IndexedDoc = Record<string, unknown> & { id: string; updatedAt?: string; createdAt?: string }

/**
 * The listing fields the index holds: what filters, prices and cards read. Descriptions, terms,
 * documents and the technical sheet stay in the database (the detail page reads them).
 */
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
  'currency',
  'default_rate_in_cents',
  'default_min_rent_days',
  'cleaning_fee_in_cents',
  'longer_hire_discount',
  'early_booking_discount',
  'down_payment_percent',
  'default_extra_charge_per_adult_in_cents',
  'default_extra_charge_per_child_in_cents',
  // partner booking ids (the card's bank-transfer icon)
  'thl_booking_code',
  'neorent_uid',
  'mcrent_vehicle_id',
  'wheeloffice_uid',
  'vanever_id',
  'five_anker_id',
  'campnerd_accommodation_id',
] as const

/** What a query reads of one published listing. */
export type Facts = {
  id: string
  kind: ListingKind
  createdAtMs: number
  country: string | null
  latitude: number
  longitude: number
  timezone: string
  flags: Record<string, boolean>
  numbers: Record<string, number | null>
  options: Record<string, string | null>
  sets: Record<string, ReadonlySet<string>>
  comments_count: number
  average_rating: number
  /** Unavailable seasons as [first, end) day numbers (independent of whether prices compile). */
  closed: [number, number][]
  /** Occupied nights as sorted day numbers (shared with `blocked`). */
  blocked: readonly number[] | undefined
  doc: ListingCardDoc
  program: PriceProgram | null
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

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const idSet = (value: unknown): Set<string> =>
  new Set((Array.isArray(value) ? value : []).map((item) => idOf(item) ?? String(item)).filter(Boolean))

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
): Facts {
  const latitude = asNumber(doc.latitude)
  const longitude = asNumber(doc.longitude)
  return {
    id,
    kind,
    createdAtMs: Date.parse(String(doc.createdAt ?? '')) || 0,
    country: typeof doc.country_iso2 === 'string' ? doc.country_iso2.toUpperCase() : null,
    latitude: latitude ?? Number.NaN,
    longitude: longitude ?? Number.NaN,
    timezone,
    flags: Object.fromEntries(flagFields.map((name) => [name, doc[name] === true])),
    numbers: Object.fromEntries(numberFields.map((name) => [name, asNumber(doc[name])])),
    options: Object.fromEntries(
      optionFields.map((name) => [name, typeof doc[name] === 'string' ? (doc[name] as string) : null]),
    ),
    sets: Object.fromEntries(setFields.map((name) => [name, idSet(doc[name])])),
    comments_count: asNumber(doc.comments_count) ?? 0,
    average_rating: asNumber(doc.average_rating) ?? 0,
    closed: seasons
      .filter((season) => season.is_available === false)
      .map(
        (season) =>
          [dayOf(season.start_timestamp, timezone), dayOf(season.end_timestamp, timezone)] as [number, number],
      )
      .filter(([first, end]) => end > first),
    doc: cardDocOf(doc),
    program: null,
    blocked,
  }
}
