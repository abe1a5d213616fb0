import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { apiUrl, createConfirmedUser } from './support/accounts'
import { apiBooking, freeRange, lessorListing, payOnSandbox } from './support/bookings'
import { apiToken, noonOf, searchCard } from './support/lessor-manage'
import { expect, test } from './support/test'

/**
 * HTTP caching of the site's pages (issue 23, decision 0087) against a second site server on the
 * e2e build with its page cache on, as `npm start` runs it, and short windows (s-maxage 3 s,
 * stale-while-revalidate 3 s) so freshness is seen within a test: anonymous pages are public with
 * an ETag (304 on a match) and a CSP of hashes; signed-in pages, pages that set a cookie and
 * non-GETs are never public; public pages vary on Accept-Language only (a page the lng cookie
 * changes is private); a language preference gets its own variant; after a booking the search
 * page that showed the listing drops it within the promised window.
 */
test.describe.configure({ mode: 'serial' })

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
// Helper port range 46000-46999 of this work; one server per stack offset.
const port = 46000 + offset
const cached = `http://127.0.0.1:${port}`
const window = { sharedMaxAge: 3, stale: 3 }
const windowMs = (window.sharedMaxAge + window.stale) * 1000

/** The stack's own secrets (scripts/start.mjs keeps them in data/secrets.json), so sessions and the API hop work. */
function stackSecrets(): Record<string, string> {
  try {
    const stored = JSON.parse(fs.readFileSync(path.resolve('data', 'secrets.json'), 'utf8')) as Record<string, string>
    return { SESSION_SECRET: stored.SESSION_SECRET ?? '', SITE_API_SECRET: stored.SITE_API_SECRET ?? '' }
  } catch {
    return {}
  }
}

let server: ChildProcess | undefined

test.beforeAll(async ({ request }) => {
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['server.ts'], {
    cwd: path.resolve('remix-app'),
    env: {
      ...process.env,
      ...stackSecrets(),
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_BUILD_DIR: offset ? `build-e2e-${offset}` : 'build',
      API_URL: apiUrl,
      SITE_PAGE_CACHE: 'on',
      SITE_PAGE_MAX_AGE: String(window.sharedMaxAge),
      SITE_PAGE_STALE_SECONDS: String(window.stale),
    },
    stdio: 'ignore',
    detached: true,
  })
  await expect
    .poll(
      () =>
        request.get(`${cached}/robots.txt`).then(
          (answer) => answer.status(),
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
})

type Page = { status: number; headers: Record<string, string>; body: string }

async function get(request: APIRequestContext, pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await request.get(`${cached}${pathname}`, { headers, maxRedirects: 0 })
  return { status: response.status(), headers: response.headers(), body: await response.text() }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? ''

/** A public page: the cache headers, a weak ETag, and a CSP naming exactly its inline scripts by hash. */
function expectPublic(page: Page, where: string) {
  expect(page.status, where).toBe(200)
  expect(page.headers['cache-control'], where).toBe(
    `public, max-age=0, s-maxage=${window.sharedMaxAge}, stale-while-revalidate=${window.stale}`,
  )
  // Only what a shared cache can key on: never Cookie.
  expect(page.headers.vary, where).toMatch(/^Accept-Language(, Accept-Encoding)?$/)
  expect(page.headers.etag, where).toMatch(/^W\/"[\w-]{43}"$/)
  const csp = page.headers['content-security-policy'] ?? ''
  expect(csp, where).not.toContain("'nonce-")
  expect(page.body, where).not.toContain(' nonce="')
  const scripts = directive(csp, 'script-src')
  expect(scripts, where).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+ https:\/\/js\.stripe\.com$/)
  expect(csp, where).toContain("frame-ancestors 'none'")
  const inline = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    // JSON data blocks (JSON-LD, the page's text namespaces) never run: CSP does not cover them.
    ([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!),
  )
  expect(inline.length, where).toBeGreaterThan(1)
  for (const [, , text] of inline)
    expect(scripts, `${where}: a hash for ${text!.slice(0, 60)}`).toContain(sha256(text!))
}

function expectPrivate(page: Page, where: string) {
  expect(page.headers['cache-control'], where).toBe('private, no-store')
  expect(page.headers['x-page-cache'], where).toBeUndefined()
  expect(page.headers.etag, where).toBeUndefined()
  expect(page.headers['content-security-policy'], where).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com;/,
  )
}

/** A page (private) or a redirect (which carries no cache header at all): never a shared-cache header. */
function expectNeverShared(page: Page, where: string) {
  expect(page.headers['cache-control'] ?? '', where).not.toMatch(/public|s-maxage/)
  if (page.status === 200) expectPrivate(page, where)
  else expect(page.status, where).toBeGreaterThanOrEqual(300)
}

