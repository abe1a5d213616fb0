import { describe, expect, it } from 'vitest'
import { developmentSecrets, productionSecretProblems, readSecret, SecretError } from './secrets'

const strong = `${'a'.repeat(16)}b7f3c9e2d1a04f6e8b5c`

describe('readSecret', () => {
  it('falls back to the development value outside production', () => {
    expect(readSecret('JWT_SECRET', {})).toBe(developmentSecrets.JWT_SECRET)
    expect(readSecret('JWT_SECRET', { JWT_SECRET: 'short' })).toBe('short')
  })

  it('refuses a missing, known or short secret in production, naming it', () => {
    const production = { NODE_ENV: 'production' }
    expect(() => readSecret('JWT_SECRET', production)).toThrow(SecretError)
    expect(() => readSecret('JWT_SECRET', production)).toThrow(/JWT_SECRET is not set/)
    expect(() =>
      readSecret('SESSION_SECRET', { ...production, SESSION_SECRET: developmentSecrets.SESSION_SECRET }),
    ).toThrow(/SESSION_SECRET is a publicly known value/)
    expect(() => readSecret('PAYLOAD_SECRET', { ...production, PAYLOAD_SECRET: 'change-me-in-production' })).toThrow(
      /publicly known/,
    )
    expect(() => readSecret('SITE_API_SECRET', { ...production, SITE_API_SECRET: 'x'.repeat(31) })).toThrow(/shorter/)
    expect(readSecret('JWT_SECRET', { ...production, JWT_SECRET: strong })).toBe(strong)
  })

  it('reports every problem of a production start at once', () => {
    const message = productionSecretProblems(['JWT_SECRET', 'SITE_API_SECRET'], {
      NODE_ENV: 'production',
      JWT_SECRET: developmentSecrets.JWT_SECRET,
    })
    expect(message).toMatch(/JWT_SECRET is a publicly known value; SITE_API_SECRET is not set/)
    expect(message).toMatch(/openssl rand/)
    expect(productionSecretProblems(['JWT_SECRET'], { JWT_SECRET: undefined })).toBeNull()
  })
})
