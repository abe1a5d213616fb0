import type { CollectionConfig } from 'payload'
import { AuditLog } from './AuditLog'
import { withAdminAudience } from './audience'
import { catalogCollections } from './catalog'
import { marketplaceCollections } from './marketplace'
import { Staff } from './Staff'

export const collections: CollectionConfig[] = withAdminAudience([
  ...catalogCollections,
  ...marketplaceCollections,
  Staff,
  AuditLog,
])
