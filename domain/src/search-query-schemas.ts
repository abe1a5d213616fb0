import { z } from 'zod'
import { boatTypes, campsiteSuitabilities, rvTypes, transmissionTypes, vehicleFuelTypes } from './listing-options'
import { supportedCurrencies } from './money'
import type { ListingKind } from './roles'
import {
  MAX_SEARCH_RADIUS_KM,
  MAX_SEARCH_TRIP_SECONDS,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  searchFilterLimits,
  searchSortDirections,
  searchSortParams,
} from './search-params'

/**
 * The zod schemas of the listing search's query parameters (search-params.ts names them, with the
 * limits and the query string): the API validates with them, the site's loaders drop what they
 * would refuse. A module of their own so the site's pages that only link searches load no zod.
 */

/** Filter UI spellings that are not stored values (§3 "RV types in the filter"): "Any" means no filter. */
const rvTypeAliases: Readonly<Record<string, string | null>> = { caravans: 'Caravan', any: null }
/** The second reading of the boat types (§3) mapped onto the stored list. */
const boatTypeAliases: Readonly<Record<string, string | null>> = {
  motorboat_sportboat: 'Motorboat',
  'luxury - motoryacht': 'Motor Yacht',
  motoryacht: 'Motor Yacht',
  'houseboat and motor yacht group': 'Houseboat',
  any: null,
}

// ------------------------------------------------------------------------------------------
// Field schemas: accept query-string text (and the typed values the site passes), emit types.
// ------------------------------------------------------------------------------------------

export type Raw = string | number | boolean | readonly (string | number | boolean)[] | null | undefined

const single = (value: Raw): unknown => {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : value
  return value
}

const listItems = (value: Raw): string[] => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    item === null || item === undefined ? [] : String(item).split(','),
  )
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))]
}

/** One formatter for every limit: `toLocaleString` builds a new one per call, ~40 times as this module loads. */
const limitFormat = new Intl.NumberFormat('en')

/** A number given once: '12', 12. Empty text and repeated values are errors, not zero. */
const numberParam = (min: number, max: number, { integer = true } = {}) =>
  z.preprocess(
    (value) => {
      const one = single(value as Raw)
      if (typeof one === 'string') return one.trim() === '' ? Number.NaN : Number(one)
      return one
    },
    // Each check names its own message: zod applies a schema-level message to every failed check,
    // and "Expected a number" for `offset=100000` hides the limit the caller has to respect.
    (integer ? z.number('Expected a number').int('Expected a whole number') : z.number('Expected a number'))
      .min(min, `Must be at least ${limitFormat.format(min)}`)
      .max(max, `Must be at most ${limitFormat.format(max)}`),
  )

/**
 * The query schemas are built on first use, not as the module loads: ~40 zod schemas cost a phone
 * ~20 ms of main thread (×4 in Lighthouse's simulation), and the site's browser code only links
 * searches (its loaders, on the server, parse them).
 */
