import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { currentTotpCode } from '@driftway/collections/auth/totp'
import { trickyRedirectTargets } from '../../remix-app/app/lib/safe-redirect.corpus'
import routes from '../../remix-app/app/routes'
import {
  apiUrl,
  createConfirmedUser,
  linkPath,
  logIn,
  screens,
  siteUrl,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from './support/accounts'
import { e2eDatabase } from './support/lessor'
import { expect, test } from './support/test'

/**
 * Issue 19 through the whole stack: the visitor's address across the site → API hop, headers on
 * every page, the one redirect check, same-origin posts, loopback-only listening, and two-factor
 * sign-in with the fresh-sign-in rule of payout changes.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const ports = { site: 3100 + offset, cms: 3101 + offset, api: 4100 + offset }
const site = new URL(siteUrl)

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request to the site from a chosen loopback address (127.0.0.2, 127.0.0.3 …): on Linux every
 * 127/8 address is this machine, so these are different clients to the site without any proxy
 * or trusted header — exactly what the site's throttling must tell apart.
 */
function fromAddress(
  localAddress: string,
  path: string,
  options: { method?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json
    ? JSON.stringify(options.json)
    : options.form
      ? new URLSearchParams(options.form).toString()
      : undefined
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: ports.site,
        path,
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress,
        headers: {
          host: site.host,
          ...(options.json ? { 'content-type': 'application/json' } : {}),
          ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.on('error', reject)
    if (body) request.write(body)
    request.end()
  })
}

const signInThroughSite = (localAddress: string, email: string, password: string, headers?: Record<string, string>) =>
  fromAddress(localAddress, '/login', { json: { intent: 'login', email, password }, headers })

test.describe('client identity across the site → API hop', () => {
  test('30 failed sign-ins from one client throttle that client only', async ({ request }) => {
    const owner = await createConfirmedUser(request)
    for (let attempt = 0; attempt < 30; attempt++) {
      const failed = await signInThroughSite('127.0.0.2', uniqueEmail('spray'), 'Wrong-password-1')
      expect(failed.status).toBe(401)
    }
    // The attacking client is throttled, even with the right password of someone else…
    const blocked = await signInThroughSite('127.0.0.2', owner.email, owner.password)
    expect(blocked.status).toBe(429)
    expect(blocked.body).toContain('too_many_login_attempts')
    // …while another visitor of the same site signs in.
    const signedIn = await signInThroughSite('127.0.0.3', owner.email, owner.password)
    expect(signedIn.status, signedIn.body.slice(0, 300)).toBeLessThan(400)
    expect(String(signedIn.headers['set-cookie'])).toContain('__driftway_session=')
  })

  test("one visitor's data exports do not use up another's (the export throttle counts visitors)", async ({
    request,
  }) => {
    const owner = await createConfirmedUser(request)
    const signedIn = await signInThroughSite('127.0.0.7', owner.email, owner.password)
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!
    // The API allows 5 exports per client in 15 minutes: six visitors of the site get one each.
    for (let visitor = 10; visitor < 16; visitor++) {
      const exported = await fromAddress(`127.0.0.${visitor}`, '/profile/export', { headers: { cookie } })
      expect(exported.status, `visitor 127.0.0.${visitor}: ${exported.headers.location ?? ''}`).toBe(200)
      expect(exported.headers['content-type']).toBe('application/zip')
    }
  })

  test('client-address headers sent to the site or the API from outside are ignored', async ({ request }) => {
    const owner = await createConfirmedUser(request)
    for (let attempt = 0; attempt < 30; attempt++) {
      const spoofed = {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
        'x-real-ip': `203.0.113.${attempt + 1}`,
        'x-driftway-client': `203.0.113.${attempt + 1};${Math.floor(Date.now() / 1000)};forged`,
      }
      expect((await signInThroughSite('127.0.0.4', uniqueEmail('spoof'), 'Wrong-password-1', spoofed)).status).toBe(401)
    }
    expect((await signInThroughSite('127.0.0.4', owner.email, owner.password)).status).toBe(429)
    // Straight to the API, a forged signed header does not name another client either.
    const forged = await request.post(`${apiUrl}/auth/token/`, {
      data: { email: owner.email, password: 'Wrong-password-1' },
      headers: { 'x-driftway-client': `198.51.100.9;${Math.floor(Date.now() / 1000)};AAAA` },
    })
    expect(forged.status()).toBe(401)
  })
})

/** Every URL pattern of the site (remix-app/app/routes.ts) as a concrete path. */
function sitePaths(): string[] {
  type Entry = { path?: string; index?: boolean; children?: Entry[] }
  const paths = new Set<string>()
  const walk = (entries: Entry[], prefix: string) => {
    for (const entry of entries) {
      const own = entry.path ?? ''
      const full = `${prefix}/${own}`.replace(/\/+/g, '/')
      if (entry.index || entry.path !== undefined) {
        const concrete = full
          .replace(/\/:\w+\?/g, '')
          .replace(/:kindPath/g, 'campervans')
          .replace(/:kind/g, 'campsite')
          .replace(/:city/g, 'berlin')
          .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')
          .replace(/\*/g, 'no-such-page')
        paths.add(concrete === '' ? '/' : concrete)
      }
      if (entry.children) walk(entry.children, full)
    }
  }
  walk(routes as unknown as Entry[], '')
  return [...paths].sort()
}

test.describe('security headers', () => {
  test('every page and resource of the site carries them, with a fresh nonce per response or, on a public page, the hashes of its scripts', async ({
    request,
  }) => {
    const paths = [...sitePaths(), '/favicon.svg']
    expect(paths.length).toBeGreaterThan(30)
    const problems: string[] = []
    const nonces = new Set<string>()
    let publicPages = 0
    for (const path of paths) {
      const response = await request.get(`${siteUrl}${path}`, { maxRedirects: 0 })
      const headers = response.headers()
      const where = `${path} (${response.status()})`
      const csp = headers['content-security-policy'] ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      // A public page (decision 0087) is the same bytes for everyone: its inline scripts are allowed
      // by hash, each one listed (page-cache.spec.ts checks every hash against the page).
      if (/\bs-maxage=/.test(headers['cache-control'] ?? '')) {
        publicPages++
        if (nonce) problems.push(`${where}: a nonce on a public page`)
        if (!/script-src 'self'( 'sha256-[\w+/=]+')+ https:\/\/js\.stripe\.com;/.test(csp))
          problems.push(`${where}: script-src of a public page`)
      } else {
        if (!nonce) problems.push(`${where}: no CSP nonce`)
        else nonces.add(nonce)
        if (!/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com;/.test(csp))
          problems.push(`${where}: script-src`)
      }
      if (!csp.includes("frame-ancestors 'none'")) problems.push(`${where}: frame-ancestors`)
      if (!csp.includes(`connect-src 'self' ${new URL(apiUrl).origin}`)) problems.push(`${where}: connect-src API`)
      if (!/img-src [^;]*https:\/\/tile\.openstreetmap\.org/.test(csp)) problems.push(`${where}: tiles`)
      if (headers['x-frame-options'] !== 'DENY') problems.push(`${where}: X-Frame-Options`)
      if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: nosniff`)
      if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push(`${where}: Referrer-Policy`)
      if (!headers['permissions-policy']?.includes('camera=()')) problems.push(`${where}: Permissions-Policy`)
      if (headers['cross-origin-opener-policy'] !== 'same-origin') problems.push(`${where}: COOP`)
      // Served over plain HTTP here: no HSTS (it would only confuse browsers on http origins).
      if (headers['strict-transport-security']) problems.push(`${where}: HSTS over http`)
    }
    expect(problems).toEqual([])
    // Home and the kind search pages at least are public; every other response has its own nonce.
    expect(publicPages).toBeGreaterThanOrEqual(4)
    expect(nonces.size).toBe(paths.length - publicPages)
  })

  test('the site sends HSTS over HTTPS from a trusted proxy only', async ({ request }) => {
    // A second site server on the e2e build, behind a proxy on this machine (TRUST_PROXY=loopback),
    // as the cluster's reverse proxy would run it: HTTPS is known only from X-Forwarded-Proto.
    const port = ports.site + 200
    const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server.ts'], {
      cwd: path.resolve('remix-app'),
      env: {
        ...process.env,
        PORT: String(port),
        TRUST_PROXY: 'loopback',
        SITE_BUILD_DIR: offset ? `build-e2e-${offset}` : 'build',
        API_URL: apiUrl,
      },
      stdio: 'ignore',
      detached: true,
    })
    try {
      const url = `http://127.0.0.1:${port}/login`
      await expect
        .poll(
          () =>
            request.get(url).then(
              (answer) => answer.status(),
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200)
      const proxied = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } })
      expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect((await request.get(url)).headers()['strict-transport-security']).toBeUndefined()
      // The e2e stack trusts no proxy: the same header from a client there is ignored.
      const direct = await request.get(`${siteUrl}/login`, { headers: { 'x-forwarded-proto': 'https' } })
      expect(direct.headers()['strict-transport-security']).toBeUndefined()
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    }
  })

  test('a page that breaks the policy fails the suite', async ({ page }) => {
    // The fixture of support/test.ts turns this violation into a failure; test.fail() expects exactly that.
    test.fail()
    await page.goto('/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await expect.poll(() => page.evaluate(() => 'done')).toBe('done')
  })
})

