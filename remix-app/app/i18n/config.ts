import { apiErrorCatalogue } from '@driftway/domain/api-errors'
import type { InitOptions } from 'i18next'
import { defaultLanguage, type Language, languages } from './languages'

export { defaultLanguage, isLanguage, type Language, languageCookie, languages } from './languages'

type Tree = { [key: string]: Tree | string }

// One JSON file per language and feature namespace: locales/{lng}/{namespace}.json. Features add
// their own namespace file (e.g. `accounts`) and read it with useTranslation('accounts').
const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' })

/**
 * The namespace holding the API's error catalogue (`@driftway/domain/api-errors`) in each language:
 * `t('api-errors:<error_key>')`. Built from the catalogue, not a locale file, so the site never words
 * an API error a second time; read it through `apiErrorText` (`~/lib/validation-text`).
 */
export const apiErrorsNamespace = 'api-errors'

const apiErrorTexts = (lng: Language): Tree =>
  Object.fromEntries(Object.entries(apiErrorCatalogue).map(([key, entry]) => [key, entry[lng]]))

/**
 * Every shipped locale file by language and namespace (`en` is the reference the others must match
 * key for key), plus the error catalogue's namespace.
 */
export const resources: Record<Language, Record<string, Tree>> = Object.fromEntries(
  languages.map((lng): [Language, Record<string, Tree>] => [
    lng,
    {
      ...Object.fromEntries(
        Object.entries(files)
          .filter(([file]) => file.split('/').at(-2) === lng)
          .map(([file, tree]) => [
            file
              .split('/')
              .at(-1)!
              .replace(/\.json$/, ''),
            tree,
          ]),
      ),
      [apiErrorsNamespace]: apiErrorTexts(lng),
    },
  ]),
) as Record<Language, Record<string, Tree>>

/** Namespaces every page can use; the first is the default. */
const namespaces = Object.keys(resources.en)

/** Options shared by the server and browser instances; resources are bundled so init is synchronous. */
export function i18nOptions(lng: Language): InitOptions {
  return {
    lng,
    resources,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: namespaces,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  }
}
