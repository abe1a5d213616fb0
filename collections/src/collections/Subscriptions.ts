import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, staffWith, supportStaff } from '../access'
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
    timestampField('current_term_end_ts'),
    { name: 'provider_subscription_id', type: 'text', index: true },
  ],
}
