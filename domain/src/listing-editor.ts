import { z } from 'zod'
import { displayNames } from './intl'
import { parseInsuranceAmount } from './listing-insurance'
import {
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  depositPaymentMethods,
  emissionClasses,
  insuranceAmountFields,
  insuranceTypes,
  leadTimeOptions,
  licenceTypes,
  listingImageSlots,
  listingLimits,
  rvTypes,
  transmissionTypes,
  travelAbroadOptions,
  vehicleDocumentTypes,
  vehicleFuelTypes,
} from './listing-options'
import { defaultCurrency, toMajorUnits, toMinorUnits } from './money'
import type { ListingKind } from './roles'

/**
 * The lessor's listing editor wizard (listings spec §2 "Listing editor", §4 "Multi-step forms",
 * §5 editor rules): which steps each kind has, which fields each step holds (in order; how they
 * are grouped and laid out is the site's, `remix-app/app/components/lessor-wizard/layout.ts`), how the form's raw
 * values are checked, and how they map to and from the API's editor listing
 * (`PATCH /listing/{kind}/my/{id}/` takes one step's keys; money in cents).
 *
 * Form values are what inputs hold (strings, booleans, string arrays), so one mapping serves the
 * browser form and unit tests alike. Messages are translation keys of the site's `lessor`
 * namespace; a number bound travels after a "|" (`validation.min|1`).
 */

export type EditorStep = 'details' | 'images' | 'rates' | 'calendar' | 'preferences' | 'documents'

export const editorSteps: Record<ListingKind, readonly EditorStep[]> = {
  recreational_vehicle: ['details', 'images', 'rates', 'calendar', 'preferences', 'documents'],
  campsite: ['details', 'images', 'rates', 'calendar', 'preferences'],
  boat: ['details', 'images', 'rates', 'calendar', 'preferences'],
}

/** The wizard opens an existing listing at step index 1 (images); a new one at the details. */
export const firstStepOfExisting: EditorStep = 'images'

export const isEditorStep = (kind: ListingKind, value: unknown): value is EditorStep =>
  typeof value === 'string' && (editorSteps[kind] as readonly string[]).includes(value)

export type FieldType =
  | 'text'
  | 'textarea'
  | 'int'
  | 'decimal'
  | 'money'
  | 'percent'
  | 'year'
  | 'select'
  | 'multi'
  | 'yesno'
  | 'checkbox'
  | 'country'

