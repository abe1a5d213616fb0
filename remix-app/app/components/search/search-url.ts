import { kindPaths, type ListingKind } from '../../lib/listings'

export type SearchValues = { search: string; startDate: string; endDate: string }

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** `/{kind page}?search=…&startDate=YYYY-MM-DD&endDate=YYYY-MM-DD`, leaving out what is empty. */
export function buildSearchUrl(kind: ListingKind, values: Partial<SearchValues>): string {
  const params = new URLSearchParams()
  const search = values.search?.trim()
  if (search) params.set('search', search)
  if (isIsoDate(values.startDate)) params.set('startDate', values.startDate)
  if (isIsoDate(values.endDate)) params.set('endDate', values.endDate)
  const query = params.toString()
  return query ? `${kindPaths[kind].search}?${query}` : kindPaths[kind].search
}

/** Search values from a URL, ignoring malformed dates. */
export function readSearchValues(params: URLSearchParams): SearchValues {
  const startDate = params.get('startDate')
  const endDate = params.get('endDate')
  return {
    search: params.get('search')?.trim() ?? '',
    startDate: isIsoDate(startDate) ? startDate : '',
    endDate: isIsoDate(endDate) ? endDate : '',
  }
}
