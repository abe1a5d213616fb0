import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing for marketplace users with node:crypto scrypt, so no native add-on is needed.
 * Stored format: `scrypt$N$r$p$saltB64$hashB64`. The cost parameters travel with each hash, so
 * they can be raised later without breaking existing passwords.
 */
const COST = 16_384
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64
const SALT_BYTES = 16
/** Refuse parameters far above ours: a tampered hash must not make verification eat memory. */
const MAX_COST = 1 << 20

function derive(plain: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128·N·r bytes; the default (32 MiB) is too small for raised costs.
    scrypt(plain.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(plain: string): Promise<string> {
  if (typeof plain !== 'string' || plain.length === 0) throw new TypeError('password must be a non-empty string')
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(plain, salt, COST, BLOCK_SIZE, PARALLELISM, KEY_LENGTH)
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

/** True when `plain` matches `hash`; false for a wrong password or a malformed hash, never a throw. */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || typeof hash !== 'string') return false
  const parts = hash.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  const validParams =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_COST &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r > 0 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p > 0 &&
    p <= 16
  if (!validParams) return false
  const salt = Buffer.from(parts[4]!, 'base64')
  const expected = Buffer.from(parts[5]!, 'base64')
  if (salt.length === 0 || expected.length === 0) return false
  try {
    const actual = await derive(plain, salt, N, r, p, expected.length)
    return timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}
