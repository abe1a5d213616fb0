import type { i18n as I18n } from 'i18next'
import type { Language } from './config'
import { newI18n, provideFixedT } from './instance'
import { resources } from './resources.server'

/** A fresh server i18next instance holding every language, starting in `lng`. */
export function createI18n(lng: Language): I18n {
  return newI18n(lng, resources)
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
