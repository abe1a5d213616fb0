import type { Access, Where } from 'payload'
import { marketplaceUser } from './principals'

/** A marketplace user, for the documents whose `field` points at them. */
export const ownedBy =
  (field: string): Access =>
  ({ req }) => {
    const user = marketplaceUser(req)
    return user ? ({ [field]: { equals: user.id } } as Where) : false
  }
