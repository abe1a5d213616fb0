import {
  CALENDAR_YEARS_AHEAD,
  type CardPrice,
  type CurrencyCode,
  cardPriceInputSchema,
  convertPriceList,
  type Extra,
  type ExtraInput,
  extraGuests,
  isQuoteError,
  nightKeyOf,
  type PriceList,
  type PricingProfileInput,
  priceExtras,
  type QuoteErrorKey,
  type Rate,
  type RateInput,
  rentDiscounts,
  rentedUnits,
  type SeasonInput,
  tripDaysOf,
} from '@driftway/domain'

/**
 * Search-card prices at index speed. The domain's `cardPrice` is the definition of a card price,
 * but it re-validates its input and walks dates through time-zone objects on every call
 * (~0.5 ms), far too slow to price thousands of candidates per search. A PriceProgram is the
 * same computation compiled once per listing: the input is validated once with the engine's own
 * schema, season boundaries become day numbers in the listing's zone, and each query only does
 * integer arithmetic. The money steps that carry no dates (conversion, extra guests, extras,
 * discounts) call the domain functions themselves. `price-program.test` checks, over random
 * listings and ranges, that the result equals `cardPrice` field for field.
 */

const MS_PER_DAY = 86_400_000
/** The engine's MAX_TRIP_NIGHTS. */
const MAX_TRIP_NIGHTS = 365

/** Day number (days since 1970-01-01) of a 'YYYY-MM-DD' key. */
export function dayOfKey(key: string): number {
  return Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) / MS_PER_DAY
}

export const keyOfDay = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10)

const dayCache = new Map<string, number>()
/**
 * Day number of the listing-local date of a moment: `nightKeyOf` (the engine's own rule),
 * memoised because the same moments recur (12:00 handovers, season starts shared by many listings).
 */
export function dayOf(timestamp: number, timezone: string): number {
  const cacheKey = `${timezone}|${timestamp}`
  let day = dayCache.get(cacheKey)
  if (day === undefined) {
    if (dayCache.size > 200_000) dayCache.clear()
    day = dayOfKey(nightKeyOf(timestamp, timezone))
    dayCache.set(cacheKey, day)
  }
  return day
}

type Window = {
  first: number
  end: number
  start_timestamp: number
  is_available: boolean
  rate_id: string | null
  min_rent_dates: number | null | undefined
}

type PricedList = { list: PriceList; ratesById: Map<string, Rate>; chargeable: Extra[] } | { failed: true }

/** A listing whose data the engine would refuse (cardPrice → invalid_input): never priced. */
interface InvalidProgram {
  invalid: true
  timezone: string
  list: null
  windows: Window[]
  closed: [number, number][]
  base: null
  converted: null
}

export type PriceProgram = CompiledProgram | InvalidProgram

interface CompiledProgram {
  invalid: false
  timezone: string
  list: PriceList
  windows: Window[]
  /** Unavailable seasons as [first, end) day intervals. */
  closed: [number, number][]
  /** The price list in the listing's own currency (no conversion: the same for any rates). */
  base: PricedList | null
  /** Per target currency + rates version: the converted price list (created when first priced). */
  converted: Map<string, PricedList> | null
}

/**
 * Shared empty values: hundreds of thousands of programs are held, most without seasons, rates or
 * chargeable extras, and each empty array or map of their own costs ~100 bytes.
 */
const NO_WINDOWS: Window[] = []
const NO_RANGES: [number, number][] = []
const NO_RATES = new Map<string, Rate>()
const NO_EXTRAS: Extra[] = []

export interface ProgramInput {
  profile: PricingProfileInput
  seasons: SeasonInput[]
  rates: RateInput[]
  extras: ExtraInput[]
}

/** Extras that appear on a card's bill: mandatory or included (a card books no optional extras). */
const onCardBill = (extra: Extra) => extra.mandatory || extra.included || extra.unit === 'included'

