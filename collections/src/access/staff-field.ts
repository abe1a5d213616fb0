import type { StaffRole } from '@driftway/domain'
import type { FieldAccess } from 'payload'
import { hasStaffRole } from './principals'

/** Field access for staff whose role is one of `roles` (account flags, counters, partner ids…). */
export const staffField =
  (roles: readonly StaffRole[]): FieldAccess =>
  ({ req }) =>
    hasStaffRole(req, roles)
