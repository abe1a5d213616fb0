import { isStaffRole, type StaffRole } from '@driftway/domain'
import type { PayloadRequest } from 'payload'

/**
 * Two kinds of principals reach Payload:
 * - staff, signed in to the admin (`staff` auth collection), each with one `staff_role`;
 * - marketplace users, whom the API authenticates itself and passes to the Local API as
 *   `user: { ...userDoc, collection: 'users' }` with `overrideAccess: false`.
 * The API always decides with these same rules, so the admin and the REST contract agree.
 */
export type MarketplacePrincipal = { id: string; role: number; collection: 'users' }

export const isStaffUser = (req: PayloadRequest): boolean => req.user?.collection === 'staff'

export const marketplaceUser = (req: PayloadRequest): MarketplacePrincipal | undefined => {
  // Payload's generated `req.user` type knows only its auth collection (staff); the API adds users.
  const principal: { collection?: string } | null = req.user
  return principal?.collection === 'users' ? (principal as MarketplacePrincipal) : undefined
}

/** The signed-in staff member's role; undefined for anyone else (or a staff record without a valid role). */
export function staffRoleOf(req: PayloadRequest): StaffRole | undefined {
  if (!isStaffUser(req)) return undefined
  const role = (req.user as { staff_role?: unknown }).staff_role
  return isStaffRole(role) ? role : undefined
}

export const hasStaffRole = (req: PayloadRequest, roles: readonly StaffRole[]): boolean => {
  const role = staffRoleOf(req)
  return role !== undefined && roles.includes(role)
}
