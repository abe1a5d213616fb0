import type { InitOptions } from 'i18next'
import de from '../locales/de.json'
import en from '../locales/en.json'

/** Languages the site ships, in the order the language switch lists them. */
export const languages = ['en', 'de'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** Cookie that remembers the visitor's choice; the server reads it so SSR renders that language. */
export const languageCookie = 'lng'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)

/** Every shipped locale file; `en` is the reference the others must match key for key. */
export const resources = { en: { translation: en }, de: { translation: de } } as const

/** Options shared by the server and browser instances; resources are bundled so init is synchronous. */
export function i18nOptions(lng: Language): InitOptions {
  return {
    lng,
    resources,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  }
}
