import { Secret, TOTP } from 'otpauth'

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s — what
 * every authenticator app understands), through the maintained `otpauth` library. Shared by the
 * API (marketplace users) and the CMS (staff).
 *
 * A code is accepted for the current step and one step either side (clock drift), and only once:
 * the caller stores the accepted step and passes it back as `lastStep`, so a code seen over
 * someone's shoulder cannot be replayed within its 90 seconds.
 */
const ISSUER = 'Driftway'
const PERIOD_SECONDS = 30

/** A new random secret (160 bits, base32) for an account that starts setting up two-factor sign-in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

const totp = (secret: string, label = 'account') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })

/** The `otpauth://` URI an authenticator app scans (as a QR code) to add the account. */
export const totpUri = (secret: string, label: string): string => totp(secret, label).toString()

/** A 6-digit code as people type it: spaces and dashes allowed. */
export const normalizeTotpCode = (code: unknown): string | null => {
  if (typeof code !== 'string') return null
  const digits = code.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The time step a valid, unused code belongs to, or null (wrong, expired or already used). */
export function acceptTotp(
  secret: string | null | undefined,
  code: unknown,
  lastStep: number | null | undefined,
  now = Date.now(),
): number | null {
  const token = normalizeTotpCode(code)
  if (!secret || !token) return null
  let delta: number | null
  try {
    delta = totp(secret).validate({ token, timestamp: now, window: 1 })
  } catch {
    return null
  }
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  return lastStep != null && step <= lastStep ? null : step
}

/** The current code of a secret (tests and the first-run check of the setup screen). */
export const currentTotpCode = (secret: string, now = Date.now()): string => totp(secret).generate({ timestamp: now })
