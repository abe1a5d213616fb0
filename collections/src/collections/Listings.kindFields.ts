import {
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  emissionClasses,
  type ListingKind,
  licenceTypes,
  listingLimits,
  minorUnitFactor,
  rvTypes,
  transmissionTypes,
  travelAbroadOptions,
  vehicleDocumentTypes,
  vehicleFuelTypes,
} from '@driftway/domain'
import type { Field, NumberField } from 'payload'
import { centsField, currencyField } from '../fields/money'
import { integerField, measureField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { countryIso2Field, textField } from '../fields/text'
import { timestampField } from '../fields/time'
import { lessorOrSupportField } from './Listings.access'

/** The fields of one kind of listing (vehicles, campsites, boats): Listings.ts shows each group for its kinds. */

const isKind = (data: { kind?: unknown } | undefined, kind: ListingKind) => data?.kind === kind

/** Insurance amounts: cents of `insurance_currency`, 1 to 10,000,000 major units (spec §5). */
const insuranceAmountField = (name: string, label: string): NumberField =>
  centsField(name, {
    label,
    validate: (value: number | null | undefined, { siblingData }: { siblingData?: unknown }) => {
      if (value == null) return true
      const currency = String((siblingData as { insurance_currency?: unknown })?.insurance_currency ?? 'EUR')
      const factor = minorUnitFactor(currency)
      const { min, max } = listingLimits.insuranceAmount
      return value >= min * factor && value <= max * factor
        ? true
        : `Between ${min} and ${max.toLocaleString('en')} ${currency}.`
    },
  })

/** Fields vehicles and boats both have; one column each, with units per kind in the descriptions. */
export const makeAndSizeFields: Field[] = [
  {
    type: 'row',
    fields: [
      textField('brand', 100, { admin: { description: 'A name from Brands of this kind.' } }),
      textField('model', listingLimits.modelMax),
    ],
  },
  {
    type: 'row',
    fields: [
      measureField('length', 'cm for vehicles, metres for boats'),
      measureField('width', 'cm for vehicles, metres for boats'),
      integerField('motor_horse_power', { min: 0, admin: { description: 'In hp.' } }),
    ],
  },
  {
    name: 'fuel_type',
    type: 'select',
    options: optionsFrom(boatFuelTypes),
    // LPG is a boat fuel only (spec §9).
    filterOptions: ({ data, options }) =>
      isKind(data, 'boat')
        ? options
        : options.filter((o) => (vehicleFuelTypes as readonly string[]).includes(typeof o === 'string' ? o : o.value)),
  },
]

export const vehicleFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'rv_type', type: 'select', options: optionsFrom(rvTypes) },
      timestampField('registration_timestamp', {
        admin: { description: 'First registration (the year is what counts).' },
      }),
      countryIso2Field('registration_country_iso2'),
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'licence_type', type: 'select', options: optionsFrom(licenceTypes) },
      textField('licence_plate', 20),
      { name: 'driving_license_class', type: 'select', options: optionsFrom(licenceTypes) },
    ],
  },
  {
    type: 'collapsible',
    label: 'Dimensions, weight and capacity',
    fields: [
      {
        type: 'row',
        fields: [
          measureField('height', 'cm'),
          // Spec spelling ("wight_empty") kept: the REST contract passes it through unchanged.
          measureField('wight_empty', 'kg', { label: 'Weight empty' }),
          measureField('permissible_weight', 'kg'),
          measureField('drawbar_load', 'kg'),
        ],
      },
      {
        type: 'row',
        fields: [
          integerField('seats_num', { min: 0 }),
          integerField('child_seat_num', { min: 0 }),
          integerField('sleeps', { min: 0 }),
        ],
      },
      {
        type: 'row',
        fields: [
          measureField('fuel_capacity', 'litres'),
          measureField('fresh_water_capacity', 'litres'),
          measureField('waste_water_capacity', 'litres'),
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Engine and driving',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'transmission_type', type: 'select', options: optionsFrom(transmissionTypes) },
          { name: 'emission_class', type: 'select', options: optionsFrom(emissionClasses) },
          textField('emission_sticker', 30),
        ],
      },
      {
        type: 'row',
        fields: [
          measureField('fuel_consumption', 'litres per 100 km'),
          integerField('gears_num', { min: 0 }),
          integerField('mileage', { min: 0, admin: { description: 'In km.' } }),
        ],
      },
      {
        type: 'row',
        fields: [
          integerField('previous_owners_num', { min: 0 }),
          textField('exterior_color', 50),
          timestampField('service_valid_timestamp', { admin: { description: 'Service valid until.' } }),
          { name: 'is_damaged', type: 'checkbox', defaultValue: false },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Driving rules',
    fields: [
      {
        type: 'row',
        fields: [
          integerField('km_limit_per_day', { min: 0, admin: { description: 'Empty means unlimited.' } }),
          centsField('price_per_extra_km', { admin: { description: 'In cents of the currency.' } }),
          integerField('driver_licence_term', {
            min: 0,
            admin: { description: 'Years the licence must have been held.' },
          }),
        ],
      },
      {
        type: 'row',
        fields: [
          integerField('driver_min_age', listingLimits.driverMinAge),
          integerField('driver_max_age', listingLimits.driverMaxAge),
          { name: 'can_travel_abroad', type: 'select', options: optionsFrom(travelAbroadOptions) },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Insurance',
    admin: {
      description:
        'One option applies. Amounts are stored in cents; the API also accepts the spec text ("1,000 EUR") under third_party_liability_amount, partial_cover_amount and fully_cover_amount.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'third_party_liability', type: 'checkbox', defaultValue: false },
          { name: 'partial_cover_insurance', type: 'checkbox', defaultValue: false },
          { name: 'fully_cover_insurance', type: 'checkbox', defaultValue: false },
        ],
      },
      {
        type: 'row',
        fields: [
          insuranceAmountField('third_party_liability_amount_in_cents', 'Third-party liability amount'),
          insuranceAmountField('partial_cover_amount_in_cents', 'Partial cover deductible'),
          insuranceAmountField('fully_cover_amount_in_cents', 'Full cover deductible'),
          currencyField('insurance_currency'),
        ],
      },
    ],
  },
  {
    name: 'documents',
    type: 'array',
    // Vehicle papers are private files: never public, readable by the lessor and support/admin only.
    access: { read: lessorOrSupportField },
    admin: { description: 'Papers the lessor uploads in the editor (PDF or image), kept as private files.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'type', type: 'select', required: true, options: optionsFrom(vehicleDocumentTypes) },
          { name: 'file', type: 'upload', relationTo: 'private-files', required: true },
        ],
      },
    ],
  },
]

export const campsiteFields: Field[] = [
  {
    name: 'suitability',
    type: 'select',
    hasMany: true,
    options: optionsFrom(campsiteSuitabilities),
    // Needed even for a draft (spec §5 "Draft save needs … for campsite, suitability").
    validate: (value, { data }) =>
      isKind(data as { kind?: unknown }, 'campsite') && !value?.length ? 'Choose at least one.' : true,
  },
  {
    type: 'row',
    fields: [
      integerField('area_m2', { min: 0, admin: { description: 'In m².' } }),
      integerField('pitches_num', { min: 1 }),
      integerField('people_per_pitch', { min: 1 }),
    ],
  },
  {
    type: 'row',
    fields: [
      centsField('default_extra_charge_per_adult_in_cents'),
      centsField('default_extra_charge_per_child_in_cents'),
    ],
  },
  { name: 'location_situations', type: 'relationship', relationTo: 'location-situations', hasMany: true },
  { name: 'activities', type: 'relationship', relationTo: 'activities', hasMany: true },
]

export const boatFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'boat_type', type: 'select', options: optionsFrom(boatTypes) },
      textField('harbour', listingLimits.harbourMax),
    ],
  },
  {
    type: 'row',
    fields: [
      timestampField('construction_timestamp', { admin: { description: 'Construction (the year is what counts).' } }),
      integerField('renovated', { min: 1900, max: 2100, admin: { description: 'Year of the last renovation.' } }),
    ],
  },
  {
    type: 'row',
    fields: [
      measureField('draft', 'metres'),
      measureField('speed', 'knots'),
      integerField('tender_horse_power', { min: 0, admin: { description: 'In hp.' } }),
    ],
  },
  {
    type: 'row',
    fields: [
      integerField('onboard_capacity', { min: 0, admin: { description: 'People allowed on board.' } }),
      integerField('cabins_number', { min: 0 }),
      integerField('berths_number', { min: 0 }),
    ],
  },
  {
    type: 'row',
    fields: [
      integerField('bedrooms_number', { min: 0 }),
      integerField('showers_number', { min: 0 }),
      integerField('toilets_number', { min: 0 }),
    ],
  },
  {
    name: 'boat_license_requirement',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'A boating licence is required (chartered without skipper).' },
  },
]