function buildShapes() {
  const booleanParam = z.preprocess((value) => {
    const one = single(value as Raw)
    if (typeof one !== 'string') return one
    const text = one.trim().toLowerCase()
    return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : one
  }, z.boolean('Expected true or false'))

  const timestampParam = numberParam(0, 253_402_300_799)

  /** One of a fixed list, case-insensitive, with UI aliases; an empty result (only "Any") means no filter. */
  const choiceListParam = (values: readonly string[], aliases: Readonly<Record<string, string | null>> = {}) => {
    const byLower = new Map(values.map((value) => [value.toLowerCase(), value]))
    return z.custom<Raw>().transform((value, ctx) => {
      const result: string[] = []
      for (const item of listItems(value)) {
        const lower = item.toLowerCase()
        const known = byLower.get(lower) ?? (lower in aliases ? aliases[lower] : undefined)
        if (known === undefined) {
          ctx.addIssue({ code: 'custom', message: `Unknown value "${item}". Expected one of: ${values.join(', ')}` })
          return z.NEVER
        }
        if (known !== null && !result.includes(known)) result.push(known)
      }
      return result.length > 0 ? result : undefined
    })
  }

  /** Free values (brand names) or ids (amenities…): at most 50 of up to 100 characters. */
  const textListParam = z.custom<Raw>().transform((value, ctx) => {
    const items = listItems(value)
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Expected at least one value' })
      return z.NEVER
    }
    if (items.length > 50 || items.some((item) => item.length > 100)) {
      ctx.addIssue({ code: 'custom', message: 'At most 50 values of up to 100 characters' })
      return z.NEVER
    }
    return items
  })

  const sortParam = z.preprocess((value) => {
    const one = single(value as Raw)
    return typeof one === 'string' ? one.trim().toUpperCase() : one
  }, z.enum(searchSortDirections))

  const countryParam = z.preprocess(
    (value) => {
      const one = single(value as Raw)
      return typeof one === 'string' ? one.trim().toUpperCase() : one
    },
    z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter ISO country code'),
  )

  const currencyParam = z.preprocess((value) => {
    const one = single(value as Raw)
    return typeof one === 'string' ? one.trim().toUpperCase() : one
  }, z.enum(supportedCurrencies))

  // ------------------------------------------------------------------------------------------
  // Parameters per kind
  // ------------------------------------------------------------------------------------------

  const count = () => numberParam(searchFilterLimits.count.min, searchFilterLimits.count.max).optional()
  const rate = () =>
    numberParam(searchFilterLimits.default_rate_in_cents.min, searchFilterLimits.default_rate_in_cents.max).optional()

  /** Parameters every kind accepts. */
  const commonShape = {
    limit: numberParam(1, SEARCH_MAX_LIMIT).optional(),
    offset: numberParam(0, SEARCH_MAX_OFFSET).optional(),
    trip_start_timestamp: timestampParam.optional(),
    trip_end_timestamp: timestampParam.optional(),
    latitude: numberParam(-90, 90, { integer: false }).optional(),
    longitude: numberParam(-180, 180, { integer: false }).optional(),
    radius_km: numberParam(1, MAX_SEARCH_RADIUS_KM, { integer: false }).optional(),
    country_iso2: countryParam.optional(),
    filter_by_distance: sortParam.optional(),
    filter_by_price_daily: sortParam.optional(),
    filter_by_price_trip: sortParam.optional(),
    filter_by_rating: sortParam.optional(),
    amenities__include__and: textListParam.optional(),
    is_instant_booking_allowed: booleanParam.optional(),
    is_pets_allowed: booleanParam.optional(),
    default_rate_in_cents__gte: rate(),
    default_rate_in_cents__lte: rate(),
    /** Currency of the prices on the cards (converted with the currency-rates global). */
    currency: currencyParam.optional(),
    /** Accepted for the contract (§7 "full_prepayment"); card prices are totals either way. */
    full_prepayment: booleanParam.optional(),
    /** Party for campsite prices (detail-page person selector defaults: 1 pitch, 1 adult, 0 children). */
    pitches_num: numberParam(1, 100).optional(),
    adults_num: numberParam(0, 100).optional(),
    children_num: numberParam(0, 100).optional(),
    // §7 alternative-vehicle params. The pickup country is the search country; one-way trips
    // (a different drop-off) are not modelled, so the drop-off fields are accepted and ignored.
    pickup_country_code: countryParam.optional(),
    dropoff_country_code: countryParam.optional(),
    dropoff_latitude: numberParam(-90, 90, { integer: false }).optional(),
    dropoff_longitude: numberParam(-180, 180, { integer: false }).optional(),
    isReturnLocation: booleanParam.optional(),
  }

  const rvShape = {
    ...commonShape,
    rv_type__include__or: choiceListParam(rvTypes, rvTypeAliases).optional(),
    brand__include__or: textListParam.optional(),
    sleeps__gte: count(),
    seats_num__gte: count(),
    // Card facts travelers also filter by (the search page's transmission, fuel and insurance filters).
    transmission_type__include__or: choiceListParam(transmissionTypes).optional(),
    fuel_type__include__or: choiceListParam(vehicleFuelTypes).optional(),
    fully_cover_insurance: booleanParam.optional(),
    partial_cover_insurance: booleanParam.optional(),
    third_party_liability: booleanParam.optional(),
  }

  const campsiteShape = {
    ...commonShape,
    suitability__include__or: choiceListParam(campsiteSuitabilities).optional(),
    area_m2__gte: numberParam(searchFilterLimits.area_m2.min, searchFilterLimits.area_m2.max).optional(),
    area_m2__lte: numberParam(searchFilterLimits.area_m2.min, searchFilterLimits.area_m2.max).optional(),
    location_situations__include__and: textListParam.optional(),
    activities__include__and: textListParam.optional(),
  }

  const boatLength = () =>
    numberParam(searchFilterLimits.length.min, searchFilterLimits.length.max, { integer: false }).optional()
  const motor = () =>
    numberParam(searchFilterLimits.motor_horse_power.min, searchFilterLimits.motor_horse_power.max).optional()

  const boatShape = {
    ...commonShape,
    boat_type__include__or: choiceListParam(boatTypes, boatTypeAliases).optional(),
    brand__include__or: textListParam.optional(),
    onboard_capacity__gte: count(),
    berths_number__gte: count(),
    cabins_number__gte: count(),
    /** false = "boat without licence" filter. */
    boat_license_requirement: booleanParam.optional(),
    length__gte: boatLength(),
    length__lte: boatLength(),
    motor_horse_power__gte: motor(),
    motor_horse_power__lte: motor(),
  }
  return { commonShape, rvShape, campsiteShape, boatShape }
}

