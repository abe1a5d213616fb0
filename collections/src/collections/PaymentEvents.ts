import type { CollectionConfig } from 'payload'
import { noOne, staffWith, supportStaff } from '../access'
import { relationTo } from '../fields/relations'
import { timestampField } from '../fields/time'

/**
 * Provider webhook events already applied. Webhooks arrive at least once and out of order: the
 * API stores each event id in the same transaction as its effect, and the unique (provider,
 * event_id) index makes a replay a no-op.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  defaultSort: '-received_timestamp',
  admin: {
    group: 'Billing',
    useAsTitle: 'event_id',
    defaultColumns: ['event_id', 'provider', 'type', 'booking', 'received_timestamp'],
    listSearchableFields: ['event_id', 'provider_payment_id'],
    description: 'Payment provider webhooks the API applied (each once). Read-only.',
  },
  // Written only by the API's webhook route, inside the transaction that applies the event.
  access: { read: staffWith(supportStaff), create: noOne, update: noOne, delete: noOne },
  indexes: [{ fields: ['provider', 'event_id'], unique: true }],
  fields: [
    { name: 'provider', type: 'select', required: true, options: ['sandbox', 'stripe'] },
    { name: 'event_id', type: 'text', required: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'provider_payment_id', type: 'text', index: true },
    relationTo('booking', 'bookings'),
    timestampField('received_timestamp', { required: true }),
  ],
}