export function compileProgram(input: ProgramInput): PriceProgram {
  const parsed = cardPriceInputSchema.safeParse({ ...input, blocked_nights: [], now_timestamp: 0 })
  if (!parsed.success) {
    return {
      invalid: true,
      timezone: 'UTC',
      list: null,
      windows: NO_WINDOWS,
      closed: NO_RANGES,
      base: null,
      converted: null,
    }
  }
  const { profile, seasons, rates, extras } = parsed.data
  const timezone = profile.timezone
  const windows: Window[] = seasons.map((season) => ({
    first: dayOf(season.start_timestamp, timezone),
    end: dayOf(season.end_timestamp, timezone),
    start_timestamp: season.start_timestamp,
    is_available: season.is_available !== false,
    rate_id: season.season_rate_id ?? null,
    min_rent_dates: season.min_rent_dates,
  }))
  const closed = windows
    .filter((w) => !w.is_available && w.end > w.first)
    .map((w) => [w.first, w.end] as [number, number])
  return {
    invalid: false,
    timezone,
    list: { profile, rates, extras },
    windows: windows.length > 0 ? windows : NO_WINDOWS,
    closed: closed.length > 0 ? closed : NO_RANGES,
    base: null,
    converted: null,
  }
}

/** The season pricing a night: the latest-starting covering one (engine `seasonForNight`). */
function seasonFor(windows: readonly Window[], night: number): Window | undefined {
  let best: Window | undefined
  for (const window of windows) {
    if (window.first <= night && night < window.end && (!best || window.start_timestamp > best.start_timestamp))
      best = window
  }
  return best
}

/** True when an unavailable season covers any night of [first, end). */
export function closedInRange(program: PriceProgram, first: number, end: number): boolean {
  for (const [from, to] of program.closed) if (from < end && first < to) return true
  return false
}

/** The calendar facts of one query in one zone, shared by every listing in that zone. */
export interface ZoneDays {
  today: number
  /** Pickup night and return day, when the query has dates. */
  pickup?: number
  returnDay?: number
  /** Pickup later than the calendar's last day (25 years ahead, compared as keys like the engine). */
  pickupTooFar: boolean
}

export function zoneDays(timezone: string, nowTimestamp: number, trip?: { start: number; end: number }): ZoneDays {
  const todayKey = nightKeyOf(nowTimestamp, timezone)
  const lastKey = `${String(Number(todayKey.slice(0, 4)) + CALENDAR_YEARS_AHEAD).padStart(4, '0')}${todayKey.slice(4)}`
  const days: ZoneDays = { today: dayOfKey(todayKey), pickupTooFar: false }
  if (trip) {
    days.pickup = dayOf(trip.start, timezone)
    days.returnDay = dayOf(trip.end, timezone)
    days.pickupTooFar = keyOfDay(days.pickup) > lastKey
  }
  return days
}

export interface PriceRequest {
  pitches_num: number
  adults_num: number
  children_num: number
  currency?: CurrencyCode
  rates_per_eur?: Readonly<Record<string, number>>
  /** Identifies rates_per_eur for the conversion cache. */
  rates_version: string
  /** Cache key of the converted price list; computed once per query when given. */
  conversion_key?: string
}

function pricedEntry(list: PriceList): PricedList {
  const chargeable = list.extras.filter(onCardBill)
  return {
    list,
    ratesById: list.rates.length > 0 ? new Map(list.rates.map((rate) => [rate.id, rate])) : NO_RATES,
    chargeable: chargeable.length > 0 ? chargeable : NO_EXTRAS,
  }
}

function pricedList(program: CompiledProgram, request: PriceRequest): PricedList {
  const key = request.conversion_key ?? `${request.currency ?? ''}|${request.rates_version}`
  // No target or the listing's own currency: convertPriceList returns the list itself.
  if (!request.currency || request.currency === program.list.profile.currency) {
    program.base ??= pricedEntry(program.list)
    return program.base
  }
  program.converted ??= new Map()
  let entry = program.converted.get(key)
  if (!entry) {
    const converted = convertPriceList(program.list, request.currency, request.rates_per_eur)
    entry = isQuoteError(converted) ? { failed: true } : pricedEntry(converted)
    if (program.converted.size > 8) program.converted.clear()
    program.converted.set(key, entry)
  }
  return entry
}

const invalidPrice = (): CardPrice => ({
  currency: 'EUR',
  booking_price: { minimum_rate_cents: null, listing_item_rent_price_in_cents: null },
  full_price: null,
  error_key: 'invalid_input',
})

/**
 * `cardPrice` of the domain, for a compiled listing. `isBlocked(first, end)` tells whether a
 * booked or reserved night lies in [first, end) (the index keeps those apart from the program).
 */
