import type { CollectionConfig } from 'payload'
import { Staff } from './Staff'

export const collections: CollectionConfig[] = [Staff]
