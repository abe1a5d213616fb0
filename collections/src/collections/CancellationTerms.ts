import type { CollectionConfig } from 'payload'
import { listingLessorCopyField, listingRelation } from '../fields/listing'
import { centsField } from '../fields/money'
import { integerField, percentField } from '../fields/numbers'
import { attachToListing, listingChildAccess } from './listingChildren'

/**
 * One tier of a listing's cancellation table: cancelling `days` or more before the trip costs
 * `percent` of the price, or `minimum_amount_in_cents` when percent is 0 (spec §2 detail page).
 */
export const CancellationTerms: CollectionConfig = {
  slug: 'cancellation-terms',
  labels: { singular: 'Cancellation term', plural: 'Cancellation terms' },
  admin: {
    group: 'Catalog',
    defaultColumns: ['listing', 'days', 'percent', 'minimum_amount_in_cents'],
    description:
      'Cancellation fee tiers per listing: days before pick-up → percent of the price (or a minimum amount).',
  },
  access: listingChildAccess,
  hooks: { beforeChange: [attachToListing()] },
  // One tier per day threshold: two tiers at the same days would make the fee ambiguous.
  indexes: [{ fields: ['listing', 'days'], unique: true }],
  fields: [
    listingRelation(),
    listingLessorCopyField(),
    {
      type: 'row',
      fields: [
        integerField('days', { required: true, min: 0, admin: { description: 'Days before pick-up.' } }),
        percentField('percent', { required: true }),
        centsField('minimum_amount_in_cents', { admin: { description: 'Charged when percent is 0.' } }),
      ],
    },
  ],
}
