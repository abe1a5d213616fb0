import { describe, expect, it } from 'vitest'
import { acceptTotp, currentTotpCode, newTotpSecret, normalizeTotpCode, totpUri } from './totp'

describe('TOTP', () => {
  const secret = newTotpSecret()
  const now = 1_800_000_000_000

  it('accepts the current code once, and codes of the neighbouring steps (clock drift)', () => {
    const code = currentTotpCode(secret, now)
    const step = acceptTotp(secret, code, null, now)
    expect(step).toBe(Math.floor(now / 30_000))
    expect(acceptTotp(secret, code, step, now)).toBeNull()
    expect(acceptTotp(secret, currentTotpCode(secret, now - 30_000), null, now)).toBe(step! - 1)
    expect(acceptTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(step)
  })

  it('refuses wrong, expired and malformed codes', () => {
    const code = currentTotpCode(secret, now)
    expect(acceptTotp(secret, code, null, now + 120_000)).toBeNull()
    expect(acceptTotp(newTotpSecret(), code, null, now)).toBeNull()
    expect(acceptTotp(secret, '12345', null, now)).toBeNull()
    expect(acceptTotp(secret, 123456, null, now)).toBeNull()
    expect(acceptTotp(null, code, null, now)).toBeNull()
    expect(normalizeTotpCode('12 34-56')).toBe('123456')
  })

  it('makes an otpauth URI for authenticator apps', () => {
    expect(totpUri(secret, 'anna@example.com')).toMatch(
      new RegExp(`^otpauth://totp/Driftway:anna%40example\\.com\\?issuer=Driftway&secret=${secret}`),
    )
  })
})
