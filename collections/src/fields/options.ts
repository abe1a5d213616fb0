import type { OptionObject } from 'payload'

const humanize = (value: string): string => {
  const spaced = value.replace(/_/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/**
 * Select options from a domain value list. Values stay exactly as the specs send them; labels are
 * the value itself, a humanized snake_case value, or an explicit label.
 */
export const optionsFrom = (values: readonly string[], labels: Partial<Record<string, string>> = {}): OptionObject[] =>
  values.map((value) => ({ value, label: labels[value] ?? (value.includes('_') ? humanize(value) : value) }))
