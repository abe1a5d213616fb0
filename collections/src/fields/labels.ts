import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** `default_rate_in_cents` → "Default rate in cents": field names follow the API's snake_case. */
export const labelFromName = (name: string): string => {
  const words = name.replace(/_/g, ' ').replace(/\s+/g, ' ').trim()
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
