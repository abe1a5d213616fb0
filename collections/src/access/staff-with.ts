import type { StaffRole } from '@driftway/domain'
import type { Access } from 'payload'
import { hasStaffRole } from './principals'

/** Signed-in staff whose role is one of `roles` (see staff-groups.ts). */
export const staffWith =
  (roles: readonly StaffRole[]): Access =>
  ({ req }) =>
    hasStaffRole(req, roles)
