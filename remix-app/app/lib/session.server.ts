import { createCookieSessionStorage, type Session, type SessionStorage } from 'react-router'
import { authEnv } from './env.server'

/** What the session cookie holds: the API's token pair, nothing else (the user is read from the API). */
export type SessionData = { access: string; refresh: string }
export type AuthSession = Session<SessionData>

export const SESSION_COOKIE = '__driftway_session'
/** As long as the API's refresh token lives (30 days); every refresh renews it. */
const maxAge = 60 * 60 * 24 * 30

const storages = new Map<string, SessionStorage<SessionData>>()

/**
 * The request came in over HTTPS (directly, or through a proxy that says so): only then may the
 * cookie be `Secure`, or browsers on plain-http development setups would drop it.
 */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase()
  if (forwarded) return forwarded === 'https'
  return new URL(request.url).protocol === 'https:'
}

/**
 * httpOnly, SameSite=Lax, signed cookie session. Tokens never reach browser JavaScript: every call
 * that needs them is made by the site's server (loaders and actions).
 */
export function sessionStorageFor(request: Request): SessionStorage<SessionData> {
  const secure = isHttps(request)
  const secret = authEnv().sessionSecret
  const key = `${secure}:${secret}`
  let storage = storages.get(key)
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: { name: SESSION_COOKIE, httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge, secrets: [secret] },
    })
    storages.set(key, storage)
  }
  return storage
}