type Shapes = ReturnType<typeof buildShapes>
type Shape = Shapes['commonShape'] & Partial<Shapes['rvShape'] & Shapes['campsiteShape'] & Shapes['boatShape']>

const rangePairs = [
  ['default_rate_in_cents__gte', 'default_rate_in_cents__lte'],
  ['area_m2__gte', 'area_m2__lte'],
  ['length__gte', 'length__lte'],
  ['motor_horse_power__gte', 'motor_horse_power__lte'],
] as const

/** Rules across parameters (all reported at once, each under the parameter to fix). */
function crossFieldRules(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const start = query.trip_start_timestamp as number | undefined
  const end = query.trip_end_timestamp as number | undefined
  if ((start === undefined) !== (end === undefined)) {
    issue(start === undefined ? 'trip_start_timestamp' : 'trip_end_timestamp', 'Give both trip dates or neither')
  } else if (start !== undefined && end !== undefined) {
    // The longest trip in no rental unit: a campervan's counts days, a pitch's or a boat's nights (decision 0010).
    if (end <= start) issue('trip_end_timestamp', 'The trip must end after it starts')
    else if (end - start > MAX_SEARCH_TRIP_SECONDS) issue('trip_end_timestamp', 'A trip can last at most a year')
  }
  const hasLat = query.latitude !== undefined
  const hasLon = query.longitude !== undefined
  if (hasLat !== hasLon) issue(hasLat ? 'longitude' : 'latitude', 'Give both latitude and longitude or neither')
  if (!hasLat || !hasLon) {
    if (query.radius_km !== undefined) issue('radius_km', 'A radius needs latitude and longitude')
    if (query.filter_by_distance !== undefined)
      issue('filter_by_distance', 'Sorting by distance needs latitude and longitude')
  }
  const sorts = searchSortParams.filter((name) => query[name] !== undefined)
  if (sorts.length > 1)
    for (const name of sorts) issue(name, 'Sort by one of distance, daily price, trip price or rating only')
  if (
    query.country_iso2 !== undefined &&
    query.pickup_country_code !== undefined &&
    query.country_iso2 !== query.pickup_country_code
  ) {
    issue('pickup_country_code', 'Differs from country_iso2')
  }
  for (const [gte, lte] of rangePairs) {
    const low = query[gte] as number | undefined
    const high = query[lte] as number | undefined
    if (low !== undefined && high !== undefined && low > high) issue(gte, `Must not exceed ${lte}`)
  }
}

const withRules = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape).superRefine(crossFieldRules)

function buildQuerySchemas() {
  const { commonShape, rvShape, campsiteShape, boatShape } = buildShapes()
  return {
    search: {
      recreational_vehicle: withRules(rvShape),
      campsite: withRules(campsiteShape),
      boat: withRules(boatShape),
    } as const satisfies Record<ListingKind, z.ZodType>,
    listingDetail: withRules({
      trip_start_timestamp: commonShape.trip_start_timestamp,
      trip_end_timestamp: commonShape.trip_end_timestamp,
      currency: commonShape.currency,
      pitches_num: commonShape.pitches_num,
      adults_num: commonShape.adults_num,
      children_num: commonShape.children_num,
    }),
  }
}

let querySchemas: ReturnType<typeof buildQuerySchemas> | undefined
const builtQuerySchemas = () => (querySchemas ??= buildQuerySchemas())

/** Query schema of `GET /listing/{kind}/` (and the alternatives of a listing) of a kind. */
export const searchQuerySchema = <K extends ListingKind>(kind: K) => builtQuerySchemas().search[kind]

/** Query of a listing's detail page (`GET /listing/{kind}/{id}/`): the range and party to price. */
export const listingDetailQuerySchema = () => builtQuerySchemas().listingDetail
export type ListingDetailQuery = z.output<ReturnType<typeof listingDetailQuerySchema>>

/** Parsed parameters: every filter of any kind, present only when given. */
export type SearchParams = { [K in keyof Shape]?: z.output<Shape[K]> }
/** What a caller may pass (strings from a URL, or typed values). */
export type SearchParamsInput = { [K in keyof Shape]?: Raw }

/** Names of the parameters a kind's search accepts (filter panels can check against it). */
export const searchParamNames = (kind: ListingKind): string[] => Object.keys(searchQuerySchema(kind).def.shape ?? {})

export function parseSearchParams(
  kind: ListingKind,
  input: Record<string, unknown>,
): { success: true; data: SearchParams } | { success: false; error: z.ZodError } {
  const result = searchQuerySchema(kind).safeParse(input)
  return result.success ? { success: true, data: result.data as SearchParams } : { success: false, error: result.error }
}
