import type { CollectionConfig } from 'payload'
import { countryIso2Field, textField } from '../fields/text'
import { taxonomyAccess } from './taxonomy'

/** Company legal forms offered per country on the lessor company form (accounts §3, §5). */
export const LegalTypes: CollectionConfig = {
  slug: 'legal-types',
  labels: { singular: 'Legal type', plural: 'Legal types' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'country_code_iso2'],
    listSearchableFields: ['name', 'code', 'country_code_iso2'],
    description: 'Company legal forms lessors choose from, per country. A code is unique within its country.',
  },
  access: taxonomyAccess,
  // The same code (e.g. "GMBH") may exist in several countries, but only once per country.
  indexes: [{ fields: ['country_code_iso2', 'code'], unique: true }],
  fields: [
    textField('code', 50, { required: true }),
    textField('name', 150, { required: true }),
    // Stored upper-case, so the compound unique index is not fooled by case.
    countryIso2Field('country_code_iso2', { required: true, index: true }),
  ],
}
