import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
  type SessionStorage,
} from 'react-router'
import type { Language } from '../i18n/config'
import { resolveLanguage } from '../i18n/locale.server'
import type { CurrentUser } from './accounts'
import { type ApiRequestOptions, type ApiResponse, apiDownload, apiRequest } from './api.server'
import type { ApiAnswer } from './api-schema'
import { type AuthSession, type SessionData, sessionStorageFor } from './session.server'
import type { ActionFailure } from './validation-text'

/**
 * The site is the browser's only door to the API for signed-in work (a BFF): the token pair lives
 * in an httpOnly cookie, loaders and actions call the API through `Auth`, which refreshes an
 * expired access token once and retries once, and clears the session when refreshing fails.
 *
 *   export async function loader({ context, url }: Route.LoaderArgs) {
 *     const { auth, user } = await requireUser(context, url)          // → /login?redirect=… when signed out
 *     const merchant = await auth.api<Merchant>('/payment/merchant/my/')
 *   }
 *
 * `authMiddleware` (root) creates one `Auth` per request and writes the cookie back when it changed.
 */

/** What `POST /auth/token/` (and its refresh) answers. */
export type TokenPair = ApiAnswer<'/auth/token/', 'post'>

type RefreshOutcome = { kind: 'ok'; tokens: TokenPair } | { kind: 'rejected' } | { kind: 'unavailable' }

/**
 * Refresh tokens rotate and the API signs a session out when an already used one comes back.
 * Two requests of one browser may both find the access token expired (a navigation and a fetcher)
 * and would present the same refresh token: the second one gets the first one's new pair from here
 * instead of asking the API again. Process-local; several site instances need sticky sessions.
 */
const refreshGraceMs = 60_000
const recentRefreshes = new Map<string, { at: number; outcome: Promise<RefreshOutcome> }>()

function refreshTokens(refresh: string): Promise<RefreshOutcome> {
  const now = Date.now()
  for (const [key, entry] of recentRefreshes) if (now - entry.at > refreshGraceMs) recentRefreshes.delete(key)
  const known = recentRefreshes.get(refresh)
  if (known) return known.outcome
  const outcome = apiRequest<TokenPair>('/auth/token/refresh/', { method: 'POST', json: { refresh } }).then(
    (response): RefreshOutcome => {
      if (response.ok && response.data?.access && response.data?.refresh) {
        return { kind: 'ok', tokens: { access: response.data.access, refresh: response.data.refresh } }
      }
      if (!response.ok && response.reason === 'error' && response.status < 500) {
        // The two failures of accounts §8 "Token refresh failure"; the session is cleared by the caller.
        console.info(`[site] 401:Failed to refresh token (${response.error.error_key})`)
        return { kind: 'rejected' }
      }
      return { kind: 'unavailable' }
    },
  )
  recentRefreshes.set(refresh, { at: now, outcome })
  // A refresh that could not reach the API may be tried again right away.
  void outcome.then((result) => {
    if (result.kind === 'unavailable') recentRefreshes.delete(refresh)
  })
  return outcome
}

/** Seconds of the access token's `exp` claim (read, not verified: the API verifies). */
function expiresWithin(token: string, seconds: number): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown
    }
    return typeof payload.exp === 'number' && payload.exp * 1000 - Date.now() < seconds * 1000
  } catch {
    return false
  }
}

const notSignedIn = <T>(): ApiResponse<T> => ({
  ok: false,
  status: 401,
  reason: 'error',
  error: { error_key: 'not_authenticated', error_msg: '401: No refresh token available' },
})

type CallOptions = Omit<ApiRequestOptions, 'token' | 'lng' | 'frontendPath'>

export class Auth {
  private tokens: TokenPair | null
  private change: 'none' | 'commit' | 'destroy' = 'none'
  private refreshing: Promise<boolean> | undefined
  private userLoad: Promise<CurrentUser | null> | undefined
  private readonly hadCookie: boolean
  /** Signed in, but the API did not answer: pages show an error instead of sending people to log in. */
  unavailable = false
  /** The session ended during this request because the API refused to refresh it. */
  expired = false

  constructor(
    private readonly session: AuthSession,
    private readonly storage: SessionStorage<SessionData>,
    readonly lng: Language,
    readonly path: string,
  ) {
    const access = session.get('access')
    const refresh = session.get('refresh')
    this.tokens = access && refresh ? { access, refresh } : null
    this.hadCookie = Boolean(access || refresh)
  }

  get signedIn(): boolean {
    return this.tokens !== null
  }

  /** Starts the session with a fresh token pair (login, Google, …); the cookie is written with the response. */
  signIn(tokens: TokenPair): void {
    this.setTokens(tokens)
    this.userLoad = undefined
    this.expired = false
  }

  /** Logout: the API revokes the session (so copies of its tokens die too), then the cookie is cleared. */
  async logOut(): Promise<void> {
    const refresh = this.tokens?.refresh
    if (refresh) await this.publicApi('/auth/logout/', { method: 'POST', json: { refresh } })
    this.signOut()
  }

  /** Forgets the tokens; the cookie is cleared with the response. */
  signOut(): void {
    this.tokens = null
    this.change = 'destroy'
    this.userLoad = Promise.resolve(null)
  }

  private setTokens(tokens: TokenPair): void {
    this.tokens = tokens
    this.session.set('access', tokens.access)
    this.session.set('refresh', tokens.refresh)
    this.change = 'commit'
  }

  /** One refresh per request however many calls hit a 401 at the same time. */
  private refresh(): Promise<boolean> {
    this.refreshing ??= (async () => {
      const current = this.tokens
      if (!current) return false
      const outcome = await refreshTokens(current.refresh)
      if (outcome.kind === 'ok') {
        this.setTokens(outcome.tokens)
        return true
      }
      if (outcome.kind === 'rejected') {
        this.signOut()
        this.expired = true
      }
      return false
    })().finally(() => {
      this.refreshing = undefined
    })
    return this.refreshing
  }

