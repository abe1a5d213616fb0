import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { either, noOne, ownedBy, staffWith, supportStaff } from '../access'
import { readOnlyJsonComponent } from '../fields/read-only-json'
import { relationTo, userField } from '../fields/relations'
import { textField } from '../fields/text'

const appendOnly = (): never => {
  throw new APIError('Audit entries cannot be changed or deleted.', 403, null, true)
}

/**
 * Append-only trail of sensitive changes: role changes of staff and every support action (issue
 * 20), money settings, prices, seasons and marketplace roles (issue 24, collections/src/audit/
 * trail.ts), booking statuses (`recordBookingStatusChange`). Written only in-process by
 * `recordAudit` (collections/src/audit/record.ts); nobody — admins included — edits or deletes an
 * entry, through the REST API, the admin or the Local API. Staff filter it by actor, account or
 * record in the admin; account owners read their own account's entries (GET /user/me/audit-log/).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Admin',
    useAsTitle: 'action',
    defaultColumns: [
      'createdAt',
      'action',
      'actor_type',
      'actor_staff',
      'actor_user',
      'account_user',
      'target_collection',
      'target_id',
    ],
    listSearchableFields: ['action', 'target_id', 'target_collection'],
    description:
      'Who changed what, when, from where and why: money settings, prices and seasons, roles, booking statuses and staff actions. Filter by actor, account or record (target id). Entries cannot be edited or deleted.',
  },
  // The owner of an account reads the entries about it (their payout settings, prices, role).
  access: {
    read: either(staffWith(supportStaff), ownedBy('account_user')),
    create: noOne,
    update: noOne,
    delete: noOne,
  },
  hooks: {
    beforeChange: [({ operation, data }) => (operation === 'update' ? appendOnly() : data)],
    beforeDelete: [appendOnly],
  },
  fields: [
    textField('action', 100, { required: true, index: true }),
    {
      name: 'actor_type',
      type: 'select',
      required: true,
      options: [
        { label: 'Staff', value: 'staff' },
        { label: 'Marketplace user', value: 'user' },
        { label: 'System', value: 'system' },
      ],
    },
    relationTo('actor_staff', 'staff'),
    userField('actor_user'),
    textField('target_collection', 100, { required: true, index: true }),
    textField('target_id', 100, { required: true, index: true }),
    userField('account_user', { index: true, admin: { description: 'The marketplace account the change concerns.' } }),
    { name: 'before', type: 'json', admin: { components: readOnlyJsonComponent } },
    { name: 'after', type: 'json', admin: { components: readOnlyJsonComponent } },
    { name: 'reason', type: 'textarea', maxLength: 1000 },
    textField('client_ip', 64),
  ],
}
