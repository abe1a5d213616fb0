import { dimensionAmenitySections } from '@driftway/domain'
import type { CollectionConfig, FieldHook } from 'payload'
import { listingKindField } from '../fields/relations'
import { textField } from '../fields/text'
import { labelledItemFields, taxonomyAccess } from './taxonomy'

/** Technical-data sections are listed under Technical data, not Equipment (listings spec §2). */
const deriveIsDimension: FieldHook = ({ siblingData, originalDoc }) => {
  const section = siblingData?.section ?? originalDoc?.section
  return (dimensionAmenitySections as readonly string[]).includes(section)
}

export const Amenities: CollectionConfig = {
  slug: 'amenities',
  admin: {
    group: 'Catalog lists',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'section', 'is_dimension', 'name_de'],
    listSearchableFields: ['name', 'name_de', 'section'],
    description:
      'Equipment lessors tick on a listing, per kind and section. Sections dimensions_weight_capacity and engine_drive_technology count as technical data.',
  },
  access: taxonomyAccess,
  // One amenity per name within a kind's section, so imports and the seed can upsert by name.
  indexes: [{ fields: ['kind', 'section', 'name'], unique: true }],
  fields: [
    listingKindField('kind', { required: true }),
    textField('section', 60, {
      required: true,
      index: true,
      admin: { description: 'snake_case section key, e.g. kitchen, dimensions_weight_capacity.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value) ? true : 'Use a snake_case key (a-z, 0-9, _).',
    }),
    ...labelledItemFields(),
    {
      name: 'is_dimension',
      type: 'checkbox',
      defaultValue: false,
      hooks: { beforeChange: [deriveIsDimension] },
      admin: { readOnly: true, position: 'sidebar', description: 'Set from the section on save.' },
    },
  ],
}