export type EditorField = {
  name: string
  type: FieldType
  required?: boolean
  min?: number
  max?: number
  maxLength?: number
  /** Fixed option values; `multi` lists without options take theirs from the API (amenities…). */
  options?: readonly string[]
  /** Unit shown beside the input (translation key suffix: `units.cm`). */
  unit?: string
  /** A message other than validation.required when empty (spec §8 keys). */
  requiredMessage?: string
  /** Vehicle fields a Caravan (no engine) does not have (spec §5 "a Caravan type hides non-caravan fields"). */
  motorised?: boolean
  /** Sent on PATCH only when it changed (spec §7: title, description and check-in info). */
  onlyWhenChanged?: boolean
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

const titleFields: EditorField[] = [
  {
    name: 'title',
    type: 'text',
    required: true,
    maxLength: listingLimits.titleMax,
    requiredMessage: 'validation.titleRequired',
    onlyWhenChanged: true,
  },
  {
    name: 'description',
    type: 'textarea',
    required: true,
    maxLength: listingLimits.descriptionMax,
    requiredMessage: 'validation.descriptionRequired',
    onlyWhenChanged: true,
  },
]

/** Address, map position and handover text (pickup details of spec §3). */
const locationFields = (kind: ListingKind): EditorField[] => [
  { name: 'street_address', type: 'text', maxLength: 200 },
  { name: 'house_number', type: 'text', maxLength: 20 },
  { name: 'postal_code', type: 'text', maxLength: 20 },
  { name: 'city', type: 'text', maxLength: kind === 'boat' ? 70 : 100, required: kind === 'boat' },
  { name: 'country_iso2', type: 'country' },
  { name: 'latitude', type: 'decimal', required: true, min: -90, max: 90 },
  { name: 'longitude', type: 'decimal', required: true, min: -180, max: 180 },
  {
    name: 'location_context',
    type: 'text',
    maxLength: listingLimits.locationContextMax,
    required: kind === 'recreational_vehicle',
  },
  {
    name: 'checkin_checkout_time_info',
    type: 'textarea',
    required: true,
    maxLength: listingLimits.checkinInfoMax,
    requiredMessage: 'validation.pickupTimeRequired',
    onlyWhenChanged: true,
  },
]

const vehicleDetails: EditorField[] = [
  { name: 'rv_type', type: 'select', required: true, options: rvTypes },
  { name: 'brand', type: 'text', required: true, maxLength: 100 },
  { name: 'model', type: 'text', required: true, maxLength: listingLimits.modelMax },
  { name: 'registration_timestamp', type: 'year', required: true },
  { name: 'registration_country_iso2', type: 'country', required: true },
  { name: 'licence_plate', type: 'text', maxLength: 20 },
  ...titleFields,
  { name: 'length', type: 'int', required: true, min: 1, unit: 'cm' },
  { name: 'width', type: 'int', required: true, min: 1, unit: 'cm' },
  { name: 'height', type: 'int', required: true, min: 1, unit: 'cm' },
  { name: 'wight_empty', type: 'int', min: 0, unit: 'kg' },
  { name: 'permissible_weight', type: 'int', min: 0, unit: 'kg' },
  { name: 'drawbar_load', type: 'int', min: 0, unit: 'kg' },
  { name: 'seats_num', type: 'select', options: range(2, 8) },
  { name: 'sleeps', type: 'select', options: range(2, 8) },
  { name: 'child_seat_num', type: 'int', min: 0 },
  { name: 'fresh_water_capacity', type: 'int', required: true, min: 0, unit: 'l' },
  { name: 'waste_water_capacity', type: 'int', required: true, min: 0, unit: 'l' },
  { name: 'fuel_capacity', type: 'int', min: 0, unit: 'l', motorised: true },
  { name: 'transmission_type', type: 'select', options: transmissionTypes, motorised: true },
  { name: 'fuel_type', type: 'select', options: vehicleFuelTypes, motorised: true },
  { name: 'motor_horse_power', type: 'int', min: 0, unit: 'hp', motorised: true },
  { name: 'gears_num', type: 'select', options: range(4, 13), motorised: true },
  { name: 'fuel_consumption', type: 'decimal', min: 0, unit: 'l100km', motorised: true },
  { name: 'emission_class', type: 'select', options: emissionClasses, motorised: true },
  { name: 'driving_license_class', type: 'select', options: licenceTypes, motorised: true },
  { name: 'mileage', type: 'int', min: 0, unit: 'km', motorised: true },
  ...locationFields('recreational_vehicle'),
]

const campsiteDetails: EditorField[] = [
  ...titleFields,
  {
    name: 'suitability',
    type: 'multi',
    required: true,
    options: campsiteSuitabilities,
    requiredMessage: 'validation.chooseAtLeastOne',
  },
  { name: 'area_m2', type: 'int', required: true, min: 0, max: 10_000, unit: 'm2' },
  { name: 'pitches_num', type: 'int', required: true, min: 1 },
  { name: 'people_per_pitch', type: 'int', required: true, min: 1 },
  ...locationFields('campsite'),
]

const boatDetails: EditorField[] = [
  { name: 'boat_type', type: 'select', required: true, options: boatTypes },
  { name: 'brand', type: 'text', required: true, maxLength: 100 },
  { name: 'model', type: 'text', required: true, maxLength: listingLimits.modelMax },
  { name: 'construction_timestamp', type: 'year', required: true },
  { name: 'renovated', type: 'int', required: true, min: 1900, max: 2100 },
  { name: 'harbour', type: 'text', required: true, maxLength: listingLimits.harbourMax },
  ...titleFields,
  { name: 'length', type: 'decimal', required: true, min: 0, max: 150, unit: 'm' },
  { name: 'width', type: 'decimal', required: true, min: 0, unit: 'm' },
  { name: 'draft', type: 'decimal', required: true, min: 0, unit: 'm' },
  { name: 'motor_horse_power', type: 'int', required: true, min: 0, max: 1500, unit: 'hp' },
  { name: 'tender_horse_power', type: 'int', required: true, min: 0, unit: 'hp' },
  { name: 'fuel_type', type: 'select', required: true, options: boatFuelTypes },
  { name: 'speed', type: 'decimal', required: true, min: 0, unit: 'kn' },
  { name: 'onboard_capacity', type: 'select', required: true, options: range(2, 15) },
  { name: 'cabins_number', type: 'int', required: true, min: 0 },
  { name: 'berths_number', type: 'select', required: true, options: range(1, 8) },
  { name: 'bedrooms_number', type: 'int', required: true, min: 0 },
  { name: 'showers_number', type: 'int', min: 0 },
  { name: 'toilets_number', type: 'int', min: 0 },
  ...locationFields('boat'),
]

const rateFields = (kind: ListingKind): EditorField[] => [
  { name: 'default_rate_in_cents', type: 'money', required: true, min: 1 },
  { name: 'default_min_rent_days', type: 'int', required: true, min: 1, unit: 'days' },
  { name: 'cleaning_fee_in_cents', type: 'money', required: true, min: 0 },
  { name: 'longer_hire_discount', type: 'percent', min: 0, max: 100, unit: 'percent' },
  { name: 'early_booking_discount', type: 'percent', min: 0, max: 100, unit: 'percent' },
  ...(kind === 'campsite'
    ? ([
        { name: 'default_extra_charge_per_adult_in_cents', type: 'money', required: true, min: 0 },
        { name: 'default_extra_charge_per_child_in_cents', type: 'money', required: true, min: 0 },
      ] satisfies EditorField[])
    : []),
  ...(kind === 'recreational_vehicle'
    ? ([
        { name: 'km_limit_per_day', type: 'int', min: 0, unit: 'km' },
        { name: 'price_per_extra_km', type: 'money', min: 0 },
      ] satisfies EditorField[])
    : []),
  { name: 'deposit_amount', type: 'money', required: true, min: 1 },
  {
    name: 'deposit_payment_methods',
    type: 'multi',
    required: true,
    options: depositPaymentMethods,
    requiredMessage: 'validation.chooseAtLeastOne',
  },
]

const calendarFields: EditorField[] = [
  { name: 'advance_reserve_time', type: 'select', options: leadTimeOptions },
  { name: 'booking_deadline_before_departure', type: 'select', options: leadTimeOptions },
  { name: 'is_instant_booking_allowed', type: 'checkbox' },
]

const preferenceFields = (kind: ListingKind): EditorField[] => {
  const house: EditorField[] = [
    { name: 'is_pets_allowed', type: 'yesno', required: true },
    { name: 'is_smoking_allowed', type: 'yesno', required: true },
  ]
  const amenities: EditorField = {
    name: 'amenities',
    type: 'multi',
    required: kind === 'campsite',
    requiredMessage: 'validation.chooseAtLeastOne',
  }
  if (kind === 'campsite') {
    return [
      ...house,
      amenities,
      {
        name: 'location_situations',
        type: 'multi',
        required: true,
        requiredMessage: 'validation.chooseAtLeastOne',
      },
      {
        name: 'activities',
        type: 'multi',
        required: true,
        requiredMessage: 'validation.chooseAtLeastOne',
      },
    ]
  }
  if (kind === 'boat') {
    return [
      ...house,
      { name: 'boat_license_requirement', type: 'yesno', required: true },
      {
        name: 'deductible_insurance',
        type: 'text',
        required: true,
        maxLength: 300,
      },
      amenities,
    ]
  }
  return [
    ...house,
    { name: 'driver_min_age', type: 'int', ...listingLimits.driverMinAge },
    { name: 'driver_max_age', type: 'int', ...listingLimits.driverMaxAge },
    { name: 'driver_licence_term', type: 'int', min: 0, unit: 'years' },
    { name: 'can_travel_abroad', type: 'select', required: true, options: travelAbroadOptions },
    amenities,
  ]
}

/** Fields of one step, in display order (steps with custom sections list only their plain fields). */
export function stepFields(kind: ListingKind, step: EditorStep): EditorField[] {
  switch (step) {
    case 'details':
      return kind === 'recreational_vehicle' ? vehicleDetails : kind === 'campsite' ? campsiteDetails : boatDetails
    case 'rates':
      return rateFields(kind)
    case 'calendar':
      return calendarFields
    case 'preferences':
      return preferenceFields(kind)
    default:
      return []
  }
}

/** Whether a field shows (and counts) given the other values: a Caravan has no engine. */
export const isFieldVisible = (kind: ListingKind, field: EditorField, values: FormValues): boolean =>
  !(kind === 'recreational_vehicle' && field.motorised && values.rv_type === 'Caravan')

// ---------------------------------------------------------------------------------------------
// Form values and their checks

export type MediaRef = { id: string; url: string | null; filename?: string | null }
export type TermRow = { days: string; percent: string }
export type FormValues = Record<string, unknown> & {
  images?: Record<string, MediaRef | null>
  documents?: Record<string, MediaRef | null>
  cancellation_terms?: TermRow[]
  insurance_type?: string
}

export type Issue = { path: string; message: string }

const isInsuranceType = (value: unknown): value is (typeof insuranceTypes)[number] =>
  (insuranceTypes as readonly unknown[]).includes(value)

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value)

