import { asStaff } from '@driftway/collections'
import { contentStaff, isStaffRole } from '@driftway/domain'
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { requireUser } from '../auth/plugin'
import { forbidden, unauthorized } from '../http/errors'
import { declareAuth } from '../http/openapi'
import type { StaffPrincipal } from '../staff/auth'

/**
 * Who edits landing pages through the API (decision 0065): CMS staff with a content role (editor,
 * admin), presenting their Payload admin token as `Authorization: JWT <token>` — the same
 * credential the admin holds and the support routes take (staff/auth.ts); the site's content
 * form signs editors in against the CMS and sends it. Marketplace users are never editors: a
 * valid traveler or lessor bearer token answers 403, a missing or broken credential 401.
 */
async function staffOf(request: FastifyRequest): Promise<StaffPrincipal | null> {
  const header = request.headers.authorization
  if (!header?.startsWith('JWT ')) return null
  const { user } = await request.server.ctx.payload.auth({ headers: new Headers({ authorization: header }) })
  const role = (user as { staff_role?: unknown } | null)?.staff_role
  if (user?.collection !== 'staff' || !isStaffRole(role)) {
    throw unauthorized('token_not_valid', 'The staff session is invalid or has expired. Sign in again.')
  }
  return { id: String(user.id), email: String(user.email), staff_role: role, collection: 'staff' }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The content editor of a landing-page route (null: the public). */
    landingEditor: StaffPrincipal | null
  }
}

/** A staff token: a content editor's becomes the request's editor (true), other staff get 403; none → false. */
async function acceptContentEditor(request: FastifyRequest): Promise<boolean> {
  const staff = await staffOf(request)
  if (!staff) return false
  if (!contentStaff.includes(staff.staff_role)) throw forbidden()
  request.landingEditor = staff
  return true
}

/** onRequest hook of the landing-page writes: an editor or administrator, else 401/403. */
export const requireContentEditor: onRequestAsyncHookHandler = declareAuth(
  { schemes: ['staffJwt'], forbids: ['permission_denied'] },
  async (request, reply) => {
    if (await acceptContentEditor(request)) return
    // A marketplace session is checked (401 when broken) and then refused: it is never an editor.
    await requireUser.call(request.server, request, reply)
    throw forbidden('permission_denied', 'Only content editors and administrators manage landing pages.')
  },
)

/** onRequest hook of the public reads: editors (JWT) also see drafts; anyone else reads published pages. */
export const optionalContentEditor: onRequestAsyncHookHandler = declareAuth(
  { schemes: ['staffJwt'], optional: true },
  async (request) => {
    const staff = await staffOf(request)
    request.landingEditor = staff && contentStaff.includes(staff.staff_role) ? staff : null
  },
)

/** The Local API principal of a landing route: the editor's staff rules, else the public's. */
export const landingPrincipal = (request: FastifyRequest) =>
  request.landingEditor ? asStaff(request.landingEditor) : null

/** POST /file/upload/v1/: a content editor's staff token, else a signed-in marketplace user. */
export const userOrContentEditor: onRequestAsyncHookHandler = declareAuth(
  { schemes: ['userBearer', 'staffJwt'], forbids: ['permission_denied'] },
  async (request, reply) => {
    if (await acceptContentEditor(request)) return
    await requireUser.call(request.server, request, reply)
  },
)

/** The editor of a route guarded by `requireContentEditor` (401 when misused without it). */
export function currentEditor(request: FastifyRequest): StaffPrincipal {
  if (!request.landingEditor) throw unauthorized()
  return request.landingEditor
}
