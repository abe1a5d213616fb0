import {
  extraPricingUnits,
  extraRecurrences,
  formatMoney,
  type ListingKind,
  listingLimits,
  rateColors,
  supportedCurrencies,
} from '@driftway/domain'
import { extraLimits } from '@driftway/domain/listing-options'
import { ValidationError as PayloadValidationError } from 'payload'
import { z } from 'zod'
import { parseOrThrow, validationError } from '../http/validation'
import { idOf } from '../listings/pricing-input'
import { idOrRef, text } from './fields'
import type { extraView, rateView, reservationView, seasonView } from './schemas'

/**
 * The documents that hang off a listing and have their own editor calls (listings spec §3
 * Season, Rate, Extra amenity, Reservation; §5 their rules): input schemas and response shapes.
 */

const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required.').max(max, `At most ${max} characters.`)
// 1970 … 2100: a season or block is a calendar period, not an arbitrary number.
const timestamp = z.int('Timestamps are whole unix seconds.').min(0).max(4_102_444_800)
const cents = (min = 0) =>
  z.int('Amounts are whole cents.').min(min, min > 0 ? 'Must be greater than zero.' : `Must be at least ${min}.`)

export type ChildKind = 'season' | 'rate' | 'extra' | 'reservation'

type ChildSpec = {
  shape: z.ZodRawShape
  /** Keys a create (and PUT) must carry. */
  required: (kind: ListingKind) => string[]
  /** Keys only some listing kinds have. */
  onlyFor?: Partial<Record<string, ListingKind[]>>
  /** Defaults a create (and PUT) fills in for omitted keys. */
  defaults?: Record<string, unknown>
}

export const childSpecs: Record<ChildKind, ChildSpec> = {
  season: {
    shape: {
      start_timestamp: timestamp,
      end_timestamp: timestamp,
      is_available: z.boolean(),
      season_rate: idOrRef.nullable(),
      min_rent_dates: z.int('Enter whole days.').min(1, 'At least 1 day.').max(listingLimits.minRentDaysMax),
    },
    required: () => ['start_timestamp', 'end_timestamp', 'min_rent_dates'],
    defaults: { is_available: true, season_rate: null },
  },
  rate: {
    shape: {
      season: requiredText(listingLimits.seasonNameMax),
      color: z.enum(rateColors),
      rate_in_cents: cents(1),
      extra_charge_per_adult_in_cents: cents().nullable(),
      extra_charge_per_child_in_cents: cents().nullable(),
      max_guests_allowed: z
        .int()
        .min(listingLimits.maxGuestsMin, `Between ${listingLimits.maxGuestsMin} and ${listingLimits.maxGuestsMax}.`)
        .max(listingLimits.maxGuestsMax, `Between ${listingLimits.maxGuestsMin} and ${listingLimits.maxGuestsMax}.`)
        .nullable(),
      currency: z.enum(supportedCurrencies),
    },
    required: (kind) =>
      kind === 'campsite'
        ? [
            'season',
            'rate_in_cents',
            'max_guests_allowed',
            'extra_charge_per_adult_in_cents',
            'extra_charge_per_child_in_cents',
          ]
        : ['season', 'rate_in_cents'],
    onlyFor: {
      max_guests_allowed: ['campsite'],
      extra_charge_per_adult_in_cents: ['campsite'],
      extra_charge_per_child_in_cents: ['campsite'],
    },
    defaults: { color: 'blue' },
  },
  extra: {
    shape: {
      name: requiredText(listingLimits.extraNameMax),
      name_de: text(listingLimits.extraNameMax),
      price_in_cents: cents(),
      currency: z.enum(supportedCurrencies),
      available: z
        .int('Enter a whole quantity.')
        .min(1, 'The total quantity must be at least 1.')
        .max(extraLimits.availableMax),
      unit: z.enum(extraPricingUnits),
      recurrence: z.enum(extraRecurrences),
      mandatory: z.boolean(),
      included: z.boolean(),
      age_from: z.int('Enter a whole age.').min(0).max(extraLimits.ageMax).nullable(),
      age_to: z.int('Enter a whole age.').min(0).max(extraLimits.ageMax).nullable(),
      description: text(extraLimits.descriptionMax),
      conditions: z
        .array(
          z.object({
            line: requiredText(extraLimits.conditionMax),
            subline: text(extraLimits.conditionMax).optional(),
          }),
        )
        .max(extraLimits.conditionsMax, `At most ${extraLimits.conditionsMax} conditions.`),
    },
    required: () => ['name', 'price_in_cents', 'available', 'recurrence'],
    defaults: { unit: 'per_booking', mandatory: false, included: false },
  },
  reservation: {
    shape: { start_timestamp: timestamp, end_timestamp: timestamp, comment: text(500) },
    required: () => ['start_timestamp', 'end_timestamp'],
  },
}

/** Read-only keys of a child view a client may send back unchanged. */
const echoKeys = new Set(['id', 'listing', 'lessor', 'created_at', 'updated_at', 'price_text', 'nights'])

/**
 * Parses a child body: `create`/`replace` (POST/PUT) need the required keys and get defaults for
 * the rest; `update` (PATCH) takes any subset. `current` (PATCH/PUT) completes the period check.
 */
