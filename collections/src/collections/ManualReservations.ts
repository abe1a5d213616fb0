import type { CollectionConfig } from 'payload'
import { listingLessorCopyField, listingRelation } from '../fields/listing'
import { periodFields } from '../fields/period'
import { attachToListing, privateListingChildAccess, rejectOverlappingPeriods } from './listingChildren'

/** A lessor's own block on the calendar (spec §3 "Reservation"); the API claims its booked nights. */
export const ManualReservations: CollectionConfig = {
  slug: 'manual-reservations',
  admin: {
    group: 'Catalog',
    defaultColumns: ['listing', 'start_timestamp', 'end_timestamp', 'comment'],
    description: 'Periods the lessor blocked outside the marketplace (unix seconds). They may not overlap each other.',
  },
  access: privateListingChildAccess,
  hooks: {
    beforeChange: [attachToListing(), rejectOverlappingPeriods('Overlaps another reservation of this listing.')],
  },
  fields: [
    listingRelation(),
    listingLessorCopyField(),
    ...periodFields(),
    { name: 'comment', type: 'textarea', maxLength: 500 },
  ],
}
