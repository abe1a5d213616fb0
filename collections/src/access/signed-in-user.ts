import type { Access } from 'payload'
import { marketplaceUser } from './principals'

/** Any signed-in marketplace user (the collection's hooks then check what they may do). */
export const signedInUser: Access = ({ req }) => Boolean(marketplaceUser(req))
