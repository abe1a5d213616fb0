import { firstIssueOrTrue, passwordSchema } from '@driftway/domain'
import type { CollectionAfterReadHook, CollectionBeforeChangeHook } from 'payload'
import { hashPassword } from '../auth/password'
import { fieldError } from '../hooks'

/**
 * Turns the write-only `password` input into `password_hash`. It runs as a collection hook
 * (before field validation) so it validates the plain password itself with the shared rule,
 * then drops it: the plain text never reaches the database or a response.
 */
export const hashPasswordOnChange: CollectionBeforeChangeHook = async ({ data }) => {
  const plain = data.password
  delete data.password
  if (plain === undefined || plain === null || plain === '') return data
  const verdict = firstIssueOrTrue(passwordSchema, plain)
  if (verdict !== true) throw fieldError('users', 'password', verdict)
  data.password_hash = await hashPassword(plain)
  return data
}

/** Belt and braces: a virtual field echoed back by an operation must not leak the plain password. */
export const stripPassword: CollectionAfterReadHook = ({ doc }) => {
  if (doc && 'password' in doc) delete doc.password
  return doc
}
