import de from './bundles/de'
import en from './bundles/en'
import type { Bundle, Language } from './config'

/** Every language's namespaces (`en` is the reference the others must match key for key): the server renders in any of them. */
export const resources: Record<Language, Bundle> = { en, de }
