import { apiErrorCatalogue, type CatalogueEntry } from '@driftway/domain/api-errors'
import type { Language, Tree } from './config'

/**
 * The error catalogue's texts in one language (the `api-errors` namespace). Its own module: the
 * browser loads the catalogue only with that namespace (a page that shows an API error, or after the
 * first interaction), not with every page's texts. A text that counts nights has its campervan form
 * beside it as `<key>_day` (decision 0010), picked by the i18next context `rentalUnitContext(kind)`.
 */
export const apiErrorTexts = (lng: Language): Tree =>
  Object.fromEntries(
    Object.entries(apiErrorCatalogue).flatMap(([key, entry]: [string, CatalogueEntry]) => [
      [key, entry[lng]],
      ...(entry.day ? [[`${key}_day`, entry.day[lng]]] : []),
    ]),
  )
