import type { RelationshipField } from 'payload'
import { relationTo, userField } from './relations'

/** The listing a season, rate, reservation, extra, cancellation tier or booked night belongs to. */
export const listingRelation = (
  options: Partial<Omit<RelationshipField, 'name' | 'type' | 'relationTo' | 'hasMany'>> = {},
) => relationTo('listing', 'listings', { required: true, ...options })

/**
 * The listing's lessor, copied onto each child document by a hook so ownership access is the
 * plain query `lessor equals user.id` (Payload access cannot join through the listing).
 */
export const listingLessorCopyField = (): RelationshipField =>
  userField('lessor', {
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: "Copied from the listing on save; used for the owner's access.",
    },
  })
