/** Place and dates as plain values (the home hero's search bar starts from these). */
export type SearchValues = { search: string; startDate: string; endDate: string }

/** A calendar date as the search URL writes it: YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
