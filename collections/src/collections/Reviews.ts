import { moderationReasonLimits, Role } from '@driftway/domain'
import type { Access, CollectionConfig, FieldAccess, Where } from 'payload'
import {
  adminStaff,
  either,
  hasStaffRole,
  marketplaceRole,
  marketplaceUser,
  ownedBy,
  staffField,
  staffWith,
  supportStaff,
} from '../access'
import { listingKindField, relationTo, userField } from '../fields/relations'
import { supportActionsField } from '../fields/support-actions'
import { timestampField } from '../fields/time'
import { idOf } from '../hooks'
import {
  fillReviewParties,
  plainTextComment,
  updateListingRatingAfterChange,
  updateListingRatingAfterDelete,
} from './Reviews.hooks'

const notHidden: Where = { or: [{ is_hidden: { equals: false } }, { is_hidden: { exists: false } }] }

/** Everyone reads reviews support has not hidden; authors also their own hidden ones. */
const visibleReviews: Access = () => notHidden

/** Why a review was hidden: its author and support/admin. */
const authorOrSupport: FieldAccess = ({ req, doc }) =>
  hasStaffRole(req, supportStaff) || (Boolean(marketplaceUser(req)) && marketplaceUser(req)?.id === idOf(doc?.author))

/**
 * Public, except reviews support hid (with a reason, through its audited action); "Only
 * travelers may add reviews" (booking §5) — the hook makes the caller the author. Only
 * administrators edit or delete a review.
 */
const reviewAccess: CollectionConfig['access'] = {
  read: either(staffWith(supportStaff), ownedBy('author'), visibleReviews),
  create: either(staffWith(adminStaff), marketplaceRole(Role.TRAVELER)),
  update: staffWith(adminStaff),
  delete: staffWith(adminStaff),
}

/** A traveler's rating of a listing after a trip (booking §3 Review); public on listing pages. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'comment',
    defaultColumns: ['listing', 'author', 'rating', 'comment', 'createdAt'],
    listSearchableFields: ['comment'],
    description: 'Public reviews of listings by travelers. Lessors reply once per review (Review replies).',
  },
  // "Only travelers may add reviews" (booking §5); the hook makes the caller the author.
  access: reviewAccess,
  hooks: {
    beforeChange: [fillReviewParties],
    afterChange: [updateListingRatingAfterChange],
    afterDelete: [updateListingRatingAfterDelete],
  },
  fields: [
    supportActionsField('review'),
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
      hooks: { beforeValidate: [plainTextComment] },
      validate: (value: unknown) => (typeof value === 'string' && value !== '' ? true : 'Please enter your comment'),
    },
    {
      type: 'collapsible',
      label: 'Moderation',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'is_hidden',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: { create: staffField(adminStaff), update: staffField(adminStaff) },
          admin: { description: 'Hidden reviews are not shown publicly (support hides them with a reason).' },
        },
        {
          name: 'hidden_reason',
          type: 'textarea',
          maxLength: moderationReasonLimits.max,
          access: { read: authorOrSupport, create: staffField(adminStaff), update: staffField(adminStaff) },
        },
        timestampField('hidden_at_ts', {
          access: { read: authorOrSupport, create: staffField(adminStaff), update: staffField(adminStaff) },
          admin: { readOnly: true },
        }),
      ],
    },
  ],
}
