import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'

/**
 * Traces (issue 24): the API joins the caller's W3C trace context, and the trace id is in every
 * log line of the request and in the JSON error answer (`trace_id`). The site's side — passing
 * `traceparent` and logging the same id — is tests/e2e/operations.spec.ts.
 */
let api: TestApi
const log: string[] = []

beforeAll(async () => {
  api = await startTestApi({ log })
})
afterAll(async () => {
  await api?.stop()
})

const linesOf = (traceId: string) =>
  log.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.trace_id === traceId)

describe('trace context', () => {
  it("continues the caller's trace: its id in the error answer and every log line", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    const answer = await api.request('GET', '/user/me/', {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    })
    expect(answer).toMatchObject({ status: 401, body: { error_key: 'not_authenticated', trace_id: traceId } })
    const lines = linesOf(traceId)
    // Fastify's "incoming request" and "request completed", and the rejection note between them.
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request rejected', 'request completed']),
    )
    expect(lines.find((line) => line.msg === 'request rejected')).toMatchObject({ error_key: 'not_authenticated' })
  })

  it('starts a new trace without one, unique per request', async () => {
    const first = await api.request('GET', '/no-such-route/')
    const second = await api.request('GET', '/no-such-route/')
    expect(first.body).toMatchObject({
      error_key: 'route_not_found',
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(second.body.trace_id).not.toBe(first.body.trace_id)
    expect(linesOf(first.body.trace_id).length).toBeGreaterThan(0)
  })

  it('ignores a malformed traceparent', async () => {
    const answer = await api.request('GET', '/no-such-route/', { headers: { traceparent: 'not-a-trace' } })
    expect(answer.body.trace_id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('leaves successful answers alone', async () => {
    const answer = await api.request('GET', '/health')
    expect(answer.body).toEqual({ status: 'ok' })
  })
})
