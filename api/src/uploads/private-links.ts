import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PrivateFile } from '@driftway/collections/payload-types'
import { currentTimestamp } from '@driftway/domain'
import { purposeKey } from '../auth/tokens'
import type { ApiEnv } from '../env'

/** How long a signed link to a private file works: long enough to open it from the page that showed it. */
export const PRIVATE_LINK_TTL_SECONDS = 30 * 60

/** A private file as the API reads it (depth 0). */
export type PrivateFileDoc = PrivateFile

const signatureOf = (env: Pick<ApiEnv, 'jwtSecret'>, id: string, expires: number): string =>
  createHmac('sha256', purposeKey(env.jwtSecret, 'private_file')).update(`${id}.${expires}`).digest('base64url')

/**
 * Short-lived signed links to private files (vehicle papers, identity and company documents).
 * Only code that already decided the caller may see the file hands one out (the file's owner in
 * their editor); the link itself is the permission, for `PRIVATE_LINK_TTL_SECONDS`.
 */
export function signedPrivateFileUrl(
  env: Pick<ApiEnv, 'jwtSecret' | 'publicUrl'>,
  file: Pick<PrivateFileDoc, 'id' | 'filename'>,
  now = currentTimestamp(),
): string {
  const id = String(file.id)
  const expires = now + PRIVATE_LINK_TTL_SECONDS
  const name = encodeURIComponent(file.filename || 'document')
  return `${env.publicUrl}/file/private/${encodeURIComponent(id)}/${name}?expires=${expires}&signature=${signatureOf(env, id, expires)}`
}

/** True when `signature` was made by this API for `id` and `expires` has not passed. */
export function verifyPrivateFileSignature(
  env: Pick<ApiEnv, 'jwtSecret'>,
  id: string,
  expires: number,
  signature: string,
  now = currentTimestamp(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires < now || expires > now + PRIVATE_LINK_TTL_SECONDS) return false
  const expected = Buffer.from(signatureOf(env, id, expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