/** A typed number in either notation ("12,50" or "12.50"); null when empty or unreadable. */
export function parseNumberInput(value: unknown): number | null {
  const raw = asText(value).replace(/\s/g, '')
  if (!raw) return null
  const normalized = /^-?\d+,\d{1,2}$/.test(raw) ? raw.replace(',', '.') : raw.replace(/,/g, '')
  const parsed = Number(normalized)
  return Number.isFinite(parsed) ? parsed : Number.NaN
}

const currentYear = () => new Date().getUTCFullYear()

function fieldIssues(field: EditorField, value: unknown): string | null {
  const required = field.requiredMessage ?? 'validation.required'
  switch (field.type) {
    case 'multi': {
      const list = Array.isArray(value) ? value : []
      return field.required && list.length === 0 ? required : null
    }
    case 'checkbox':
      return null
    case 'yesno':
    case 'select':
    case 'country':
      return field.required && !asText(value) ? required : null
    case 'text':
    case 'textarea': {
      const text = asText(value)
      if (!text) return field.required ? required : null
      return field.maxLength && text.length > field.maxLength ? `validation.maxLength|${field.maxLength}` : null
    }
    default: {
      const number = parseNumberInput(value)
      if (number === null) return field.required ? required : null
      if (Number.isNaN(number)) return 'validation.number'
      if ((field.type === 'int' || field.type === 'year' || field.type === 'percent') && !Number.isInteger(number))
        return 'validation.wholeNumber'
      if (field.type === 'year') {
        if (number < 1900) return 'validation.min|1900'
        return number > currentYear() ? 'validation.yearInFuture' : null
      }
      if (field.type === 'money' && field.min === 1 && number <= 0) return 'validation.mustBeGreaterThanZero'
      if (field.min !== undefined && number < field.min)
        return field.type === 'percent' && number < 0
          ? 'validation.percentageCannotBeNegative'
          : `validation.min|${field.min}`
      if (field.max !== undefined && number > field.max)
        return field.type === 'percent' ? 'validation.maxPercentage' : `validation.invalidMaxNumber|${field.max}`
      return null
    }
  }
}

