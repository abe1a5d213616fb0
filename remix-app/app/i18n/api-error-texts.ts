import { apiErrorCatalogue } from '@driftway/domain/api-errors'
import type { Language, Tree } from './config'

/**
 * The error catalogue's texts in one language (the `api-errors` namespace). Its own module: the
 * browser loads the catalogue only with that namespace (a page that shows an API error, or after the
 * first interaction), not with every page's texts.
 */
export const apiErrorTexts = (lng: Language): Tree =>
  Object.fromEntries(Object.entries(apiErrorCatalogue).map(([key, entry]) => [key, entry[lng]]))
