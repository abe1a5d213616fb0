import { listingLimits, rateColors } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { listingLessorCopyField, listingRelation } from '../fields/listing'
import { centsField, currencyField } from '../fields/money'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { textField } from '../fields/text'
import { attachToListing, listingChildAccess } from './listingChildren'

/** A named price level of a listing, assigned to seasons (spec §3 "Rate"). */
export const SeasonRates: CollectionConfig = {
  slug: 'season-rates',
  admin: {
    group: 'Catalog',
    useAsTitle: 'season',
    defaultColumns: ['season', 'listing', 'rate_in_cents', 'currency', 'color', 'max_guests_allowed'],
    listSearchableFields: ['season'],
    description:
      'Price levels of a listing per day/night in cents; seasons point at one. Campsites add guest limits and per-person charges.',
  },
  access: listingChildAccess,
  hooks: { beforeChange: [attachToListing({ currency: true })] },
  fields: [
    listingRelation(),
    listingLessorCopyField(),
    {
      type: 'row',
      fields: [
        textField('season', listingLimits.seasonNameMax, {
          required: true,
          admin: { description: 'Name of the rate.' },
        }),
        { name: 'color', type: 'select', options: optionsFrom(rateColors), defaultValue: 'blue' },
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('rate_in_cents', { required: true, min: 1 }),
        // No default: the hook copies the listing's currency when none is given.
        currencyField('currency', { defaultValue: undefined }),
      ],
    },
    {
      type: 'row',
      fields: [
        centsField('extra_charge_per_adult_in_cents'),
        centsField('extra_charge_per_child_in_cents'),
        integerField('max_guests_allowed', { min: listingLimits.maxGuestsMin, max: listingLimits.maxGuestsMax }),
      ],
    },
  ],
}
