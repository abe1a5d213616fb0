import { describe, expect, it } from 'vitest'
import { PRIVATE_LINK_TTL_SECONDS, signedPrivateFileUrl, verifyPrivateFileSignature } from './private-links'

const env = { jwtSecret: 'test-secret', publicUrl: 'http://api.test' }
const now = 1_900_000_000

function parts(url: string) {
  const parsed = new URL(url)
  const [, , , id] = parsed.pathname.split('/')
  return {
    id: decodeURIComponent(id!),
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature')!,
  }
}

describe('signed private file links', () => {
  it('verify for their file until they expire', () => {
    const link = parts(signedPrivateFileUrl(env, { id: 'file-1', filename: 'certificate.pdf' }, now))
    expect(link.expires).toBe(now + PRIVATE_LINK_TTL_SECONDS)
    expect(verifyPrivateFileSignature(env, link.id, link.expires, link.signature, now)).toBe(true)
    expect(verifyPrivateFileSignature(env, link.id, link.expires, link.signature, link.expires + 1)).toBe(false)
  })

  it('do not open another file, a later expiry, or verify under another secret', () => {
    const link = parts(signedPrivateFileUrl(env, { id: 'file-1', filename: 'a.pdf' }, now))
    expect(verifyPrivateFileSignature(env, 'file-2', link.expires, link.signature, now)).toBe(false)
    expect(verifyPrivateFileSignature(env, link.id, link.expires + 60, link.signature, now)).toBe(false)
    expect(verifyPrivateFileSignature({ jwtSecret: 'other' }, link.id, link.expires, link.signature, now)).toBe(false)
    expect(verifyPrivateFileSignature(env, link.id, link.expires, '', now)).toBe(false)
  })

  it('refuse expiries further away than a link can live', () => {
    expect(verifyPrivateFileSignature(env, 'file-1', now + PRIVATE_LINK_TTL_SECONDS * 10, 'x', now)).toBe(false)
  })
})
