import { isStaffRole, type StaffRole } from '@driftway/domain'
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { forbidden, unauthorized } from '../http/errors'
import { declareAuth } from '../http/openapi'

/** A signed-in CMS staff member, as Payload's own authentication resolved them. */
export type StaffPrincipal = { id: string; email: string; staff_role: StaffRole; collection: 'staff' }

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a `requireStaff` route. */
    staff: StaffPrincipal | null
  }
}

/**
 * onRequest hook for the staff routes the CMS admin calls (support actions): the caller presents
 * the Payload admin session token as `Authorization: JWT <token>` (what `useAuth().token` holds in
 * the admin); Payload's own strategies verify it (secret, expiry, session), so signing out of the
 * admin ends it here too. Marketplace bearer tokens are not staff credentials → 401.
 */
export const requireStaff = (roles: readonly StaffRole[]): onRequestAsyncHookHandler =>
  declareAuth({ schemes: ['staffJwt'], forbids: ['permission_denied'] }, async (request: FastifyRequest) => {
    const header = request.headers.authorization
    if (!header?.startsWith('JWT ')) {
      throw unauthorized('not_authenticated', 'Sign in to the admin: send the staff token as "Authorization: JWT …".')
    }
    const { payload } = request.server.ctx
    const { user } = await payload.auth({ headers: new Headers({ authorization: header }) })
    const role = (user as { staff_role?: unknown } | null)?.staff_role
    if (user?.collection !== 'staff' || !isStaffRole(role)) {
      throw unauthorized('token_not_valid', 'The staff session is invalid or has expired. Sign in to the admin again.')
    }
    if (!roles.includes(role)) throw forbidden()
    request.staff = { id: String(user.id), email: String(user.email), staff_role: role, collection: 'staff' }
  })

export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized()
  return request.staff
}
