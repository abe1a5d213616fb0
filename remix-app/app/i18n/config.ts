import type { InitOptions } from 'i18next'
import { defaultLanguage, type Language, languages } from './languages'

export { defaultLanguage, isLanguage, type Language, languageCookie, languages } from './languages'

export type Tree = { [key: string]: Tree | string }

/** One language's namespaces: locales/{lng}/{namespace}.json by namespace, plus the error catalogue's. */
export type Bundle = Record<string, Tree>

/**
 * The namespace holding the API's error catalogue (`@driftway/domain/api-errors`) in each language:
 * `t('api-errors:<error_key>')`. Built from the catalogue, not a locale file, so the site never words
 * an API error a second time; read it through `apiErrorText` (`~/lib/validation-text`).
 */
export const apiErrorsNamespace = 'api-errors'

/**
 * Each language's bundle as a chunk of its own (bundles/{lng}.ts): the server imports them all
 * (resources.server.ts), the browser only the page's language, before it hydrates — the locale files
 * of both languages were 78 KB of gzipped JavaScript on every page (issue 17).
 */
const bundleLoaders: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import('./bundles/en'),
  de: () => import('./bundles/de'),
}

export const loadBundle = (lng: Language): Promise<Bundle> => bundleLoaders[lng]().then((module) => module.default)

/** Options shared by the server and browser instances: the resources are there before init, so it is synchronous. */
export function i18nOptions(lng: Language, resources: Partial<Record<Language, Bundle>>): InitOptions {
  return {
    lng,
    resources,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    // Namespaces every page can use; the first is the default.
    ns: Object.keys(resources[lng] ?? resources[defaultLanguage] ?? {}),
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  }
}
