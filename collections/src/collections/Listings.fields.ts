import {
  allListingImageSlots,
  depositPaymentMethods,
  isImageSlotOf,
  isListingKind,
  type ListingKind,
  leadTimeLabels,
  leadTimeOptions,
  listingLimits,
  weekdays,
} from '@driftway/domain'
import type { Condition, Field, NumberField } from 'payload'
import { adminStaff, staffField } from '../access'
import { centsField } from '../fields/money'
import { integerField, percentField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { htmlField } from '../fields/richText'
import { countryIso2Field, textField, urlField } from '../fields/text'
import { validateImageSlots } from './Listings.hooks'

/**
 * The fields of a listing, one group per admin tab (Listings.ts assembles them): here the groups
 * every kind has; each kind's own in `Listings.kindFields.ts`, the partner import's in
 * `Listings.partnerFields.ts`.
 */

export const forKinds =
  (...kinds: ListingKind[]): Condition =>
  (data) =>
    kinds.includes(data?.kind)

/** Counters other collections maintain (reviews); read-only here and writable by staff or server hooks only. */
export const maintainedField = (field: NumberField): NumberField => ({
  ...field,
  access: { create: staffField(adminStaff), update: staffField(adminStaff) },
  admin: { ...field.admin, readOnly: true, position: 'sidebar' },
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
