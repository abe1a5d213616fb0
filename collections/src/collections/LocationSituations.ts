import type { CollectionConfig } from 'payload'
import { labelledItemFields, taxonomyAccess } from './taxonomy'

/** Where a campsite lies (by a lake, in the mountains…): detail section and campsite filter. */
export const LocationSituations: CollectionConfig = {
  slug: 'location-situations',
  labels: { singular: 'Location situation', plural: 'Location situations' },
  admin: {
    group: 'Catalog lists',
    useAsTitle: 'name',
    defaultColumns: ['name', 'name_de', 'icon_url'],
    listSearchableFields: ['name', 'name_de'],
    description:
      'Surroundings of campsites (lakeside, mountains…), chosen by campsite lessors and used as a search filter.',
  },
  access: taxonomyAccess,
  fields: labelledItemFields({ uniqueName: true }),
}
