import { readSecret } from '@driftway/domain/security/secrets'

/** Runtime settings of the site, read from the environment on each call so tests can override them. */
const trimSlash = (url: string) => url.replace(/\/+$/, '')

export function serverEnv() {
  const apiUrl = trimSlash(process.env.API_URL || 'http://localhost:4000')
  return {
    /** Where the site's server reaches the API (may be an internal address). */
    apiUrl,
    /** Where browsers reach the API; exposed to the client through the root loader. */
    publicApiUrl: trimSlash(process.env.PUBLIC_API_URL || apiUrl),
    cmsUrl: trimSlash(process.env.CMS_URL || 'http://localhost:3001'),
    /** Signs the visitor's address on every API call (shared with the API only; production refuses a known one). */
    siteApiSecret: readSecret('SITE_API_SECRET', process.env),
  }
}

/** Settings of sign-in: the session cookie's secret, Google OAuth. */
export function authEnv() {
  // A known secret would let anyone forge the OAuth state: production refuses one (server.ts exits first).
  const sessionSecret = readSecret('SESSION_SECRET', process.env)
  const googleClientId = process.env.GOOGLE_CLIENT_ID || undefined
  return {
    sessionSecret,
    /** Public origin of the site, for the OAuth redirect URI; falls back to the request's origin. */
    siteUrl: process.env.SITE_URL ? trimSlash(process.env.SITE_URL) : undefined,
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecret: process.env.GOOGLE_CLIENT_SECRET || '',
          authUrl: process.env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: process.env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
        }
      : undefined,
  }
}

/** The part of the environment the browser may see. */
export type PublicEnv = { PUBLIC_API_URL: string; GOOGLE_SIGN_IN: boolean }

export const publicEnv = (): PublicEnv => ({
  PUBLIC_API_URL: serverEnv().publicApiUrl,
  GOOGLE_SIGN_IN: Boolean(authEnv().google),
})
