import { contentStaff, isStaffRole, type StaffRole } from '@driftway/domain/roles'
import { createCookieSessionStorage, redirect, type SessionStorage } from 'react-router'
import { authEnv, serverEnv } from './env.server'

/** The CMS's two-factor answers (copied: the site imports only the domain and npm libraries). */
const staffTwoFactorMessages = {
  otp_required: 'Enter the code from your authenticator app.',
  otp_invalid: 'That code is not valid. Enter the current code from your authenticator app.',
  otp_paused: 'Too many wrong codes. Try again in a few minutes.',
}

import { isHttps } from './session.server'

/**
 * Content editors on the site (decision 0065): CMS staff (editor, admin) sign in with their admin
 * e-mail, password and authenticator code; the CMS's own login (`POST /api/staff/login`: lockout,
 * two-factor) hands back its staff token, which this httpOnly cookie keeps for the token's life.
 * The site sends it to the API as `Authorization: JWT …`; marketplace sessions are never editors.
 */
export type EditorSession = { token: string; email: string; role: StaffRole; exp: number }

export const EDITOR_COOKIE = '__driftway_editor'
const storages = new Map<string, SessionStorage<Partial<EditorSession>>>()

function storageFor(request: Request): SessionStorage<Partial<EditorSession>> {
  const secure = isHttps(request)
  const secret = authEnv().sessionSecret
  const key = `${secure}:${secret}`
  let storage = storages.get(key)
  if (!storage) {
    storage = createCookieSessionStorage<Partial<EditorSession>>({
      cookie: { name: EDITOR_COOKIE, httpOnly: true, secure, sameSite: 'lax', path: '/', secrets: [secret] },
    })
    storages.set(key, storage)
  }
  return storage
}

/** The signed-in editor, or null (no cookie, or the staff token expired). */
export async function readEditor(request: Request): Promise<EditorSession | null> {
  const session = await storageFor(request).getSession(request.headers.get('Cookie'))
  const { token, email, role, exp } = session.data
  if (!token || !email || !isStaffRole(role) || !exp || exp * 1000 <= Date.now()) return null
  return { token, email, role, exp }
}

/** The editor, else a redirect to the editor sign-in with the way back. */
export async function requireEditor(request: Request, url: URL): Promise<EditorSession> {
  const editor = await readEditor(request)
  if (!editor) throw redirect(`/content/login?next=${encodeURIComponent(url.pathname + url.search)}`)
  return editor
}

export type EditorSignIn =
  | { ok: true; cookie: string }
  | { ok: false; error: 'invalid' | 'code' | 'role' | 'unreachable'; message?: string }

/** Signs a staff member in through the CMS; only content staff get an editor session. */
export async function signInEditor(
  request: Request,
  input: { email: string; password: string; code: string },
): Promise<EditorSignIn> {
  let answer: Response
  try {
    answer = await fetch(`${serverEnv().cmsUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        email: input.email,
        password: input.password,
        ...(input.code ? { totp_code: input.code } : {}),
      }),
      signal: AbortSignal.timeout(8000),
    })
  } catch {
    return { ok: false, error: 'unreachable' }
  }
  const body = (await answer.json().catch(() => ({}))) as {
    token?: string
    exp?: number
    user?: { email?: string; staff_role?: unknown }
    error_key?: string
    errors?: { message?: string; data?: { error_key?: string } }[]
  }
  if (!answer.ok || !body.token || !body.user) {
    // The CMS's two-factor step (otp_required, otp_invalid, otp_paused): its message says what to do.
    const key = body.error_key ?? body.errors?.[0]?.data?.error_key ?? ''
    const message = body.errors?.[0]?.message
    const isCode = key.startsWith('otp_') || Object.values(staffTwoFactorMessages).some((text) => text === message)
    return isCode ? { ok: false, error: 'code', message } : { ok: false, error: 'invalid' }
  }
  const role = body.user.staff_role
  if (!isStaffRole(role) || !contentStaff.includes(role)) return { ok: false, error: 'role' }
  const storage = storageFor(request)
  const session = await storage.getSession()
  session.set('token', body.token)
  session.set('email', String(body.user.email ?? input.email))
  session.set('role', role)
  session.set('exp', body.exp ?? Math.floor(Date.now() / 1000) + 7200)
  return { ok: true, cookie: await storage.commitSession(session, { maxAge: 60 * 60 * 12 }) }
}

export async function signOutEditor(request: Request): Promise<string> {
  const storage = storageFor(request)
  return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}
