import { describe, expect, it } from 'vitest'
import { decodeState, encodeState, type GoogleState } from './google.server'

const secret = 'test-secret'
const state = (overrides: Partial<GoogleState> = {}): GoogleState => ({
  redirect: '/profile',
  role: 3,
  lng: 'de',
  from: 'signup-lessor',
  nonce: 'n0nce',
  iat: 1_000_000,
  ...overrides,
})

describe('Google OAuth state', () => {
  it('round-trips what the callback needs', () => {
    expect(decodeState(encodeState(state(), secret), secret, 1_000_500)).toEqual(state())
  })

  it('refuses a tampered, foreign or expired state', () => {
    const encoded = encodeState(state(), secret)
    const [body, signature] = encoded.split('.')
    const forged = Buffer.from(JSON.stringify({ ...state(), role: 1 })).toString('base64url')
    expect(decodeState(`${forged}.${signature}`, secret, 1_000_500)).toBeNull()
    expect(decodeState(`${body}.${signature}x`, secret, 1_000_500)).toBeNull()
    expect(decodeState(encoded, 'other-secret', 1_000_500)).toBeNull()
    expect(decodeState(encoded, secret, 1_000_000 + 11 * 60_000)).toBeNull()
    expect(decodeState('garbage', secret)).toBeNull()
    expect(decodeState(null, secret)).toBeNull()
  })

  it('cleans what it carries: only same-site redirects and known roles', () => {
    const decoded = decodeState(
      encodeState(state({ redirect: 'https://evil.example', role: 7 as never }), secret),
      secret,
      1_000_500,
    )
    expect(decoded).toMatchObject({ redirect: null, role: null })
  })
})
