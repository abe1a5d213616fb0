import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, staffWith, supportStaff } from '../access'
import { centsField } from '../fields/money'
import { integerField } from '../fields/numbers'
import { optionsFrom } from '../fields/options'
import { relationTo, userField } from '../fields/relations'
import { timestampField } from '../fields/time'

/** An RV lessor's subscription to a plan (accounts §3, §4). Written by the API from provider events. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: 'Subscription', plural: 'Subscriptions' },
  admin: {
    group: 'Billing',
    useAsTitle: 'provider_subscription_id',
    defaultColumns: ['user', 'plan', 'status', 'is_cancelled', 'current_term_end_ts'],
    listSearchableFields: ['provider_subscription_id'],
    description: 'Lessor plan subscriptions. A cancelled subscription runs until the end of its term.',
  },
  access: {
    read: either(staffWith(supportStaff), ownedBy('user')),
    create: staffWith(adminStaff),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  fields: [
    userField('user', { required: true }),
    relationTo('plan', 'plans', { required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      // Provider-neutral states; the spec only distinguishes active from cancelled.
      options: optionsFrom(['incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'expired']),
    },
    { name: 'is_cancelled', type: 'checkbox', defaultValue: false },
    timestampField('trial_end_ts'),
    timestampField('current_term_start_ts'),
    timestampField('current_term_end_ts'),
    { name: 'provider', type: 'select', defaultValue: 'sandbox', options: ['sandbox', 'stripe'] },
    { name: 'provider_subscription_id', type: 'text', index: true },
    { name: 'provider_customer_id', type: 'text', index: true },
    // The hosted checkout that opened this subscription and the last payment-method page (GET success-session/).
    { name: 'checkout_session_id', type: 'text', index: true },
    { name: 'setup_session_id', type: 'text', index: true },
    // Credit from a downgrade's unused time, taken off the next invoices (sandbox; Stripe keeps its own balance).
    centsField('credit_in_cents', { defaultValue: 0 }),
    {
      name: 'payment_method',
      type: 'group',
      admin: { description: 'The default payment method as the provider reported it (no full numbers).' },
      fields: [
        { name: 'type', type: 'select', options: ['card', 'sepa_debit'] },
        { name: 'brand', type: 'text', maxLength: 40 },
        { name: 'last4', type: 'text', maxLength: 4 },
        integerField('exp_month', { min: 1, max: 12 }),
        integerField('exp_year', { min: 2000, max: 2200 }),
        { name: 'bank_code', type: 'text', maxLength: 40 },
        { name: 'country', type: 'text', maxLength: 2 },
        { name: 'provider_payment_method_id', type: 'text' },
      ],
    },
  ],
}
