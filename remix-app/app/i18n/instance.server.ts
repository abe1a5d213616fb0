import type { i18n as I18n } from 'i18next'
import type { Language } from './config'
import { newI18n, provideFixedT } from './instance'
import { noteNamespace } from './namespace-trace'
import { resources } from './resources.server'

/** A fresh server i18next instance holding every language, starting in `lng`. */
export function createI18n(lng: Language): I18n {
  const instance = newI18n(lng, resources)
  // Every text lookup names its namespace: the page's list of namespaces for the browser (issue 17).
  // Every `t` resolves through the store's getResource, which i18next's types leave out of ResourceStore.
  const store = instance.services.resourceStore as unknown as Pick<I18n, 'getResource'>
  const getResource = store.getResource.bind(store)
  store.getResource = (lookupLng, ns, ...rest) => {
    noteNamespace(ns)
    return getResource(lookupLng, ns, ...rest)
  }
  return instance
}

/**
 * One instance per language, built on first use and shared by every render in that language
 * (issue 23: building one per request cost each page view). Server renders only read it: the
 * language of an instance never changes (a switch is a cookie and a new request; only the browser's
 * instance changes language).
 */
const byLanguage = new Map<Language, I18n>()
export function serverI18n(lng: Language): I18n {
  let instance = byLanguage.get(lng)
  if (!instance) {
    instance = createI18n(lng)
    byLanguage.set(lng, instance)
  }
  return instance
}

// Loaders and `meta` on the server translate through the default language's instance (it holds all).
provideFixedT(serverI18n('en'))
