import { isLessorRole } from '@driftway/domain'
import type { Access } from 'payload'
import { marketplaceUser } from './principals'

/** Any signed-in marketplace user whose role is a lessor role (2, 3, 4). */
export const anyLessor: Access = ({ req }) => {
  const user = marketplaceUser(req)
  return Boolean(user && isLessorRole(user.role))
}
