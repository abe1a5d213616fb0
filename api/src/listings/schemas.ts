import { listingKinds, quoteErrorKeys } from '@driftway/domain'
import { z } from 'zod'

/**
 * Response schemas of the public listing reads (search, popular, alternatives, wishlists, detail).
 * Plain objects without transforms or refinements: the search page serializes 30 cards with them
 * on every request. They name every member the mapping functions write (card.ts, detail.ts), since
 * the serializer drops members a schema does not name.
 */

const nullableString = z.string().nullable()
const nullableNumber = z.number().nullable()

/** A catalogue entry (activity, location situation) as the filter panels and the detail list it. */
export const taxonomyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_de: nullableString,
  icon_url: nullableString,
})

const amenityItemSchema = taxonomyItemSchema.extend({ section: z.string(), is_dimension: z.boolean() })

export const brandItemSchema = z.object({ id: z.string(), name: z.string() })

const lessorSchema = z.object({ id: z.string(), company_name: nullableString, photo: nullableString }).nullable()
const commentsSchema = z.object({ comments_count: z.number(), average_rating: nullableNumber })
const bookingPriceSchema = z.object({
  minimum_rate_cents: nullableNumber,
  listing_item_rent_price_in_cents: nullableNumber,
})
/** Why a range has no total (minimum_rental_days, dates_unavailable, …), else null. */
const priceErrorKeySchema = z.enum(quoteErrorKeys).nullable()
/** "Unlimited" or a number of kilometres a day (listings spec §2). */
const kmLimitSchema = z.union([z.number(), z.literal('Unlimited')])

/** The members every card has, whatever its kind (toListingCard). */
const cardBase = {
  id: z.string(),
  title: z.string(),
  title_de: nullableString,
  city: nullableString,
  country: nullableString,
  country_iso2: nullableString,
  latitude: nullableNumber,
  longitude: nullableNumber,
  place_id: nullableString,
  /** Card-size photo URL per image slot. */
  images: z.record(z.string(), z.string()),
  main_image_url: nullableString,
  default_rate_in_cents: z.number(),
  /** Currency of booking_price and full_price (the requested one when it could be converted). */
  currency: z.string(),
  /** Currency of default_rate_in_cents: the listing's own. */
  listing_currency: z.string(),
  default_min_rent_days: z.number(),
  is_instant_booking_allowed: z.boolean(),
  is_pets_allowed: z.boolean(),
  booking_price: bookingPriceSchema,
  full_price: nullableNumber,
  price_error_key: priceErrorKeySchema,
  distance_km: nullableNumber,
  /** Ids of the caller's wishlists holding the listing (empty for anyone but a traveler). */
  wishlists: z.array(z.string()),
  is_indie_camper: z.boolean(),
  identifier: nullableString,
  pickup_location_code: nullableString,
  dropoff_location_code: nullableString,
  return_location_code: nullableString,
  payment_methods: z.array(z.string()),
  lessor: lessorSchema,
  comments: commentsSchema,
}

const vehicleCardSchema = z.object({
  ...cardBase,
  kind: z.literal('recreational_vehicle'),
  km_limit_per_day: kmLimitSchema,
  fully_cover_insurance: z.boolean(),
  partial_cover_insurance: z.boolean(),
  third_party_liability: z.boolean(),
  sleeps: nullableNumber,
  seats_num: nullableNumber,
  rv_type: nullableString,
  brand: nullableString,
  model: nullableString,
  transmission_type: nullableString,
  fuel_type: nullableString,
})

const campsiteCardSchema = z.object({
  ...cardBase,
  kind: z.literal('campsite'),
  pitches_num: nullableNumber,
  area_m2: nullableNumber,
  suitability: z.array(z.string()).nullable(),
  people_per_pitch: nullableNumber,
})

const boatCardSchema = z.object({
  ...cardBase,
  kind: z.literal('boat'),
  onboard_capacity: nullableNumber,
  motor_horse_power: nullableNumber,
  length: nullableNumber,
  boat_type: nullableString,
  brand: nullableString,
  model: nullableString,
  cabins_number: nullableNumber,
  berths_number: nullableNumber,
})

/** The listing card of listings spec §2 (search, popular, alternatives, wishlists), by kind. */
export const listingCardSchema = z.discriminatedUnion('kind', [vehicleCardSchema, campsiteCardSchema, boatCardSchema])

/** A page of search or popular results. */
export const searchPageSchema = z.object({
  /** All matches, not only this page. */
  count: z.number(),
  has_more: z.boolean(),
  results: z.array(listingCardSchema),
})

const shiftedRangeSchema = z
  .object({ trip_start_timestamp: z.number(), trip_end_timestamp: z.number(), count: z.number() })
  .nullable()

/** Alternatives of a listing; `shifted` only when the range found none (else null). */
export const alternativesSchema = z.object({
  count: z.number(),
  results: z.array(listingCardSchema),
  shifted: z.object({ previous_day: shiftedRangeSchema, next_day: shiftedRangeSchema }).nullable(),
})

/** An amenity of the kind's filter panel, with its section. */
export const kindAmenitySchema = amenityItemSchema

const imageVariantSchema = z.object({
  thumbnail: nullableString,
  card: nullableString,
  large: nullableString,
  original: nullableString,
})

const hoursRowSchema = z.object({ day: z.string(), from: z.string(), to: z.string(), id: nullableString.optional() })

const detailExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_de: nullableString,
  price_in_cents: z.number(),
  price_text: z.string(),
  currency: z.string(),
  available: z.number(),
  quantity: z.number(),
  unit: z.string(),
  recurrence: nullableString,
  mandatory: z.boolean(),
  included: z.boolean(),
  age_from: nullableNumber,
  age_to: nullableNumber,
  description: nullableString,
  conditions: z.array(z.object({ line: z.string(), subline: nullableString })),
  /** One unit for the chosen range in the listing currency; null without dates or when paid on site. */
  total_charge_in_cents: nullableNumber,
})

const stored = <T extends z.ZodType>(schema: T) => schema.nullable().optional()

/**
 * The public detail of a listing (detail.ts): the listing's own public fields passed through as
 * stored — so a loose object: its stored fields are the collection's, and those the page reads are
 * named here — plus the resolved lists, children, prices and terms, all named.
 */
export const listingDetailSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(listingKinds),
  is_draft: stored(z.boolean()),
  title: z.string(),
  title_de: stored(z.string()),
  description: stored(z.string()),
  city: stored(z.string()),
  country: stored(z.string()),
  country_iso2: stored(z.string()),
  street_address: stored(z.string()),
  house_number: stored(z.string()),
  postal_code: stored(z.string()),
  latitude: stored(z.number()),
  longitude: stored(z.number()),
  location_context: stored(z.string()),
  checkin_checkout_time_info: stored(z.string()),
  station_pickup_hours: stored(z.array(hoursRowSchema)),
  station_dropoff_hours: stored(z.array(hoursRowSchema)),
  contact_whatsapp: stored(z.string()),
  contact_phone: stored(z.string()),
  opening_hours_weekdays: stored(z.string()),
  opening_hours_saturday: stored(z.string()),
  default_rate_in_cents: stored(z.number()),
  default_min_rent_days: stored(z.number()),
  cleaning_fee_in_cents: stored(z.number()),
  longer_hire_discount: stored(z.number()),
  early_booking_discount: stored(z.number()),
  deposit_amount: stored(z.number()),
  deposit_payment_methods: stored(z.array(z.string())),
  deductible_insurance: stored(z.string()),
  rental_terms: stored(z.string()),
  rental_terms_url: stored(z.string()),
  is_pets_allowed: stored(z.boolean()),
  is_smoking_allowed: stored(z.boolean()),
  is_instant_booking_allowed: stored(z.boolean()),
  is_indie_camper: stored(z.boolean()),
  // Vehicles only: insurance amounts as text and the daily kilometre limit.
  third_party_liability_amount: stored(z.string()),
  partial_cover_amount: stored(z.string()),
  fully_cover_amount: stored(z.string()),
  km_limit_per_day: stored(kmLimitSchema),
  /** IANA time zone of the listing (its nights and the booked periods). */
  timezone: z.string(),
  /** Large photo URL per image slot. */
  images: z.record(z.string(), z.string()),
  image_variants: z.record(z.string(), imageVariantSchema),
  main_image_url: nullableString,
  amenities: z.array(amenityItemSchema),
  amenity_sections: z.array(
    z.object({ section: z.string(), is_dimension: z.boolean(), amenities: z.array(amenityItemSchema) }),
  ),
  location_situations: z.array(taxonomyItemSchema),
  activities: z.array(taxonomyItemSchema),
  lessor: lessorSchema,
  extra_amenities: z.array(detailExtraSchema),
  season_rates: z.array(
    z.object({
      id: z.string(),
      season: z.string(),
      color: z.string(),
      rate_in_cents: z.number(),
      extra_charge_per_adult_in_cents: nullableNumber,
      extra_charge_per_child_in_cents: nullableNumber,
      max_guests_allowed: nullableNumber,
      currency: z.string(),
    }),
  ),
  season_availability: z.array(
    z.object({
      id: z.string(),
      start_timestamp: z.number(),
      end_timestamp: z.number(),
      is_available: z.boolean(),
      season_rate: nullableString,
      min_rent_dates: z.number(),
    }),
  ),
  cancellation_terms: z.array(z.object({ days: z.number(), percent: z.number(), minimum_amount: nullableNumber })),
  cancellation_terms_are_default: z.boolean(),
  /** Booked periods from today on. */
  booked_info: z.array(z.object({ pickup_timestamp: z.number(), return_timestamp: z.number() })),
  comments: commentsSchema,
  wishlists: z.array(z.string()),
  payment_methods: z.array(z.string()),
  currency: z.string(),
  listing_currency: z.string(),
  booking_price: bookingPriceSchema,
  full_price: nullableNumber,
  price_error_key: priceErrorKeySchema,
  rental_terms_summary: z.object({
    security_deposit: nullableNumber,
    insurance: nullableString,
    minimum_driver_age: nullableNumber,
    additional_driver: nullableString,
    included_kilometers: kmLimitSchema.nullable(),
    pickup_return: nullableString,
    cleaning: z.number(),
    booking: z.enum(['instant', 'request']),
    tire_and_windshield_insurance: nullableString,
    extraRatePerKM: nullableNumber,
    isSmokingAllowed: z.boolean(),
    termsUrl: nullableString,
    cancellation_policy: z.array(z.object({ condition: z.string(), refund: z.string() })),
  }),
})
