/**
 * Cached `Intl` formatters: building a NumberFormat or DisplayNames costs far more than using one
 * (locale data is resolved at construction), and a search page formats hundreds of prices, ratings
 * and country names. Each formatter is built once per kind, locales and options, and reused; they
 * are immutable, so sharing one between requests is safe.
 */

type Locales = string | readonly string[] | undefined

const cache = new Map<string, unknown>()
/** Locales and options come from requests (Accept-Language, the page's currency): bound the cache. */
const maxEntries = 500

function cached<T>(kind: string, locales: Locales, options: object | undefined, create: () => T): T {
  const key = `${kind}|${JSON.stringify(locales ?? null)}|${JSON.stringify(options ?? null)}`
  let formatter = cache.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = create()
    if (cache.size >= maxEntries) cache.clear()
    cache.set(key, formatter)
  }
  return formatter
}

export const numberFormat = (locales: Locales, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locales, options, () => new Intl.NumberFormat(locales as string | string[], options))

export const dateTimeFormat = (locales: Locales, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('dateTime', locales, options, () => new Intl.DateTimeFormat(locales as string | string[], options))

export const displayNames = (locales: Locales, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached('displayNames', locales, options, () => new Intl.DisplayNames(locales as string | string[], options))

/** A country's English name, stored in `company_country` next to its code (the API keeps both). */
export const englishCountryName = (code: string): string =>
  displayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code

export const relativeTimeFormat = (
  locales: Locales,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  cached('relativeTime', locales, options, () => new Intl.RelativeTimeFormat(locales as string | string[], options))
