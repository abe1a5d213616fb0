import { isLessorRole } from '@driftway/domain'
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Two kinds of principals reach Payload:
 * - staff, signed in to the admin (`staff` auth collection);
 * - marketplace users, whom the API authenticates itself and passes to the Local API as
 *   `user: { ...userDoc, collection: 'users' }` with `overrideAccess: false`.
 * The API always decides with these same rules, so the admin and the REST contract agree.
 */
export type MarketplacePrincipal = { id: string; role: number; collection: 'users' }

export const isStaffUser = (req: PayloadRequest): boolean => req.user?.collection === 'staff'

export const marketplaceUser = (req: PayloadRequest): MarketplacePrincipal | undefined =>
  req.user?.collection === 'users' ? (req.user as unknown as MarketplacePrincipal) : undefined

export const anyone: Access = () => true
export const isStaff: Access = ({ req }) => isStaffUser(req)
export const isSignedIn: Access = ({ req }) => isStaffUser(req) || Boolean(marketplaceUser(req))

/** Staff see everything; a marketplace user only documents whose `field` points at them. */
export const staffOrOwner =
  (field: string): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    const user = marketplaceUser(req)
    if (!user) return false
    return { [field]: { equals: user.id } } as Where
  }

/** Staff, or a marketplace user who is any of the given parties of the document. */
export const staffOrParty =
  (...fields: string[]): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    const user = marketplaceUser(req)
    if (!user) return false
    return { or: fields.map((field) => ({ [field]: { equals: user.id } })) } as Where
  }

/** Staff, or a signed-in marketplace user whose role is one of `roles`. */
export const staffOrRole =
  (...roles: number[]): Access =>
  ({ req }) => {
    if (isStaffUser(req)) return true
    const user = marketplaceUser(req)
    return Boolean(user && roles.includes(user.role))
  }

/** Staff, or the marketplace user the document is (the `users` collection itself). */
export const staffOrSelf: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = marketplaceUser(req)
  if (!user) return false
  return { id: { equals: user.id } }
}

/** Staff, or any signed-in marketplace user whose role is a lessor role (2, 3, 4). */
export const staffOrLessor: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = marketplaceUser(req)
  return Boolean(user && isLessorRole(user.role))
}

/** Field access: nobody through access-checked calls; hooks and `overrideAccess` still write it. */
export const noOne: FieldAccess = () => false

/** Field access: staff only (e.g. account flags a user must not flip on themselves). */
export const staffField: FieldAccess = ({ req }) => isStaffUser(req)

/**
 * Anyone, but only through the in-process Local API (the Driftway API's public sign-up and
 * contact form) or as staff: the CMS also serves Payload's REST API, which must not become a
 * second, unchecked way in.
 */
export const anyoneInProcess: Access = ({ req }) => req.payloadAPI === 'local' || isStaffUser(req)
