import { isNightKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain/dates'
import {
  type ExtraPricingUnit,
  type ExtraRecurrence,
  extraLimits,
  extraPricingUnits,
  listingLimits,
  type RateColor,
  rateColors,
} from '@driftway/domain/listing-options'
import { toMajorUnits, toMinorUnits } from '@driftway/domain/money'
import type { ListingKind } from '@driftway/domain/roles'
import { z } from 'zod'
import type { ListingSeason } from '~/lib/listings'
import type { ManagedExtra, ManagedRate, ManagedReservation } from './types'

/**
 * Form values ↔ API payloads of the management tabs. Forms hold what people type (money in major
 * units as text, dates as YYYY-MM-DD); payloads carry integer cents and unix seconds at 12:00
 * listing time (spec §4 "Money", §9 "dates set at 12:00"). Messages are i18n keys of the
 * `lessor-manage` namespace so the page shows them in its language.
 */

export const msg = {
  required: 'lessor-manage:validation.required',
  date: 'lessor-manage:validation.date',
  endAfterStart: 'lessor-manage:validation.endAfterStart',
  money: 'lessor-manage:validation.money',
  greaterThanZero: 'lessor-manage:validation.mustBeGreaterThanZero',
  wholeNumber: 'lessor-manage:validation.wholeNumber',
  minDays: 'lessor-manage:validation.minDays',
  minQuantity: 'lessor-manage:validation.minTotalQuantity',
  maxGuests: 'lessor-manage:validation.maxGuests',
  seasonName: 'lessor-manage:validation.seasonNameMax',
  extraName: 'lessor-manage:validation.extraNameMax',
  commentMax: 'lessor-manage:validation.commentMax',
  descriptionMax: 'lessor-manage:validation.descriptionMax',
  conditionMax: 'lessor-manage:validation.conditionMax',
  conditionsMax: 'lessor-manage:validation.conditionsMax',
  age: 'lessor-manage:validation.age',
  ageOrder: 'lessor-manage:validation.ageOrder',
} as const

/** "12", "12.5", "12,50" → 12.5; anything else (more than 2 decimals, letters, negatives) → null. */
export function parseMajor(value: string): number | null {
  const text = value.trim().replace(/\s/g, '')
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null
  return Number(text.replace(',', '.'))
}

/** A typed amount as integer cents (minor units of `currency`). */
export function majorToCents(value: string, currency = 'EUR'): number {
  const major = parseMajor(value)
  if (major === null) throw new RangeError(`not an amount: ${value}`)
  return toMinorUnits(major, currency)
}

/** Cents as the text a form field starts with: "149" or "149.50". */
export function centsToMajorInput(cents: number | null | undefined, currency = 'EUR'): string {
  if (cents === null || cents === undefined) return ''
  const major = toMajorUnits(cents, currency)
  return Number.isInteger(major) ? String(major) : major.toFixed(2)
}

/** One message per field: the first rule a value breaks. */
const textRule = (check: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = check(value.trim())
    if (message) ctx.addIssue({ code: 'custom', message })
  })
const money = textRule((value) => (!value ? msg.required : parseMajor(value) === null ? msg.money : null))
const positiveMoney = textRule((value) => {
  if (!value) return msg.required
  const major = parseMajor(value)
  if (major === null) return msg.money
  return major > 0 ? null : msg.greaterThanZero
})
const wholeNumber = (min: number, message: string, max: number) =>
  textRule((value) => {
    if (!value) return msg.required
    if (!/^\d+$/.test(value)) return msg.wholeNumber
    return Number(value) >= min && Number(value) <= max ? null : message
  })
const dateKey = textRule((value) => (!value ? msg.required : isNightKey(value) ? null : msg.date))

/** Adds "end after start" on `end` (common.endDateError in the spec). */
const withRange = <S extends z.ZodObject<{ start: typeof dateKey; end: typeof dateKey }>>(schema: S) =>
  schema.superRefine((values, ctx) => {
    const { start, end } = values as { start: string; end: string }
    if (isNightKey(start) && isNightKey(end) && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: msg.endAfterStart })
    }
  })

// Seasons (availability periods) -----------------------------------------------------------

const minRentDays = wholeNumber(1, msg.minDays, listingLimits.minRentDaysMax)
/** A period with its minimum stay: a season, or the one a rate form creates with "apply to dates". */
const periodSchema = withRange(z.object({ start: dateKey, end: dateKey, min_rent_dates: minRentDays }))

export const seasonFormSchema = withRange(
  z.object({
    start: dateKey,
    end: dateKey,
    is_available: z.boolean(),
    season_rate: z.string(),
    min_rent_dates: minRentDays,
  }),
)
export type SeasonFormValues = z.input<typeof seasonFormSchema>

export const emptySeasonForm = (range?: { start: string; end: string }): SeasonFormValues => ({
  start: range?.start ?? '',
  end: range?.end ?? '',
  is_available: true,
  season_rate: '',
  min_rent_dates: '1',
})

