import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Every answer of the API carries the security headers (helmet), and every answer that may be
 * private carries `Cache-Control: no-store`. The walk covers the API's own route inventory (its
 * OpenAPI document plus the hidden health routes), anonymously and signed in, whatever the status.
 */
let api: TestApi
let user: TestUser
beforeAll(async () => {
  api = await startTestApi()
  user = await createSignedInUser(api, { role: 2 })
})
afterAll(async () => {
  await api?.stop()
})

type Operation = { method: string; path: string }

function inventory(): Operation[] {
  const document = api.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const operations: Operation[] = [
    { method: 'GET', path: '/health' },
    { method: 'GET', path: '/ready' },
  ]
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) {
      // Placeholders become harmless values: the point is the headers of whatever the route answers.
      const concrete = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
        name === 'kind' ? 'campsite' : name === 'token' ? 'abc-def' : '00000000-0000-4000-8000-000000000000',
      )
      operations.push({ method: method.toUpperCase(), path: concrete })
    }
  }
  return operations
}

describe('API security headers', () => {
  it('walks the whole route inventory', () => {
    expect(inventory().length).toBeGreaterThan(40)
  })

  it('answers every route with nosniff, a frame ban and a strict policy; private answers are no-store', async () => {
    const problems: string[] = []
    for (const operation of inventory()) {
      for (const token of [undefined, user.access]) {
        const body = ['POST', 'PUT', 'PATCH'].includes(operation.method) ? {} : undefined
        const response = await api.request(operation.method, operation.path, { token, body })
        const header = (name: string) => response.headers.get(name) ?? ''
        const where = `${operation.method} ${operation.path} (${token ? 'signed in' : 'anonymous'}, ${response.status})`
        if (header('x-content-type-options') !== 'nosniff') problems.push(`${where}: no nosniff`)
        if (header('x-frame-options') !== 'SAMEORIGIN' && header('x-frame-options') !== 'DENY')
          problems.push(`${where}: no X-Frame-Options`)
        if (!/frame-ancestors 'none'/.test(header('content-security-policy'))) problems.push(`${where}: no CSP`)
        if (header('referrer-policy') !== 'strict-origin-when-cross-origin') problems.push(`${where}: referrer policy`)
        const isPrivate = Boolean(token) || !['GET', 'HEAD'].includes(operation.method)
        if (isPrivate && header('cache-control') !== 'no-store') problems.push(`${where}: not no-store`)
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps public reads cacheable and media shareable with the site', async () => {
    const response = await api.request('GET', '/listing/campsite/?limit=1')
    expect(response.headers.get('cache-control')).not.toBe('no-store')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })
})
