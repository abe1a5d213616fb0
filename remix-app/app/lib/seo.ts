import { defaultLanguage, type Language, languageCookie, languages } from '~/i18n/config'

/**
 * Search engines (decision 0066). A URL names its language with `?lng=de`; English, the default,
 * has no parameter. The server honours the parameter before the `lng` cookie, so every page has
 * one address per language for hreflang and the sitemap.
 */
const languageParam = languageCookie

/** Path of a page in a language: `/campervans` (en) or `/campervans?lng=de`. */
function languagePath(pathname: string, lng: Language): string {
  return lng === defaultLanguage ? pathname : `${pathname}?${languageParam}=${lng}`
}

/** The page's address without its other query parameters (search filters, dates), in a language. */
export const languageUrl = (origin: string, pathname: string, lng: Language) =>
  `${origin}${languagePath(pathname, lng)}`

/**
 * Private areas and resource routes kept out of search engines: robots.txt disallows them and they
 * get no canonical or hreflang links. Prefixes as robots.txt reads them (`*` is any run of characters).
 */
export const disallowedPaths = [
  '/profile',
  '/my-bookings',
  '/lessor',
  '/chat',
  '/wishlists',
  '/dev/',
  // Checkout: the booking page and its result pages under every detail route.
  '/rent-a-campervan/*/book',
  '/book-a-campsite/*/book',
  '/rent-a-houseboat/*/book',
  // Sign-in flows with secrets in the URL, and the site's resource routes.
  '/complete-profile',
  '/reset-password/',
  '/confirm-email/',
  '/lock-account/',
  '/auth/',
  '/account/',
  '/logout',
  '/language',
  '/listing-quote/',
  '/listing-alternatives/',
  '/listing-reviews/',
  '/reviews/',
  '/search/',
] as const

const patterns = disallowedPaths.map(
  (path) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^]*')}`),
)

/** True when robots.txt lets crawlers fetch the path. */
export const isIndexablePath = (pathname: string) => !patterns.some((pattern) => pattern.test(pathname))

/** Every language's address of a page, for `<link rel="alternate" hreflang>` and the sitemap's xhtml:link. */
export function alternates(origin: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...languages.map((lng) => ({ hreflang: lng, href: languageUrl(origin, pathname, lng) })),
    { hreflang: 'x-default', href: languageUrl(origin, pathname, defaultLanguage) },
  ]
}

/** "Lake Garda" → "lake-garda": the city segment of a city hire page (the page turns dashes back into spaces). */
export const citySlug = (city: string) => encodeURIComponent(city.trim().toLocaleLowerCase('de').replace(/\s+/g, '-'))
