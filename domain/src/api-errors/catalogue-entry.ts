export const apiErrorStatuses = [400, 401, 403, 404, 405, 408, 409, 413, 414, 415, 429, 431, 500, 502, 503] as const
export type ApiErrorStatus = (typeof apiErrorStatuses)[number]

export type CatalogueEntry = {
  status: ApiErrorStatus
  /** When the API answers it, for integrators (the docs' Errors section). */
  meaning: string
  en: string
  de: string
}

export const entry = <S extends ApiErrorStatus>(status: S, meaning: string, en: string, de: string) => ({
  status,
  meaning,
  en,
  de,
})
