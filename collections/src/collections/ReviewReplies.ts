import type { CollectionConfig } from 'payload'
import { adminStaff, anyLessor, anyone, either, staffWith } from '../access'
import { relationTo, userField } from '../fields/relations'
import { plainTextComment, requireListingLessor } from './Reviews.hooks'

/**
 * The listing lessor's answer to a review. `review` is unique: one reply per review; a new reply
 * replaces the old one (the API updates it in place).
 */
export const ReviewReplies: CollectionConfig = {
  slug: 'review-replies',
  labels: { singular: 'Review reply', plural: 'Review replies' },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'comment',
    defaultColumns: ['review', 'author', 'comment', 'createdAt'],
    listSearchableFields: ['comment'],
    description: "Lessors' replies to reviews of their listings, at most one per review.",
  },
  access: {
    read: anyone,
    create: either(staffWith(adminStaff), anyLessor),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  hooks: { beforeChange: [requireListingLessor] },
  fields: [
    relationTo('review', 'reviews', { required: true, unique: true }),
    userField('author', { required: true }),
    {
      name: 'comment',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      hooks: { beforeValidate: [plainTextComment] },
    },
  ],
}
