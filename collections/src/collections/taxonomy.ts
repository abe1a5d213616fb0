import type { CollectionConfig, Field } from 'payload'
import { anyone, contentStaff, staffWith } from '../access'
import { textField, urlField } from '../fields/text'

/** Lookup lists (amenities, activities, situations, brands, legal types): public to read, curated by content staff. */
export const taxonomyAccess: CollectionConfig['access'] = {
  read: anyone,
  create: staffWith(contentStaff),
  update: staffWith(contentStaff),
  delete: staffWith(contentStaff),
}

/** Name in English and German plus an icon, as the filter panels and detail pages show them. */
export const labelledItemFields = ({ uniqueName = false }: { uniqueName?: boolean } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      textField('name', 100, { required: true, unique: uniqueName }),
      textField('name_de', 100, { label: 'Name (German)' }),
    ],
  },
  urlField('icon_url', { admin: { description: 'Icon image address (SVG or PNG).' } }),
]
