import type { PayloadRequest } from 'payload'
import type { User } from './payload-types'

/**
 * Who a Payload Local API call acts as. The Local API skips access control unless told otherwise
 * (`overrideAccess` defaults to true), so every call names its principal with one of these three,
 * and every bypass can be found (and reviewed) by searching for `asSystem(`:
 *
 *   payload.find({ collection: 'wishlists', ...asUser(user) })        // the user's access rules decide
 *   payload.create({ collection: 'contact-messages', data, ...asVisitor() })  // rules for anonymous callers
 *   payload.find({ collection: 'users', where, ...asSystem() })       // trusted server step, no access check
 *
 * `npm run lint` refuses a Local API call that names none of them, and `overrideAccess` anywhere
 * but here (scripts/lint/local-api-principal.ts).
 */

/** A marketplace user as the collections' access rules see them (not a Payload auth user; see access/). */
export type MarketplaceUser = Pick<User, 'id' | 'role'>

/** Acts as a signed-in marketplace user: the collections' access rules decide. */
export function asUser<T extends MarketplaceUser>(user: T) {
  return { user: { ...user, collection: 'users' as const }, overrideAccess: false as const }
}

/** Acts as nobody signed in (public forms, public reads): the rules for anonymous callers decide. */
export function asVisitor() {
  return { overrideAccess: false as const }
}

/**
 * Acts as a CMS staff member the API authenticated with their admin token (api/src/staff/auth.ts):
 * the collections' staff rules decide, exactly as in the admin (landing pages written from the site).
 */
export function asStaff<T extends { id: string; staff_role: string }>(staff: T) {
  return { user: { ...staff, collection: 'staff' as const }, overrideAccess: false as const }
}

/**
 * A trusted server step that bypasses access control: sign-in and token checks, reading another
 * user's public fields, fields only hooks or staff may write, background work, the seed and tests.
 * Each use is a reviewed decision; user-facing reads and writes use `asUser`/`asVisitor`.
 */
export function asSystem() {
  return { overrideAccess: true as const }
}

/**
 * Makes `req` (a transaction the API opened) act for the user or staff member the API authenticated,
 * so the hooks and audit entries of the work done with it name them. Payload types `req.user` as a
 * full document of its one auth collection (staff): marketplace users are not Payload auth users, and
 * the access rules and audit hooks read only the principal's id, collection and role, which is all
 * the API passes — hence the one cast.
 */
export function actAs(
  req: PayloadRequest,
  principal: ReturnType<typeof asUser>['user'] | ReturnType<typeof asStaff>['user'],
): void {
  req.user = principal as unknown as PayloadRequest['user']
}

/** Any of the three, for helpers that take the principal as a parameter. */
export type LocalApiPrincipal =
  | ReturnType<typeof asUser>
  | ReturnType<typeof asVisitor>
  | ReturnType<typeof asSystem>
  | ReturnType<typeof asStaff>
