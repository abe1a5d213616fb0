export const apiErrorStatuses = [400, 401, 403, 404, 405, 408, 409, 413, 414, 415, 429, 431, 500, 502, 503] as const
export type ApiErrorStatus = (typeof apiErrorStatuses)[number]

/** A text of the catalogue in each shipped language. */
type CatalogueTexts = { en: string; de: string }

export type CatalogueEntry = CatalogueTexts & {
  status: ApiErrorStatus
  /** When the API answers it, for integrators (the docs' Errors section). */
  meaning: string
  /**
   * For a text that counts a listing's nights or speaks of a stay: the same text counting days or
   * speaking of a rental, for a campervan (decision 0010: a campervan is rented by the day, a pitch
   * or a boat stayed on by the night). The site shows it as `<key>_day`, the i18next context
   * `rentalUnitContext(kind)` of the screen's listing; `en`/`de` count nights or speak of a stay.
   */
  day?: CatalogueTexts
}

export const entry = <S extends ApiErrorStatus>(status: S, meaning: string, en: string, de: string) => ({
  status,
  meaning,
  en,
  de,
})

/**
 * An entry whose `en`/`de` count a pitch's or a boat's nights (or speak of its stay), with `day`: the
 * same counting a campervan's days (or speaking of its rental; decision 0010).
 */
export const entryByUnit = <S extends ApiErrorStatus>(
  status: S,
  meaning: string,
  night: CatalogueTexts,
  day: CatalogueTexts,
) => ({ status, meaning, en: night.en, de: night.de, day })
