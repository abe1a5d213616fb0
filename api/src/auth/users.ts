import { asSystem } from '@driftway/collections'
import type { User } from '@driftway/collections/payload-types'
import { normalizeEmail } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'

/** Fields only sign-in, password and two-factor code read; `withoutSecret` drops them. */
type SecretField = 'password_hash' | 'totp_secret' | 'totp_pending_secret' | 'totp_last_step'

/**
 * A marketplace user document as the API reads it (the generated `User`, depth 0 unless stated):
 * never the write-only `password` nor the hidden secrets.
 */
export type UserDoc = Omit<User, 'password' | SecretField>

/** The same document with the hidden `password_hash` and two-factor secrets (`showHiddenFields`). */
export type UserWithSecret = UserDoc & Partial<Pick<User, SecretField>>

/** Deleted or deactivated accounts cannot sign in, refresh, or use an access token. */
export const isUsableAccount = (user: Pick<UserDoc, 'is_active' | 'deleted_at_ts'> | null | undefined): boolean =>
  Boolean(user && user.is_active !== false && !user.deleted_at_ts)

/** Drops the secret before a document leaves the auth code. */
export function withoutSecret<T extends UserWithSecret>(user: T): UserDoc {
  const {
    password_hash: _secret,
    totp_secret: _totp,
    totp_pending_secret: _pending,
    totp_last_step: _step,
    ...rest
  } = user
  return rest
}

/** One user by (normalised) e-mail, trusted server read; `withSecret` adds `password_hash`. */
export async function findUserByEmail(
  payload: Payload,
  email: string,
  options: { withSecret?: boolean; req?: PayloadRequest } = {},
): Promise<UserWithSecret | null> {
  const result = await payload.find({
    collection: 'users',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    depth: 0,
    ...asSystem(),
    showHiddenFields: Boolean(options.withSecret),
    req: options.req,
  })
  return result.docs[0] ?? null
}

/** One user by id, trusted server read; null for an unknown or malformed id (never a throw). */
export async function findUserById(
  payload: Payload,
  id: string,
  options: { withSecret?: boolean; depth?: number; req?: PayloadRequest } = {},
): Promise<UserWithSecret | null> {
  if (typeof id !== 'string' || !id || id.length > 64) return null
  try {
    const result = await payload.find({
      collection: 'users',
      where: { id: { equals: id } },
      limit: 1,
      depth: options.depth ?? 0,
      ...asSystem(),
      showHiddenFields: Boolean(options.withSecret),
      req: options.req,
    })
    return result.docs[0] ?? null
  } catch {
    // A malformed id (e.g. not an ObjectId on MongoDB) is simply not found.
    return null
  }
}
