import type { CollectionConfig } from 'payload'
import { listingKindField } from '../fields/relations'
import { textField } from '../fields/text'
import { taxonomyAccess } from './taxonomy'

/**
 * Makers offered in the editor and the search filter (`GET base/brand/`). Listings keep the brand
 * as a name, not a relationship, so partner imports with unlisted makers still store.
 */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: {
    group: 'Catalog lists',
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind'],
    listSearchableFields: ['name'],
    description: 'Vehicle and boat makers offered in the listing editor and the brand filter.',
  },
  access: taxonomyAccess,
  indexes: [{ fields: ['kind', 'name'], unique: true }],
  fields: [listingKindField('kind', { required: true }), textField('name', 100, { required: true })],
}
