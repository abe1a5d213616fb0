import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Auth, readSubmission } from './auth.server'
import { sessionStorageFor } from './session.server'

/** An unsigned JWT-shaped token with an `exp` (the site only reads it; the API verifies). */
function token(name: string, expiresInSeconds = 900) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256' })}.${part({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`
}

const storage = sessionStorageFor(new Request('http://site.test/'))

async function signedIn(access: string, refresh: string) {
  const session = await storage.getSession()
  session.set('access', access)
  session.set('refresh', refresh)
  const cookie = (await storage.commitSession(session)).split(';')[0]!
  return new Auth(await storage.getSession(cookie), storage, 'en', '/profile')
}

async function tokensIn(setCookie: string | null) {
  const session = await storage.getSession(setCookie?.split(';')[0] ?? null)
  return { access: session.get('access'), refresh: session.get('refresh') }
}

type Handler = (path: string, init: RequestInit & { headers: Record<string, string> }) => Response | Promise<Response>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let calls: { path: string; auth?: string }[] = []
function mockApi(handler: Handler) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
      const path = new URL(url).pathname
      calls.push({ path, auth: init.headers?.Authorization })
      return handler(path, init)
    }),
  )
}

let seq = 0
const unique = (name: string) => `${name}-${++seq}-${Math.random().toString(36).slice(2)}`

beforeEach(() => {
  process.env.API_URL = 'http://api.test'
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Auth: calls as the signed-in user', () => {
  it('refreshes once on a 401, retries once and stores the new pair', async () => {
    const [oldAccess, newAccess, oldRefresh, newRefresh] = [token('a1'), token('a2'), unique('r1'), unique('r2')]
    mockApi((path, init) => {
      if (path === '/auth/token/refresh/') return json(200, { access: newAccess, refresh: newRefresh })
      return init.headers.Authorization === `Bearer ${newAccess}` ? json(200, { id: 'u1' }) : json(401, {})
    })
    const auth = await signedIn(oldAccess, oldRefresh)
    const result = await auth.api<{ id: string }>('/user/me/')
    expect(result).toMatchObject({ ok: true, data: { id: 'u1' } })
    expect(calls.map((call) => call.path)).toEqual(['/user/me/', '/auth/token/refresh/', '/user/me/'])
    expect(await tokensIn(await auth.commitHeader())).toEqual({ access: newAccess, refresh: newRefresh })
  })

  it('clears the session when the refresh is refused', async () => {
    mockApi((path) =>
      path === '/auth/token/refresh/' ? json(401, { error_key: 'token_not_valid' }) : json(401, { error_key: 'x' }),
    )
    const auth = await signedIn(token('a'), unique('r'))
    const result = await auth.api('/user/me/')
    expect(result).toMatchObject({ ok: false, status: 401 })
    expect(auth.signedIn).toBe(false)
    expect(auth.expired).toBe(true)
    expect(await auth.user()).toBeNull()
    const header = await auth.commitHeader()
    expect(header).toMatch(/__driftway_session=;/)
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it('does not retry more than once', async () => {
    mockApi((path) =>
      path === '/auth/token/refresh/' ? json(200, { access: token('n'), refresh: unique('n') }) : json(401, {}),
    )
    const auth = await signedIn(token('a'), unique('r'))
    await auth.api('/user/me/')
    expect(calls.map((call) => call.path)).toEqual(['/user/me/', '/auth/token/refresh/', '/user/me/'])
    expect(auth.signedIn).toBe(false)
  })

  it('refreshes once for calls that fail together, and shares a refresh between requests', async () => {
    const fresh = token('fresh')
    const refresh = unique('shared')
    mockApi(async (path, init) => {
      if (path === '/auth/token/refresh/') {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return json(200, { access: fresh, refresh: unique('next') })
      }
      return init.headers.Authorization === `Bearer ${fresh}` ? json(200, {}) : json(401, {})
    })
    // Two calls in one request, and a second request of the same browser with the same cookie.
    const first = await signedIn(token('old'), refresh)
    const second = await signedIn(token('old2'), refresh)
    const results = await Promise.all([first.api('/a/'), first.api('/b/'), second.api('/c/')])
    expect(results.every((result) => result.ok)).toBe(true)
    expect(calls.filter((call) => call.path === '/auth/token/refresh/')).toHaveLength(1)
    expect((await tokensIn(await second.commitHeader())).access).toBe(fresh)
  })

  it('refreshes before calling when the access token is about to expire', async () => {
    const fresh = token('fresh')
    mockApi((path) =>
      path === '/auth/token/refresh/' ? json(200, { access: fresh, refresh: unique('n') }) : json(200, {}),
    )
    const auth = await signedIn(token('old', 5), unique('r'))
    await auth.api('/user/me/')
    expect(calls).toEqual([
      { path: '/auth/token/refresh/', auth: undefined },
      { path: '/user/me/', auth: `Bearer ${fresh}` },
    ])
  })

  it('keeps the session when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    )
    const auth = await signedIn(token('a'), unique('r'))
    expect(await auth.user()).toBeNull()
    expect(auth.unavailable).toBe(true)
    expect(auth.signedIn).toBe(true)
    expect(await auth.commitHeader()).toBeNull()
  })

  it('answers 401 without calling the API when nobody is signed in', async () => {
    mockApi(() => json(200, {}))
    const auth = new Auth(await storage.getSession(), storage, 'en', '/')
    expect(await auth.api('/user/me/')).toMatchObject({ ok: false, status: 401 })
    expect(calls).toHaveLength(0)
    expect(await auth.commitHeader()).toBeNull()
  })
})

describe('readSubmission', () => {
  const post = (body: string, contentType: string) =>
    new Request('http://site.test/login', { method: 'POST', body, headers: { 'content-type': contentType } })

  it("reads the hydrated forms' JSON and a form the browser posted itself alike", async () => {
    expect(await readSubmission(post('{"email":"a@b.test","password":"Secret1"}', 'application/json'))).toEqual({
      email: 'a@b.test',
      password: 'Secret1',
    })
    expect(
      await readSubmission(
        post('email=a%40b.test&password=Secret1', 'application/x-www-form-urlencoded;charset=UTF-8'),
      ),
    ).toEqual({ email: 'a@b.test', password: 'Secret1' })
  })

  it('turns anything else into an empty object', async () => {
    expect(await readSubmission(post('not json', 'application/json'))).toEqual({})
    expect(await readSubmission(post('[1,2]', 'application/json'))).toEqual({})
  })
})
