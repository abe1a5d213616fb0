import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { recordResponseContract } from './support/response-contract'

/**
 * The recorder that checks every answer of the integration tests against the OpenAPI document
 * (support/response-contract.ts, issue 22) passes a documented answer and catches each kind of
 * drift: an undocumented status, a body that does not match, a route missing from the document.
 */

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.stop()
})

describe('the real API', () => {
  it('a documented answer passes (GET /wishlist/{id}/ signed out: its 4xx error body)', async () => {
    const response = await api.request('GET', '/wishlist/00000000-0000-4000-8000-000000000000/')
    expect([401, 404]).toContain(response.status)
    expect(api.responseViolations()).toEqual([])
  })

  it("a body that drifts from the served document's schema is caught (POST /auth/token/ → 200)", async () => {
    const scratch = Fastify()
    scratch.post('/auth/token/', async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify({ access: 42 })),
    )
    const swagger = () => (api.app as unknown as { swagger: () => never }).swagger()
    const contract = recordResponseContract(scratch, { document: swagger, strict: true, report: false })
    await scratch.inject({ method: 'POST', url: '/auth/token/' })
    await scratch.close()
    expect(contract.violations()).toMatchObject([
      { kind: 'body-mismatch', method: 'POST', path: '/auth/token/', status: 200 },
    ])
  })

  it('answers the router gives itself (no route) are not checked', async () => {
    const response = await api.request('GET', '/no-such-route/')
    expect(response.status).toBe(404)
    expect(api.responseViolations()).toEqual([])
  })
})

describe('a scratch app with a document of its own', () => {
  const thing = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer' }, note: { type: 'string', nullable: true } },
    additionalProperties: false,
  }
  const document = {
    paths: {
      '/thing/{id}/': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
          },
        },
      },
      '/teapot/': { get: { responses: { 200: { description: 'ok' } } } },
    },
    components: { schemas: { Thing: thing } },
  }

  it('reports an undocumented status, a drifting body and a route missing from the document', async () => {
    const app = Fastify()
    app.get('/thing/:id/', async (request, reply) => {
      const { id } = request.params as { id: string }
      // A string bypasses the serializer, as a hand-built answer would.
      if (id === '2') return reply.type('application/json').send(JSON.stringify({ id: 'two', extra: true }))
      return { id: Number(id), note: null }
    })
    app.get('/teapot/', async (_request, reply) =>
      reply.code(418).send({ error_key: 'teapot', error_msg: 'short and stout' }),
    )
    app.get('/forgotten/', async () => ({ ok: true }))
    app.get('/hidden/', { schema: { hide: true } }, async () => ({ ok: true }))
    const contract = recordResponseContract(app, { document: () => document, strict: true, report: false })
    await app.ready()

    for (const url of ['/thing/1/', '/thing/1', '/hidden/', '/nowhere/']) await app.inject(url)
    expect(contract.violations()).toEqual([])

    for (const url of ['/thing/2/', '/thing/2/', '/teapot/', '/forgotten/']) await app.inject(url)
    await app.close()
    expect(contract.violations().map(({ kind, method, path, status }) => ({ kind, method, path, status }))).toEqual([
      { kind: 'body-mismatch', method: 'GET', path: '/thing/{id}/', status: 200 },
      { kind: 'body-mismatch', method: 'GET', path: '/thing/{id}/', status: 200 },
      { kind: 'undocumented-status', method: 'GET', path: '/teapot/', status: 418 },
      { kind: 'missing-route', method: 'GET', path: '/forgotten/', status: 200 },
    ])
    expect(contract.violations()[0]!.message).toMatch(/\/id must be integer/)
    // One line per distinct violation, even when the same drift is answered twice.
    expect(() => contract.verify()).toThrow(/^3 answer\(s\) do not match the OpenAPI document/)
    expect(() => contract.verify()).toThrow(
      /GET \/teapot\/ → 418 \[undocumented-status\] status not documented \(200\)/,
    )
  })

  it('reports a JSON body where the document names none', async () => {
    const app = Fastify()
    app.get('/teapot/', async () => ({ surprise: true }))
    const contract = recordResponseContract(app, { document: () => document, strict: true, report: false })
    await app.inject('/teapot/')
    await app.close()
    expect(contract.violations().map(({ kind }) => kind)).toEqual(['undocumented-body'])
  })
})
