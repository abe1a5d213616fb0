/**
 * The visitor's address across the site → API hop. The site's server calls the API for its
 * visitors, so the API would see the site's own address for everyone (one client to throttle
 * for the whole world). The site therefore sends the visitor's address in a header signed with
 * SITE_API_SECRET, which only the site and the API know; the API believes the header only when
 * the signature holds and it is fresh, so nobody else can pick the address a throttle sees.
 *
 *   header value: `{address};{unix seconds};{base64url HMAC-SHA256 of the message}`
 *
 * The format and the checks live here; the HMAC itself comes from the caller (node:crypto on the
 * API and the site's server), since domain/ uses no platform API.
 */
export const CLIENT_ADDRESS_HEADER = 'x-driftway-client'

/** A signed header older (or further in the future) than this is ignored: a captured one is of little use. */
export const CLIENT_ADDRESS_MAX_AGE_SECONDS = 60

/** HMAC-SHA256 of `message` under `secret`, base64url (`createHmac('sha256', secret).update(message).digest('base64url')`). */
export type Hmac = (secret: string, message: string) => string

const message = (address: string, seconds: number) => `driftway:client-address\n${address}\n${seconds}`

/** Addresses are IPv4/IPv6 text; anything else is not an address we pass on. */
const addressPattern = /^[0-9A-Za-z:.%_-]{1,64}$/

export function signClientAddress(
  hmac: Hmac,
  secret: string,
  address: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  if (!addressPattern.test(address)) throw new Error('not an address')
  return `${address};${nowSeconds};${hmac(secret, message(address, nowSeconds))}`
}

/** Compares without an early exit, so the time taken says nothing about how much matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The address a signed header names, or null when it is malformed, forged or stale. */
export function verifyClientAddress(
  hmac: Hmac,
  secret: string,
  header: string | undefined | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  if (!secret || typeof header !== 'string' || header.length > 200) return null
  const [address, seconds, signature, ...rest] = header.split(';')
  if (rest.length > 0 || !address || !seconds || !signature) return null
  if (!addressPattern.test(address) || !/^\d{1,12}$/.test(seconds)) return null
  const issued = Number(seconds)
  if (Math.abs(nowSeconds - issued) > CLIENT_ADDRESS_MAX_AGE_SECONDS) return null
  return sameText(hmac(secret, message(address, issued)), signature) ? address : null
}

/** True for addresses of the machine itself (127.0.0.0/8, ::1, and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false
  const plain = address.replace(/^::ffff:/i, '')
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

/** `TRUST_PROXY` as the API, the site and the CMS read it: unset/false → no proxy; true; a hop count; or addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}

/**
 * The client an `X-Forwarded-For` names, for a server that cannot see its connection's address
 * (the CMS: Next.js keeps a client's own X-Forwarded-For and only fills it in when absent).
 * Without a trusted proxy anyone can write the header, so it names nobody (null). Behind one,
 * proxies append, so the client is counted from the right: the last entry for one proxy (or an
 * address list, which cannot be checked here), the entry `hops` from the right for a hop count,
 * the first for `true` (every hop trusted, as Express counts it).
 */
export function forwardedClient(
  forwardedFor: string | null | undefined,
  trustProxy: boolean | number | string,
): string | null {
  if (trustProxy === false || trustProxy === 0 || !forwardedFor) return null
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const index =
    trustProxy === true
      ? 0
      : typeof trustProxy === 'number'
        ? Math.max(0, entries.length - trustProxy)
        : entries.length - 1
  const address = entries[index] ?? null
  return address && addressPattern.test(address) ? address : null
}
