import { randomUUID } from 'node:crypto'
import { asSystem } from '@driftway/collections'
import type { AuthSession } from '@driftway/collections/payload-types'
import { currentTimestamp } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'
import type { ApiEnv } from '../env'
import { unauthorized } from '../http/errors'
import { signAccessToken, signRefreshToken, verifyToken } from './tokens'
import { findUserById, isUsableAccount, type UserDoc } from './users'

/**
 * Sign-in sessions (`auth-sessions`): one document per sign-in, the "family" of every refresh
 * token issued from it. Refresh tokens rotate: each refresh stores a new `current_jti`, and
 * presenting an older jti means the token was copied — the whole family is revoked, so the thief's
 * and the owner's newest token stop working alike.
 */
export type TokenPair = { access: string; refresh: string }
export type SessionMeta = { ip?: string; userAgent?: string }

type SessionDoc = AuthSession

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : String(value.id))

export const tokenNotValid = () => unauthorized('token_not_valid', 'Token is invalid or expired')

async function issue(env: ApiEnv, user: Pick<UserDoc, 'id' | 'role'>, sid: string, jti: string): Promise<TokenPair> {
  const [access, refresh] = await Promise.all([
    signAccessToken(env, { sub: String(user.id), role: user.role, sid }),
    signRefreshToken(env, { sub: String(user.id), sid, jti }),
  ])
  return { access, refresh }
}

/** Starts a session for a user who just proved who they are, and records the sign-in time. */
export async function startSession(
  payload: Payload,
  env: ApiEnv,
  user: Pick<UserDoc, 'id' | 'role'>,
  meta: SessionMeta = {},
): Promise<TokenPair> {
  const sid = randomUUID()
  const jti = randomUUID()
  await payload.create({
    collection: 'auth-sessions',
    data: {
      user: user.id,
      family_id: sid,
      current_jti: jti,
      revoked: false,
      expires_at_ts: currentTimestamp() + env.refreshTokenTtlSeconds,
      authenticated_at_ts: currentTimestamp(),
      created_ip: meta.ip?.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 500),
    },
    ...asSystem(),
  })
  // last_login_ts is part of the password-reset token's hash: a reset link dies on the next sign-in.
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { last_login_ts: currentTimestamp() },
    ...asSystem(),
    depth: 0,
  })
  // Expired sessions are of no use any more; dropping the user's old ones keeps the collection bounded.
  await payload.delete({
    collection: 'auth-sessions',
    where: { and: [{ user: { equals: user.id } }, { expires_at_ts: { less_than: currentTimestamp() } }] },
    ...asSystem(),
    depth: 0,
  })
  return issue(env, user, sid, jti)
}

/**
 * The short session of a guest booking (booking §7 flow: create the guest, book, pay in one go): an
 * access token only, no refresh, and no sign-in recorded — `last_login_ts` stays, so the "set your
 * password" link mailed to the guest keeps working. It lives as long as one access token.
 */
export async function startGuestBookingSession(
  payload: Payload,
  env: ApiEnv,
  user: Pick<UserDoc, 'id' | 'role'>,
  meta: SessionMeta = {},
): Promise<string> {
  const sid = randomUUID()
  await payload.create({
    collection: 'auth-sessions',
    data: {
      user: user.id,
      family_id: sid,
      current_jti: randomUUID(),
      revoked: false,
      expires_at_ts: currentTimestamp() + env.accessTokenTtlSeconds,
      // Not a proof of identity: money settings (requireFreshSignIn) still ask for the password.
      authenticated_at_ts: 0,
      created_ip: meta.ip?.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 500),
    },
    ...asSystem(),
  })
  return signAccessToken(env, { sub: String(user.id), role: user.role, sid })
}

async function findSession(payload: Payload, sid: string): Promise<SessionDoc | null> {
  const result = await payload.find({
    collection: 'auth-sessions',
    where: { family_id: { equals: sid } },
    limit: 1,
    depth: 0,
    ...asSystem(),
  })
  return result.docs[0] ?? null
}

/** True while the session an access token names is neither revoked nor expired. */
export async function isSessionLive(payload: Payload, sid: unknown, userId: string): Promise<boolean> {
  if (typeof sid !== 'string' || !sid) return false
  const session = await findSession(payload, sid)
  return Boolean(
    session && !session.revoked && session.expires_at_ts > currentTimestamp() && idOf(session.user) === userId,
  )
}

