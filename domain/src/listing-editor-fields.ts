import {
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  depositPaymentMethods,
  emissionClasses,
  insuranceAmountFields,
  leadTimeOptions,
  licenceTypes,
  listingLimits,
  rvTypes,
  transmissionTypes,
  travelAbroadOptions,
  vehicleFuelTypes,
} from './listing-options'
import type { ListingKind } from './roles'

/**
 * The lessor's listing editor wizard (listings spec §2 "Listing editor", §4 "Multi-step forms"):
 * which steps each kind has and which fields each step holds, in order (how they are grouped and
 * laid out is the site's, `remix-app/app/components/lessor-wizard/layout.ts`). Their checks are
 * listing-editor-validation.ts, their mapping to and from the API's editor listing listing-editor.ts.
 *
 * Form values are what inputs hold (strings, booleans, string arrays), so one mapping serves the
 * browser form and unit tests alike.
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

export type MediaRef = { id: string; url: string | null; filename?: string | null }
export type TermRow = { days: string; percent: string }
export type FormValues = Record<string, unknown> & {
  images?: Record<string, MediaRef | null>
  documents?: Record<string, MediaRef | null>
  cancellation_terms?: TermRow[]
  insurance_type?: string
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
