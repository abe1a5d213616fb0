import { moderationReasonLimits, Role } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, staffField } from '../access'
import { currencyField } from '../fields/money'
import { integerField } from '../fields/numbers'
import { listingKindField, userField } from '../fields/relations'
import { supportActionsField } from '../fields/support-actions'
import { timestampField } from '../fields/time'
import { lessorOrSupportField, listingAccess } from './Listings.access'
import { detailsFields, forKinds, locationFields, maintainedField, photoFields, pricingFields } from './Listings.fields'
import {
  assignLessorAndKind,
  clearModerationOnPublish,
  deleteListingChildren,
  normalizeInsurance,
  propagateLessorToChildren,
} from './Listings.hooks'
import { boatFields, campsiteFields, makeAndSizeFields, vehicleFields } from './Listings.kindFields'
import { partnerFields } from './Listings.partnerFields'

/** Campervans/RVs, campsites and boats in one collection, told apart by `kind` (listings spec §3). */
export const Listings: CollectionConfig = {
  slug: 'listings',
  admin: {
    group: 'Catalog',
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'kind',
      'lessor',
      'city',
      'country_iso2',
      'default_rate_in_cents',
      'is_draft',
      'updatedAt',
    ],
    listSearchableFields: ['id', 'title', 'city', 'country', 'identifier'],
    description:
      'Campervans, campsites and boats offered by lessors. Drafts are visible only to their lessor and staff; the tabs show the fields of the chosen kind.',
  },
  access: listingAccess,
  hooks: {
    beforeChange: [assignLessorAndKind, normalizeInsurance, clearModerationOnPublish],
    afterChange: [propagateLessorToChildren],
    beforeDelete: [deleteListingChildren],
  },
  fields: [
    supportActionsField('listing'),
    listingKindField('kind', {
      required: true,
      access: { update: staffField(adminStaff) },
      admin: { position: 'sidebar', description: 'Decides the fields, photo slots and which lessor role may own it.' },
    }),
    userField('lessor', {
      required: true,
      filterOptions: { role: { in: [Role.RV_LESSOR, Role.CAMPSITE_LESSOR, Role.BOAT_LESSOR] } },
      admin: { position: 'sidebar', description: 'Set to the creating lessor automatically.' },
    }),
    {
      name: 'is_draft',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Drafts are hidden from search and detail pages.' },
    },
    currencyField('currency', { required: true, admin: { position: 'sidebar' } }),
    maintainedField(integerField('comments_count', { defaultValue: 0, min: 0, index: true })),
    maintainedField({ name: 'average_rating', type: 'number', min: 0, max: 5 }),
    {
      type: 'collapsible',
      label: 'Moderation',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'unpublished_reason',
          type: 'textarea',
          maxLength: moderationReasonLimits.max,
          // Set by support's "unpublish" action (audited); shown to the lessor until they publish again.
          access: { read: lessorOrSupportField, create: staffField(adminStaff), update: staffField(adminStaff) },
          admin: { description: 'Why support unpublished the listing; cleared when it is published again.' },
        },
        timestampField('unpublished_at_ts', {
          access: { read: lessorOrSupportField, create: staffField(adminStaff), update: staffField(adminStaff) },
          admin: { readOnly: true },
        }),
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Details', fields: detailsFields },
        { label: 'Location & handover', fields: locationFields },
        { label: 'Prices & terms', fields: pricingFields },
        { label: 'Photos & amenities', fields: photoFields },
        {
          label: 'Make & size',
          admin: { condition: forKinds('recreational_vehicle', 'boat') },
          fields: makeAndSizeFields,
        },
        { label: 'Vehicle', admin: { condition: forKinds('recreational_vehicle') }, fields: vehicleFields },
        { label: 'Campsite', admin: { condition: forKinds('campsite') }, fields: campsiteFields },
        { label: 'Boat', admin: { condition: forKinds('boat') }, fields: boatFields },
        { label: 'Partner', fields: partnerFields },
      ],
    },
  ],
}
