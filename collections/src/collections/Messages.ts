import { bookingStatuses, bookingStatusLabels, MESSAGE_MAX_LENGTH } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, partyTo, signedInUser, staffWith, supportStaff } from '../access'
import { optionsFrom } from '../fields/options'
import { relationTo, userField } from '../fields/relations'
import { copyChatParties } from './Chats.hooks'

/** One chat message (booking §3 Message). System messages announce booking status changes. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message', plural: 'Messages' },
  defaultSort: 'createdAt',
  admin: {
    group: 'Bookings',
    useAsTitle: 'message',
    defaultColumns: ['chat', 'author', 'type', 'message', 'createdAt'],
    listSearchableFields: ['message'],
    description: 'Chat messages. Lessor and traveler are copied from the chat so access is checked per message.',
  },
  access: {
    read: either(staffWith(supportStaff), partyTo('lessor', 'traveller')),
    // The hook requires the author to be the caller and a party of the chat.
    create: either(staffWith(adminStaff), signedInUser),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  hooks: { beforeChange: [copyChatParties] },
  fields: [
    relationTo('chat', 'chats', { required: true }),
    userField('author', { admin: { description: 'Empty for system messages.' } }),
    { name: 'message', type: 'textarea', maxLength: MESSAGE_MAX_LENGTH },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'user',
      options: [
        { label: 'User', value: 'user' },
        { label: 'System', value: 'system' },
      ],
    },
    {
      name: 'new_booking_status',
      type: 'select',
      options: optionsFrom(bookingStatuses, bookingStatusLabels),
    },
    {
      name: 'attachments',
      type: 'array',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: [
            { label: 'Image', value: 'image' },
            { label: 'File', value: 'file' },
          ],
        },
        { name: 'url', type: 'text', required: true },
        { name: 'name', type: 'text' },
      ],
    },
    userField('lessor', { admin: { readOnly: true, description: 'Copied from the chat.' } }),
    userField('traveller', { admin: { readOnly: true, description: 'Copied from the chat.' } }),
  ],
}
