import {
  allListingImageSlots,
  boatFuelTypes,
  boatTypes,
  campsiteSuitabilities,
  depositPaymentMethods,
  emissionClasses,
  isImageSlotOf,
  isListingKind,
  type ListingKind,
  leadTimeLabels,
  leadTimeOptions,
  licenceTypes,
  listingLimits,
  minorUnitFactor,
  partnerSlugs,
  rvTypes,
  transmissionTypes,
  travelAbroadOptions,
  vehicleDocumentTypes,
  vehicleFuelTypes,
  weekdays,
} from '@driftway/domain'
import type { Condition, Field, NumberField } from 'payload'
import { adminStaff, staffField } from '../access'
import { centsField, currencyField } from '../fields/money'
import { integerField, measureField, percentField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { htmlField } from '../fields/richText'
import { countryIso2Field, textField, urlField } from '../fields/text'
import { timestampField } from '../fields/time'
import { lessorOrSupportField } from './Listings.access'
import { validateImageSlots } from './Listings.hooks'

/** The fields of a listing, one group per admin tab (Listings.ts assembles them). */

export const forKinds =
  (...kinds: ListingKind[]): Condition =>
  (data) =>
    kinds.includes(data?.kind)

const isKind = (data: { kind?: unknown } | undefined, kind: ListingKind) => data?.kind === kind

/** Counters other collections maintain (reviews); read-only here and writable by staff or server hooks only. */
export const maintainedField = (field: NumberField): NumberField => ({
  ...field,
  access: { create: staffField(adminStaff), update: staffField(adminStaff) },
  admin: { ...field.admin, readOnly: true, position: 'sidebar' },
})

/** A partner system's id: set by imports and staff, never by the lessor's editor. */
const partnerId = (name: string, description: string): Field =>
  textField(name, 100, {
    index: true,
    access: { create: staffField(adminStaff), update: staffField(adminStaff) },
    admin: { description },
  })

const openingHours = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  admin: { description: 'Station hours per weekday (24-hour HH:MM).', initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'day', type: 'select', required: true, options: optionsFrom(weekdays) },
        hhmm('from'),
        hhmm('to'),
      ],
    },
  ],
})

function hhmm(name: string): Field {
  return textField(name, 5, {
    required: true,
    validate: (value: unknown) =>
      typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'Use 24-hour HH:MM.',
  })
}

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

export const detailsFields: Field[] = [
  textField('title', listingLimits.titleMax, { required: true }),
  textField('title_de', listingLimits.titleMax, { label: 'Title (German)' }),
  htmlField('description', { required: true, maxTextLength: listingLimits.descriptionMax }),
  {
    type: 'row',
    fields: [
      { name: 'is_pets_allowed', type: 'checkbox', defaultValue: false },
      { name: 'is_smoking_allowed', type: 'checkbox', defaultValue: false },
      {
        name: 'is_instant_booking_allowed',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Book now instead of request to book.' },
      },
    ],
  },
]

export const locationFields: Field[] = [
  {
    type: 'row',
    fields: [textField('street_address', 200), textField('house_number', 20), textField('postal_code', 20)],
  },
  {
    type: 'row',
    fields: [textField('city', 100), textField('country', 100), countryIso2Field('country_iso2', { index: true })],
  },
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', min: -90, max: 90 },
      { name: 'longitude', type: 'number', min: -180, max: 180 },
      textField('place_id', 300, { admin: { description: 'Google place id for the reviews widget.' } }),
    ],
  },
  textField('location_context', listingLimits.locationContextMax, {
    admin: { description: 'Short hint for finding the handover spot.' },
  }),
  {
    name: 'checkin_checkout_time_info',
    label: 'Pick-up and return time',
    type: 'textarea',
    maxLength: listingLimits.checkinInfoMax,
  },
  openingHours('station_pickup_hours', 'Station pick-up hours'),
  openingHours('station_dropoff_hours', 'Station drop-off hours'),
  {
    type: 'collapsible',
    label: 'Contact and opening hours shown on the detail page',
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [textField('contact_whatsapp', 30), textField('contact_phone', 30)],
      },
      {
        type: 'row',
        fields: [
          textField('opening_hours_weekdays', 100, { admin: { description: 'e.g. "Mon-Fri 09:00-18:00"' } }),
          textField('opening_hours_saturday', 100),
        ],
      },
    ],
  },
]

