import { staffRoleLabels, staffRoles } from '@driftway/domain'
import type { CollectionConfig, FieldAccess } from 'payload'
import { adminStaff, either, ownStaffAccount, staffField, staffRoleOf, staffWith } from '../access'
import { idOf } from '../hooks'
import {
  auditRoleChange,
  auditStaffDeletion,
  firstStaffIsAdmin,
  keepLastAdminOnChange,
  keepLastAdminOnDelete,
  refuseRoleChangeUnlessAdmin,
} from './Staff.hooks'
import { requireStaffTotp, twoFactorEndpoints, twoFactorFields } from './Staff.twoFactor'

/** Administrators set other people's roles; nobody sets their own. */
const adminOnOthers: FieldAccess = ({ req, id }) => staffRoleOf(req) === 'admin' && idOf(req.user?.id) !== idOf(id)

/**
 * People who sign in to the CMS admin; separate from marketplace users. Only administrators
 * manage staff; everyone else sees and edits just their own record (name, e-mail, password).
 */
export const Staff: CollectionConfig = {
  slug: 'staff',
  auth: true,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'staff_role'],
    group: 'Admin',
  },
  access: {
    read: either(staffWith(adminStaff), ownStaffAccount),
    create: staffWith(adminStaff),
    update: either(staffWith(adminStaff), ownStaffAccount),
    delete: staffWith(adminStaff),
    // Unlocking locked-out accounts is staff management too.
    unlock: staffWith(adminStaff),
  },
  hooks: {
    beforeLogin: [requireStaffTotp],
    beforeChange: [firstStaffIsAdmin, keepLastAdminOnChange],
    afterChange: [auditRoleChange],
    beforeDelete: [keepLastAdminOnDelete],
    afterDelete: [auditStaffDeletion],
  },
  endpoints: twoFactorEndpoints,
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'staff_role',
      label: 'Role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: staffRoles.map((value) => ({ label: staffRoleLabels[value], value })),
      access: { create: staffField(adminStaff), update: adminOnOthers },
      hooks: { beforeValidate: [refuseRoleChangeUnlessAdmin] },
      admin: {
        position: 'sidebar',
        description:
          'Editor: site content. Support: reads people, listings, bookings, chats and reviews and runs support actions. Administrator: everything, including staff.',
      },
    },
    ...twoFactorFields,
  ],
}