async function samplePaths(request: APIRequestContext) {
  const answer = await request.get(`${apiUrl}/sitemap/listings/?page=1`)
  const { results } = (await answer.json()) as { results: { id: string; kind: string; city: string | null }[] }
  const listing = results.find((item) => item.kind === 'recreational_vehicle' && item.city)
  expect(listing, 'a seeded campervan with a city').toBeTruthy()
  const city = encodeURIComponent(listing!.city!.toLocaleLowerCase('de').replace(/\s+/g, '-'))
  return {
    home: '/',
    search: '/campervans',
    detail: `/rent-a-campervan/${listing!.id}`,
    city: `/campervan-hire/${city}`,
  }
}

test('anonymous home, search, detail and city pages are public, kept, and answer 304 to their ETag', async ({
  request,
  page,
}) => {
  for (const [name, pathname] of Object.entries(await samplePaths(request))) {
    const first = await get(request, pathname)
    expectPublic(first, `${name} ${pathname}`)
    // The same page again comes from the process's cache: same bytes, same ETag, its age.
    const again = await get(request, pathname)
    expectPublic(again, `${name} again`)
    expect(again.headers['x-page-cache'], name).toBe('hit')
    expect(again.headers.age, name).toMatch(/^\d+$/)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.body).toBe(first.body)
    // A revalidating client gets 304 without a body; another ETag gets the page.
    const notModified = await request.get(`${cached}${pathname}`, { headers: { 'if-none-match': first.headers.etag! } })
    expect(notModified.status(), name).toBe(304)
    expect(await notModified.body()).toHaveLength(0)
    expect(notModified.headers().etag).toBe(first.headers.etag)
    const other = await get(request, pathname, { 'if-none-match': 'W/"something-else"' })
    expect(other.status).toBe(200)
  }
  // A browser runs the cached page with its hashed policy: the page hydrates (the search form
  // responds) and the fixture of support/test.ts sees no CSP violation.
  await page.goto(`${cached}/campervans`)
  await expect(page.getByTestId('listing-card').first()).toBeVisible()
  await page.goto(`${cached}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a signed-in visitor, a page that sets a cookie and a post are never public', async ({ request }) => {
  const paths = await samplePaths(request)
  // The anonymous copies are in the cache first.
  for (const pathname of Object.values(paths)) expectPublic(await get(request, pathname), pathname)

  const user = await createConfirmedUser(request, { firstName: 'Cachetest' })
  const signedIn = await request.post(`${cached}/login`, {
    data: { intent: 'login', email: user.email, password: user.password },
    maxRedirects: 0,
  })
  expect(signedIn.status(), await signedIn.text()).toBeLessThan(400)
  const session = signedIn.headers()['set-cookie']?.split(';')[0]
  expect(session).toMatch(/^__driftway_session=/)
  for (const pathname of Object.values(paths)) {
    const answer = await get(request, pathname, { cookie: `${session}; lng=en` })
    expect(answer.status, pathname).toBe(200)
    expectPrivate(answer, `signed in ${pathname}`)
    // The visitor's own page (their menu), not the anonymous copy in the cache.
    expect(answer.body, pathname).toContain('data-testid="user-menu"')
  }
  for (const pathname of ['/my-bookings', '/profile', '/wishlists']) {
    expectNeverShared(await get(request, pathname, { cookie: session! }), `signed in ${pathname}`)
  }
  // ?lng=de remembers the language in a cookie: that answer is private, and not kept.
  const remembered = await get(request, '/campervans?lng=de')
  expect(remembered.headers['set-cookie']).toContain('lng=de')
  expectPrivate(remembered, 'set-cookie')
  expect((await get(request, '/campervans?lng=de')).headers['x-page-cache']).toBeUndefined()
  // A post to a public URL is not.
  const posted = await request.post(`${cached}/campervans`, { form: { intent: 'nothing' }, maxRedirects: 0 })
  expect(posted.headers()['cache-control'] ?? '').not.toContain('public')
  // An unknown page (404) and the booking page are private.
  expectPrivate(await get(request, '/rent-a-campervan/00000000-0000-4000-8000-000000000000'), '404')
  expectNeverShared(await get(request, `${paths.detail}/book`), 'booking page')
})

test("a language preference gets its own variant, never another visitor's", async ({ request }) => {
  const pathname = `/campsites?adults=${Date.now() % 50}`
  const english = await get(request, pathname, { 'accept-language': 'en' })
  expectPublic(english, 'english')
  expect(english.body).toContain('<html lang="en"')
  const browser = await get(request, pathname, { 'accept-language': 'de-DE,de;q=0.9' })
  expectPublic(browser, 'Accept-Language de')
  expect(browser.body, 'Accept-Language de').toContain('<html lang="de"')
  expect(browser.headers.etag).not.toBe(english.headers.etag)
  // A cookie naming the language the browser asks for changes nothing: the same public page.
  const agreeing = await get(request, pathname, { 'accept-language': 'de', cookie: 'lng=de' })
  expect(agreeing.headers['x-page-cache']).toBe('hit')
  expect(agreeing.headers.etag).toBe(browser.headers.etag)
  // A cookie that decides (German for an English browser) makes the page depend on it: private,
  // rendered for that visitor, never the English copy and never kept.
  for (let visit = 0; visit < 2; visit++) {
    const cookie = await get(request, pathname, { 'accept-language': 'en', cookie: 'lng=de' })
    expectPrivate(cookie, 'the lng cookie')
    expect(cookie.headers.vary).toMatch(/Cookie/)
    expect(cookie.body, 'the lng cookie').toContain('<html lang="de"')
  }
  // Each public variant comes back as itself.
  const englishAgain = await get(request, pathname, { 'accept-language': 'en' })
  expect(englishAgain.headers['x-page-cache']).toBe('hit')
  expect(englishAgain.body).toContain('<html lang="en"')
  const germanUrl = await get(request, `${pathname}&lng=de`, { 'accept-language': 'en', cookie: 'lng=de' })
  expectPublic(germanUrl, '?lng=de with its cookie')
  expect(germanUrl.body).toContain('<html lang="de"')
})

test('concurrent first requests of one page share one render', async ({ request }) => {
  const pathname = `/boats?adults=${50 + (Date.now() % 40)}`
  const answers = await Promise.all(Array.from({ length: 8 }, () => get(request, pathname)))
  expect(answers.map((answer) => answer.headers['x-page-cache']).sort()).toEqual([...Array(7).fill('hit'), 'miss'])
  expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1)
  for (const answer of answers) expectPublic(answer, pathname)
})

test('the language switch works on cached pages and its choice is kept across server renders', async ({
  page,
  context,
}) => {
  // English copies of both pages are in the cache first.
  for (const pathname of ['/', '/boats']) expect((await get(page.request, pathname)).status).toBe(200)
  await page.goto(`${cached}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const header = page.getByRole('banner')
  await header.getByLabel('Language: English').click()
  await header.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wach morgen woanders auf.')
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('de')
  // A server render of a page whose English copy is cached: German, twice — the cookie decides for
  // this English browser, so the page is rendered for it (private) instead of the English copy.
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(`${cached}/boats`)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boote und Hausboote mieten')
  }
})

