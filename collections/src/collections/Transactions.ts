import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, staffWith, supportStaff } from '../access'
import { centsField, currencyField } from '../fields/money'
import { relationTo, userField } from '../fields/relations'
import { urlField } from '../fields/text'
import { timestampField } from '../fields/time'

/**
 * Money records: subscription charges shown in the lessor's transaction history (accounts §3
 * Transaction) and every charge and refund of a booking (`booking` set; `user` is the traveler).
 */
export const Transactions: CollectionConfig = {
  slug: 'transactions',
  labels: { singular: 'Transaction', plural: 'Transactions' },
  defaultSort: '-date_ts',
  admin: {
    group: 'Billing',
    useAsTitle: 'card_number',
    defaultColumns: ['user', 'date_ts', 'total_in_cents', 'currency_code', 'status', 'payment_method'],
    listSearchableFields: ['card_number', 'status'],
    description:
      'Subscription payments of lessors and booking charges and refunds. Amounts are in cents; card numbers are stored masked.',
  },
  access: {
    read: either(staffWith(supportStaff), ownedBy('user')),
    create: staffWith(adminStaff),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  fields: [
    userField('user', { required: true }),
    relationTo('subscription', 'subscriptions'),
    timestampField('date_ts', { required: true, index: true }),
    centsField('amount_in_cents', { required: true }),
    centsField('total_in_cents', { required: true }),
    currencyField('currency_code', { required: true }),
    { name: 'payment_method', type: 'text' },
    { name: 'status', type: 'text', required: true },
    { name: 'card_number', type: 'text', admin: { description: 'Masked, e.g. **** **** **** 4242.' } },
    urlField('invoice_pdf', { admin: { description: 'Link to the invoice PDF.' } }),
    // Subscription invoices: their number and what they bill (a term, a plan change's proration).
    { name: 'invoice_number', type: 'text', index: true },
    { name: 'description', type: 'text', maxLength: 200 },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'subscription',
      index: true,
      options: ['subscription', 'charge', 'refund'],
    },
    relationTo('booking', 'bookings'),
    {
      name: 'purpose',
      type: 'select',
      options: ['down_payment', 'remaining', 'full'],
      admin: { description: 'Which part of a booking a charge pays.' },
    },
    { name: 'provider', type: 'select', options: ['sandbox', 'stripe'] },
    { name: 'provider_payment_id', type: 'text', index: true },
    // The provider's id of the money itself (Stripe: the PaymentIntent), what a refund names.
    { name: 'provider_charge_id', type: 'text' },
    { name: 'provider_refund_id', type: 'text' },
    // Sent with every create call to the provider, so a retried call never charges twice.
    { name: 'idempotency_key', type: 'text' },
  ],
}
