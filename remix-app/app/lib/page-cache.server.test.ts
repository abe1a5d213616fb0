import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  byteString,
  inlineHashes,
  matchesEtag,
  PageCache,
  publicPage as publicPageOfBytes,
  publicPagePolicy,
} from './page-cache.server'
import {
  documentCacheControl,
  isAnonymousPageRequest,
  languageCookieMatters,
  pageVariant,
  pageVary,
  sharedFreshness,
} from './page-cache-policy.server'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const nonce = 'c2l4dGVlbiBieXRlcyBub25jZQ=='
/** The page as the server renders it: UTF-8 bytes. */
const publicPage = (html: string, pageNonce: string) => publicPageOfBytes(Buffer.from(html), pageNonce)

const page = (dataScript: string) =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Product"}</script>` +
  `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/></head><body><main>Vans</main>` +
  `<script nonce="${nonce}">${dataScript}</script>` +
  `<script type="module" async="" nonce="${nonce}">import "/assets/entry.js";</script>` +
  `<script src="/assets/x.js" nonce="${nonce}"></script><style nonce="${nonce}">.a{color:red}</style></body></html>`

describe('public pages', () => {
  it('drop the nonce, hash each inline script and style, and are the same bytes for the same data', () => {
    const first = publicPage(page('window.__ctx = {"a":1}'), nonce)!
    expect(first.body.toString()).not.toContain('nonce')
    expect(first.scripts).toEqual([hashOf('window.__ctx = {"a":1}'), hashOf('import "/assets/entry.js";')])
    expect(first.styles).toEqual([hashOf('.a{color:red}')])
    // Another render (another nonce) of the same data: the same page and ETag.
    const again = publicPage(page('window.__ctx = {"a":1}').replaceAll(nonce, 'b3RoZXI='), 'b3RoZXI=')!
    expect(again.etag).toBe(first.etag)
    expect(publicPage(page('window.__ctx = {"a":2}'), nonce)!.etag).not.toBe(first.etag)
    expect(first.etag).toMatch(/^W\/"[\w-]{43}"$/)
  })

  it('keep text beyond ASCII byte for byte and hash it as the browser does, as UTF-8', () => {
    const data = 'window.__ctx = {"price":"€ 85","city":"Zürich – Höngg"}'
    const html = `<p>Campervans in Zürich · ab 85 €</p>${page(data)}`
    const bytes = Buffer.from(html.replaceAll(` nonce="${nonce}"`, ''))
    const result = publicPage(html, nonce)!
    expect(result.body.equals(bytes)).toBe(true)
    expect(result.scripts[0]).toBe(hashOf(data))
    expect(result.etag).toBe(`W/"${createHash('sha256').update(bytes).digest('base64url')}"`)
    expect(inlineHashes(byteString(Buffer.from(`<script>${data}</script>`))).scripts).toEqual([hashOf(data)])
  })

  it('stay private when the nonce appears in the text itself', () => {
    expect(publicPage(`<p>${nonce}</p>${page('1')}`, nonce)).toBeNull()
  })

  it("list the hashes where the response's nonce was, nowhere else", () => {
    const policy = `default-src 'self';script-src 'self' 'nonce-${nonce}' https://js.stripe.com;style-src 'self' 'nonce-${nonce}';frame-ancestors 'none'`
    expect(publicPagePolicy(policy, nonce, { scripts: ["'sha256-A'", "'sha256-B'"], styles: [] })).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B' https://js.stripe.com;style-src 'self';frame-ancestors 'none'",
    )
  })

  it('find inline scripts however React writes their attributes', () => {
    expect(
      inlineHashes(
        '<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script type="importmap">{}</script>',
      ),
    ).toEqual({ scripts: [hashOf('a()'), hashOf('b()'), hashOf('{}')], styles: [] })
  })
})

describe('ETag matching', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})

