/**
 * The shipped languages and how a request names one, without the locale files: the site's HTTP
 * server (server.ts, run by tsx, where Vite's `import.meta.glob` of config.ts does not exist) keys
 * its page cache on the language a request resolves to (locale.server.ts).
 */

/** Languages the site ships, in the order the language switch lists them. */
export const languages = ['en', 'de'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** Cookie that remembers the visitor's choice; the server reads it so SSR renders that language. */
export const languageCookie = 'lng'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)
