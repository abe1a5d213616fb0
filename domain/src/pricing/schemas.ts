import { z } from 'zod'
import { blockedNightsSchema, idSchema, seasonSchema, timestampSchema, timezoneSchema } from '../availability/schemas'
import { defaultCurrency, supportedCurrencies } from '../money'
import { listingKinds } from '../roles'

/**
 * Inputs of the pricing engine (listings spec §3, booking spec §3). Field names are the stored
 * snake_case names so the API passes documents through; the engine itself does no I/O.
 */

/** Upper bound per amount (100 million EUR): keeps every product of amounts a safe integer. */
export const MAX_AMOUNT_CENTS = 10_000_000_000

export const centsSchema = z.int().min(0).max(MAX_AMOUNT_CENTS)
/** Discounts and down payments: 0-100, nullable (listings spec §5 "discounts 0-100 nullable"). */
export const percentSchema = z.number().min(0).max(100)
export const currencySchema = z.enum(supportedCurrencies)

/** Default days before pickup by which the remaining amount is due. */
export const DEFAULT_FINAL_PAYMENT_DUE_DAYS = 30

export const pricingProfileSchema = z
  .object({
    kind: z.enum(listingKinds),
    currency: currencySchema.default(defaultCurrency),
    timezone: timezoneSchema,
    default_rate_in_cents: centsSchema.min(1),
    default_min_rent_days: z.int().min(1).default(1),
    cleaning_fee_in_cents: centsSchema.default(0),
    service_fee_in_cents: centsSchema.nullish(),
    /** Percent off the rent for stays of LONGER_HIRE_MIN_NIGHTS nights or more. */
    longer_hire_discount: percentSchema.nullish(),
    /** Percent off the rent when pickup is EARLY_BOOKING_MIN_DAYS days or more ahead. */
    early_booking_discount: percentSchema.nullish(),
    /** Null means the 20/80 fallback (booking spec §9). */
    down_payment_percent: percentSchema.nullish(),
    final_payment_due_days_before_pickup: z.int().min(0).max(3650).default(DEFAULT_FINAL_PAYMENT_DUE_DAYS),
    pickup_fee_in_cents: centsSchema.nullish(),
    dropoff_fee_in_cents: centsSchema.nullish(),
    one_way_fee_in_cents: centsSchema.nullish(),
    // Campsites only.
    people_per_pitch: z.int().min(1).nullish(),
    default_extra_charge_per_adult_in_cents: centsSchema.nullish(),
    default_extra_charge_per_child_in_cents: centsSchema.nullish(),
  })
  .refine((profile) => profile.kind !== 'campsite' || profile.people_per_pitch != null, {
    message: 'Campsites need people_per_pitch',
    path: ['people_per_pitch'],
  })
export type PricingProfile = z.output<typeof pricingProfileSchema>
export type PricingProfileInput = z.input<typeof pricingProfileSchema>

export const rateSchema = z.object({
  id: idSchema,
  season: z.string().max(50).default(''),
  rate_in_cents: centsSchema.min(1),
  extra_charge_per_adult_in_cents: centsSchema.nullish(),
  extra_charge_per_child_in_cents: centsSchema.nullish(),
  /** Campsites: guests allowed per pitch while this rate applies (listings spec §5: 1-12). */
  max_guests_allowed: z.int().min(1).max(12).nullish(),
})
export type Rate = z.output<typeof rateSchema>
export type RateInput = z.input<typeof rateSchema>

export const extraUnits = [
  'per_day',
  'per_night',
  'per_booking',
  'once_per_booking',
  'included',
  'based_on_usage',
  'on_site',
  'per_consumption',
] as const
export type ExtraUnit = (typeof extraUnits)[number]

export const extraSchema = z.object({
  id: idSchema,
  name: z.string(),
  price_in_cents: centsSchema,
  unit: z.enum(extraUnits),
  /** Total quantity the lessor has (listings spec §3 "available (total quantity)"). */
  available: z.int().min(0),
  mandatory: z.boolean().default(false),
  included: z.boolean().default(false),
})
export type Extra = z.output<typeof extraSchema>
export type ExtraInput = z.input<typeof extraSchema>

export const bookedExtraSchema = z.object({ id: idSchema, quantity: z.int().min(0).max(10_000) })
export type BookedExtra = z.output<typeof bookedExtraSchema>

export const quoteRequestSchema = z.object({
  pickup_timestamp: timestampSchema,
  return_timestamp: timestampSchema,
  /** Campsites only; other kinds rent one unit whatever is sent. Limits from booking spec §5. */
  pitches_num: z.int().min(1).max(100).default(1),
  adults_num: z.int().min(0).max(100).default(1),
  children_num: z.int().min(0).max(100).default(0),
  booked_extra_amenities: z.array(bookedExtraSchema).default([]),
  full_prepayment: z.boolean().default(false),
  now_timestamp: timestampSchema,
  /** The traveler's currency; defaults to the listing's. */
  currency: currencySchema.optional(),
  /** Units of X per 1 EUR, as `convertMinorUnits` expects. */
  rates_per_eur: z.record(z.string(), z.number().positive()).optional(),
})
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>

/** Everything a price needs; the API loads it, the site already has it on the detail page. */
export const quoteInputSchema = z.object({
  profile: pricingProfileSchema,
  seasons: z.array(seasonSchema).default([]),
  rates: z.array(rateSchema).default([]),
  extras: z.array(extraSchema).default([]),
  blocked_nights: blockedNightsSchema,
  request: quoteRequestSchema,
})
export type QuoteInput = z.input<typeof quoteInputSchema>
export type ParsedQuoteInput = z.output<typeof quoteInputSchema>
