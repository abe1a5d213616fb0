import { createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { type Bundle, defaultLanguage, i18nOptions, isLanguage, type Language, loadBundle } from './config'

/** An i18next instance in `lng` over the given bundles (the server's hold every language, the browser's the page's). */
export function newI18n(lng: Language, resources: Partial<Record<Language, Bundle>>): I18n {
  const instance = createInstance()
  instance.use(initReactI18next).init(i18nOptions(lng, resources))
  return instance
}

/** Loads `lng`'s bundle into the browser's instance unless it has it, then switches to it. */
export async function switchLanguage(instance: I18n, lng: Language): Promise<void> {
  if (!instance.hasResourceBundle(lng, 'translation')) {
    for (const [ns, tree] of Object.entries(await loadBundle(lng))) instance.addResourceBundle(lng, ns, tree)
  }
  await instance.changeLanguage(lng)
}

let fixedSource: I18n | undefined

/** The instance `fixedT` reads: entry.server's (every language) or entry.client's (the page's language). */
export function provideFixedT(instance: I18n): void {
  fixedSource = instance
}

/**
 * A translate function fixed to one language, for places without React context
 * (route `meta`, loaders). getFixedT does not change the instance's language.
 */
export function fixedT(lng: string | undefined): TFunction {
  if (!fixedSource) throw new Error('fixedT before an i18next instance was provided (entry.server/entry.client)')
  return fixedSource.getFixedT(isLanguage(lng) ? lng : defaultLanguage)
}