/** Deductible text ("1,000", "1.000 EUR") within 1…10 000 000 major units (spec §5 vehicle). */
function insuranceAmountIssue(text: string, required: boolean): string | null {
  if (!text) return required ? 'validation.deductibleRequired' : null
  const parsed = parseInsuranceAmount(text, defaultCurrency)
  if (!parsed) return 'validation.insuranceAmount'
  const major = toMajorUnits(parsed.amount_in_cents, parsed.currency)
  if (major < listingLimits.insuranceAmount.min) return `validation.min|${listingLimits.insuranceAmount.min}`
  if (major > listingLimits.insuranceAmount.max) return 'validation.insuranceMax'
  return null
}

/** Every problem of a step's values, by form path (empty when the step may be saved). */
export function validateStep(kind: ListingKind, step: EditorStep, values: FormValues): Issue[] {
  const issues: Issue[] = []
  for (const field of stepFields(kind, step)) {
    if (!isFieldVisible(kind, field, values)) continue
    const message = fieldIssues(field, values[field.name])
    if (message) issues.push({ path: field.name, message })
  }
  if (step === 'images') {
    const filled = Object.values(values.images ?? {}).filter(Boolean)
    if (filled.length === 0) issues.push({ path: 'images', message: 'validation.alLeastOneImageRequired' })
  }
  if (step === 'preferences') {
    const terms = values.cancellation_terms ?? []
    if (terms.length === 0) issues.push({ path: 'cancellation_terms', message: 'validation.oneTermRequired' })
    terms.forEach((term, index) => {
      const days = parseNumberInput(term.days)
      if (days === null || Number.isNaN(days) || days < 0 || !Number.isInteger(days))
        issues.push({ path: `cancellation_terms.${index}.days`, message: 'validation.daysRequired' })
      const percent = parseNumberInput(term.percent)
      if (percent === null || Number.isNaN(percent))
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.required' })
      else if (percent < 0)
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.percentageCannotBeNegative' })
      else if (percent > 100)
        issues.push({ path: `cancellation_terms.${index}.percent`, message: 'validation.maxPercentage' })
    })
    const seen = new Set<string>()
    terms.forEach((term, index) => {
      const key = asText(term.days)
      if (key && seen.has(key))
        issues.push({ path: `cancellation_terms.${index}.days`, message: 'validation.daysTwice' })
      seen.add(key)
    })
    if (kind === 'recreational_vehicle') {
      const type = values.insurance_type
      if (!type) issues.push({ path: 'insurance_type', message: 'validation.required' })
      else if (isInsuranceType(type)) {
        const name = insuranceAmountFields[type]
        const issue = insuranceAmountIssue(asText(values[name]), type !== 'third_party_liability')
        if (issue) issues.push({ path: name, message: issue })
      }
      const min = parseNumberInput(values.driver_min_age)
      const max = parseNumberInput(values.driver_max_age)
      if (min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && min > max)
        issues.push({ path: 'driver_max_age', message: 'validation.maxAgeBelowMin' })
    }
  }
  return issues
}

