import { isNightKey } from '@driftway/domain'
import type { CollectionConfig, RelationshipFieldSingleValidation } from 'payload'
import { noOne, staffWith, supportStaff } from '../access'
import { listingRelation } from '../fields/listing'
import { relationTo } from '../fields/relations'

/** The claim's origin must be named: a booking night its booking, a reserved night its reservation. */
const requiredForSource =
  (source: string, message: string): RelationshipFieldSingleValidation =>
  (value, { siblingData }) =>
    (siblingData as { source?: unknown } | undefined)?.source === source && !value ? message : true

/**
 * One row per occupied night of a listing. The unique (listing, night) index makes the database
 * refuse a second claim of a night, so two concurrent bookings (or a booking and a manual
 * reservation) cannot both win, on SQLite and MongoDB alike, without any locking in the API.
 */
export const BookedNights: CollectionConfig = {
  slug: 'booked-nights',
  labels: { singular: 'Booked night', plural: 'Booked nights' },
  admin: {
    group: 'Catalog',
    useAsTitle: 'night',
    defaultColumns: ['night', 'listing', 'source', 'booking', 'manual_reservation'],
    listSearchableFields: ['night'],
    description:
      'Occupancy ledger written by the API: one row per listing and night, claimed by a booking or a manual reservation. Read-only here.',
  },
  // Only the API writes nights, with `overrideAccess`, inside the transaction that books them.
  access: { read: staffWith(supportStaff), create: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['listing', 'night'], unique: true }],
  fields: [
    listingRelation(),
    {
      name: 'night',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD of the evening the night starts, in the listing’s local time.' },
      validate: (value: unknown) => (isNightKey(value) ? true : 'Use a calendar date as YYYY-MM-DD.'),
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: [
        { label: 'Booking', value: 'booking' },
        { label: 'Manual reservation', value: 'manual_reservation' },
      ],
    },
    relationTo('booking', 'bookings', { validate: requiredForSource('booking', 'A booking night names its booking.') }),
    relationTo('manual_reservation', 'manual-reservations', {
      validate: requiredForSource('manual_reservation', 'A reserved night names its reservation.'),
    }),
  ],
}