test('after a booking, the search page that showed the listing drops it within the stated window', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const listing = await lessorListing(request, 'recreational_vehicle', true)
  const range = await freeRange(request, 'recreational_vehicle', listing, 3, 120)
  const search = `/campervans?${new URLSearchParams({
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    radius: '1',
    startDate: range.start,
    endDate: range.end,
  })}`
  const card = `data-listing-id="${listing.id}"`
  const before = await get(request, search)
  expectPublic(before, 'search before')
  expect(before.body).toContain(card)
  expect((await get(request, search)).headers['x-page-cache']).toBe('hit')

  const traveler = await createConfirmedUser(request, { firstName: 'Fresh' })
  const token = await apiToken(request, traveler.email, traveler.password)
  const booking = await apiBooking(request, token, 'recreational_vehicle', listing, range, true)
  await payOnSandbox(request, token, 'recreational_vehicle', booking.id, 'success')
  const stamps = { start: noonOf(range.start, listing.timezone), end: noonOf(range.end, listing.timezone) }
  await expect.poll(() => searchCard(request, 'recreational_vehicle', listing, stamps)).toBeUndefined()
  const booked = Date.now()

  // Within s-maxage + stale-while-revalidate (plus a render), the page no longer offers the nights.
  let fresh: Page | undefined
  while (Date.now() - booked < windowMs + 5000) {
    const answer = await get(request, search)
    if (!answer.body.includes(card)) {
      fresh = answer
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  expect(fresh, `the search page still showed the booked listing ${windowMs + 5000} ms after the booking`).toBeTruthy()
  expectPublic(fresh!, 'search after')
  expect(fresh!.headers.etag).not.toBe(before.headers.etag)
  // The live price of the detail page is never cached.
  const quote = await request.get(`${cached}/listing-quote/recreational_vehicle/${listing.id}?request=%7B%7D`)
  expect(quote.headers()['cache-control']).toBe('no-store')
})
