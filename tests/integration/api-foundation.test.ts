import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'

let api: TestApi

beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.stop()
})

describe('API foundation', () => {
  it('answers liveness and readiness', async () => {
    expect(await api.request('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(await api.request('GET', '/ready')).toMatchObject({ status: 200, body: { status: 'ready' } })
  })

  it('is not ready while the search index loads, nor after its load failed, and is once it answers', async () => {
    const index = api.app.listingSearch.index
    const loading = vi.spyOn(index, 'ready').mockReturnValue(new Promise<void>(() => {}))
    try {
      expect(await api.request('GET', '/ready')).toMatchObject({
        status: 503,
        body: { error_key: 'not_ready', error_msg: 'The search index is still loading.' },
      })
      loading.mockImplementation(() => Promise.reject(new Error('database not answering')))
      expect(await api.request('GET', '/ready')).toMatchObject({ status: 503, body: { error_key: 'not_ready' } })
    } finally {
      loading.mockRestore()
    }
    expect(await api.request('GET', '/ready')).toMatchObject({ status: 200, body: { status: 'ready' } })
  })

  it('answers an unknown route with a JSON 404, never an HTML page', async () => {
    const response = await api.request('GET', '/no/such/route/')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.body).toEqual({
      error_key: 'route_not_found',
      error_msg: expect.stringContaining('/no/such/route/'),
      // The request's trace id (decision 0056), to find it in the logs.
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
  })

  it('turns a zod validation failure into a 400 with field details', async () => {
    const response = await api.request('GET', '/listing/boat/?limit=abc')
    expect(response.status).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
    expect(response.body.fields.limit).toBeDefined()
  })

  it('rejects an unknown listing kind with a 400, not a 500', async () => {
    const response = await api.request('GET', '/listing/spaceship/')
    expect(response.status).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
  })

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await fetch(`${api.baseUrl}/listing/boat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.json()).toHaveProperty('error_key')
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await api.request('GET', '/docs/json')
    expect(response.status).toBe(200)
    expect(response.body.openapi).toMatch(/^3\./)
    expect(Object.keys(response.body.paths)).toContain('/listing/{kind}/')
    const docsPage = await fetch(`${api.baseUrl}/docs/`)
    expect(docsPage.status).toBe(200)
  })

  it('sends CORS headers for the site origin only', async () => {
    const allowed = await api.request('GET', '/health', { headers: { origin: 'http://localhost:3000' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const denied = await api.request('GET', '/health', { headers: { origin: 'https://evil.example' } })
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })
})
