import { kindForLessorRole, Role } from '@driftway/domain'
import type { Access, CollectionBeforeChangeHook, CollectionConfig, Where } from 'payload'
import { adminStaff, either, marketplaceRole, marketplaceUser, ownedBy, staffWith, supportStaff } from '../access'
import { integerField } from '../fields/numbers'
import { listingKindField, userField } from '../fields/relations'
import { textField } from '../fields/text'
import { notBefore, timestampField } from '../fields/time'
import { assertActingAs, idOf, principalId } from '../hooks'

/**
 * Travelers read their own requests; lessors read the requests of their listing kind, since
 * they answer them with offers (booking §1 "make offers on rental requests").
 */
const travelerOrLessorOfKind: Access = ({ req }) => {
  const user = marketplaceUser(req)
  if (!user) return false
  const kind = kindForLessorRole(user.role)
  return (kind ? { kind: { equals: kind } } : { traveller: { equals: user.id } }) as Where
}

const travelerIsCaller: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && !data.traveller) data.traveller = principalId(req)
  assertActingAs(req, idOf(data.traveller))
  return data
}

/** "Looking for a vehicle": a traveler's open request that lessors answer with offers (booking §3 Rental request). */
export const RentalRequests: CollectionConfig = {
  slug: 'rental-requests',
  labels: { singular: 'Rental request', plural: 'Rental requests' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Bookings',
    useAsTitle: 'location',
    defaultColumns: ['traveller', 'kind', 'location', 'pickup_timestamp', 'return_timestamp', 'status'],
    listSearchableFields: ['location'],
    description: 'Requests travelers post for lessors to answer with offers.',
  },
  access: {
    read: either(staffWith(supportStaff), travelerOrLessorOfKind),
    create: either(staffWith(adminStaff), marketplaceRole(Role.TRAVELER)),
    update: either(staffWith(adminStaff), ownedBy('traveller')),
    delete: either(staffWith(adminStaff), ownedBy('traveller')),
  },
  hooks: { beforeChange: [travelerIsCaller] },
  fields: [
    userField('traveller', { required: true }),
    listingKindField('kind', { required: true, defaultValue: 'recreational_vehicle' }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'PENDING',
      index: true,
      // The spec only names the initial state; closing covers fulfilled or withdrawn requests.
      options: [
        { label: 'Pending', value: 'PENDING' },
        { label: 'Closed', value: 'CLOSED' },
      ],
    },
    integerField('travellers_num', { required: true, min: 1 }),
    textField('location', 255, { required: true }),
    { name: 'destination_latitude', type: 'number', required: true, min: -90, max: 90 },
    { name: 'destination_longitude', type: 'number', required: true, min: -180, max: 180 },
    { name: 'vehicle_types', type: 'text', hasMany: true },
    timestampField('pickup_timestamp', { required: true }),
    timestampField('return_timestamp', {
      required: true,
      validate: notBefore('pickup_timestamp', 'The return date cannot be before the pickup date.'),
    }),
    integerField('flexibility', {
      required: true,
      min: 0,
      defaultValue: 0,
      admin: { description: 'Days the dates may move.' },
    }),
  ],
}