  /** A call without the user's token, in the visitor's language. */
  publicApi<T>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return apiRequest<T>(path, { ...options, lng: this.lng, frontendPath: this.path })
  }

  /**
   * A call as the signed-in user. A 401 refreshes the token pair once and retries once; when the
   * refresh is refused the session is cleared and the 401 comes back.
   */
  async api<T>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    if (this.tokens && expiresWithin(this.tokens.access, 10)) await this.refresh()
    const first = this.tokens
    if (!first) return notSignedIn<T>()
    const send = (token: string) => apiRequest<T>(path, { ...options, token, lng: this.lng, frontendPath: this.path })
    const response = await send(first.access)
    if (response.ok || response.status !== 401) return response
    // Another call of this request may have refreshed meanwhile; otherwise refresh now.
    if (this.tokens?.access === first.access && !(await this.refresh())) return response
    if (!this.tokens) return response
    const retried = await send(this.tokens.access)
    if (!retried.ok && retried.status === 401) {
      this.signOut()
      this.expired = true
    }
    return retried
  }

  /** A download as the signed-in user (the data export): the API's response, or null when signed out. */
  async download(path: string): Promise<Response | null> {
    if (this.tokens && expiresWithin(this.tokens.access, 10)) await this.refresh()
    if (!this.tokens) return null
    return apiDownload(path, { token: this.tokens.access, lng: this.lng })
  }

  /** The signed-in user (GET /user/me/), loaded once per request; null when signed out. */
  user(): Promise<CurrentUser | null> {
    this.userLoad ??= (async () => {
      if (!this.tokens) return null
      const response = await this.api<CurrentUser>('/user/me/')
      if (response.ok) return response.data
      if (response.reason !== 'error' || response.status >= 500) this.unavailable = true
      return null
    })()
    return this.userLoad
  }

  /** Forget the loaded user so the next `user()` asks the API again (after a profile change). */
  reloadUser(): Promise<CurrentUser | null> {
    this.userLoad = undefined
    return this.user()
  }

  /** The Set-Cookie header for the response, when the session changed during the request. */
  async commitHeader(): Promise<string | null> {
    if (this.change === 'commit' && this.tokens) return this.storage.commitSession(this.session)
    if (this.change === 'destroy' && this.hadCookie) return this.storage.destroySession(this.session)
    return null
  }
}

const authContext = createContext<Auth>()

/** The page path the request is for, without the `.data` suffix of client navigations. */
function pagePath(request: Request): string {
  const url = new URL(request.url)
  const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') || '/'
  url.searchParams.delete('_routes')
  const search = url.searchParams.toString()
  return search ? `${path}?${search}` : path
}

/** Root middleware: one `Auth` per request; writes the session cookie back when it changed. */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const storage = sessionStorageFor(request)
  const session = await storage.getSession(request.headers.get('Cookie'))
  const auth = new Auth(session, storage, resolveLanguage(request), pagePath(request))
  context.set(authContext, auth)
  let response = await next()
  const cookie = await auth.commitHeader()
  if (cookie) {
    try {
      response.headers.append('Set-Cookie', cookie)
    } catch {
      // Responses with immutable headers (Response.redirect) get copied.
      response = new Response(response.body, response)
      response.headers.append('Set-Cookie', cookie)
    }
    response.headers.set('Cache-Control', 'private, no-store')
  }
  return response
}

type Context = Readonly<RouterContextProvider>

export const getAuth = (context: Context): Auth => context.get(authContext)

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireUser(context: Context, url: URL): Promise<{ auth: Auth; user: CurrentUser }> {
  const auth = getAuth(context)
  const user = await auth.user()
  if (user) return { auth, user }
  if (auth.unavailable) throw data(null, { status: 503 })
  const params = new URLSearchParams({ redirect: `${url.pathname}${url.search}` })
  if (auth.expired) params.set('notice', 'session-expired')
  throw redirect(`/login?${params}`)
}

/** What an action returns when the API said no: the API's error body, for the form to show. */
export function failure(response: ApiResponse<unknown> & { ok: false }) {
  return data<ActionFailure>(
    { ok: false, ...response.error },
    { status: response.status >= 400 && response.status < 600 ? response.status : 400 },
  )
}

/** A failure the site itself detects (a malformed submission). */
export function badRequest(error_key: string, error_msg = '', fields?: Record<string, string[]>) {
  return data<ActionFailure>({ ok: false, error_key, error_msg, ...(fields ? { fields } : {}) }, { status: 400 })
}

/**
 * Reads what a form action was sent: JSON once the page is hydrated (the forms post it by
 * script), or the browser's own form encoding when a form went before that (every form says
 * `method="post"`, scripts/lint/form-method.ts), read into the same fields as text. Anything else
 * becomes an empty object.
 */
export async function readSubmission(request: Request): Promise<Record<string, unknown>> {
  try {
    if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(await request.text())
      return Object.fromEntries(form)
    }
    const body = (await request.json()) as unknown
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The `reauth` intent of the pages with money or security settings (ReauthDialog): the password,
 * and the authenticator code when one was sent, confirmed by the API for a fresh sign-in.
 */
export async function reauthAction(auth: Auth, body: Record<string, unknown>) {
  const json = body.otp ? { password: text(body.password), otp: text(body.otp) } : { password: text(body.password) }
  const result = await auth.api('/auth/reauth/', { method: 'POST', json })
  return result.ok ? { ok: true as const, intent: 'reauth' as const } : failure(result)
}