describe('the page cache', () => {
  const entry = (bytes: number, sharedMaxAge = 30, staleWhileRevalidate = 30) => ({
    body: Buffer.alloc(bytes),
    etag: 'W/"e"',
    scripts: [],
    styles: [],
    status: 200,
    headers: [],
    freshness: { sharedMaxAge, staleWhileRevalidate },
  })

  it('answers fresh for s-maxage, stale for stale-while-revalidate, then not at all', () => {
    let now = 0
    const cache = new PageCache(1000, () => now)
    cache.store('/campervans', entry(10, 30, 30))
    expect(cache.lookup('/campervans')?.state).toBe('fresh')
    now = 29_999
    expect(cache.lookup('/campervans')).toMatchObject({ state: 'fresh', age: 29 })
    now = 30_000
    expect(cache.lookup('/campervans')).toMatchObject({ state: 'stale', age: 30 })
    now = 60_000
    expect(cache.lookup('/campervans')).toBeNull()
  })

  it('lets the least recently used pages go first when full', () => {
    const cache = new PageCache(25, () => 0)
    cache.store('a', entry(10))
    cache.store('b', entry(10))
    cache.lookup('a')
    cache.store('c', entry(10))
    expect(cache.lookup('b')).toBeNull()
    expect(cache.lookup('a')).not.toBeNull()
    expect(cache.lookup('c')).not.toBeNull()
  })

  it('runs one refresh per page at a time', async () => {
    const cache = new PageCache()
    let runs = 0
    let finish = () => {}
    const refresh = () => {
      runs++
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    }
    cache.refreshOnce('a', refresh)
    cache.refreshOnce('a', refresh)
    expect(runs).toBe(1)
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    cache.refreshOnce('a', refresh)
    expect(runs).toBe(2)
  })
})

describe('the policy', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://site.test${path}`, { headers })

  it('makes anonymous GETs of the home, search, city and detail pages public, nothing else', () => {
    const publicOne = documentCacheControl(
      get('/campervans'),
      200,
      ['root', 'routes/site-layout', 'listings-campervans'],
      false,
    )
    expect(publicOne).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(sharedFreshness(publicOne)).toEqual({ sharedMaxAge: 30, staleWhileRevalidate: 30 })
    for (const [request, status, leaf, errors] of [
      [get('/campervans', { cookie: 'lng=de; __driftway_session=abc' }), 200, 'listings-campervans', false],
      [get('/campervans', { cookie: '__driftway_editor=abc' }), 200, 'listings-campervans', false],
      [get('/campervans'), 404, 'listings-campervans', false],
      [get('/campervans'), 200, 'listings-campervans', true],
      [get('/my-bookings'), 200, 'routes/bookings/my-bookings', false],
      [get('/campervan-hire/berlin?preview=landing'), 200, 'city-campervans', false],
      [get('/rent-a-campervan/1?startDate=2027-05-01&endDate=2027-05-04'), 200, 'listing-detail-campervan', false],
      [new Request('http://site.test/campervans', { method: 'POST' }), 200, 'listings-campervans', false],
    ] as const) {
      expect(documentCacheControl(request, status, ['root', leaf], errors), `${request.url} ${leaf}`).toBe(
        'private, no-store',
      )
    }
  })

  it('keys a page on the language it resolves to, and leaves requests the lng cookie changes to render privately', () => {
    expect(pageVariant(get('/'))).toBe('en')
    expect(pageVariant(get('/', { 'accept-language': 'de-DE,de;q=0.9' }))).toBe('de')
    expect(pageVariant(get('/?lng=de', { cookie: 'lng=de' }))).toBe('de')
    // The cookie agrees with what the URL and the browser ask for: the same page as without it.
    for (const request of [
      get('/campervans', { cookie: 'lng=en', 'accept-language': 'en' }),
      get('/campervans', { cookie: 'lng=de', 'accept-language': 'de' }),
      get('/campervans?lng=de', { cookie: 'lng=de', 'accept-language': 'en' }),
    ]) {
      expect(languageCookieMatters(request), request.headers.get('cookie')!).toBe(false)
      expect(isAnonymousPageRequest(request)).toBe(true)
      expect(documentCacheControl(request, 200, ['root', 'listings-campervans'], false)).toMatch(/^public/)
    }
    // The cookie decides (German for an English browser), or the page stores a new choice in it.
    for (const request of [
      get('/campervans', { cookie: 'lng=de', 'accept-language': 'en' }),
      get('/campervans?lng=de'),
      get('/campervans?lng=en', { cookie: 'lng=de' }),
    ]) {
      expect(languageCookieMatters(request), request.url).toBe(true)
      expect(isAnonymousPageRequest(request)).toBe(false)
      expect(documentCacheControl(request, 200, ['root', 'listings-campervans'], false)).toBe('private, no-store')
    }
    expect(pageVary).toBe('Accept-Language')
  })
})
