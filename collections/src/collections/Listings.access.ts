import { isLessorRole, isListingKind, lessorRoleForKind } from '@driftway/domain'
import type { Access, FieldAccess, Where } from 'payload'
import { adminStaff, either, hasStaffRole, marketplaceUser, ownedBy, staffWith, supportStaff } from '../access'
import { idOf } from '../hooks'

/** Anyone sees published listings; a lessor also their own drafts. */
const publishedOrOwn: Access = ({ req }) => {
  const published: Where = { is_draft: { equals: false } }
  const user = marketplaceUser(req)
  return user ? { or: [published, { lessor: { equals: user.id } }] } : published
}

/**
 * A lessor creating a listing of the kind their role leases out. Without data (asking whether to
 * offer "Create") any lessor role qualifies; the hook re-checks the kind.
 */
const lessorOfKind: Access = ({ req, data }) => {
  const user = marketplaceUser(req)
  if (!user) return false
  const kind = data?.kind
  if (kind === undefined) return isLessorRole(user.role)
  return isListingKind(kind) && lessorRoleForKind(kind) === user.role
}

/**
 * Support reads every listing (drafts too) and unpublishes through its audited action; only
 * administrators edit a listing that is not theirs.
 */
export const listingAccess = {
  read: either(staffWith(supportStaff), publishedOrOwn),
  create: either(staffWith(adminStaff), lessorOfKind),
  update: either(staffWith(adminStaff), ownedBy('lessor')),
  delete: either(staffWith(adminStaff), ownedBy('lessor')),
}

/** Private parts of a listing (vehicle papers, moderation notes): its lessor and support/admin only. */
export const lessorOrSupportField: FieldAccess = ({ req, doc }) =>
  hasStaffRole(req, supportStaff) ||
  (marketplaceUser(req)?.id !== undefined && marketplaceUser(req)?.id === idOf(doc?.lessor))
