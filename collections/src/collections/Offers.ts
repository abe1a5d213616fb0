import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminStaff, anyLessor, either, ownedBy, partyTo, staffWith, supportStaff } from '../access'
import { centsField } from '../fields/money'
import { relationTo, userField } from '../fields/relations'
import { notBefore, timestampField } from '../fields/time'
import { assertActingAs, fieldError, idOf, listingParty, loadRelated } from '../hooks'

/** The offering lessor is the listing's lessor; the request's traveler is copied so they can read it. */
const fillOfferParties: CollectionBeforeChangeHook = async ({ data, req }) => {
  const { lessor, kind } = await listingParty(req, data.listing, 'offers')
  assertActingAs(req, lessor)
  const request = await loadRelated<{ traveller?: unknown; kind?: unknown }>(
    req,
    'rental-requests',
    data.rental_request,
    {
      collection: 'offers',
      path: 'rental_request',
    },
  )
  if (request.kind && request.kind !== kind) {
    throw fieldError('offers', 'listing', 'The listing is not of the kind the traveler asked for.')
  }
  data.lessor = lessor
  data.traveller = idOf(request.traveller)
  return data
}

/** A lessor's offer on a rental request: one of their listings for given dates and price (booking §3 Offer). */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Offer', plural: 'Offers' },
  defaultSort: 'price_in_cents',
  admin: {
    group: 'Bookings',
    useAsTitle: 'id',
    defaultColumns: ['rental_request', 'listing', 'lessor', 'price_in_cents', 'pickup_timestamp', 'status'],
    description: 'Offers lessors make on rental requests.',
  },
  access: {
    read: either(staffWith(supportStaff), partyTo('lessor', 'traveller')),
    create: either(staffWith(adminStaff), anyLessor),
    update: either(staffWith(adminStaff), ownedBy('lessor')),
    delete: either(staffWith(adminStaff), ownedBy('lessor')),
  },
  hooks: { beforeChange: [fillOfferParties] },
  fields: [
    relationTo('rental_request', 'rental-requests', { required: true }),
    relationTo('listing', 'listings', { required: true }),
    userField('lessor', { admin: { readOnly: true, description: "The listing's lessor." } }),
    userField('traveller', { admin: { readOnly: true, description: 'Copied from the rental request.' } }),
    // Per night (booking §2 "Make-an-offer form: … price per night"); the booking costs it times the nights.
    centsField('price_in_cents', { required: true, min: 1, admin: { description: 'Price per night.' } }),
    timestampField('pickup_timestamp', { required: true }),
    timestampField('return_timestamp', {
      required: true,
      validate: notBefore('pickup_timestamp', 'The return date cannot be before the pickup date.'),
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'PENDING',
      options: [
        { label: 'Pending', value: 'PENDING' },
        { label: 'Accepted', value: 'ACCEPTED' },
        { label: 'Declined', value: 'DECLINED' },
      ],
    },
    // The booking the traveler made of this offer (status ACCEPTED), set by the API.
    relationTo('booking', 'bookings', { admin: { readOnly: true } }),
  ],
}
