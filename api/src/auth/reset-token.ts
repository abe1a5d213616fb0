import { createHmac, timingSafeEqual } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import type { ApiEnv } from '../env'
import { purposeKey } from './tokens'
import type { UserWithSecret } from './users'

/**
 * Signed e-mail links that need no storage: `{issued base36}-{hmac}`, the HMAC (a key per
 * purpose, derived from JWT_SECRET) covering the purpose's parts and the issue time.
 *
 * - Password-reset links `/reset-password/{uidb64}/{token}` (also the guest "set your password"
 *   link): the parts are the user id, e-mail, the current password hash and the last sign-in, so
 *   setting a password (or signing in) changes them and a link works once; 24 h.
 * - Account-lock links `/lock-account/{uidb64}/{token}` in security e-mails: the user id; 7 days
 *   (locking twice does no harm, so it need not be single use).
 */
export const RESET_TOKEN_TTL_SECONDS = 24 * 3600
export const LOCK_TOKEN_TTL_SECONDS = 7 * 24 * 3600

type ResetSubject = Pick<UserWithSecret, 'id' | 'email' | 'password_hash' | 'last_login_ts'>
type LinkPurpose = 'password_reset' | 'account_lock'

export const encodeUid = (id: string): string => Buffer.from(String(id), 'utf8').toString('base64url')

export function decodeUid(uidb64: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uidb64)) return null
  const id = Buffer.from(uidb64, 'base64url').toString('utf8')
  return id && /^[\w-]+$/.test(id) ? id : null
}

function mac(env: ApiEnv, purpose: LinkPurpose, parts: readonly unknown[], issuedAt: number): string {
  return createHmac('sha256', purposeKey(env.jwtSecret, purpose))
    .update([...parts.map((part) => part ?? ''), issuedAt].join('\u0000'))
    .digest('base64url')
}

function makeLinkToken(env: ApiEnv, purpose: LinkPurpose, parts: readonly unknown[], nowSeconds: number): string {
  return `${nowSeconds.toString(36)}-${mac(env, purpose, parts, nowSeconds)}`
}

function checkLinkToken(
  env: ApiEnv,
  purpose: LinkPurpose,
  parts: readonly unknown[],
  token: string,
  ttlSeconds: number,
  nowSeconds: number,
): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const issuedAt = Number.parseInt(match[1]!, 36)
  if (!Number.isSafeInteger(issuedAt) || issuedAt > nowSeconds + 60 || nowSeconds - issuedAt > ttlSeconds) return false
  const expected = Buffer.from(mac(env, purpose, parts, issuedAt))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const resetParts = (user: ResetSubject) => [user.id, user.email, user.password_hash, user.last_login_ts]

export const makeResetToken = (env: ApiEnv, user: ResetSubject, nowSeconds = currentTimestamp()): string =>
  makeLinkToken(env, 'password_reset', resetParts(user), nowSeconds)

export const checkResetToken = (
  env: ApiEnv,
  user: ResetSubject,
  token: string,
  nowSeconds = currentTimestamp(),
): boolean => checkLinkToken(env, 'password_reset', resetParts(user), token, RESET_TOKEN_TTL_SECONDS, nowSeconds)

export const makeLockToken = (env: ApiEnv, user: Pick<UserWithSecret, 'id'>, nowSeconds = currentTimestamp()): string =>
  makeLinkToken(env, 'account_lock', [user.id], nowSeconds)

export const checkLockToken = (
  env: ApiEnv,
  user: Pick<UserWithSecret, 'id'>,
  token: string,
  nowSeconds = currentTimestamp(),
): boolean => checkLinkToken(env, 'account_lock', [user.id], token, LOCK_TOKEN_TTL_SECONDS, nowSeconds)

/** `{SITE_URL}/lock-account/{uidb64}/{token}`: the "this was not me" link of security e-mails. */
export const lockAccountLink = (env: ApiEnv, user: Pick<UserWithSecret, 'id'>): string =>
  `${env.siteUrl}/lock-account/${encodeUid(String(user.id))}/${makeLockToken(env, user)}`
