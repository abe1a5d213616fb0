import { isLoopbackAddress } from './client-address'

/** A constant-time string comparison (node:crypto's timingSafeEqual on the server side). */
export type SecretEquals = (given: string, expected: string) => boolean

export type ScrapeRequest = {
  /** METRICS_TOKEN; unset/empty → this machine only. */
  token: string | undefined
  authorization: string | undefined
  /** The TCP peer, not a forwarded address. */
  remoteAddress: string | undefined
  /** Whether the request came through a proxy (any X-Forwarded-For / Forwarded header). */
  forwarded: boolean
}

/**
 * Who may read `/metrics` of the API and the site (docs/decisions/0055): with METRICS_TOKEN set,
 * whoever sends it as a bearer token; without it, only this machine over a direct connection — a
 * request relayed by a proxy is refused even when the proxy itself runs locally.
 * `ok`, or why not: `token` (401: missing or wrong token) or `remote` (403).
 */
export function scrapeDecision(request: ScrapeRequest, equals: SecretEquals): 'ok' | 'token' | 'remote' {
  if (request.token) {
    const given = /^Bearer (.+)$/i.exec(request.authorization ?? '')?.[1] ?? ''
    return equals(given, request.token) ? 'ok' : 'token'
  }
  return isLoopbackAddress(request.remoteAddress) && !request.forwarded ? 'ok' : 'remote'
}
