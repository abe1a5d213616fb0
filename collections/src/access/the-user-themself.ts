import type { Access } from 'payload'
import { marketplaceUser } from './principals'

/** The marketplace user the document is (the `users` collection itself). */
export const theUserThemself: Access = ({ req }) => {
  const user = marketplaceUser(req)
  return user ? { id: { equals: user.id } } : false
}
