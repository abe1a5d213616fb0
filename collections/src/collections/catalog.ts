import type { CollectionConfig } from 'payload'

/** Listings and everything that describes, prices or blocks them; plus media and CMS content. */
export const catalogCollections: CollectionConfig[] = []