test.describe('redirects and cross-site posts', () => {
  test('no action redirects off-site, whatever target it is given', async ({ request }) => {
    const user = await createConfirmedUser(request)
    const offSite: string[] = []
    const check = (what: string, target: string, answer: Answer) => {
      const location = answer.headers.location
      if (!location) return
      const resolved = new URL(location, siteUrl)
      // What a browser would do with it: drop tabs and newlines, then resolve.
      const asBrowser = new URL(location.replace(/[\t\n\r]/g, ''), siteUrl)
      if (
        resolved.origin !== site.origin ||
        asBrowser.origin !== site.origin ||
        [...location].some((char) => char < ' ' || char === '\\')
      )
        offSite.push(`${what} ${JSON.stringify(target)} → ${JSON.stringify(location)}`)
    }
    for (const target of trickyRedirectTargets) {
      check(
        'language',
        target,
        await fromAddress('127.0.0.5', '/language', { form: { lng: 'de', redirectTo: target } }),
      )
      const login = await fromAddress('127.0.0.5', '/login', {
        json: { intent: 'login', email: user.email, password: user.password, redirect: target },
      })
      expect(login.status, login.body.slice(0, 200)).toBe(302)
      check('login', target, login)
      const cookie = String(login.headers['set-cookie']).split(';')[0]!
      const signedIn = await fromAddress('127.0.0.5', `/login?redirect=${encodeURIComponent(target)}`, {
        headers: { cookie },
      })
      check('login (signed in)', target, signedIn)
      const signUp = await fromAddress('127.0.0.5', `/signup?redirect=${encodeURIComponent(target)}`, {
        headers: { cookie },
      })
      check('signup (signed in)', target, signUp)
    }
    expect(offSite).toEqual([])
  })

  test('form actions refuse cross-site posts', async ({ request }) => {
    // A sign-in form posted from another site, as the browser sends a form before hydration: it
    // would sign the visitor into the attacker's account (login CSRF).
    const user = await createConfirmedUser(request)
    const crossSiteLogin = await fromAddress('127.0.0.6', '/login', {
      form: { email: user.email, password: user.password },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    // Refused before the action runs: React Router's own origin check answers 400 for a document
    // post, the site's middleware 403 for a resource route.
    expect([400, 403]).toContain(crossSiteLogin.status)
    expect(crossSiteLogin.headers['set-cookie']).toBeUndefined()
    const crossSite = await fromAddress('127.0.0.6', '/language', {
      form: { lng: 'de', redirectTo: '/' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers['set-cookie']).toBeUndefined()
    const sameOrigin = await fromAddress('127.0.0.6', '/language', {
      form: { lng: 'de', redirectTo: '/' },
      headers: { origin: site.origin, 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(302)
  })
})

test.describe('forms sent before hydration', () => {
  // Every form says method="post" (scripts/lint/form-method.ts): sent by the browser itself before
  // the page's script runs, its fields reach the route as a form-encoded post, never a URL. Whatever
  // the route makes of fields it did not expect, the visitor gets a page or a refusal, not a crash.
  test('a form-encoded post to any page with a form gets an answer, never a server error', async ({ request }) => {
    test.setTimeout(120_000)
    const traveler = await createConfirmedUser(request)
    const lessor = await createConfirmedUser(request, { role: 2 })
    const cookieOf = async (email: string, password: string) => {
      const answer = await signInThroughSite('127.0.0.7', email, password)
      expect(answer.status, answer.body.slice(0, 200)).toBe(302)
      return String(answer.headers['set-cookie']).split(';')[0]!
    }
    const detail = (await (await request.get(`${apiUrl}/listing/campsite/?limit=1`)).json()).results[0].id
    const fields = {
      name: 'x',
      body: 'hello',
      password: strongPassword,
      old_password: 'a',
      new_password: 'b',
      code: '1',
    }
    const pages: Array<[string, string | undefined]> = [
      ['/login', undefined],
      ['/signup', undefined],
      ['/signup/lessor', undefined],
      ['/forgot-password', undefined],
      ['/contact', undefined],
      [`/book-a-campsite/${detail}`, undefined],
      ['/profile', await cookieOf(traveler.email, traveler.password)],
      ['/wishlists', undefined],
      ['/rental/new', undefined],
      ['/chat', undefined],
      ['/my-bookings', undefined],
      [`/book-a-campsite/${detail}/book`, undefined],
      ['/profile', await cookieOf(lessor.email, lessor.password)],
      ['/lessor/campervans/new', undefined],
      ['/rental/board', undefined],
      ['/last-minute-deals/new', undefined],
      ['/lessor/bookings', undefined],
    ]
    const crashes: string[] = []
    let cookie: string | undefined
    for (const [path, signIn] of pages) {
      cookie = signIn ?? cookie
      const answer = await fromAddress('127.0.0.7', path, {
        form: fields,
        headers: { origin: site.origin, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      })
      if (answer.status >= 500) crashes.push(`${path} → ${answer.status}`)
    }
    expect(crashes).toEqual([])
  })
})

test.describe('development defaults', () => {
  test('the stack listens on loopback only, and the dev outbox is off while mail goes out by SMTP', async ({
    request,
  }) => {
    const listening = new Map<number, string[]>()
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/)
        if (fields[3] !== '0A') continue // LISTEN
        const [address, port] = fields[1]!.split(':')
        const portNumber = Number.parseInt(port!, 16)
        if (!Object.values(ports).includes(portNumber)) continue
        listening.set(portNumber, [...(listening.get(portNumber) ?? []), address!])
      }
    }
    const loopback = new Set(['0100007F', '00000000000000000000000001000000'])
    const expected = process.env.E2E_START_CMS === '0' ? [ports.site, ports.api] : Object.values(ports)
    for (const port of expected) {
      expect(listening.get(port), `something listens on ${port}`).toBeDefined()
      for (const address of listening.get(port)!)
        expect(loopback.has(address), `${port} bound to ${address}`).toBe(true)
    }
    expect((await request.get(`${siteUrl}/dev/outbox`)).status()).toBe(404)
    expect((await request.get(`${apiUrl}/dev/outbox/`)).status()).toBe(404)
  })
})

/**
 * Authenticator codes for a test that needs several: each code works once and only within one
 * 30-second step of now, so take the next unused step that is still valid (waiting if needed).
 * Never the step before now: it stops being valid at the next step boundary, which a slow round
 * trip through the site can cross (a flaky otp_code_invalid).
 */
function codes(secret: string) {
  let lastStep = Number.NEGATIVE_INFINITY
  return async () => {
    for (;;) {
      const nowStep = Math.floor(Date.now() / 30_000)
      const step = Math.max(lastStep + 1, nowStep)
      if (step <= nowStep + 1) {
        lastStep = step
        return currentTotpCode(secret, step * 30_000)
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

/** Makes every session of `email` look an hour old (the fresh-sign-in rule). */
function ageSessions(email: string) {
  const db = new DatabaseSync(e2eDatabase)
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    db.prepare(
      'UPDATE auth_sessions SET authenticated_at_ts = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)',
    ).run(Math.floor(Date.now() / 1000) - 3600, email.toLowerCase())
  } finally {
    db.close()
  }
}

test.describe('two-factor sign-in and payout changes', () => {
  test('a lessor turns on two-factor sign-in, is asked for the code, and re-enters it before opening payouts', async ({
    page,
    request,
  }) => {
    // Three one-time codes take three 30-second steps, so the third can wait up to a whole step
    // on top of a run that takes 30-40 s on a slow machine (it timed out at 60 s in CI).
    test.setTimeout(150_000)
    const lessor = await createConfirmedUser(request, { role: 3, companyName: 'Seeblick Camping' })
    // A complete profile, completed on an old session: no payout account yet.
    const tokens = await (await request.post(`${apiUrl}/auth/token/`, { data: lessor })).json()
    ageSessions(lessor.email)
    const completed = await request.patch(`${apiUrl}/user/me/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
      data: {
        phone: '+49 30 1234567',
        address: 'Seestraße 1',
        postal_code: '10115',
        city: 'Berlin',
        company_country: 'Germany',
        company_country_code_iso2: 'DE',
        is_profile_completed: true,
      },
    })
    expect(completed.ok(), await completed.text()).toBe(true)

    await logIn(page, lessor.email, lessor.password)
    await page.goto('/profile?tab=password')
    await page.getByTestId('two-factor-setup').click()
    await expect(page.getByTestId('two-factor-qr')).toBeVisible()
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
    const nextCode = codes(secret)
    await screens(page, 'security-two-factor-setup')
    await page.getByTestId('otp-input').fill(await nextCode())
    await page.getByTestId('two-factor-enable').click()
    await expect(page.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'true')

    // Signing in again asks for the code.
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(lessor.email)
    await page.getByLabel('Password', { exact: true }).fill(lessor.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByTestId('otp-step')).toBeVisible()
    await screens(page, 'security-login-code')
    await page.getByTestId('otp-input').fill(await nextCode())
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).not.toHaveURL(/\/login/)

    // An hour later, opening the payout account asks for the password and a code again.
    ageSessions(lessor.email)
    await page.goto('/profile?tab=bank')
    await page.getByTestId('open-merchant').click()
    await expect(page.getByTestId('reauth-form')).toBeVisible()
    await screens(page, 'security-reauth')
    await page.getByTestId('reauth-form').getByLabel('Password', { exact: true }).fill(lessor.password)
    await page
      .getByTestId('reauth-form')
      .getByTestId('otp-input')
      .fill(await nextCode())
    await page.getByTestId('reauth-submit').click()
    await expect(page.getByTestId('merged-status')).toBeVisible()

    // The owner is told, with a link that locks the account.
    const notice = await waitForMail(request, lessor.email, /payout settings changed/i)
    await page.goto(linkPath(notice, '/lock-account/'))
    await screens(page, 'security-lock-account')
    await page.getByRole('button', { name: 'Lock my account' }).click()
    await expect(page.getByTestId('account-locked')).toBeVisible()
    await screens(page, 'security-account-locked')
    const refused = await request.post(`${apiUrl}/auth/token/`, {
      data: { email: lessor.email, password: lessor.password },
    })
    expect((await refused.json()).error_key).toBe('account_locked')
  })
})
