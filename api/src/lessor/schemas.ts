import {
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  depositPaymentMethods,
  emissionClasses,
  extraPricingUnits,
  extraRecurrences,
  insuranceTypes,
  leadTimeOptions,
  licenceTypes,
  rateColors,
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
 * Response schemas of the lessor's listing management (the editor view of view.ts and the child
 * views of children.ts), field by field: the serializer drops every key a schema does not name.
 * Every editable field of a kind is there, null when unset (view.ts `toEditorListing`); plain
 * schemas without transforms, since they run on every answer.
 */

const currency = z.enum(supportedCurrencies)
const text = z.string().nullable()
const num = z.number().nullable()
const cents = z.int().nullable()
const timestamp = z.int().nullable()
const flag = z.boolean().nullable()
const ids = z.array(z.string())
const openingHours = z
  .array(z.object({ day: z.enum(weekdays), from: z.string(), to: z.string(), id: z.string().nullish() }))
  .nullable()

const imageRef = z.object({ id: z.string(), url: z.string().nullable(), thumbnail_url: z.string().nullable() })

const cancellationTerm = z.object({
  /** null for the rows of the default table (not stored until publish). */
  id: z.string().nullable(),
  days: z.int(),
  percent: z.number(),
  minimum_amount_in_cents: z.int().nullable(),
})

