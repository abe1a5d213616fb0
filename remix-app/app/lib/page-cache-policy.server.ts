import { isLanguage, languageCookie } from '../i18n/languages'
import { languageWithoutCookie, readCookie, resolveLanguage } from '../i18n/locale.server'
import { EDITOR_COOKIE } from './editor-session.server'
import { isLandingPreview } from './security-headers.server'
import { SESSION_COOKIE } from './session.server'

/**
 * Which pages a shared cache may keep, for how long, and what they vary on (issue 23, decision 0087).
 *
 * Public: an anonymous GET of the home page, the search pages (kind and city pages) and the listing
 * detail pages, answered 200 without Set-Cookie. Everything else — signed-in visitors, editors,
 * errors, redirects, actions, pages that set a cookie (`?lng=` remembered, a session refreshed) and
 * every other route — is `private, no-store`.
 *
 * Freshness: `s-maxage` (default 30 s) plus `stale-while-revalidate` (default 30 s), so an anonymous
 * page shows data at most a minute old. `max-age=0` makes browsers revalidate every time (the ETag
 * turns that into a 304). A price next to a Book button is always live: a detail page opened with
 * trip dates stays private, the panel's `/listing-quote/…` is no-store, the booking page is private.
 *
 * Variant: the page changes with its URL and its language only (prices are in each listing's own
 * currency, not a visitor preference), and a public page's language comes from the URL (`?lng=`)
 * or Accept-Language — never from a cookie — so it says `Vary: Accept-Language` and a shared cache
 * keys on what it sees. The `lng` cookie decides only when it names another language than the URL
 * and the browser would: that answer is private (it depends on a cookie), like a signed-in page.
 * A shared cache in front must pass requests carrying the site's cookies (`__driftway_session`,
 * `__driftway_editor`, `lng`) to the site, as it must for sessions anyway (decision 0087).
 * The site's own cache (page-cache.server.ts) keys on the resolved language (`pageVariant`), so all
 * browsers that get English share one entry whatever their Accept-Language says.
 */

/** The route ids (remix-app/app/routes.ts) whose anonymous GET is the same for everyone of a language. */
const publicRouteIds = new Set([
  'routes/home/route',
  'listings-campervans',
  'listings-campsites',
  'listings-boats',
  'city-campervans',
  'city-campsites',
  'city-boats',
  'listing-detail-campervan',
  'listing-detail-campsite',
  'listing-detail-boat',
])

export type PageCacheSettings = { sharedMaxAge: number; staleWhileRevalidate: number }

const seconds = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return value?.trim() && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

/** SITE_PAGE_MAX_AGE and SITE_PAGE_STALE_SECONDS (tests shorten them); read on each call. */
function pageCacheSettings(env: Record<string, string | undefined> = process.env): PageCacheSettings {
  return {
    sharedMaxAge: seconds(env.SITE_PAGE_MAX_AGE, 30),
    staleWhileRevalidate: seconds(env.SITE_PAGE_STALE_SECONDS, 30),
  }
}

export const privateCacheControl = 'private, no-store'
/** A public page: its URL and Accept-Language say everything (`?lng=` is in the URL). */
export const pageVary = 'Accept-Language'
/** A private answer may depend on the session or language cookie too (it is never stored: no-store). */
export const privateVary = 'Accept-Language, Cookie'

const publicCacheControl = ({ sharedMaxAge, staleWhileRevalidate }: PageCacheSettings) =>
  `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`

/** The s-maxage and stale-while-revalidate of a public answer's Cache-Control, or null when it is not one. */
export function sharedFreshness(cacheControl: string | null | undefined): PageCacheSettings | null {
  const directives = (cacheControl ?? '').toLowerCase()
  if (!/(^|,)\s*public\s*(,|$)/.test(directives) || /no-store|no-cache|private/.test(directives)) return null
  const maxAge = /s-maxage=(\d+)/.exec(directives)
  if (!maxAge) return null
  return {
    sharedMaxAge: Number(maxAge[1]),
    staleWhileRevalidate: Number(/stale-while-revalidate=(\d+)/.exec(directives)?.[1] ?? 0),
  }
}

/** A site session (marketplace user or content editor) rides on this request. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  return [SESSION_COOKIE, EDITOR_COOKIE].some((name) => readCookie(cookieHeader, name) !== undefined)
}

/**
 * The `lng` cookie changes this page: it names another language than the URL and the browser do
 * (the page is German for it, English for the same URL and headers without it), or the URL names a
 * language the cookie does not hold yet (the page sets the cookie).
 */
export function languageCookieMatters(request: Request): boolean {
  const cookie = readCookie(request.headers.get('Cookie'), languageCookie)
  const language = resolveLanguage(request)
  if (cookie !== undefined && language !== languageWithoutCookie(request)) return true
  return isLanguage(new URL(request.url).searchParams.get(languageCookie)) && cookie !== language
}

/** A request a public page may be rendered for (and the site's cache may answer). */
export function isAnonymousPageRequest(request: Request): boolean {
  return (
    request.method === 'GET' &&
    !hasSessionCookie(request.headers.get('Cookie')) &&
    !languageCookieMatters(request) &&
    !isLandingPreview(pathOf(request))
  )
}

const pathOf = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** A detail page opened with trip dates prices that trip beside its Book button: always live. */
const quotesLive = (leaf: string, request: Request) =>
  leaf.startsWith('listing-detail-') && new URL(request.url).searchParams.has('startDate')

/**
 * The page's Cache-Control as the renderer sees it (entry.server.tsx): public for an anonymous GET
 * of a public route answered 200. The server (page-cache.server.ts) still makes it private when the
 * middleware adds a Set-Cookie after rendering.
 */
export function documentCacheControl(request: Request, status: number, routeIds: string[], hasErrors: boolean): string {
  const leaf = routeIds.at(-1)
  const candidate =
    status === 200 &&
    !hasErrors &&
    leaf !== undefined &&
    publicRouteIds.has(leaf) &&
    !quotesLive(leaf, request) &&
    isAnonymousPageRequest(request)
  return candidate ? publicCacheControl(pageCacheSettings()) : privateCacheControl
}

/**
 * What of the request changes a public page besides its URL, normalised: the language it resolves
 * to (a request the `lng` cookie would change never reaches the cache: isAnonymousPageRequest).
 */
export function pageVariant(request: Request): string {
  return resolveLanguage(request)
}