export const seasonToForm = (season: ListingSeason, timezone: string): SeasonFormValues => ({
  start: nightKeyOf(season.start_timestamp, timezone),
  end: nightKeyOf(season.end_timestamp, timezone),
  is_available: season.is_available,
  season_rate: season.season_rate ?? '',
  min_rent_dates: String(season.min_rent_dates),
})

export const seasonPayload = (values: SeasonFormValues, timezone: string) => ({
  start_timestamp: localNoonTimestamp(values.start, timezone),
  end_timestamp: localNoonTimestamp(values.end, timezone),
  is_available: values.is_available,
  season_rate: values.season_rate || null,
  min_rent_dates: Number(values.min_rent_dates),
})

// Manual reservations (owner blocks) --------------------------------------------------------

/** The block's optional note (spec §3 "Reservation": optional comment), e.g. who rented it elsewhere. */
export const reservationCommentMax = 500

export const reservationFormSchema = withRange(
  z.object({ start: dateKey, end: dateKey, comment: z.string().trim().max(reservationCommentMax, msg.commentMax) }),
)
export type ReservationFormValues = z.input<typeof reservationFormSchema>

export const emptyReservationForm = (range?: { start: string; end: string }): ReservationFormValues => ({
  start: range?.start ?? '',
  end: range?.end ?? '',
  comment: '',
})

export const reservationToForm = (reservation: ManagedReservation, timezone: string): ReservationFormValues => ({
  start: nightKeyOf(reservation.start_timestamp, timezone),
  end: nightKeyOf(reservation.end_timestamp, timezone),
  comment: reservation.comment ?? '',
})

export const reservationPayload = (values: ReservationFormValues, timezone: string) => ({
  start_timestamp: localNoonTimestamp(values.start, timezone),
  end_timestamp: localNoonTimestamp(values.end, timezone),
  comment: values.comment.trim() || null,
})

// Season rates -------------------------------------------------------------------------------

const optionalDate = z.string().trim()

export function rateFormSchema(kind: ListingKind) {
  const campsite = kind === 'campsite'
  const campsiteMoney = campsite ? money : z.string()
  return z
    .object({
      season: z.string().trim().min(1, msg.required).max(listingLimits.seasonNameMax, msg.seasonName),
      color: z.enum(rateColors),
      price: positiveMoney,
      max_guests_allowed: campsite
        ? wholeNumber(listingLimits.maxGuestsMin, msg.maxGuests, listingLimits.maxGuestsMax)
        : z.string(),
      extra_adult: campsiteMoney,
      extra_child: campsiteMoney,
      /** Optionally applies the new rate to a period right away (creates a season with it). */
      apply: z.boolean(),
      start: optionalDate,
      end: optionalDate,
      min_rent_dates: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (!values.apply) return
      for (const issue of periodSchema.safeParse(values).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    })
}
export type RateFormValues = z.input<ReturnType<typeof rateFormSchema>>

export const emptyRateForm = (color: RateColor = 'blue'): RateFormValues => ({
  season: '',
  color,
  price: '',
  max_guests_allowed: '',
  extra_adult: '',
  extra_child: '',
  apply: false,
  start: '',
  end: '',
  min_rent_dates: '1',
})

export const rateToForm = (rate: ManagedRate, currency: string): RateFormValues => ({
  season: rate.season,
  color: rate.color,
  price: centsToMajorInput(rate.rate_in_cents, currency),
  max_guests_allowed: rate.max_guests_allowed === null ? '' : String(rate.max_guests_allowed),
  extra_adult: centsToMajorInput(rate.extra_charge_per_adult_in_cents, currency),
  extra_child: centsToMajorInput(rate.extra_charge_per_child_in_cents, currency),
  apply: false,
  start: '',
  end: '',
  min_rent_dates: '1',
})

export function ratePayload(values: RateFormValues, kind: ListingKind, currency: string) {
  const payload: Record<string, unknown> = {
    season: values.season.trim(),
    color: values.color,
    rate_in_cents: majorToCents(values.price, currency),
  }
  if (kind === 'campsite') {
    payload.max_guests_allowed = Number(values.max_guests_allowed)
    payload.extra_charge_per_adult_in_cents = majorToCents(values.extra_adult, currency)
    payload.extra_charge_per_child_in_cents = majorToCents(values.extra_child, currency)
  }
  return payload
}

/** The season a rate form creates when "apply to dates" is ticked. */
export const rateSeasonPayload = (values: RateFormValues, timezone: string) =>
  values.apply
    ? {
        start_timestamp: localNoonTimestamp(values.start, timezone),
        end_timestamp: localNoonTimestamp(values.end, timezone),
        is_available: true,
        min_rent_dates: Number(values.min_rent_dates),
      }
    : null

/** The first colour no rate uses yet, so a new rate stands out in the calendar. */
export function nextRateColor(rates: readonly Pick<ManagedRate, 'color'>[]): RateColor {
  const used = new Set(rates.map((rate) => rate.color))
  return rateColors.find((color) => color !== 'gray' && !used.has(color)) ?? 'blue'
}

// Default rate -------------------------------------------------------------------------------

export const defaultRateFormSchema = z.object({
  price: positiveMoney,
  min_days: minRentDays,
})
export type DefaultRateFormValues = z.input<typeof defaultRateFormSchema>

export const defaultRatePayload = (values: DefaultRateFormValues, currency: string) => ({
  default_rate_in_cents: majorToCents(values.price, currency),
  default_min_rent_days: Number(values.min_days),
})

// Extra amenities ----------------------------------------------------------------------------

/**
 * Whether the quantity is charged once or for every day/night follows from the unit; the API
 * keeps both (spec §5 requires a recurrence but lists no values of its own).
 */
export function recurrenceOf(unit: ExtraPricingUnit): ExtraRecurrence {
  if (unit === 'per_day') return 'daily'
  if (unit === 'per_night') return 'nightly'
  return 'once'
}

/** The units the form offers first: the ones lessors use most (the brief's list). */
const primaryExtraUnits: readonly ExtraPricingUnit[] = [
  'per_day',
  'per_night',
  'per_booking',
  'once_per_booking',
  'included',
]
export const extraUnitOptions: readonly ExtraPricingUnit[] = [
  ...primaryExtraUnits,
  ...extraPricingUnits.filter((unit) => !primaryExtraUnits.includes(unit)),
]

/** An optional age: empty, or a whole number of years 0…120 (0 is a valid "from"). */
const optionalAge = textRule((value) =>
  !value ? null : /^\d+$/.test(value) && Number(value) <= extraLimits.ageMax ? null : msg.age,
)
const ageOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null)