export function parseChildInput(
  child: ChildKind,
  kind: ListingKind,
  body: unknown,
  mode: 'create' | 'replace' | 'update',
  current?: Record<string, unknown>,
): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError({ _: ['Send a JSON object.'] })
  const spec = childSpecs[child]
  const raw = body as Record<string, unknown>
  const errors: Record<string, string[]> = {}
  for (const key of Object.keys(raw)) {
    if (echoKeys.has(key)) continue
    if (!(key in spec.shape)) errors[key] = ['Unknown field.']
    else if (spec.onlyFor?.[key] && !spec.onlyFor[key]!.includes(kind) && raw[key] !== null) {
      errors[key] = [`Only ${spec.onlyFor[key]!.join(', ')} listings have this field.`]
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
  const known = Object.fromEntries(Object.entries(raw).filter(([key]) => key in spec.shape))
  const input = parseOrThrow(z.object(spec.shape).partial(), known) as Record<string, unknown>

  if (mode !== 'update') {
    for (const key of spec.required(kind)) {
      if (input[key] === undefined || input[key] === null) errors[key] = ['This field is required.']
    }
    for (const [key, value] of Object.entries(spec.defaults ?? {})) if (input[key] === undefined) input[key] = value
  } else {
    for (const key of spec.required(kind)) {
      if (key in input && input[key] === null) errors[key] = ['This field is required.']
    }
  }
  if ('start_timestamp' in spec.shape) {
    const start = (input.start_timestamp ?? current?.start_timestamp) as number | undefined
    const end = (input.end_timestamp ?? current?.end_timestamp) as number | undefined
    if (typeof start === 'number' && typeof end === 'number' && end <= start) {
      errors.end_timestamp = ['The end must be after the start.']
    }
  }
  if (child === 'extra') {
    const from = (input.age_from ?? current?.age_from) as number | null | undefined
    const to = (input.age_to ?? current?.age_to) as number | null | undefined
    if (typeof from === 'number' && typeof to === 'number' && to < from)
      errors.age_to = ['Must not be below "age from".']
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return input
}

type Doc = Record<string, unknown> & { id: string; createdAt?: string; updatedAt?: string }

const base = (doc: Doc) => ({
  id: String(doc.id),
  listing: idOf(doc.listing),
  created_at: doc.createdAt ?? null,
  updated_at: doc.updatedAt ?? null,
})

/** What each child view answers (schemas.ts). */
type ChildViews = {
  season: z.input<typeof seasonView>
  rate: z.input<typeof rateView>
  extra: z.input<typeof extraView>
  reservation: z.input<typeof reservationView>
}

/**
 * Response shapes (spec §3), in the order the editor tables show them. The stored fields are read
 * from a plain record, so each view says what it answers: the collection validated them on write
 * and the response schema checks them again on the way out.
 */
export const childViews: { [K in ChildKind]: (doc: Doc) => ChildViews[K] } = {
  season: (doc) =>
    ({
      ...base(doc),
      start_timestamp: doc.start_timestamp,
      end_timestamp: doc.end_timestamp,
      is_available: doc.is_available !== false,
      season_rate: idOf(doc.season_rate),
      min_rent_dates: doc.min_rent_dates ?? 1,
    }) as ChildViews['season'],
  rate: (doc) =>
    ({
      ...base(doc),
      season: doc.season ?? '',
      color: doc.color ?? 'blue',
      rate_in_cents: doc.rate_in_cents,
      extra_charge_per_adult_in_cents: doc.extra_charge_per_adult_in_cents ?? null,
      extra_charge_per_child_in_cents: doc.extra_charge_per_child_in_cents ?? null,
      max_guests_allowed: doc.max_guests_allowed ?? null,
      currency: doc.currency ?? null,
    }) as ChildViews['rate'],
  extra: (doc) => {
    const currency = String(doc.currency ?? 'EUR')
    return {
      ...base(doc),
      name: doc.name ?? '',
      name_de: doc.name_de ?? null,
      price_in_cents: doc.price_in_cents,
      price_text: typeof doc.price_in_cents === 'number' ? formatMoney(doc.price_in_cents, currency) : null,
      currency,
      available: doc.available ?? 1,
      unit: doc.unit ?? 'per_booking',
      recurrence: doc.recurrence ?? 'once',
      mandatory: Boolean(doc.mandatory),
      included: Boolean(doc.included),
      age_from: doc.age_from ?? null,
      age_to: doc.age_to ?? null,
      description: doc.description ?? null,
      conditions: ((doc.conditions as { line?: string; subline?: string | null }[] | null) ?? []).map((row) => ({
        line: row.line ?? '',
        subline: row.subline ?? null,
      })),
    } as ChildViews['extra']
  },
  reservation: (doc) =>
    ({
      ...base(doc),
      start_timestamp: doc.start_timestamp,
      end_timestamp: doc.end_timestamp,
      comment: doc.comment ?? null,
    }) as ChildViews['reservation'],
}

export const childCollections = {
  season: 'season-availabilities',
  rate: 'season-rates',
  extra: 'extra-amenities',
  reservation: 'manual-reservations',
} as const

/** Sort of each list: periods by start, the others as created. */
export const childSort: Record<ChildKind, string> = {
  season: 'start_timestamp',
  rate: 'createdAt',
  extra: 'createdAt',
  reservation: 'start_timestamp',
}

/**
 * The collections refuse overlapping periods with a field error on start_timestamp
 * (listingChildren.ts `rejectOverlappingPeriods`); the spec reports them by key.
 */
export function isOverlapError(error: unknown): boolean {
  return (
    error instanceof PayloadValidationError &&
    error.data.errors.some((issue) => issue.path === 'start_timestamp' && /overlap/i.test(issue.message))
  )
}
