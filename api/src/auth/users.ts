import { asSystem } from '@driftway/collections'
import { normalizeEmail } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'

/** A marketplace user document as the API reads it (depth 0 unless stated; never the password hash). */
export type UserDoc = {
  id: string
  role: number
  email: string
  photo?: string | { id: string; filename?: string | null } | null
  is_profile_completed?: boolean | null
  currency_code?: string | null
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  address?: string | null
  postal_code?: string | null
  city?: string | null
  company_country?: string | null
  company_country_code_iso2?: string | null
  company_name?: string | null
  company_type?: string | null
  company_legal_type_name?: string | null
  company_legal_type_code?: string | null
  coc_number?: string | null
  vat_number?: string | null
  date_of_birth_timestamp?: number | null
  lang_code?: string | null
  is_email_verified?: boolean | null
  is_active?: boolean | null
  google_sub?: string | null
  last_login_ts?: number | null
  deleted_at_ts?: number | null
  /** Locked by the owner from a security e-mail: no password sign-in until a reset. */
  locked_at_ts?: number | null
  /** Two-factor sign-in is on (since then). */
  totp_enabled_at_ts?: number | null
  createdAt?: string
  updatedAt?: string
}

/** The same document with the hidden `password_hash` (sign-in, password change and reset only). */
export type UserWithSecret = UserDoc & {
  password_hash?: string | null
  totp_secret?: string | null
  totp_pending_secret?: string | null
  totp_last_step?: number | null
}

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
  return (result.docs[0] as unknown as UserWithSecret | undefined) ?? null
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
    return (result.docs[0] as unknown as UserWithSecret | undefined) ?? null
  } catch {
    // A malformed id (e.g. not an ObjectId on MongoDB) is simply not found.
    return null
  }
}
