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
 * Each locale file is a chunk of its own in the browser (issue 17): a page loads the namespaces its
 * server render used before it hydrates (entry.client.tsx), the others when the visitor first
 * interacts or navigates — every namespace of one language was 33 KB of gzipped JavaScript. The
 * server imports every bundle (resources.server.ts).
 */
const localeFiles = import.meta.glob<Tree>('../locales/*/*.json', { import: 'default' })

/** The namespace a locale file holds: locales/{lng}/{namespace}.json. */
const namespaceOfFile = (file: string) =>
  file
    .split('/')
    .at(-1)!
    .replace(/\.json$/, '')

/** Every namespace: the locale files' and the error catalogue's. */
export const namespaces: readonly string[] = [
  ...new Set(Object.keys(localeFiles).map(namespaceOfFile)),
  apiErrorsNamespace,
]

/** One namespace's texts in `lng`; the error catalogue's are built from the catalogue module, loaded with them. */
function loadNamespace(lng: Language, ns: string): Promise<Tree> {
  if (ns === apiErrorsNamespace) return import('./api-error-texts').then((module) => module.apiErrorTexts(lng))
  const load = localeFiles[`../locales/${lng}/${ns}.json`]
  if (!load) return Promise.reject(new Error(`No texts for namespace "${ns}" in ${lng}`))
  return load()
}

/** `lng`'s texts of the given namespaces (every namespace unless told), as one bundle. */
export async function loadBundle(lng: Language, only: readonly string[] = namespaces): Promise<Bundle> {
  const trees = await Promise.all(only.map((ns) => loadNamespace(lng, ns)))
  return Object.fromEntries(only.map((ns, index) => [ns, trees[index]!]))
}

/** The event the browser's instance emits when it was given more namespaces (instance.ts completeLanguage). */
export const textsAddedEvent = 'textsAdded'

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
    // The browser adds namespaces after hydration (instance.ts completeLanguage): rendered texts follow.
    react: { useSuspense: false, bindI18n: `languageChanged ${textsAddedEvent}` },
  }
}
