import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './same-origin.server'

const post = (headers: Record<string, string>, url = 'http://localhost:3000/login') =>
  new Request(url, { method: 'POST', headers })

describe('isSameOriginRequest', () => {
  it('accepts posts from the site itself', () => {
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOriginRequest(post({ Origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOriginRequest(post({ Origin: 'https://www.driftway.example' }), 'https://www.driftway.example')).toBe(
      true,
    )
  })

  it('refuses cross-site and same-site-but-other-origin posts', () => {
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:3001' }))).toBe(false)
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOriginRequest(post({ Origin: 'null' }))).toBe(false)
    // A forged Origin does not outvote what the browser says in Sec-Fetch-Site.
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:3000' }))).toBe(false)
  })

  it('lets reads and non-browser clients through', () => {
    expect(
      isSameOriginRequest(new Request('http://localhost:3000/', { headers: { Origin: 'https://evil.example' } })),
    ).toBe(true)
    expect(isSameOriginRequest(post({}))).toBe(true)
  })
})
