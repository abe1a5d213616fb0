import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, staffWith, supportStaff } from '../access'
import { centsField, currencyField } from '../fields/money'
import { relationTo, userField } from '../fields/relations'
import { urlField } from '../fields/text'
import { timestampField } from '../fields/time'

/** Subscription charges shown in the lessor's transaction history (accounts §3 Transaction). */
export const Transactions: CollectionConfig = {
  slug: 'transactions',
  labels: { singular: 'Transaction', plural: 'Transactions' },
  defaultSort: '-date_ts',
  admin: {
    group: 'Billing',
    useAsTitle: 'card_number',
    defaultColumns: ['user', 'date_ts', 'total_in_cents', 'currency_code', 'status', 'payment_method'],
    listSearchableFields: ['card_number', 'status'],
    description: 'Subscription payments of lessors. Amounts are in cents; card numbers are stored masked.',
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
  ],
}