/** One condition line under the extra ("Per person"), with an optional smaller line under it. */
const conditionSchema = z.object({
  line: z.string().trim().min(1, msg.required).max(extraLimits.conditionMax, msg.conditionMax),
  subline: z.string().trim().max(extraLimits.conditionMax, msg.conditionMax),
})
export type ConditionFormValues = z.input<typeof conditionSchema>

export const extraFormSchema = z
  .object({
    name: z.string().trim().min(1, msg.required).max(listingLimits.extraNameMax, msg.extraName),
    name_de: z.string().trim().max(listingLimits.extraNameMax, msg.extraName),
    // Disabled (so undefined) while the extra is included: included extras cost nothing.
    price: z.string().optional(),
    unit: z.enum(extraPricingUnits),
    available: wholeNumber(1, msg.minQuantity, extraLimits.availableMax),
    mandatory: z.boolean(),
    included: z.boolean(),
    age_from: optionalAge,
    age_to: optionalAge,
    description: z.string().trim().max(extraLimits.descriptionMax, msg.descriptionMax),
    conditions: z.array(conditionSchema).max(extraLimits.conditionsMax, msg.conditionsMax),
  })
  .superRefine((values, ctx) => {
    const from = ageOf(values.age_from)
    const to = ageOf(values.age_to)
    if (from !== null && to !== null && to < from)
      ctx.addIssue({ code: 'custom', path: ['age_to'], message: msg.ageOrder })
    if (values.included || values.unit === 'included') return
    const price = values.price?.trim() ?? ''
    if (!price) ctx.addIssue({ code: 'custom', path: ['price'], message: msg.required })
    else if (parseMajor(price) === null) ctx.addIssue({ code: 'custom', path: ['price'], message: msg.money })
  })
export type ExtraFormValues = z.input<typeof extraFormSchema>

export const emptyCondition = (): ConditionFormValues => ({ line: '', subline: '' })

export const emptyExtraForm = (): ExtraFormValues => ({
  name: '',
  name_de: '',
  price: '',
  unit: 'per_day',
  available: '1',
  mandatory: false,
  included: false,
  age_from: '',
  age_to: '',
  description: '',
  conditions: [],
})

export const extraToForm = (extra: ManagedExtra, currency: string): ExtraFormValues => ({
  name: extra.name,
  name_de: extra.name_de ?? '',
  price: centsToMajorInput(extra.price_in_cents, extra.currency || currency),
  unit: extra.unit,
  available: String(extra.available),
  mandatory: extra.mandatory,
  included: extra.included || extra.unit === 'included',
  age_from: extra.age_from === null ? '' : String(extra.age_from),
  age_to: extra.age_to === null ? '' : String(extra.age_to),
  description: extra.description ?? '',
  conditions: extra.conditions.map((row) => ({ line: row.line, subline: row.subline ?? '' })),
})

export const extraPayload = (values: ExtraFormValues, currency: string) => {
  // "Included" as a unit and as a flag mean the same to travelers: keep them in step.
  const included = values.included || values.unit === 'included'
  return {
    name: values.name.trim(),
    name_de: values.name_de.trim() || null,
    price_in_cents: included ? 0 : majorToCents(values.price ?? '', currency),
    unit: values.unit,
    recurrence: recurrenceOf(values.unit),
    available: Number(values.available),
    mandatory: values.mandatory,
    included,
    age_from: ageOf(values.age_from),
    age_to: ageOf(values.age_to),
    description: values.description.trim() || null,
    conditions: values.conditions.map((row) => ({ line: row.line.trim(), subline: row.subline.trim() || null })),
  }
}
