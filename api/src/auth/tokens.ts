import { createHmac, randomUUID } from 'node:crypto'
import { currentTimestamp } from '@driftway/domain'
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { ApiEnv } from '../env'

/**
 * Signed tokens of the API, all HS256 JWTs via jose with a key derived per purpose from
 * JWT_SECRET, and a `typ` claim so one kind can never stand in for another:
 * - access (15 min): sub (user id), role, sid (sign-in session = refresh family);
 * - refresh (30 days): sub, sid, jti (the session's current jti; see sessions.ts);
 * - email_verify (3 days): sub, email (a changed address invalidates the key).
 */
export type TokenKind = 'access' | 'refresh' | 'email_verify'

const ISSUER = 'driftway-api'
export const EMAIL_VERIFY_TTL_SECONDS = 3 * 24 * 3600

const keyCache = new Map<string, Uint8Array>()
/** A separate HMAC key per purpose, so a leaked or misused token of one kind proves nothing for another. */
export function purposeKey(secret: string, purpose: string): Uint8Array {
  const cacheKey = `${purpose}\u0000${secret}`
  let key = keyCache.get(cacheKey)
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update(`driftway:${purpose}`).digest())
    keyCache.set(cacheKey, key)
  }
  return key
}

export type AccessClaims = { sub: string; role: number; sid: string }
export type RefreshClaims = { sub: string; sid: string; jti: string }
export type EmailVerifyClaims = { sub: string; email: string }

async function sign(env: ApiEnv, kind: TokenKind, claims: Record<string, unknown>, ttlSeconds: number, jti?: string) {
  const jwt = new SignJWT({ ...claims, typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(currentTimestamp() + ttlSeconds)
  if (jti) jwt.setJti(jti)
  return jwt.sign(purposeKey(env.jwtSecret, kind))
}

export const signAccessToken = (env: ApiEnv, claims: AccessClaims) =>
  sign(env, 'access', { sub: claims.sub, role: claims.role, sid: claims.sid }, env.accessTokenTtlSeconds)

export const signRefreshToken = (env: ApiEnv, claims: RefreshClaims) =>
  sign(env, 'refresh', { sub: claims.sub, sid: claims.sid }, env.refreshTokenTtlSeconds, claims.jti)

export const signEmailVerificationKey = (env: ApiEnv, claims: EmailVerifyClaims) =>
  sign(env, 'email_verify', { sub: claims.sub, email: claims.email }, EMAIL_VERIFY_TTL_SECONDS, randomUUID())

/** The verified claims of a token of `kind`, or null when it is malformed, forged, expired or of another kind. */
export async function verifyToken(env: ApiEnv, kind: TokenKind, token: string): Promise<JWTPayload | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, purposeKey(env.jwtSecret, kind), {
      algorithms: ['HS256'],
      issuer: ISSUER,
    })
    if (payload.typ !== kind || typeof payload.sub !== 'string' || !payload.sub) return null
    return payload
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}
