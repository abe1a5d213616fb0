import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/**
 * Units the admin shows beside the value (a moment as a date, minor units as money: the field
 * helpers' readable parts) or that a checkbox says already, left out of the label; a name that is
 * nothing but the unit keeps it.
 */
const impliedParts: [RegExp, string][] = [
  [/_in_cents$|_cents$/, ''],
  [/_timestamp$|_ts$/, ''],
  [/_num$/, ''],
  [/^is_/, ''],
  [/_iso2$/, ' (ISO code)'],
]

/**
 * `default_rate_in_cents` → "Default rate", `pickup_timestamp` → "Pickup", `adults_num` → "Adults",
 * `country_iso2` → "Country (ISO code)": field names follow the API's snake_case, labels read as words.
 */
export const labelFromName = (name: string): string => {
  let readable = name
  for (const [part, replacement] of impliedParts) {
    const shorter = readable.replace(part, replacement)
    if (shorter.replace(/[_\s]/g, '')) readable = shorter
  }
  const words = readable.replace(/_/g, ' ').replace(/\s+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function labelFields(fields: Field[]): void {
  for (const field of fields) {
    if ('name' in field && field.name && !('label' in field && field.label !== undefined) && field.type !== 'ui') {
      ;(field as { label?: string }).label = labelFromName(field.name)
    }
    if ('fields' in field && Array.isArray(field.fields)) labelFields(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) labelFields(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks) labelFields(block.fields)
  }
}

/** Gives every unlabelled field a readable admin label derived from its snake_case name. */
export function withReadableLabels<T extends CollectionConfig | GlobalConfig>(configs: T[]): T[] {
  for (const config of configs) labelFields(config.fields)
  return configs
}
