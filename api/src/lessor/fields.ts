import {
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  depositPaymentMethods,
  emissionClasses,
  insuranceTypes,
  isImageSlotOf,
  type ListingKind,
  leadTimeOptions,
  licenceTypes,
  listingImageSlots,
  listingLimits,
  rvTypes,
  supportedCurrencies,
  transmissionTypes,
  travelAbroadOptions,
  vehicleDocumentTypes,
  vehicleFuelTypes,
  weekdays,
} from '@driftway/domain'
import { z } from 'zod'

/**
 * What a lessor may write on a listing through the editor (listings spec §3 fields, §5 bounds),
 * per kind. Every key is optional: PATCH saves one wizard step, so only that step's fields come.
 * Money is integer cents on the wire (the site multiplies by 100, spec §4 "Money"); insurance
 * amounts also come as the spec's text ("1,000 EUR") and the collection hook parses them.
 * Payload re-validates what it stores (lengths, relationship ids, slot names, rich text), so
 * these schemas own the types and the spec's ranges, not every storage rule.
 */

const id = z.string().trim().min(1).max(100)
/** A relation sent as an id or as the object the editor read back (`{ id, url }`). */
export const idOrRef = z
  .union([id, z.object({ id }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id))

/** Optional single-line text: trimmed, whitespace-only becomes null (spec §5 "General"). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null))
const nullableInt = (min: number, max?: number) => {
  let schema = z.int().min(min, `Must be at least ${min}.`)
  if (max !== undefined) schema = schema.max(max, `Must be at most ${max}.`)
  return schema.nullable()
}
const cents = (min = 0) => z.int('Amounts are whole cents.').min(min, `Must be at least ${min}.`).nullable()
const measure = z.number().min(0, 'Must be at least 0.').nullable()
const percent = nullableInt(0, 100)
const timestamp = z.int('Timestamps are whole unix seconds.').nullable()
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable()
const ids = z.array(idOrRef).max(500)
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM.')
const openingHours = z
  .array(z.object({ day: z.enum(weekdays), from: hhmm, to: hhmm }))
  .max(14)
  .nullable()

const yearOf = (timestamp: number) => new Date(timestamp * 1000).getUTCFullYear()
const notInFutureYear = (value: number | null) => value === null || yearOf(value) <= new Date().getUTCFullYear()

/** The cancellation table as the editor sends it (spec §5 "Cancellation terms"). */
export const cancellationTermsInput = z
  .array(
    z.object({
      days: z.int('Enter whole days.').min(0, 'Days must be 0 or more.').max(3650),
      percent: z
        .int('Enter a whole percentage.')
        .min(0, 'The percentage cannot be negative.')
        .max(100, 'At most 100 %.'),
      minimum_amount_in_cents: z.int('Amounts are whole cents.').min(0).nullish(),
    }),
  )
  .min(1, 'At least one cancellation term is required.')
  .max(20)
  .refine(
    (terms) => new Set(terms.map((term) => term.days)).size === terms.length,
    'Each number of days may appear once.',
  )
export type CancellationTermInput = z.output<typeof cancellationTermsInput>[number]

/**
 * Photos: `[{ slot, image }]` rows replace the whole set; a `{ slot: mediaId | null }` map changes
 * only the slots it names (null empties a slot). Either way each slot belongs to the kind.
 */
export type ImagesInput = { replace: { slot: string; image: string }[] } | { merge: Record<string, string | null> }

const imagesInput = (kind: ListingKind) =>
  z
    .union([
      z.array(z.object({ slot: z.string(), image: idOrRef })).max(listingImageSlots[kind].length),
      z.record(z.string(), idOrRef.nullable()),
    ])
    .superRefine((value, ctx) => {
      const slots = Array.isArray(value) ? value.map((row) => row.slot) : Object.keys(value)
      const seen = new Set<string>()
      for (const slot of slots) {
        if (!isImageSlotOf(kind, slot))
          ctx.addIssue({ code: 'custom', message: `"${slot}" is not a photo slot of a ${kind} listing.` })
        else if (seen.has(slot)) ctx.addIssue({ code: 'custom', message: `The "${slot}" slot is used twice.` })
        seen.add(slot)
      }
    })
    .transform((value): ImagesInput => (Array.isArray(value) ? { replace: value } : { merge: value }))

const common = (kind: ListingKind) => ({
  title: z
    .string()
    .trim()
    .min(1, 'The title is required.')
    .max(listingLimits.titleMax, `At most ${listingLimits.titleMax} characters.`),
  title_de: text(listingLimits.titleMax),
  // Rich text (HTML); the 4000 limit counts visible text and is checked by the collection.
  description: z.string().max(40_000, 'The description is too long.'),
  is_pets_allowed: z.boolean(),
  is_smoking_allowed: z.boolean(),
  is_instant_booking_allowed: z.boolean(),
  street_address: text(200),
  house_number: text(20),
  postal_code: text(20),
  city: text(100),
  country: text(100),
  country_iso2: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
    .transform((value) => value.toUpperCase())
    .nullable(),
  latitude: z.number().min(-90, 'Between -90 and 90.').max(90, 'Between -90 and 90.').nullable(),
  longitude: z.number().min(-180, 'Between -180 and 180.').max(180, 'Between -180 and 180.').nullable(),
  place_id: text(300),
  location_context: text(listingLimits.locationContextMax),
  checkin_checkout_time_info: text(listingLimits.checkinInfoMax),
  station_pickup_hours: openingHours,
  station_dropoff_hours: openingHours,
  contact_whatsapp: text(30),
  contact_phone: text(30),
  opening_hours_weekdays: text(100),
  opening_hours_saturday: text(100),
  currency: z.enum(supportedCurrencies),
  default_rate_in_cents: cents(1),
  default_min_rent_days: z.int('Enter whole days.').min(1, 'Must be at least 1.'),
  cleaning_fee_in_cents: z.int('Amounts are whole cents.').min(0, 'Must be at least 0.'),
  longer_hire_discount: percent,
  early_booking_discount: percent,
  down_payment_percent: percent,
  advance_reserve_time: oneOf(leadTimeOptions),
  booking_deadline_before_departure: oneOf(leadTimeOptions),
  deposit_amount: cents(1),
  deposit_payment_methods: z.array(z.enum(depositPaymentMethods)).min(1, 'Choose at least one payment method.'),
  deductible_insurance: text(300),
  rental_terms: z.string().max(20_000).nullable(),
  rental_terms_url: text(2000),
  images: imagesInput(kind),
  amenities: ids,
  cancellation_terms: cancellationTermsInput,
  /** Back to draft (take a listing offline); publishing goes through PATCH …/publish/. */
  is_draft: z.literal(true, 'Publish with PATCH /listing/{kind}/my/{id}/publish/.'),
})

const makeAndSize = (fuels: readonly [string, ...string[]]) => ({
  brand: text(100),
  model: text(listingLimits.modelMax),
  length: measure,
  width: measure,
  motor_horse_power: nullableInt(0),
  fuel_type: oneOf(fuels),
})

const insuranceText = z.union([z.string().trim().max(50), z.null()])

const vehicle = {
  ...common('recreational_vehicle'),
  ...makeAndSize(vehicleFuelTypes),
  rv_type: oneOf(rvTypes),
  registration_timestamp: timestamp.refine(notInFutureYear, 'The registration year cannot be in the future.'),
  registration_country_iso2: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
    .transform((value) => value.toUpperCase())
    .nullable(),
  licence_type: oneOf(licenceTypes),
  licence_plate: text(20),
  driving_license_class: oneOf(licenceTypes),
  height: measure,
  wight_empty: measure,
  permissible_weight: measure,
  drawbar_load: measure,
  seats_num: nullableInt(0),
  child_seat_num: nullableInt(0),
  sleeps: nullableInt(0),
  fuel_capacity: measure,
  fresh_water_capacity: measure,
  waste_water_capacity: measure,
  transmission_type: oneOf(transmissionTypes),
  emission_class: oneOf(emissionClasses),
  emission_sticker: text(30),
  fuel_consumption: measure,
  gears_num: nullableInt(0),
  mileage: nullableInt(0),
  previous_owners_num: nullableInt(0),
  exterior_color: text(50),
  service_valid_timestamp: timestamp,
  is_damaged: z.boolean(),
  km_limit_per_day: nullableInt(0),
  price_per_extra_km: cents(0),
  driver_licence_term: nullableInt(0),
  driver_min_age: nullableInt(listingLimits.driverMinAge.min, listingLimits.driverMinAge.max),
  driver_max_age: nullableInt(listingLimits.driverMaxAge.min, listingLimits.driverMaxAge.max),
  can_travel_abroad: oneOf(travelAbroadOptions),
  /** The one chosen insurance option (spec §4); sets the three flags below. */
  insurance_type: z.enum(insuranceTypes),
  third_party_liability: z.boolean(),
  partial_cover_insurance: z.boolean(),
  fully_cover_insurance: z.boolean(),
  third_party_liability_amount: insuranceText,
  partial_cover_amount: insuranceText,
  fully_cover_amount: insuranceText,
  third_party_liability_amount_in_cents: cents(0),
  partial_cover_amount_in_cents: cents(0),
  fully_cover_amount_in_cents: cents(0),
  insurance_currency: z.enum(supportedCurrencies),
  documents: z.array(z.object({ type: z.enum(vehicleDocumentTypes), file: idOrRef })).max(10),
}

const campsite = {
  ...common('campsite'),
  suitability: z.array(z.enum(campsiteSuitabilities)).min(1, 'Choose at least one.'),
  area_m2: nullableInt(0),
  pitches_num: nullableInt(1),
  people_per_pitch: nullableInt(1),
  default_extra_charge_per_adult_in_cents: cents(0),
  default_extra_charge_per_child_in_cents: cents(0),
  location_situations: ids,
  activities: ids,
}

const boat = {
  ...common('boat'),
  ...makeAndSize(boatFuelTypes),
  boat_type: oneOf(boatTypes),
  harbour: text(listingLimits.harbourMax),
  construction_timestamp: timestamp.refine(notInFutureYear, 'The construction year cannot be in the future.'),
  renovated: nullableInt(1900, 2100),
  draft: measure,
  speed: measure,
  tender_horse_power: nullableInt(0),
  onboard_capacity: nullableInt(0),
  /** The editor also sends the capacity as `people` (spec §7); it mirrors onboard_capacity. */
  people: nullableInt(0),
  cabins_number: nullableInt(0),
  berths_number: nullableInt(0),
  bedrooms_number: nullableInt(0),
  showers_number: nullableInt(0),
  toilets_number: nullableInt(0),
  boat_license_requirement: z.boolean(),
}

const shapes = { recreational_vehicle: vehicle, campsite, boat } as const

/** Every key the editor of `kind` may send (also the fields the editor view returns). */
export const editorKeys = (kind: ListingKind): string[] => Object.keys(shapes[kind])

export const listingInputSchema = (kind: ListingKind) => z.object(shapes[kind]).partial()
export type ListingInput = Record<string, unknown> & {
  images?: ImagesInput
  cancellation_terms?: CancellationTermInput[]
  documents?: { type: string; file: string }[]
  amenities?: string[]
  location_situations?: string[]
  activities?: string[]
}

/** Keys a caller may echo back from the editor view without effect (read-only or derived). */
export const ignoredEchoKeys = new Set([
  'id',
  'kind',
  'lessor',
  'created_at',
  'updated_at',
  'comments_count',
  'average_rating',
  'cancellation_terms_are_default',
])

/** `lengths` etc. of other kinds and unknown names: refused by name, so typos do not vanish silently. */
export function unknownKeys(kind: ListingKind, body: Record<string, unknown>): string[] {
  const known = new Set(editorKeys(kind))
  return Object.keys(body).filter((key) => !known.has(key) && !ignoredEchoKeys.has(key))
}

/** Cross-field rules of one input (the merged document is checked again on publish). */
export function crossFieldIssues(kind: ListingKind, input: ListingInput): Record<string, string[]> {
  const issues: Record<string, string[]> = {}
  if (kind === 'recreational_vehicle') {
    const min = input.driver_min_age
    const max = input.driver_max_age
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      issues.driver_max_age = ['Must not be below the minimum driver age.']
    }
    const chosenFlags = insuranceTypes.filter((flag) => input[flag] === true)
    if (chosenFlags.length > 1) issues[chosenFlags[1]!] = ['Choose only one insurance option.']
    if (input.insurance_type && chosenFlags.some((flag) => flag !== input.insurance_type)) {
      issues.insurance_type = ['Contradicts the insurance flags sent with it.']
    }
  }
  if (kind === 'boat') {
    const { people, onboard_capacity } = input
    if (people !== undefined && onboard_capacity !== undefined && people !== onboard_capacity) {
      issues.people = ['people mirrors onboard_capacity; send the same value or only one of them.']
    }
  }
  return issues
}