/**
 * When the person behind session `sid` last proved who they are (sign-in or password re-entry),
 * unix seconds; null for an unknown session or one from before this was recorded.
 */
export async function sessionAuthenticatedAt(payload: Payload, sid: string | null): Promise<number | null> {
  if (!sid) return null
  const session = await findSession(payload, sid)
  return session?.authenticated_at_ts ?? null
}

/** Records a password re-entry in the session (the fresh sign-in rule of money settings). */
export async function markReauthenticated(payload: Payload, sid: string): Promise<void> {
  const session = await findSession(payload, sid)
  if (!session) return
  await payload.update({
    collection: 'auth-sessions',
    id: session.id,
    data: { authenticated_at_ts: currentTimestamp() },
    ...asSystem(),
    depth: 0,
  })
}

/**
 * Swaps a refresh token for a new pair. Throws 401 `token_not_valid` for a forged, expired or
 * revoked token; an already-rotated one additionally revokes its whole family.
 */
export async function rotateSession(payload: Payload, env: ApiEnv, refreshToken: string): Promise<TokenPair> {
  const claims = await verifyToken(env, 'refresh', refreshToken)
  if (!claims || typeof claims.sid !== 'string' || typeof claims.jti !== 'string') throw tokenNotValid()
  const session = await findSession(payload, claims.sid)
  if (!session || session.revoked || session.expires_at_ts <= currentTimestamp() || idOf(session.user) !== claims.sub) {
    throw tokenNotValid()
  }
  if (session.current_jti !== claims.jti) {
    // Reuse of a rotated token: someone holds a copy. Sign the whole family out.
    await revokeSession(payload, session.id)
    throw unauthorized('token_not_valid', 'Token has already been used; the session was signed out')
  }
  const user = await findUserById(payload, claims.sub)
  if (!user || !isUsableAccount(user)) {
    await revokeSession(payload, session.id)
    throw tokenNotValid()
  }
  const jti = randomUUID()
  // Conditional on the jti we checked, so two concurrent refreshes of one token cannot both win
  // (where the adapter applies the filter and the write together).
  const updated = await payload.update({
    collection: 'auth-sessions',
    where: {
      and: [{ id: { equals: session.id } }, { current_jti: { equals: claims.jti } }, { revoked: { not_equals: true } }],
    },
    data: { current_jti: jti, expires_at_ts: currentTimestamp() + env.refreshTokenTtlSeconds },
    ...asSystem(),
    depth: 0,
  })
  if (updated.docs.length !== 1) {
    await revokeSession(payload, session.id)
    throw tokenNotValid()
  }
  return issue(env, user, claims.sid, jti)
}

/**
 * Signs one session out (logout): the refresh token's whole family is revoked, so neither it nor
 * access tokens minted from it work any more. A token that is not valid any more is already signed
 * out, which is what the caller wants: no error, nothing to reveal.
 */
export async function endSession(payload: Payload, env: ApiEnv, refreshToken: string): Promise<void> {
  const claims = await verifyToken(env, 'refresh', refreshToken)
  if (!claims || typeof claims.sid !== 'string') return
  const session = await findSession(payload, claims.sid)
  if (session && !session.revoked && idOf(session.user) === claims.sub) await revokeSession(payload, session.id)
}

async function revokeSession(payload: Payload, id: string): Promise<void> {
  await payload.update({ collection: 'auth-sessions', id, data: { revoked: true }, ...asSystem(), depth: 0 })
}

/** Signs a user out everywhere (password change/reset, account deletion), optionally keeping one session. */
export async function revokeUserSessions(
  payload: Payload,
  userId: string,
  options: { exceptSid?: string; req?: PayloadRequest } = {},
): Promise<void> {
  const result = await payload.update({
    collection: 'auth-sessions',
    where: {
      and: [
        { user: { equals: userId } },
        { revoked: { not_equals: true } },
        ...(options.exceptSid ? [{ family_id: { not_equals: options.exceptSid } }] : []),
      ],
    },
    data: { revoked: true },
    ...asSystem(),
    depth: 0,
    req: options.req,
  })
  if (result.errors.length > 0) throw new Error(`could not revoke sessions: ${result.errors[0]?.message}`)
}
