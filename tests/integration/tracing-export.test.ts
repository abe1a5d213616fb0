import http from 'node:http'
import { flushTracing } from '@driftway/api/http/tracing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Exported traces (issue 24): with OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set, a request's span and
 * the database calls it made (client spans under it, whichever adapter) reach the collector in
 * the caller's trace. A local HTTP server stands in for the OTLP collector (OTLP/HTTP JSON).
 */
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number }
const received: OtlpSpan[] = []
let collector: http.Server
let api: TestApi

beforeAll(async () => {
  collector = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }
      for (const resource of parsed.resourceSpans)
        for (const scope of resource.scopeSpans) received.push(...scope.spans)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
  const address = collector.address()
  const port = typeof address === 'object' && address ? address.port : 0
  // Read when the first server sets tracing up (once per process: this file's own worker).
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT = `http://127.0.0.1:${port}/v1/traces`
  api = await startTestApi()
})
afterAll(async () => {
  await api?.stop()
  collector?.close()
})

describe('exported traces', () => {
  it("carry the request's database calls as client spans under its server span", async () => {
    const user = await createSignedInUser(api)
    const traceId = '0af7651916cd43dd8448eb211c80319c'
    const answer = await api.request('GET', '/user/me/', {
      token: user.access,
      headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
    })
    expect(answer.status).toBe(200)
    await flushTracing()
    await expect.poll(() => received.filter((span) => span.traceId === traceId).length).toBeGreaterThan(1)
    const spans = received.filter((span) => span.traceId === traceId)
    const server = spans.find((span) => span.name === 'GET /user/me/')
    expect(server, JSON.stringify(spans.map((span) => span.name))).toBeDefined()
    expect(server?.parentSpanId).toBe('b7ad6b7169203331')
    const database = spans.filter((span) => span.name.startsWith('db '))
    // The signed-in member is read from the users collection, as a client span (kind 3) of this request.
    expect(database.map((span) => span.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^db find(One)? users$/)]),
    )
    for (const span of database) expect(span.kind).toBe(3)
    const ids = new Set(spans.map((span) => span.spanId))
    for (const span of database) expect(ids.has(span.parentSpanId ?? '')).toBe(true)
  })
})
