import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('stores a salted scrypt hash in the documented format', async () => {
    const hash = await hashPassword('Secret123')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(hash).not.toContain('Secret123')
    expect(await hashPassword('Secret123')).not.toBe(hash)
  })

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Secret123')
    expect(await verifyPassword('Secret123', hash)).toBe(true)
    expect(await verifyPassword('secret123', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('returns false for malformed or hostile hashes instead of throwing', async () => {
    for (const hash of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$16384$8$1$$',
      'scrypt$3$8$1$c2FsdA==$aGFzaA==',
      `scrypt$${2 ** 30}$8$1$c2FsdA==$aGFzaA==`,
    ]) {
      expect(await verifyPassword('Secret123', hash)).toBe(false)
    }
    expect(await verifyPassword('Secret123', undefined)).toBe(false)
  })

  it('refuses to hash an empty password', async () => {
    await expect(hashPassword('')).rejects.toThrow(TypeError)
  })
})
