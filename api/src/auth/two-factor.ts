import { asSystem } from '@driftway/collections'
import { acceptTotp } from '@driftway/collections/auth/totp'
import type { Payload } from 'payload'
import type { UserWithSecret } from './users'

/** Two-factor sign-in is on for this account (an authenticator secret is active). */
export const hasTwoFactor = (user: Pick<UserWithSecret, 'totp_enabled_at_ts' | 'totp_secret'>): boolean =>
  Boolean(user.totp_enabled_at_ts && user.totp_secret)

/**
 * Checks a code against the account's active secret (or, while setting up, `secret`) and uses it
 * up: the accepted time step is stored, so the same code never works twice. Returns the step, or
 * null for a wrong, expired or already used code.
 */
export async function useTotpCode(
  payload: Payload,
  user: Pick<UserWithSecret, 'id' | 'totp_secret' | 'totp_last_step'>,
  code: unknown,
  secret = user.totp_secret,
): Promise<number | null> {
  const step = acceptTotp(secret, code, user.totp_last_step)
  if (step === null) return null
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { totp_last_step: step },
    ...asSystem(),
    depth: 0,
  })
  return step
}