/**
 * The zod schema of a step for react-hook-form's resolver; the checks are `validateStep`, so the
 * browser, the site server and tests apply the same rules.
 */
export const stepSchema = (kind: ListingKind, step: EditorStep) =>
  z.looseObject({}).superRefine((values, ctx) => {
    for (const issue of validateStep(kind, step, values as FormValues)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message })
    }
  })

// ---------------------------------------------------------------------------------------------
// Rich text: the description is HTML on the wire, plain paragraphs in the form.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Paragraphs (blank-line separated) become <p>, single line breaks <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The stored HTML as editable text (tags dropped, paragraphs kept). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Mapping: API editor listing → form values, form values → one step's PATCH body.

export type EditorListing = Record<string, unknown> & { id?: string }

const yearOfTimestamp = (value: unknown) =>
  typeof value === 'number' ? String(new Date(value * 1000).getUTCFullYear()) : ''
/** Registration and construction years are stored as 1 January of the year, 00:00 UTC. */
const timestampOfYear = (year: number) => Math.floor(Date.UTC(year, 0, 1) / 1000)

const amountInputOf = (cents: unknown, currency: string) =>
  typeof cents === 'number' ? String(toMajorUnits(cents, currency)) : ''

function fieldToForm(field: EditorField, value: unknown, currency: string): unknown {
  switch (field.type) {
    case 'multi':
      return Array.isArray(value)
        ? value.map((item) => (typeof item === 'object' && item ? String((item as { id: unknown }).id) : String(item)))
        : []
    case 'checkbox':
      return value === true
    case 'yesno':
      return value === true ? 'yes' : value === false ? 'no' : ''
    case 'year':
      return yearOfTimestamp(value)
    case 'money':
      return amountInputOf(value, currency)
    case 'textarea':
      return field.name === 'description' ? htmlToText(value as string) : asText(value)
    default:
      return value === null || value === undefined ? '' : String(value)
  }
}

