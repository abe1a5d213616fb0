import { extraPricingUnits, extraRecurrences, listingLimits } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { listingLessorCopyField, listingRelation } from '../fields/listing'
import { centsField, currencyField } from '../fields/money'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { textField } from '../fields/text'
import { attachToListing, listingChildAccess } from './listingChildren'

/** Bookable extras of a listing: bedding, bike rack, final cleaning… (spec §3 "Extra amenity"). */
export const ExtraAmenities: CollectionConfig = {
  slug: 'extra-amenities',
  admin: {
    group: 'Catalog',
    useAsTitle: 'name',
    defaultColumns: ['name', 'listing', 'price_in_cents', 'currency', 'unit', 'available', 'mandatory', 'included'],
    listSearchableFields: ['name', 'name_de'],
    description:
      'Extras travelers add to a booking. Mandatory extras are always charged; included ones are shown at no cost; "available" is the total quantity.',
  },
  access: listingChildAccess,
  hooks: { beforeChange: [attachToListing({ currency: true })] },
  fields: [
    listingRelation(),
    listingLessorCopyField(),
    {
      type: 'row',
      fields: [
        textField('name', listingLimits.extraNameMax, { required: true }),
        textField('name_de', listingLimits.extraNameMax, { label: 'Name (German)' }),
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('price_in_cents', { required: true }),
        currencyField('currency', { defaultValue: undefined }),
        integerField('available', {
          required: true,
          min: 1,
          defaultValue: 1,
          admin: { description: 'Total quantity.' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'per_booking',
          options: optionsFrom(extraPricingUnits),
        },
        {
          name: 'recurrence',
          type: 'select',
          required: true,
          defaultValue: 'once',
          options: optionsFrom(extraRecurrences),
          admin: { description: 'Booked once, or again for each day/night of the trip.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mandatory', type: 'checkbox', defaultValue: false },
        { name: 'included', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        integerField('age_from', { min: 0, admin: { description: 'For person-based extras; 0 is allowed.' } }),
        integerField('age_to', {
          min: 0,
          validate: (value: number | null | undefined, { siblingData }: { siblingData?: unknown }) => {
            const from = (siblingData as { age_from?: unknown } | undefined)?.age_from
            return typeof value === 'number' && typeof from === 'number' && value < from
              ? 'Must not be below "age from".'
              : true
          },
        }),
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      name: 'conditions',
      type: 'array',
      admin: { description: 'Condition lines shown under the extra.', initCollapsed: true },
      fields: [textField('line', 300, { required: true }), textField('subline', 300)],
    },
  ],
}
