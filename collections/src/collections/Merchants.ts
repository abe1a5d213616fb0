import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, staffWith, supportStaff } from '../access'
import { userField } from '../fields/relations'
import { urlField } from '../fields/text'

/**
 * A lessor's payout account at the payment provider (accounts §3 Merchant). Statuses are shown as
 * the provider returns them, so they are free text; the sandbox simulator sets them by hand.
 */
export const Merchants: CollectionConfig = {
  slug: 'merchants',
  labels: { singular: 'Merchant account', plural: 'Merchant accounts' },
  admin: {
    group: 'Billing',
    useAsTitle: 'provider_account_id',
    defaultColumns: ['user', 'provider', 'status', 'merged_status', 'updatedAt'],
    listSearchableFields: ['provider_account_id', 'status'],
    description: 'Payout accounts of lessors at the payment provider (one per user).',
  },
  // Support sees payout status to help lessors; only administrators change money settings.
  access: {
    read: either(staffWith(supportStaff), ownedBy('user')),
    create: staffWith(adminStaff),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  fields: [
    userField('user', { required: true, unique: true }),
    {
      name: 'provider',
      type: 'select',
      required: true,
      defaultValue: 'sandbox',
      options: [
        { label: 'Sandbox', value: 'sandbox' },
        { label: 'Stripe', value: 'stripe' },
      ],
    },
    { name: 'provider_account_id', type: 'text', index: true },
    { name: 'status', type: 'text', required: true, defaultValue: 'pending' },
    { name: 'merged_status', type: 'text' },
    { name: 'description_code', type: 'text' },
    urlField('overview_url'),
  ],
}