/** Keys every kind's editor view has. */
const common = {
  id: z.string(),
  lessor: z.string().nullable(),
  is_draft: z.boolean(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  comments_count: z.number(),
  average_rating: z.number().nullable(),
  unpublished_reason: text,
  title: z.string(),
  title_de: text,
  description: z.string(),
  is_pets_allowed: flag,
  is_smoking_allowed: flag,
  is_instant_booking_allowed: flag,
  street_address: text,
  house_number: text,
  postal_code: text,
  city: text,
  country: text,
  country_iso2: text,
  latitude: num,
  longitude: num,
  place_id: text,
  location_context: text,
  checkin_checkout_time_info: text,
  station_pickup_hours: openingHours,
  station_dropoff_hours: openingHours,
  contact_whatsapp: text,
  contact_phone: text,
  opening_hours_weekdays: text,
  opening_hours_saturday: text,
  currency,
  default_rate_in_cents: cents,
  default_min_rent_days: num,
  cleaning_fee_in_cents: cents,
  longer_hire_discount: num,
  early_booking_discount: num,
  down_payment_percent: num,
  advance_reserve_time: z.enum(leadTimeOptions).nullable(),
  booking_deadline_before_departure: z.enum(leadTimeOptions).nullable(),
  deposit_amount: cents,
  deposit_payment_methods: z.array(z.enum(depositPaymentMethods)),
  deductible_insurance: text,
  rental_terms: text,
  rental_terms_url: text,
  amenities: ids,
  /** Photos by slot. */
  images: z.record(z.string(), imageRef),
  /** Longest notice first; the spec's default table until the lessor saves one. */
  cancellation_terms: z.array(cancellationTerm),
  cancellation_terms_are_default: z.boolean(),
}

const makeAndSize = (fuels: readonly [string, ...string[]]) => ({
  brand: text,
  model: text,
  length: num,
  width: num,
  motor_horse_power: num,
  fuel_type: z.enum(fuels).nullable(),
})

const vehicle = {
  ...common,
  kind: z.literal('recreational_vehicle'),
  ...makeAndSize(vehicleFuelTypes),
  rv_type: z.enum(rvTypes).nullable(),
  registration_timestamp: timestamp,
  registration_country_iso2: text,
  licence_type: z.enum(licenceTypes).nullable(),
  licence_plate: text,
  driving_license_class: z.enum(licenceTypes).nullable(),
  height: num,
  wight_empty: num,
  permissible_weight: num,
  drawbar_load: num,
  seats_num: num,
  child_seat_num: num,
  sleeps: num,
  fuel_capacity: num,
  fresh_water_capacity: num,
  waste_water_capacity: num,
  transmission_type: z.enum(transmissionTypes).nullable(),
  emission_class: z.enum(emissionClasses).nullable(),
  emission_sticker: text,
  fuel_consumption: num,
  gears_num: num,
  mileage: num,
  previous_owners_num: num,
  exterior_color: text,
  service_valid_timestamp: timestamp,
  is_damaged: flag,
  km_limit_per_day: num,
  price_per_extra_km: cents,
  driver_licence_term: num,
  driver_min_age: num,
  driver_max_age: num,
  can_travel_abroad: z.enum(travelAbroadOptions).nullable(),
  /** The one chosen insurance option (the three flags below agree with it). */
  insurance_type: z.enum(insuranceTypes).nullable(),
  third_party_liability: flag,
  partial_cover_insurance: flag,
  fully_cover_insurance: flag,
  /** The amounts as the spec's text ("1,000 EUR") and in cents of insurance_currency. */
  third_party_liability_amount: text,
  partial_cover_amount: text,
  fully_cover_amount: text,
  third_party_liability_amount_in_cents: cents,
  partial_cover_amount_in_cents: cents,
  fully_cover_amount_in_cents: cents,
  insurance_currency: z.enum(supportedCurrencies).nullable(),
  /** Private papers with short-lived signed links (the editor is their owner's view). */
  documents: z.array(
    z.object({
      type: z.enum(vehicleDocumentTypes),
      file: z.object({
        id: z.string(),
        url: z.string().nullable(),
        thumbnail_url: z.null(),
        filename: z.string().nullable(),
        mime_type: z.string().nullable(),
      }),
    }),
  ),
}

const campsite = {
  ...common,
  kind: z.literal('campsite'),
  suitability: z.array(z.enum(campsiteSuitabilities)),
  area_m2: num,
  pitches_num: num,
  people_per_pitch: num,
  default_extra_charge_per_adult_in_cents: cents,
  default_extra_charge_per_child_in_cents: cents,
  location_situations: ids,
  activities: ids,
}

const boat = {
  ...common,
  kind: z.literal('boat'),
  ...makeAndSize(boatFuelTypes),
  boat_type: z.enum(boatTypes).nullable(),
  harbour: text,
  construction_timestamp: timestamp,
  renovated: num,
  draft: num,
  speed: num,
  tender_horse_power: num,
  onboard_capacity: num,
  /** Mirrors onboard_capacity. */
  people: num,
  cabins_number: num,
  berths_number: num,
  bedrooms_number: num,
  showers_number: num,
  toilets_number: num,
  boat_license_requirement: flag,
}

/** Every key the editor view of a kind has (schemas.test.ts holds view.ts to them). */
export const editorViewShapes = { recreational_vehicle: vehicle, campsite, boat } as const

const childBase = {
  id: z.string(),
  listing: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
}

export const seasonView = z.object({
  ...childBase,
  start_timestamp: z.int(),
  end_timestamp: z.int(),
  is_available: z.boolean(),
  season_rate: z.string().nullable(),
  min_rent_dates: z.number(),
})

export const rateView = z.object({
  ...childBase,
  season: z.string(),
  color: z.enum(rateColors),
  rate_in_cents: z.int(),
  extra_charge_per_adult_in_cents: z.int().nullable(),
  extra_charge_per_child_in_cents: z.int().nullable(),
  max_guests_allowed: z.number().nullable(),
  currency: z.enum(supportedCurrencies).nullable(),
})

export const extraView = z.object({
  ...childBase,
  name: z.string(),
  name_de: text,
  price_in_cents: z.int(),
  /** The price formatted in its currency ("€12.50"). */
  price_text: text,
  currency,
  available: z.number(),
  unit: z.enum(extraPricingUnits),
  recurrence: z.enum(extraRecurrences),
  mandatory: z.boolean(),
  included: z.boolean(),
  age_from: num,
  age_to: num,
  description: text,
  conditions: z.array(z.object({ line: z.string(), subline: text })),
})

export const reservationView = z.object({
  ...childBase,
  start_timestamp: z.int(),
  end_timestamp: z.int(),
  comment: text,
})

/** The editor view of an own listing, by kind. */
export const editorListingView = z.discriminatedUnion('kind', [z.object(vehicle), z.object(campsite), z.object(boat)])
export type EditorListingView = z.input<typeof editorListingView>

/** GET …/my/{id}/: the editor view with the listing's children. */
const children = {
  season_rates: z.array(rateView),
  season_availability: z.array(seasonView),
  extra_amenities: z.array(extraView),
  manual_reservations: z.array(reservationView),
}
export const editorListingWithChildren = z.discriminatedUnion('kind', [
  z.object({ ...vehicle, ...children }),
  z.object({ ...campsite, ...children }),
  z.object({ ...boat, ...children }),
])

/** GET …/my/: a page of own listings by offset. */
export const editorListingPage = z.object({
  count: z.int(),
  limit: z.int(),
  offset: z.int(),
  has_more: z.boolean(),
  next_offset: z.int().nullable(),
  results: z.array(editorListingView),
})
