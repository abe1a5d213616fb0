import type { Access } from 'payload'
import { marketplaceUser } from './principals'

/** A signed-in marketplace user whose role is one of `roles` (1 traveler, 2-4 lessors). */
export const marketplaceRole =
  (...roles: number[]): Access =>
  ({ req }) => {
    const user = marketplaceUser(req)
    return Boolean(user && roles.includes(user.role))
  }
