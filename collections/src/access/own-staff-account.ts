import type { Access } from 'payload'
import { isStaffUser } from './principals'

/** A signed-in staff member, for their own staff record (name, e-mail, password — never the role). */
export const ownStaffAccount: Access = ({ req }) =>
  isStaffUser(req) && req.user ? { id: { equals: req.user.id } } : false
