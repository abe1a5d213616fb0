import { createInstance } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultLanguage, i18nOptions, isLanguage } from './i18n/config'

// Hydrate in exactly the language the server rendered (<html lang>); the server owns the `lng` cookie.
const i18n = createInstance()
i18n
  .use(initReactI18next)
  .use(LanguageDetector)
  .init({
    ...i18nOptions(isLanguage(document.documentElement.lang) ? document.documentElement.lang : defaultLanguage),
    lng: undefined,
    detection: { order: ['htmlTag'], caches: [] },
  })

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  )
})