export function programCardPrice(
  program: PriceProgram,
  days: ZoneDays,
  request: PriceRequest,
  isBlocked: (first: number, end: number) => boolean,
): CardPrice {
  if (program.invalid) return invalidPrice()
  let priced = pricedList(program, request)
  const conversionFailed = 'failed' in priced
  if ('failed' in priced) priced = pricedList(program, { ...request, currency: undefined, conversion_key: undefined })
  if ('failed' in priced) return invalidPrice()
  const { list, ratesById } = priced
  const profile = list.profile

  // "From" price: the default rate and every bookable, not yet ended season's rate.
  let fromPrice = profile.default_rate_in_cents
  for (const window of program.windows) {
    if (!window.is_available || window.end <= days.today || !window.rate_id) continue
    const rate = ratesById.get(window.rate_id)
    if (rate && rate.rate_in_cents < fromPrice) fromPrice = rate.rate_in_cents
  }
  const result: CardPrice = {
    currency: profile.currency,
    booking_price: { minimum_rate_cents: fromPrice, listing_item_rent_price_in_cents: null },
    full_price: null,
  }
  if (conversionFailed) result.error_key = 'conversion_unavailable'
  if (days.pickup === undefined || days.returnDay === undefined) return result

  const fail = (key: QuoteErrorKey): CardPrice => {
    result.error_key = key
    return result
  }
  const pickup = days.pickup
  const nights = days.returnDay - pickup
  if (nights < 1 || nights > MAX_TRIP_NIGHTS) return fail('invalid_range')
  if (pickup < days.today) return fail('past_pickup')
  if (days.pickupTooFar) return fail('invalid_range')
  const end = pickup + nights
  if (isBlocked(pickup, end) || closedInRange(program, pickup, end)) return fail('dates_unavailable')
  const minimumNights = seasonFor(program.windows, pickup)?.min_rent_dates ?? profile.default_min_rent_days
  if (nights < minimumNights) return fail('minimum_rental_days')

  const units = rentedUnits(profile, request.pitches_num)
  const extra = extraGuests(profile, units, request.adults_num, request.children_num)
  const partySize = request.adults_num + request.children_num
  let rent = 0
  let extraAdults = 0
  let extraChildren = 0
  let minimumRate = Number.POSITIVE_INFINITY
  const defaults = {
    rate: profile.default_rate_in_cents,
    adult: profile.default_extra_charge_per_adult_in_cents ?? 0,
    child: profile.default_extra_charge_per_child_in_cents ?? 0,
  }
  for (let night = pickup; night < end; night++) {
    const season = program.windows.length > 0 ? seasonFor(program.windows, night) : undefined
    const rate = season?.rate_id ? ratesById.get(season.rate_id) : undefined
    if (
      profile.kind === 'campsite' &&
      rate?.max_guests_allowed != null &&
      partySize > rate.max_guests_allowed * units
    ) {
      return fail('too_many_guests')
    }
    const nightly = rate?.rate_in_cents ?? defaults.rate
    if (nightly < minimumRate) minimumRate = nightly
    rent += nightly * units
    extraAdults += extra.extra_adults * (rate?.extra_charge_per_adult_in_cents ?? defaults.adult)
    extraChildren += extra.extra_children * (rate?.extra_charge_per_child_in_cents ?? defaults.child)
  }

  let extrasTotal = 0
  if (priced.chargeable.length > 0) {
    const extras = priceExtras(priced.chargeable, [], tripDaysOf(profile.kind, nights), nights)
    if (isQuoteError(extras)) return fail(extras.error_key)
    for (const line of extras.extra) extrasTotal += line.total_charge_in_cents
    for (const line of extras.included) extrasTotal += line.total_charge_in_cents
  }
  const discounts = rentDiscounts(profile, rent + extraAdults + extraChildren, nights, pickup - days.today)
  const total =
    rent +
    (extra.extra_adults > 0 ? extraAdults : 0) +
    (extra.extra_children > 0 ? extraChildren : 0) +
    extrasTotal +
    (profile.cleaning_fee_in_cents || 0) +
    (profile.service_fee_in_cents || 0) +
    (discounts.early_booking_in_cents || 0) +
    (discounts.longer_hire_in_cents || 0) +
    (profile.pickup_fee_in_cents || 0) +
    (profile.dropoff_fee_in_cents || 0) +
    (profile.one_way_fee_in_cents || 0)

  result.booking_price = { minimum_rate_cents: minimumRate, listing_item_rent_price_in_cents: rent }
  result.full_price = total
  return result
}
