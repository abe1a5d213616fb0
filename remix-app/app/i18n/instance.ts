import { createInstance, type i18n as I18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLanguage, i18nOptions, isLanguage, type Language } from './config'

/** A fresh i18next instance per server request (or once in the browser): languages never leak between visitors. */
export function createI18n(lng: Language): I18n {
  const instance = createInstance()
  instance.use(initReactI18next).init(i18nOptions(lng))
  return instance
}

let shared: I18n | undefined

/**
 * A translate function fixed to one language, for places without React context
 * (route `meta`, loaders). Reads from one shared instance; getFixedT does not change its language.
 */
export function fixedT(lng: string | undefined): TFunction {
  shared ??= createI18n(defaultLanguage)
  return shared.getFixedT(isLanguage(lng) ? lng : defaultLanguage)
}