/** The form values of one step from the editor listing (null → '' so inputs stay controlled). */
export function formValuesOf(kind: ListingKind, step: EditorStep, listing: EditorListing | null): FormValues {
  const source = listing ?? {}
  const currency = typeof source.currency === 'string' ? source.currency : defaultCurrency
  const values: FormValues = {}
  for (const field of stepFields(kind, step)) values[field.name] = fieldToForm(field, source[field.name], currency)
  if (step === 'details' && kind === 'recreational_vehicle' && !values.rv_type) values.rv_type = ''
  if (step === 'images') {
    const images: Record<string, MediaRef | null> = {}
    const stored = (source.images ?? {}) as Record<string, { id: string; url?: string | null } | null>
    for (const slot of listingImageSlots[kind]) {
      const ref = stored[slot]
      images[slot] = ref ? { id: String(ref.id), url: ref.url ?? null } : null
    }
    values.images = images
  }
  if (step === 'documents') {
    const documents: Record<string, MediaRef | null> = {}
    const stored = (source.documents ?? []) as {
      type: string
      file: { id: string; url?: string | null; filename?: string | null }
    }[]
    for (const type of vehicleDocumentTypes) {
      const row = stored.find((item) => item.type === type)
      documents[type] = row ? { id: String(row.file.id), url: row.file.url ?? null, filename: row.file.filename } : null
    }
    values.documents = documents
  }
  if (step === 'preferences') {
    const terms = (source.cancellation_terms ?? []) as { days: number; percent: number }[]
    values.cancellation_terms = terms.map((term) => ({ days: String(term.days), percent: String(term.percent) }))
    if (kind === 'recreational_vehicle') {
      values.insurance_type = typeof source.insurance_type === 'string' ? source.insurance_type : insuranceTypes[0]
      const insuranceCurrency = typeof source.insurance_currency === 'string' ? source.insurance_currency : currency
      for (const name of Object.values(insuranceAmountFields))
        values[name] = amountInputOf(source[`${name}_in_cents`], insuranceCurrency)
    }
  }
  return values
}

function fieldToPayload(field: EditorField, value: unknown, currency: string): unknown {
  switch (field.type) {
    case 'multi':
      return Array.isArray(value) ? value.map(String) : []
    case 'checkbox':
      return value === true
    case 'yesno':
      return value === 'yes' ? true : value === 'no' ? false : undefined
    case 'select':
    case 'country': {
      const text = asText(value)
      if (!text) return null
      if (field.type === 'country') return text.toUpperCase()
      return field.options?.every((option) => /^\d+$/.test(option)) ? Number(text) : text
    }
    case 'text':
      return asText(value) || null
    case 'textarea':
      return field.name === 'description' ? textToHtml(asText(value)) : asText(value) || null
    default: {
      const number = parseNumberInput(value)
      if (number === null || Number.isNaN(number)) return null
      if (field.type === 'money') return toMinorUnits(number, currency)
      if (field.type === 'year') return timestampOfYear(number)
      if (field.type === 'int' || field.type === 'percent') return Math.round(number)
      return number
    }
  }
}

