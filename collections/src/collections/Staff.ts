import type { CollectionConfig } from 'payload'
import { isStaff } from '../access'

/** Editors and administrators of the CMS; separate from marketplace users. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'staff_role'], group: 'Admin' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'staff_role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Content editor', value: 'editor' },
      ],
    },
  ],
}
