import type { MiddlewareFunction } from 'react-router'
import { isHttps } from '../lib/session.server'
import { defaultLanguage, isLanguage, type Language, languageCookie } from './languages'

const oneYear = 60 * 60 * 24 * 365

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Picks the best shipped language from an Accept-Language header (quality values respected). */
function negotiateLanguage(header: string | null): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.find((param) => param.trim().startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined
}

/** The language a URL names (`?lng=de`, decision 0066), if any. */
function languageOfUrl(request: Request): Language | undefined {
  const value = new URL(request.url).searchParams.get(languageCookie)
  return isLanguage(value) ? value : undefined
}

/**
 * The language of a request: the URL's `?lng=` first (each language has its own address for
 * search engines), then the `lng` cookie, then the browser's preference, then English.
 */
export function resolveLanguage(request: Request): Language {
  const fromUrl = languageOfUrl(request)
  if (fromUrl) return fromUrl
  const fromCookie = readCookie(request.headers.get('Cookie'), languageCookie)
  if (isLanguage(fromCookie)) return fromCookie
  return negotiateLanguage(request.headers.get('Accept-Language')) ?? defaultLanguage
}

/** The language the request would get without its `lng` cookie: what a shared cache can key on (decision 0087). */
export function languageWithoutCookie(request: Request): Language {
  return languageOfUrl(request) ?? negotiateLanguage(request.headers.get('Accept-Language')) ?? defaultLanguage
}

/** Only the site's server reads the language cookie: HttpOnly always, Secure whenever served over HTTPS. */
export function languageCookieHeader(lng: Language, request: Request): string {
  const secure = isHttps(request) ? '; Secure' : ''
  return `${languageCookie}=${lng}; Path=/; Max-Age=${oneYear}; SameSite=Lax; HttpOnly${secure}`
}

/**
 * Root middleware: a page opened with `?lng=` remembers that language in the cookie, so the next
 * page (whose links carry no parameter) stays in it.
 */
export const languageParamMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  const fromUrl = request.method === 'GET' ? languageOfUrl(request) : undefined
  if (fromUrl && readCookie(request.headers.get('Cookie'), languageCookie) !== fromUrl) {
    try {
      response.headers.append('Set-Cookie', languageCookieHeader(fromUrl, request))
    } catch {
      // An immutable response (a fetched redirect) keeps its headers; the language still comes from the URL.
    }
  }
  return response
}
