import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose'
import type { ApiEnv } from '../env'
import { ApiError, unauthorized } from '../http/errors'

/** What the API takes from a verified Google ID token. */
export type GoogleIdentity = {
  sub: string
  email: string
  givenName?: string
  familyName?: string
  name?: string
  locale?: string
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

const invalidGoogleToken = () => unauthorized('invalid_google_token', 'The Google sign-in could not be verified.')

/**
 * Verifies Google ID tokens (Sign in with Google's `credential`): RS256 signature against Google's
 * published keys (GOOGLE_JWKS_URL, cached and refreshed by jose), issuer accounts.google.com,
 * audience GOOGLE_CLIENT_ID, unexpired, and a verified e-mail.
 */
export function createGoogleVerifier(env: ApiEnv): (idToken: string) => Promise<GoogleIdentity> {
  let jwks: JWTVerifyGetKey | undefined
  return async (idToken) => {
    if (!env.googleClientId) {
      throw new ApiError('google_not_configured', 'Google sign-in is not configured on this server.')
    }
    jwks ??= createRemoteJWKSet(new URL(env.googleJwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 })
    let claims: Record<string, unknown>
    try {
      const verified = await jwtVerify(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: env.googleClientId,
        algorithms: ['RS256'],
        clockTolerance: 30,
      })
      claims = verified.payload
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
        throw new ApiError('google_unavailable', 'Google could not be reached; try again in a moment.')
      }
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw invalidGoogleToken()
      throw error
    }
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true'
    if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.email !== 'string' || !emailVerified) {
      throw invalidGoogleToken()
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
    return {
      sub: claims.sub,
      email: claims.email,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
      locale: text(claims.locale),
    }
  }
}
