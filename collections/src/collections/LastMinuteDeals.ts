import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminStaff, anyLessor, anyone, either, ownedBy, staffWith } from '../access'
import { centsField, currencyField } from '../fields/money'
import { listingKindField, relationTo, userField } from '../fields/relations'
import { notBefore, timestampField } from '../fields/time'
import { assertActingAs, listingParty } from '../hooks'

/** A deal is on the caller's own listing: lessor and kind come from it (booking §6 "own last-minute deals"). */
const fillDealParties: CollectionBeforeChangeHook = async ({ data, req }) => {
  const { lessor, kind } = await listingParty(req, data.listing, 'last-minute-deals')
  assertActingAs(req, lessor)
  data.lessor = lessor
  data.kind = kind
  return data
}

/** A discounted fixed-date offer of a listing, listed publicly (booking §3 Last-minute deal). */
export const LastMinuteDeals: CollectionConfig = {
  slug: 'last-minute-deals',
  labels: { singular: 'Last-minute deal', plural: 'Last-minute deals' },
  defaultSort: 'pickup_timestamp',
  admin: {
    group: 'Bookings',
    useAsTitle: 'id',
    defaultColumns: [
      'listing',
      'lessor',
      'kind',
      'pickup_timestamp',
      'return_timestamp',
      'total_price_cents',
      'currency',
    ],
    description: 'Public last-minute deals lessors create on their own listings.',
  },
  access: {
    read: anyone,
    create: either(staffWith(adminStaff), anyLessor),
    update: either(staffWith(adminStaff), ownedBy('lessor')),
    delete: either(staffWith(adminStaff), ownedBy('lessor')),
  },
  hooks: { beforeChange: [fillDealParties] },
  fields: [
    relationTo('listing', 'listings', { required: true }),
    userField('lessor', { admin: { readOnly: true, description: "The listing's lessor." } }),
    listingKindField('kind', { admin: { readOnly: true, description: 'Copied from the listing.' } }),
    timestampField('pickup_timestamp', { required: true, index: true }),
    timestampField('return_timestamp', {
      required: true,
      validate: notBefore('pickup_timestamp', 'The return date cannot be before the pickup date.'),
    }),
    centsField('total_price_cents', { required: true, min: 1 }),
    // The listing's normal quote for the deal's dates when the deal was made: the badge's
    // "before" price (decision 0068). The API refuses a deal that is not below it.
    centsField('normal_price_cents', {
      min: 1,
      admin: { readOnly: true, description: 'The normal price of these dates when the deal was created.' },
    }),
    currencyField('currency', { required: true }),
  ],
}
