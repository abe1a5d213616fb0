import { request as httpRequest } from 'node:http'
import { maxPathParamLength } from '@driftway/api/http/errors'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import type { HttpAnswer } from './support/http'

let api: TestApi
let lessor: TestUser

beforeAll(async () => {
  api = await startTestApi()
  lessor = await createSignedInUser(api, { role: 2 })
})
afterAll(async () => {
  await api?.stop()
})

/** Every error answer carries the contract's two keys, as strings. */
function expectErrorBody(answer: HttpAnswer, what: string) {
  expect(answer.headers.get('content-type'), what).toContain('application/json')
  expect(answer.body, what).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
}

/** Raw bytes on a socket: for requests `fetch` refuses to send (malformed headers, odd escapes). */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  const url = new URL(api.baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => {
          let body: unknown = text
          try {
            body = JSON.parse(text)
          } catch {}
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value)
          resolve({ status: res.statusCode ?? 0, body, headers })
        })
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

describe('errors raised by the framework use the JSON error layer', () => {
  it('says what the offset limit is instead of "Expected a number"', async () => {
    const answer = await api.request('GET', '/listing/campsite/?offset=100000')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error_key: 'validation_error', fields: { offset: ['Must be at most 10,000'] } })
    expect(answer.body.error_msg).toBe('offset: Must be at most 10,000')
  })

  it('answers a path parameter over the length limit with 414 and error_key', async () => {
    const answer = await api.request('GET', `/listing/boat/${'a'.repeat(maxPathParamLength + 1)}/`)
    expect(answer.status).toBe(414)
    expectErrorBody(answer, '414')
    expect(answer.body.error_key).toBe('path_parameter_too_long')
    // The message states the limit and does not echo the oversized input back.
    expect(answer.body.error_msg).toContain(String(maxPathParamLength))
    expect(answer.body.error_msg).not.toContain('aaaaaaaaaa')
  })

  it('answers a URL that cannot be decoded with 400 bad_url', async () => {
    const answer = await rawRequest('/listing/boat/%E0%A4%A/')
    expect(answer.status).toBe(400)
    expectErrorBody(answer, 'bad url')
    expect(answer.body.error_key).toBe('bad_url')
  })

  it('answers malformed JSON, an empty JSON body and an unknown content type with their keys', async () => {
    const broken = await rawRequest('/auth/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    })
    expect(broken.status).toBe(400)
    expect(broken.body.error_key).toBe('invalid_json')
    expectErrorBody(broken, 'bad json')

    const empty = await rawRequest('/auth/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '0' },
      body: '',
    })
    expect(empty.status).toBe(400)
    expect(empty.body.error_key).toBe('invalid_json')

    const xml = await rawRequest('/auth/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<email/>',
    })
    expect(xml.status).toBe(415)
    expect(xml.body.error_key).toBe('unsupported_media_type')
    expectErrorBody(xml, '415')
  })

  it('answers a body over the size limit with 413 payload_too_large', async () => {
    const answer = await rawRequest('/auth/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    })
    expect(answer.status).toBe(413)
    expect(answer.body.error_key).toBe('payload_too_large')
    expectErrorBody(answer, '413')
  })

  it('answers an unknown route with 404 and a known path with the wrong method with 405 and Allow', async () => {
    const missing = await api.request('GET', '/no/such/route/')
    expect(missing.status).toBe(404)
    expect(missing.body.error_key).toBe('route_not_found')

    const wrongMethod = await api.request('DELETE', '/listing/boat/')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.body.error_key).toBe('method_not_allowed')
    expect(wrongMethod.headers.get('allow')).toContain('GET')
    expectErrorBody(wrongMethod, '405')
  })

  it('keeps a missing media file a 404 (its own route, not a wrong method)', async () => {
    const answer = await api.request('GET', '/media/no-such-file.jpg')
    expect(answer.status).toBe(404)
    expectErrorBody(answer, 'media 404')
  })

  it('answers a multipart body without a boundary with 400 invalid_multipart, not a 500', async () => {
    // Found by the fuzz test below: busboy's own errors carry no status.
    const answer = await rawRequest('/file/upload/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${lessor.access}` },
      body: '',
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error_key: 'invalid_multipart',
      error_msg: expect.any(String),
      trace_id: expect.any(String),
    })
    const truncated = await rawRequest('/file/upload/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${lessor.access}` },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    })
    expect(truncated.status).toBe(400)
    expect(truncated.body.error_key).toBe('invalid_multipart')
  })

  it('answers headers over the parser limit with 431 and the error keys', async () => {
    const answer = await rawRequest('/health', { headers: { 'x-padding': 'p'.repeat(20_000) } })
    expect(answer.status).toBe(431)
    expect(answer.body).toEqual({ error_key: 'headers_too_large', error_msg: expect.any(String) })
  })
})

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean }[]
  requestBody?: { content?: Record<string, unknown> }
}
type Route = { method: string; path: string; pathParams: string[]; queryParams: string[]; hasBody: boolean }

