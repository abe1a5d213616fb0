import type { StaffRole } from '@driftway/domain'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type FieldHook,
  Forbidden,
  type PayloadRequest,
} from 'payload'
import { isStaffUser, staffRoleOf } from '../access'
import { recordAudit } from '../audit/record'
import { fieldError, idOf } from '../hooks'
import { asSystem } from '../local-api'

/**
 * Field hook on `staff_role`, run before field access would silently drop the value: a role
 * change by anyone but an administrator, or by an administrator on their own record, is refused
 * with 403 instead of answering 200 with the role unchanged. Trusted server calls (no user) pass.
 */
export const refuseRoleChangeUnlessAdmin: FieldHook = ({ operation, originalDoc, previousValue, req, value }) => {
  if (operation !== 'update' || value === undefined || value === previousValue) return value
  if (!isStaffUser(req)) return value
  if (staffRoleOf(req) !== 'admin' || idOf(req.user?.id) === idOf(originalDoc?.id)) throw new Forbidden(req.t)
  return value
}

async function otherAdmins(req: PayloadRequest, id: unknown): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'staff',
    where: { and: [{ staff_role: { equals: 'admin' } }, { id: { not_equals: idOf(id) } }] },
    ...asSystem(),
    req,
  })
  return totalDocs
}

/**
 * The first account made through the admin (Payload's "create first user" screen on an empty
 * database) is an administrator: otherwise nobody could ever manage staff. Server code (the seed)
 * says which role it creates.
 */
export const firstStaffIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({ collection: 'staff', ...asSystem(), req })
  if (totalDocs === 0) data.staff_role = 'admin'
  return data
}

/** The marketplace always keeps one administrator: the last one can be neither demoted… */
export const keepLastAdminOnChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.staff_role !== 'admin') return data
  if (data.staff_role === undefined || data.staff_role === 'admin') return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) {
    throw fieldError('staff', 'staff_role', 'The last administrator cannot be demoted. Promote another one first.')
  }
  return data
}

/** …nor deleted. */
export const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'staff', id, depth: 0, ...asSystem(), req })
  if (doc?.staff_role === 'admin' && (await otherAdmins(req, id)) === 0) {
    throw new APIError('The last administrator cannot be deleted. Promote another one first.', 409, null, true)
  }
}

/** Role grants and changes go to the audit trail (ids and roles only). */
export const auditRoleChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  const role = doc.staff_role as StaffRole
  if (operation === 'create') {
    await recordAudit(req, {
      action: 'staff.created',
      targetCollection: 'staff',
      targetId: String(doc.id),
      after: { staff_role: role },
    })
  } else if (previousDoc?.staff_role !== role) {
    await recordAudit(req, {
      action: 'staff.role_changed',
      targetCollection: 'staff',
      targetId: String(doc.id),
      before: { staff_role: previousDoc?.staff_role ?? null },
      after: { staff_role: role },
    })
  }
  return doc
}

export const auditStaffDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordAudit(req, {
    action: 'staff.deleted',
    targetCollection: 'staff',
    targetId: String(doc.id),
    before: { staff_role: doc.staff_role ?? null },
  })
}
