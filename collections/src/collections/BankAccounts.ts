import { payoutCurrencies } from '@driftway/domain'
import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { adminStaff, either, hasStaffRole, marketplaceUser, ownedBy, staffWith, supportStaff } from '../access'
import { currencyField } from '../fields/money'
import { relationTo, userField } from '../fields/relations'
import { idOf, loadRelated } from '../hooks'

/** Copies the merchant's user so "read own bank account" is a plain where on both adapters. */
const copyMerchantUser: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merchant = data.merchant ?? originalDoc?.merchant
  if (!merchant) return data
  const doc = await loadRelated<{ user?: unknown }>(req, 'merchants', merchant, {
    collection: 'bank-accounts',
    path: 'merchant',
  })
  data.user = idOf(doc.user)
  return data
}

/** Bank data: the account's owner and administrators only. */
const ownerOrAdmin: FieldAccess = ({ req, doc }) =>
  hasStaffRole(req, adminStaff) || (Boolean(marketplaceUser(req)) && marketplaceUser(req)?.id === idOf(doc?.user))

/** The payout bank account of a merchant: exactly one per merchant (accounts §3). */
export const BankAccounts: CollectionConfig = {
  slug: 'bank-accounts',
  labels: { singular: 'Bank account', plural: 'Bank accounts' },
  admin: {
    group: 'Billing',
    useAsTitle: 'holder_name',
    defaultColumns: ['holder_name', 'iban_last4', 'currency', 'status', 'merchant'],
    listSearchableFields: ['holder_name', 'iban_last4'],
    description: 'Where a merchant is paid out. Only the last four IBAN digits are kept.',
  },
  // Support sees that an account exists and its status, never the holder or IBAN digits.
  access: {
    read: either(staffWith(supportStaff), ownedBy('user')),
    create: staffWith(adminStaff),
    update: staffWith(adminStaff),
    delete: staffWith(adminStaff),
  },
  hooks: { beforeChange: [copyMerchantUser] },
  fields: [
    relationTo('merchant', 'merchants', { required: true, unique: true }),
    userField('user', { admin: { readOnly: true, description: "Copied from the merchant's user." } }),
    { name: 'status', type: 'text', required: true, defaultValue: 'pending' },
    { name: 'holder_name', type: 'text', maxLength: 150, access: { read: ownerOrAdmin } },
    { name: 'iban_last4', type: 'text', minLength: 4, maxLength: 4, access: { read: ownerOrAdmin } },
    currencyField('currency', { currencies: payoutCurrencies }),
  ],
}