/** Every operation of the OpenAPI document the API serves (the same routes the site calls). */
async function openApiRoutes(): Promise<Route[]> {
  const document = (await api.request('GET', '/docs/json')).body as {
    paths: Record<string, Record<string, OpenApiOperation>>
  }
  const routes: Route[] = []
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? []
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        hasBody: operation.requestBody !== undefined || ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()),
      })
    }
  }
  return routes
}

/** Text a careless or hostile client puts in a path segment or a query value. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('0', '-1', '1e309', 'NaN', 'null', '__proto__', 'constructor', '..', '%00', '[]', '{}', ' '),
  fc.integer().map(String),
  fc.uuid(),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ minLength: 90, maxLength: 140 }),
)

/** Bodies: any JSON, objects with odd keys and values, or bytes that are not JSON at all. */
const hostileBody = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'id', 'email')),
      hostileText,
      {
        maxKeys: 6,
      },
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.string({ maxLength: 40 }),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
  }),
)

describe('fuzzing every OpenAPI route', () => {
  it('never answers 500 for bad input and every 4xx/5xx carries error_key and error_msg', async () => {
    const routes = await openApiRoutes()
    expect(routes.length).toBeGreaterThan(40)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.boolean(),
        fc.array(hostileText, { minLength: 4, maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('offset', 'limit', 'id')), hostileText, {
          maxKeys: 4,
        }),
        hostileBody,
        async (route, signedIn, segments, randomQuery, body) => {
          let index = 0
          const path = route.path.replace(/\{[^}]+\}/g, () =>
            encodeURIComponent(segments[index++ % segments.length] ?? ''),
          )
          const query = new URLSearchParams()
          for (const [key, value] of Object.entries(randomQuery)) query.append(key, value)
          for (const [position, name] of route.queryParams.entries()) {
            const value = segments[position % segments.length]
            if (value !== undefined && position < 3) query.append(name, value)
          }
          const headers: Record<string, string> = { accept: 'application/json' }
          if (signedIn) headers.authorization = `Bearer ${lessor.access}`
          let payload: string | undefined
          if (route.hasBody) {
            headers['content-type'] = body.kind === 'raw' ? body.type : 'application/json'
            payload = body.kind === 'raw' ? body.value : JSON.stringify(body.value)
          }
          const target = `${path}${query.size > 0 ? `?${query}` : ''}`
          const answer = await rawRequest(target, { method: route.method, headers, body: payload })
          const what = `${route.method} ${target} (${signedIn ? 'lessor' : 'anonymous'}) → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
          // Throwing (not collecting) lets fast-check shrink to the smallest failing request.
          if (answer.status >= 500) throw new Error(`5xx for bad input: ${what}`)
          if (answer.status >= 400 && route.method !== 'HEAD') {
            const body = answer.body as { error_key?: unknown; error_msg?: unknown } | null
            if (typeof body?.error_key !== 'string' || typeof body.error_msg !== 'string')
              throw new Error(`no error keys: ${what}`)
          }
        },
      ),
      // Bounded: a few hundred requests keep this under a minute on the 2-core machine.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    )
  })
})