const englishCountry = (code: string): string | null => {
  try {
    return displayNames(['en'], { type: 'region' }).of(code) ?? null
  } catch {
    return null
  }
}

/** "1,000" → "1,000 EUR": the API parses the spec's "amount currency" text. */
export function insuranceAmountText(input: string, currency: string = defaultCurrency): string | null {
  const text = input.trim()
  if (!text) return null
  return /[A-Za-z€$£¥]/.test(text) ? text : `${text} ${currency}`
}

/**
 * The PATCH (or create) body of one step. Hidden Caravan fields are cleared; title, description
 * and check-in info are left out when `initial` shows them unchanged (spec §7).
 */
export function stepPayload(
  kind: ListingKind,
  step: EditorStep,
  values: FormValues,
  options: { initial?: FormValues; currency?: string } = {},
): Record<string, unknown> {
  const currency = options.currency ?? defaultCurrency
  const body: Record<string, unknown> = {}
  for (const field of stepFields(kind, step)) {
    if (!isFieldVisible(kind, field, values)) {
      body[field.name] = null
      continue
    }
    if (field.onlyWhenChanged && options.initial && asText(options.initial[field.name]) === asText(values[field.name]))
      continue
    const value = fieldToPayload(field, values[field.name], currency)
    if (value !== undefined) body[field.name] = value
  }
  if (step === 'details') {
    const code = asText(values.country_iso2).toUpperCase()
    if ('country_iso2' in body) body.country = code ? englishCountry(code) : null
    if (kind === 'boat' && body.onboard_capacity !== undefined) body.people = body.onboard_capacity
  }
  if (step === 'images') {
    const images: Record<string, string | null> = {}
    for (const [slot, ref] of Object.entries(values.images ?? {})) images[slot] = ref ? ref.id : null
    body.images = images
  }
  if (step === 'documents') {
    body.documents = Object.entries(values.documents ?? {}).flatMap(([type, ref]) =>
      ref ? [{ type, file: ref.id }] : [],
    )
  }
  if (step === 'preferences') {
    body.cancellation_terms = (values.cancellation_terms ?? []).map((term) => ({
      days: Math.round(parseNumberInput(term.days) ?? 0),
      percent: Math.round(parseNumberInput(term.percent) ?? 0),
    }))
    if (kind === 'recreational_vehicle') {
      const type = values.insurance_type || insuranceTypes[0]
      body.insurance_type = type
      const chosen = isInsuranceType(type) ? insuranceAmountFields[type] : null
      for (const name of Object.values(insuranceAmountFields))
        body[name] = name === chosen ? insuranceAmountText(asText(values[name]), currency) : null
    }
  }
  return body
}

/**
 * Fields a first save needs (spec §5 "Draft save needs title, description and, for campsite,
 * suitability"); the API's create and draft checks use the same list.
 */
export const draftFields = (kind: ListingKind): string[] =>
  kind === 'campsite' ? ['title', 'description', 'suitability'] : ['title', 'description']

/** The step a field of the editor listing is edited on (publish failures link there). */
export function stepOfField(kind: ListingKind, field: string): EditorStep | null {
  if (field === 'images') return 'images'
  if (field === 'season_rates') return 'rates'
  if (
    field === 'insurance_type' ||
    field === 'cancellation_terms' ||
    (Object.values(insuranceAmountFields) as string[]).includes(field)
  )
    return 'preferences'
  if (field === 'documents') return kind === 'recreational_vehicle' ? 'documents' : null
  if (field === 'country') return 'details'
  for (const step of editorSteps[kind]) if (stepFields(kind, step).some((item) => item.name === field)) return step
  return null
}

// ---------------------------------------------------------------------------------------------
// Season rates added from the wizard's rates step (spec §3 "Rate", §5 "Season rate").

