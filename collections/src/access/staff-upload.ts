import type { StaffRole } from '@driftway/domain'
import type { Access } from 'payload'
import { hasStaffRole } from './principals'

/**
 * Staff whose role is one of `roles`, for files staff uploaded (no marketplace owner): editors
 * manage the site's images, never a lessor's listing photos or a traveler's profile photo.
 */
export const staffUploadFor =
  (roles: readonly StaffRole[]): Access =>
  ({ req }) =>
    hasStaffRole(req, roles) ? { owner: { exists: false } } : false
