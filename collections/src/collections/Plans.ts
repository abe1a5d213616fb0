import type { CollectionConfig } from 'payload'
import { adminStaff, anyone, staffWith } from '../access'
import { centsField, currencyField } from '../fields/money'
import { integerField } from '../fields/numbers'

/** Subscription plans for RV lessors (accounts §3 Subscription › subscription, GET /subscription/). */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plan', plural: 'Plans' },
  defaultSort: 'sort_order',
  admin: {
    group: 'Billing',
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'listing_number',
      'price_in_cents_without_vat',
      'currency',
      'interval',
      'is_free',
      'sort_order',
    ],
    listSearchableFields: ['name', 'provider_price_id'],
    description: 'Plans RV lessors subscribe to. Prices are in cents, without VAT.',
  },
  // Prices are money settings: administrators only.
  access: { read: anyone, create: staffWith(adminStaff), update: staffWith(adminStaff), delete: staffWith(adminStaff) },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    integerField('listing_number', {
      required: true,
      min: 0,
      admin: { description: 'How many listings the plan allows.' },
    }),
    centsField('price_in_cents_without_vat', { required: true }),
    currencyField('currency', { required: true }),
    {
      name: 'interval',
      type: 'select',
      required: true,
      defaultValue: 'month',
      options: [
        { label: 'Monthly', value: 'month' },
        { label: 'Yearly', value: 'year' },
      ],
    },
    { name: 'description', type: 'text', hasMany: true, admin: { description: 'Bullet points on the plan card.' } },
    {
      name: 'is_free',
      type: 'checkbox',
      defaultValue: false,
      // The billing page hides cancel, usage and renewal for the free plan (accounts §4).
      admin: { description: 'The free plan: no cancel action, no usage or renewal cards.' },
    },
    integerField('trial_days', {
      defaultValue: 0,
      min: 0,
      max: 90,
      admin: { description: "Free days before the first charge; only a lessor's first paid subscription gets them." },
    }),
    {
      name: 'provider_price_id',
      type: 'text',
      index: true,
      admin: { description: 'Stripe price id (price_…); without one, checkout sends the price inline.' },
    },
    integerField('sort_order', { defaultValue: 0 }),
  ],
}