export type SeasonRateValues = {
  season: string
  color: string
  rate: string
  max_guests_allowed?: string
  extra_adult?: string
  extra_child?: string
}

export function validateSeasonRate(kind: ListingKind, values: SeasonRateValues): Issue[] {
  const issues: Issue[] = []
  const name = values.season.trim()
  if (!name) issues.push({ path: 'season', message: 'validation.required' })
  else if (name.length > listingLimits.seasonNameMax)
    issues.push({ path: 'season', message: `validation.maxLength|${listingLimits.seasonNameMax}` })
  const rate = parseNumberInput(values.rate)
  if (rate === null || Number.isNaN(rate) || rate <= 0)
    issues.push({ path: 'rate', message: 'validation.mustBeGreaterThanZero' })
  if (kind === 'campsite') {
    const guests = parseNumberInput(values.max_guests_allowed)
    if (guests === null) issues.push({ path: 'max_guests_allowed', message: 'validation.required' })
    else if (Number.isNaN(guests) || !Number.isInteger(guests) || guests < listingLimits.maxGuestsMin)
      issues.push({ path: 'max_guests_allowed', message: `validation.min|${listingLimits.maxGuestsMin}` })
    else if (guests > listingLimits.maxGuestsMax)
      issues.push({ path: 'max_guests_allowed', message: `validation.invalidMaxNumber|${listingLimits.maxGuestsMax}` })
    for (const key of ['extra_adult', 'extra_child'] as const) {
      const amount = parseNumberInput(values[key])
      if (amount === null) issues.push({ path: key, message: 'validation.required' })
      else if (Number.isNaN(amount) || amount < 0) issues.push({ path: key, message: 'validation.min|0' })
    }
  }
  return issues
}

/** `POST base/{id}/season-rate/` body: amounts typed in major units, sent in cents. */
export function seasonRatePayload(kind: ListingKind, values: SeasonRateValues, currency: string = defaultCurrency) {
  const cents = (value: string | undefined) => toMinorUnits(parseNumberInput(value) ?? 0, currency)
  return {
    season: values.season.trim(),
    color: values.color || 'gray',
    rate_in_cents: cents(values.rate),
    currency,
    ...(kind === 'campsite'
      ? {
          max_guests_allowed: Math.round(parseNumberInput(values.max_guests_allowed) ?? 1),
          extra_charge_per_adult_in_cents: cents(values.extra_adult),
          extra_charge_per_child_in_cents: cents(values.extra_child),
        }
      : {}),
  }
}

const requiredMessages = new Set([
  'validation.required',
  'validation.titleRequired',
  'validation.descriptionRequired',
  'validation.pickupTimeRequired',
  'validation.chooseAtLeastOne',
  'validation.alLeastOneImageRequired',
  'validation.oneTermRequired',
  'validation.deductibleRequired',
])

/**
 * What still blocks saving a draft: everything but empty fields, except the few a draft always
 * needs (spec §5 "Draft save needs title, description and, for campsite, suitability").
 */
export function draftIssues(kind: ListingKind, issues: Issue[]): Issue[] {
  const needed = draftFields(kind)
  return issues.filter((issue) => !requiredMessages.has(issue.message) || needed.includes(issue.path))
}

/** A draft's body keeps only what was filled in, so empty fields never overwrite stored ones. */
export function draftPayload(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  )
}

// ---------------------------------------------------------------------------------------------
// Extra amenities (spec §3 "Extra amenity", §5 "Extra amenity"): bounds the API and the
// management form share beyond the spec's name limit (listingLimits.extraNameMax).

export const extraLimits = {
  descriptionMax: 1000,
  /** Condition lines ("Per person" / "washed at 60 °C") and how many an extra may have. */
  conditionMax: 300,
  conditionsMax: 20,
  /** Total quantity the lessor has of one extra. */
  availableMax: 10_000,
  /** Age range of person-based extras; 0 is a valid "from" (spec §2 "Amenity display"). */
  ageMax: 120,
} as const
