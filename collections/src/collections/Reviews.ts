import { Role } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { anyone, isStaff, staffOrRole } from '../access'
import { listingKindField, relationTo, userField } from '../fields/relations'
import { trimText } from '../fields/validate'
import { fillReviewParties, updateListingRatingAfterChange, updateListingRatingAfterDelete } from './Reviews.hooks'

/** A traveller's rating of a listing after a trip (booking §3 Review); public on listing pages. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'comment',
    defaultColumns: ['listing', 'author', 'rating', 'comment', 'createdAt'],
    listSearchableFields: ['comment'],
    description: 'Public reviews of listings by travellers. Lessors reply once per review (Review replies).',
  },
  // "Only travelers may add reviews" (booking §5); the hook makes the caller the author.
  access: { read: anyone, create: staffOrRole(Role.TRAVELER), update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [fillReviewParties],
    afterChange: [updateListingRatingAfterChange],
    afterDelete: [updateListingRatingAfterDelete],
  },
  fields: [
    relationTo('listing', 'listings', { required: true }),
    listingKindField('kind', { admin: { readOnly: true, description: 'Copied from the listing.' } }),
    userField('author', { required: true }),
    userField('lessor', {
      admin: { readOnly: true, description: "The listing's lessor: the only one who may reply." },
    }),
    relationTo('booking', 'bookings'),
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
          ? true
          : 'Please select a rating',
    },
    {
      name: 'comment',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      hooks: { beforeValidate: [trimText] },
      validate: (value: unknown) => (typeof value === 'string' && value !== '' ? true : 'Please enter your comment'),
    },
  ],
}
