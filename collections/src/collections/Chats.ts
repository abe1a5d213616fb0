import { chatTypes } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, partyTo, signedInUser, staffWith, supportStaff } from '../access'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { relationTo, userField } from '../fields/relations'
import { textField } from '../fields/text'
import { timestampField } from '../fields/time'
import { fillChatParties } from './Chats.hooks'

/** A conversation between a traveler and a lessor about a listing, usually tied to a booking (booking §3 Chat). */
export const Chats: CollectionConfig = {
  slug: 'chats',
  labels: { singular: 'Chat', plural: 'Chats' },
  defaultSort: '-last_message_at_ts',
  admin: {
    group: 'Bookings',
    useAsTitle: 'last_message_preview',
    defaultColumns: ['type', 'listing', 'traveller', 'lessor', 'booking', 'last_message_at_ts', 'is_draft'],
    listSearchableFields: ['last_message_preview'],
    description: 'Traveler–lessor conversations. Only the two parties (and staff) can read them.',
  },
  access: {
    read: either(staffWith(supportStaff), partyTo('lessor', 'traveller')),
    // Opening a chat: the hook requires the caller to be one of its parties.
    create: either(staffWith(adminStaff), signedInUser),
    // Parties update unread counters and drafts; the hook keeps the parties themselves fixed.
    update: either(staffWith(adminStaff), partyTo('lessor', 'traveller')),
    delete: staffWith(adminStaff),
  },
  hooks: { beforeChange: [fillChatParties] },
  fields: [
    {
      name: 'type',
      type: 'select',
      index: true,
      options: optionsFrom(chatTypes),
      admin: { readOnly: true, description: "Derived from the listing's kind." },
    },
    relationTo('listing', 'listings', { required: true }),
    userField('lessor', { admin: { readOnly: true, description: "The listing's lessor, copied from the listing." } }),
    userField('traveller', { required: true }),
    relationTo('booking', 'bookings'),
    timestampField('pickup_timestamp'),
    timestampField('return_timestamp'),
    { name: 'is_draft', type: 'checkbox', defaultValue: false },
    timestampField('last_message_at_ts', { index: true }),
    textField('last_message_preview', 200),
    integerField('unread_for_lessor', { min: 0, defaultValue: 0 }),
    integerField('unread_for_traveller', { min: 0, defaultValue: 0 }),
  ],
}
