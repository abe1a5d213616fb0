import { describe, expect, it } from 'vitest'
import {
  forwardedClient,
  type Hmac,
  isLoopbackAddress,
  parseTrustProxy,
  signClientAddress as sign,
  verifyClientAddress as verify,
} from './client-address'

/** A stand-in keyed hash (the API and the site inject HMAC-SHA256 from node:crypto). */
const hmac: Hmac = (secret, message) => {
  let hash = 2166136261
  for (const char of `${secret}|${message}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return hash.toString(36)
}
const signClientAddress = (secret: string, address: string, now?: number) => sign(hmac, secret, address, now)
const verifyClientAddress = (secret: string, header: string | undefined, now?: number) =>
  verify(hmac, secret, header, now)

const secret = 'site-api-secret-for-tests-0123456789'
const now = 1_800_000_000

describe('signed client address', () => {
  it('round-trips an IPv4 and an IPv6 address', () => {
    expect(verifyClientAddress(secret, signClientAddress(secret, '203.0.113.7', now), now)).toBe('203.0.113.7')
    expect(verifyClientAddress(secret, signClientAddress(secret, '2001:db8::1', now), now + 30)).toBe('2001:db8::1')
  })

  it('ignores forged, altered, stale and malformed headers', () => {
    const header = signClientAddress(secret, '203.0.113.7', now)
    expect(verifyClientAddress('another-secret-another-secret-00', header, now)).toBeNull()
    expect(verifyClientAddress(secret, header.replace('203.0.113.7', '198.51.100.1'), now)).toBeNull()
    expect(verifyClientAddress(secret, header, now + 61)).toBeNull()
    expect(verifyClientAddress(secret, header, now - 61)).toBeNull()
    expect(verifyClientAddress(secret, '198.51.100.1', now)).toBeNull()
    expect(verifyClientAddress(secret, `${header};extra`, now)).toBeNull()
    expect(verifyClientAddress(secret, undefined, now)).toBeNull()
    expect(verifyClientAddress('', header, now)).toBeNull()
  })

  it('refuses to sign something that is not an address', () => {
    expect(() => signClientAddress(secret, 'a;b', now)).toThrow()
  })
})

describe('isLoopbackAddress', () => {
  it('knows the machine itself from everyone else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true)
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false)
  })
})

describe('X-Forwarded-For under TRUST_PROXY', () => {
  it('names nobody without a trusted proxy: anyone can write the header', () => {
    expect(forwardedClient('203.0.113.7', parseTrustProxy(undefined))).toBeNull()
    expect(forwardedClient('203.0.113.7', parseTrustProxy('false'))).toBeNull()
    expect(forwardedClient('203.0.113.7', parseTrustProxy('0'))).toBeNull()
  })

  it('counts from the right behind proxies, so a client cannot put its own entry first', () => {
    const forged = '6.6.6.6, 203.0.113.7'
    expect(forwardedClient(forged, parseTrustProxy('loopback'))).toBe('203.0.113.7')
    expect(forwardedClient(forged, parseTrustProxy('1'))).toBe('203.0.113.7')
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.2', parseTrustProxy('2'))).toBe('203.0.113.7')
    expect(forwardedClient('203.0.113.7', parseTrustProxy('5'))).toBe('203.0.113.7')
    expect(forwardedClient('203.0.113.7, 10.0.0.2', parseTrustProxy('true'))).toBe('203.0.113.7')
  })

  it('passes nothing that is not an address', () => {
    expect(forwardedClient('<script>', parseTrustProxy('1'))).toBeNull()
    expect(forwardedClient(' , ', parseTrustProxy('1'))).toBeNull()
    expect(forwardedClient(null, parseTrustProxy('1'))).toBeNull()
  })
})
