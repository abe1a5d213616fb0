import { wishlistNameSchema } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, signedInUser, staffWith } from '../access'
import { userField } from '../fields/relations'
import { trimText, zodValidate } from '../fields/validate'
import { checkOwner, protectDefaultOnChange, protectDefaultOnDelete, singleDefault } from './Wishlists.hooks'

/** A traveler's saved listings (accounts §3 Wishlist); listings of any kind share one list. */
export const Wishlists: CollectionConfig = {
  slug: 'wishlists',
  labels: { singular: 'Wishlist', plural: 'Wishlists' },
  admin: {
    group: 'Marketplace',
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'is_default', 'updatedAt'],
    listSearchableFields: ['name'],
    description: 'Travelers’ saved listings. Default wishlists cannot be renamed or deleted.',
  },
  // Create is open to signed-in users; the hook then requires the owner to be a traveler and the caller.
  access: {
    read: either(staffWith(adminStaff), ownedBy('owner')),
    create: either(staffWith(adminStaff), signedInUser),
    update: either(staffWith(adminStaff), ownedBy('owner')),
    delete: either(staffWith(adminStaff), ownedBy('owner')),
  },
  hooks: { beforeChange: [checkOwner, protectDefaultOnChange, singleDefault], beforeDelete: [protectDefaultOnDelete] },
  fields: [
    userField('owner', { required: true }),
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 70,
      hooks: { beforeValidate: [trimText] },
      validate: zodValidate(wishlistNameSchema, { required: true }),
    },
    { name: 'is_default', type: 'checkbox', defaultValue: false },
    // The owner's id on their default list, absent on the others: its unique index keeps one default
    // per traveler when two first requests create it at once on separate connections (PostgreSQL,
    // several API processes), where singleDefault's count cannot see the other's uncommitted list.
    { name: 'default_of', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'listings', type: 'relationship', relationTo: 'listings', hasMany: true },
  ],
}