export const pricingFields: Field[] = [
  {
    type: 'row',
    fields: [
      centsField('default_rate_in_cents', {
        min: 1,
        index: true,
        admin: { description: 'Price per day/night without a season rate, in cents of the currency.' },
      }),
      integerField('default_min_rent_days', { min: 1, defaultValue: 1 }),
      centsField('cleaning_fee_in_cents', {
        defaultValue: 0,
        admin: { description: 'Shown as service handling fee.' },
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      percentField('longer_hire_discount'),
      percentField('early_booking_discount'),
      percentField('down_payment_percent', { admin: { description: 'Empty uses the marketplace default.' } }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'advance_reserve_time',
        type: 'select',
        options: optionsFrom(leadTimeOptions, leadTimeLabels),
        admin: { description: 'How far ahead travelers may book.' },
      },
      {
        name: 'booking_deadline_before_departure',
        type: 'select',
        options: optionsFrom(leadTimeOptions, leadTimeLabels),
        admin: { description: 'Latest booking before the trip starts.' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      centsField('deposit_amount', { admin: { description: 'Security deposit in cents of the currency.' } }),
      {
        name: 'deposit_payment_methods',
        type: 'select',
        hasMany: true,
        options: optionsFrom(depositPaymentMethods),
      },
    ],
  },
  textField('deductible_insurance', 300, { admin: { description: 'Deductible (excess) as the lessor states it.' } }),
  { name: 'rental_terms', type: 'textarea' },
  urlField('rental_terms_url'),
]

export const photoFields: Field[] = [
  {
    name: 'images',
    type: 'array',
    admin: {
      description: 'One photo per named slot; the slots depend on the kind. At least 5 photos are advised.',
      initCollapsed: false,
    },
    validate: validateImageSlots,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'slot',
            type: 'select',
            required: true,
            options: optionsFrom(allListingImageSlots),
            // Only the current kind's slots are offered (and accepted: Payload re-applies this on save).
            filterOptions: ({ data, options }) =>
              isListingKind(data?.kind)
                ? options.filter((o) => isImageSlotOf(data.kind, typeof o === 'string' ? o : o.value))
                : options,
          },
          { name: 'image', type: 'upload', relationTo: 'media', required: true },
        ],
      },
    ],
  },
  {
    name: 'amenities',
    type: 'relationship',
    relationTo: 'amenities',
    hasMany: true,
    filterOptions: ({ data }) => (isListingKind(data?.kind) ? { kind: { equals: data.kind } } : true),
  },
]

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

export const partnerFields: Field[] = [
  {
    name: 'partner',
    type: 'select',
    index: true,
    options: optionsFrom(partnerSlugs),
    // Only the partner import sets it (asSystem); a listing with one is read-only in the lessor editor.
    access: { create: staffField(adminStaff), update: staffField(adminStaff) },
    admin: {
      readOnly: true,
      description: "Imported from this partner's system and updated by its import; edits belong there.",
    },
  },
  {
    type: 'row',
    admin: { condition: (data) => Boolean(data?.partner) },
    fields: [
      timestampField('partner_synced_at_ts', {
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { readOnly: true, description: 'Last import that found the listing in the feed.' },
      }),
      {
        name: 'partner_locations',
        type: 'json',
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: {
          readOnly: true,
          description:
            'Pick-up and drop-off stations from the feed: [{ code, name, city, country_iso2, latitude, longitude }], the home station first.',
        },
      },
      // The feed's photo URLs at the last import: photos are fetched again only when they change.
      textField('partner_photos_key', 4000, {
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { readOnly: true, hidden: true },
      }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'is_indie_camper',
        type: 'checkbox',
        defaultValue: false,
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
      },
      textField('identifier', 100, {
        index: true,
        access: { create: staffField(adminStaff), update: staffField(adminStaff) },
        admin: { description: 'External identifier (indie campers).' },
      }),
    ],
  },
  partnerId('thl_booking_code', 'THL booking code'),
  partnerId('neorent_uid', 'Neorent vehicle uid'),
  partnerId('mcrent_vehicle_id', 'McRent vehicle id'),
  partnerId('five_anker_id', 'Five Anker id'),
  partnerId('campnerd_accommodation_id', 'Campnerd accommodation id'),
  partnerId('wheeloffice_uid', 'Wheeloffice uid'),
  partnerId('vanever_id', 'Vanever id'),
]
