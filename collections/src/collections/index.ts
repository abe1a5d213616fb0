import type { CollectionConfig } from 'payload'
import { catalogCollections } from './catalog'
import { marketplaceCollections } from './marketplace'
import { Staff } from './Staff'

export const collections: CollectionConfig[] = [...catalogCollections, ...marketplaceCollections, Staff]
