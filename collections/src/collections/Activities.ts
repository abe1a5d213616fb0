import type { CollectionConfig } from 'payload'
import { labelledItemFields, taxonomyAccess } from './taxonomy'

/** Things to do near a campsite (detail tab "Activities", campsite filter). */
export const Activities: CollectionConfig = {
  slug: 'activities',
  admin: {
    group: 'Catalog lists',
    useAsTitle: 'name',
    defaultColumns: ['name', 'name_de', 'icon_url'],
    listSearchableFields: ['name', 'name_de'],
    description:
      'Activities near campsites (hiking, swimming…), chosen by campsite lessors and used as a search filter.',
  },
  access: taxonomyAccess,
  fields: labelledItemFields({ uniqueName: true }),
}
