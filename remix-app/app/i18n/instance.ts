import { createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  type Bundle,
  defaultLanguage,
  i18nOptions,
  isLanguage,
  type Language,
  loadBundle,
  namespaces,
  textsAddedEvent,
} from './config'

/** An i18next instance in `lng` over the given bundles (the server's hold every language, the browser's the page's). */
export function newI18n(lng: Language, resources: Partial<Record<Language, Bundle>>): I18n {
  const instance = createInstance()
  instance.use(initReactI18next).init(i18nOptions(lng, resources))
  return instance
}

const completing = new WeakMap<I18n, Map<Language, Promise<void>>>()

/**
 * Loads the namespaces of `lng` the instance lacks: the browser starts with those of the page it
 * hydrates (issue 17) and takes the rest before the first navigation or when the visitor first
 * interacts, so what opens later (dialogs, other pages, error texts) has its words. Once per language.
 */
export function completeLanguage(instance: I18n, lng: Language): Promise<void> {
  const byLanguage = completing.get(instance) ?? new Map<Language, Promise<void>>()
  completing.set(instance, byLanguage)
  let done = byLanguage.get(lng)
  if (!done) {
    const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns))
    done = missing.length
      ? loadBundle(lng, missing).then((bundle) => {
          for (const [ns, tree] of Object.entries(bundle)) instance.addResourceBundle(lng, ns, tree)
          instance.emit(textsAddedEvent, lng)
        })
      : Promise.resolve()
    // A failed load (offline) is tried again next time.
    done.catch(() => byLanguage.delete(lng))
    byLanguage.set(lng, done)
  }
  return done
}

/** Loads every text of `lng` into the browser's instance unless it has them, then switches to it. */
export async function switchLanguage(instance: I18n, lng: Language): Promise<void> {
  await completeLanguage(instance, lng)
  await instance.changeLanguage(lng)
}

/** The browser's instance completes its language (see completeLanguage); nothing on the server. */
export function completeTexts(): Promise<void> {
  if (typeof document === 'undefined' || !fixedSource) return Promise.resolve()
  const lng = fixedSource.language
  return isLanguage(lng) ? completeLanguage(fixedSource, lng) : Promise.resolve()
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
