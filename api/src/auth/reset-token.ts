import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ApiEnv } from '../env'
import { purposeKey } from './tokens'
import type { UserWithSecret } from './users'

/**
 * Password-reset links `/reset-password/{uidb64}/{token}` (also the guest "set your password" link).
 * The token is `{issued base36}-{hmac}` where the HMAC covers the user id, e-mail, the current
 * password hash and the last sign-in: setting a password (or signing in) changes the hash input,
 * so a link works once. It also expires after RESET_TOKEN_TTL_SECONDS. Nothing is stored.
 */
export const RESET_TOKEN_TTL_SECONDS = 24 * 3600

type ResetSubject = Pick<UserWithSecret, 'id' | 'email' | 'password_hash' | 'last_login_ts'>

export const encodeUid = (id: string): string => Buffer.from(String(id), 'utf8').toString('base64url')

export function decodeUid(uidb64: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uidb64)) return null
  const id = Buffer.from(uidb64, 'base64url').toString('utf8')
  return id && /^[\w-]+$/.test(id) ? id : null
}

function mac(env: ApiEnv, user: ResetSubject, issuedAt: number): string {
  return createHmac('sha256', purposeKey(env.jwtSecret, 'password_reset'))
    .update([user.id, user.email, user.password_hash ?? '', user.last_login_ts ?? '', issuedAt].join('\u0000'))
    .digest('base64url')
}

export function makeResetToken(env: ApiEnv, user: ResetSubject, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `${nowSeconds.toString(36)}-${mac(env, user, nowSeconds)}`
}

export function checkResetToken(
  env: ApiEnv,
  user: ResetSubject,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const issuedAt = Number.parseInt(match[1]!, 36)
  if (!Number.isSafeInteger(issuedAt) || issuedAt > nowSeconds + 60 || nowSeconds - issuedAt > RESET_TOKEN_TTL_SECONDS)
    return false
  const expected = Buffer.from(mac(env, user, issuedAt))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
