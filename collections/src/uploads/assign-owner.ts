import type { CollectionBeforeChangeHook } from 'payload'
import { marketplaceUser } from '../access'
import { idOf } from '../hooks'

/** The uploading marketplace user owns the file; they cannot hand it to someone else. */
export const assignOwner: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const user = marketplaceUser(req)
  if (!user) return data
  data.owner = operation === 'create' ? user.id : idOf(originalDoc?.owner)
  return data
}
