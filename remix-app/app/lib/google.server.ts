import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createCookie } from 'react-router'
import { isLanguage, type Language } from '../i18n/config'
import { signInRedirect } from './accounts'
import { authEnv } from './env.server'
import { isHttps } from './session.server'

/**
 * Google sign-in as an OAuth 2.0 authorization-code flow run by the site's server:
 * /auth/google sends the browser to Google with a signed `state`; /auth/google/callback checks it,
 * swaps the code for an ID token at Google's token endpoint and hands that to the API
 * (POST /user/auth/google/), which verifies it and answers with our own token pair.
 */

/** Where the flow started: errors go back there, and sign-up pages send a role. */
export type GoogleOrigin = 'login' | 'signup' | 'signup-lessor'

export type GoogleState = {
  /** Same-site path to continue to afterwards. */
  redirect: string | null
  /** Role for a new account (sign-up pages); null from the login page, where unknown accounts are refused. */
  role: number | null
  lng: Language
  from: GoogleOrigin
  /** Also stored in a short-lived cookie: the callback must come back to the browser that started. */
  nonce: string
  /** Issued at, ms. */
  iat: number
}

const stateMaxAgeMs = 10 * 60 * 1000

const sign = (body: string, secret: string) =>
  createHmac('sha256', `driftway-google-state:${secret}`).update(body).digest('base64url')

export function encodeState(state: GoogleState, secret = authEnv().sessionSecret): string {
  const body = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')
  return `${body}.${sign(body, secret)}`
}

export function decodeState(
  value: string | null,
  secret = authEnv().sessionSecret,
  now = Date.now(),
): GoogleState | null {
  if (!value) return null
  const [body, signature, extra] = value.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<GoogleState>
    if (typeof parsed.iat !== 'number' || now - parsed.iat > stateMaxAgeMs || parsed.iat - now > 60_000) return null
    if (typeof parsed.nonce !== 'string' || !parsed.nonce) return null
    const from: GoogleOrigin =
      parsed.from === 'signup' || parsed.from === 'signup-lessor' ? parsed.from : ('login' as const)
    return {
      redirect: signInRedirect(parsed.redirect),
      role: typeof parsed.role === 'number' && [1, 2, 3, 4].includes(parsed.role) ? parsed.role : null,
      lng: isLanguage(parsed.lng) ? parsed.lng : 'en',
      from,
      nonce: parsed.nonce,
      iat: parsed.iat,
    }
  } catch {
    return null
  }
}

export const newNonce = () => randomBytes(16).toString('base64url')

/** The nonce cookie: httpOnly, only sent to the callback, gone after 10 minutes. */
export function nonceCookie(request: Request) {
  return createCookie('__driftway_oauth', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    path: '/auth/google',
    maxAge: stateMaxAgeMs / 1000,
    secrets: [authEnv().sessionSecret],
  })
}

export function callbackUrl(request: Request): string {
  const origin = authEnv().siteUrl ?? new URL(request.url).origin
  return `${origin}/auth/google/callback`
}

/** Swaps the authorization code for Google's ID token; null when Google refuses or cannot be reached. */
export async function exchangeCode(code: string, redirectUri: string): Promise<string | null> {
  const google = authEnv().google
  if (!google) return null
  try {
    const response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown }
    if (!response.ok || typeof body.id_token !== 'string') {
      console.warn(`[site] Google token exchange failed (${response.status}): ${String(body.error ?? '')}`)
      return null
    }
    return body.id_token
  } catch (error) {
    console.warn(`[site] Google token endpoint unreachable: ${(error as Error).message}`)
    return null
  }
}
