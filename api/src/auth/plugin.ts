import { accountErrorKeys, currentTimestamp, type Role } from '@driftway/domain'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../http/errors'
import { declareAuth } from '../http/openapi'
import { isSessionLive, sessionAuthenticatedAt, tokenNotValid } from './sessions'
import { verifyToken } from './tokens'
import { findUserById, isUsableAccount, type UserDoc } from './users'

/**
 * Bearer authentication for marketplace users.
 *
 * Routes opt in with a hook, which runs on `onRequest` — before body validation, so an anonymous
 * call to a protected route is a 401, never a 400:
 *
 *   app.get('/thing/', { onRequest: [requireUser] }, async (request) => {
 *     const user = currentUser(request)                     // the signed-in user's document
 *     return app.ctx.payload.find({ collection: 'things', ...asUser(user) })  // access rules apply
 *   })
 *   app.post('/listing/', { onRequest: [requireRole(2, 3, 4)] }, ...)       // 403 for other roles
 *   app.get('/listing/x/', { onRequest: [optionalUser] }, ...)              // user when a token is sent
 *
 * Errors: no or non-Bearer header → 401 `not_authenticated`; bad, expired or revoked token, or a
 * deleted/deactivated account → 401 `token_not_valid`; wrong role → 403 `permission_denied`.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's document (depth 0, no password hash), or null before/without authentication. */
    user: UserDoc | null
    /** The sign-in session (refresh family id) of the access token, for "sign out other sessions". */
    sessionId: string | null
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw unauthorized('not_authenticated', 'Authentication credentials were not provided.')
  return match[1]
}

/** Resolves the bearer token to `request.user`; throws the 401s above. */
async function authenticate(request: FastifyRequest): Promise<UserDoc> {
  const token = bearerToken(request)
  if (!token) throw unauthorized()
  const { payload, env } = request.server.ctx
  const claims = await verifyToken(env, 'access', token)
  if (!claims) throw tokenNotValid()
  const userId = claims.sub as string
  const [user, live] = await Promise.all([findUserById(payload, userId), isSessionLive(payload, claims.sid, userId)])
  if (!user || !live || !isUsableAccount(user)) throw tokenNotValid()
  request.user = user
  request.sessionId = String(claims.sid)
  return user
}

/** onRequest hook: the route needs a signed-in marketplace user. */
export const requireUser: onRequestAsyncHookHandler = declareAuth({ schemes: ['userBearer'] }, async (request) => {
  await authenticate(request)
})

/** onRequest hook: signed in with one of `roles` (1 traveler, 2 RV, 3 campsite, 4 boat lessor), else 403. */
export const requireRole = (...roles: Role[]): onRequestAsyncHookHandler =>
  declareAuth({ schemes: ['userBearer'], forbids: ['permission_denied'] }, async (request) => {
    const user = await authenticate(request)
    if (!(roles as number[]).includes(user.role)) throw forbidden()
  })

/** onRequest hook: `request.user` when a valid token is sent; anonymous when none is; 401 for a bad one. */
export const optionalUser: onRequestAsyncHookHandler = declareAuth(
  { schemes: ['userBearer'], optional: true },
  async (request) => {
    if (request.headers.authorization) await authenticate(request)
  },
)

/** True when the session of this request signed in (or re-entered the password) within FRESH_SIGN_IN_MINUTES. */
export async function isFreshSignIn(request: FastifyRequest): Promise<boolean> {
  const at = await sessionAuthenticatedAt(request.server.ctx.payload, request.sessionId)
  return at !== null && currentTimestamp() - at <= request.server.ctx.env.freshSignInSeconds
}

export const freshSignInRequired = () =>
  forbidden(
    accountErrorKeys.freshSignInRequired,
    'For your security, enter your password again to change payout settings (POST /auth/reauth/).',
  )

/**
 * onRequest hook: signed in, and recently — money settings (payout merchant and bank account,
 * payment methods) need a sign-in or password re-entry (POST /auth/reauth/) within the last
 * FRESH_SIGN_IN_MINUTES, else 403 `fresh_sign_in_required`. A stolen session cookie alone does
 * not redirect someone's payouts.
 */
export const requireFreshSignIn: onRequestAsyncHookHandler = declareAuth(
  { schemes: ['userBearer'], forbids: [accountErrorKeys.freshSignInRequired] },
  async (request) => {
    await authenticate(request)
    if (!(await isFreshSignIn(request))) throw freshSignInRequired()
  },
)

/** The signed-in user of a route guarded by `requireUser`/`requireRole` (throws 401 when misused without). */
export function currentUser(request: FastifyRequest): UserDoc {
  if (!request.user) throw unauthorized()
  return request.user
}

/** Local API principals (`asUser`, `asVisitor`, `asSystem`) live beside the collections they act on. */
export { asSystem, asUser, asVisitor } from '@driftway/collections'

/** Registers `request.user`/`request.sessionId` for the whole server (fastify-plugin: not encapsulated). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null)
    app.decorateRequest('sessionId', null)
  },
  { name: 'driftway-auth' },
)
