import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * GET /metrics (issue 24): Prometheus text with the request, error, booking, payment, queue,
 * search and process families, moving with traffic; this machine only unless METRICS_TOKEN is set.
 */
let api: TestApi

beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.stop()
})

async function scrape(headers: Record<string, string> = {}, target = api): Promise<string> {
  const response = await fetch(`${target.baseUrl}/metrics`, { headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/health"…}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    )
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0
}

describe('GET /metrics', () => {
  it('exposes the families operators need', async () => {
    const text = await scrape()
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_errors_total',
      'driftway_bookings',
      'driftway_payments',
      'driftway_mail_queue_depth',
      'driftway_job_queue_depth',
      'driftway_job_queue_lag_seconds',
      'driftway_search_index_documents',
      'driftway_search_index_age_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `)
    }
    expect(text).toContain('service="api"')
  })

  it('counts requests by route template, latency and errors by error_key', async () => {
    const before = await scrape()
    // Another member's profile needs a signed-in caller: 401 not_authenticated.
    const labels = { method: 'GET', route: '/user/:id/', status_code: '401' }
    await api.request('GET', '/user/does-not-exist/')
    await api.request('GET', '/health')
    const after = await scrape()
    expect(sample(after, 'http_requests_total', labels)).toBe(sample(before, 'http_requests_total', labels) + 1)
    expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe(
      sample(before, 'http_request_duration_seconds_count', labels) + 1,
    )
    const health = { route: '/health', status_code: '200' }
    expect(sample(after, 'http_requests_total', health)).toBe(sample(before, 'http_requests_total', health) + 1)
    const errors = { error_key: 'not_authenticated', status_code: '401' }
    expect(sample(after, 'http_errors_total', errors)).toBe(sample(before, 'http_errors_total', errors) + 1)
    // Raw ids never become labels.
    expect(after).not.toContain('does-not-exist')
  })

  it('moves the bookings and payments gauges when one is made', async () => {
    const traveler = await createSignedInUser(api)
    const lessor = await createSignedInUser(api, { role: 2 })
    const listing = await api.payload.create({
      collection: 'listings',
      data: {
        kind: 'recreational_vehicle',
        lessor: lessor.id,
        title: 'Van',
        description: '<p>Van</p>',
        currency: 'EUR',
        country_iso2: 'DE',
      } as never,
      ...asSystem(),
    })
    const before = await scrape()
    await api.payload.create({
      collection: 'bookings',
      data: {
        listing: listing.id,
        traveller: traveler.id,
        status: 'CONFIRMED',
        pickup_timestamp: 1_950_000_000,
        return_timestamp: 1_950_345_600,
        total_rent_price_in_cents: 40_000,
        currency: 'EUR',
      } as never,
      ...asSystem(),
    })
    await api.payload.create({
      collection: 'transactions',
      data: {
        user: traveler.id,
        status: 'succeeded',
        date_ts: 1_950_000_000,
        amount_in_cents: 40_000,
        total_in_cents: 40_000,
        currency_code: 'EUR',
      } as never,
      ...asSystem(),
    })
    const after = await scrape()
    expect(sample(after, 'driftway_bookings', { status: 'CONFIRMED' })).toBe(
      sample(before, 'driftway_bookings', { status: 'CONFIRMED' }) + 1,
    )
    expect(sample(after, 'driftway_payments', { status: 'succeeded' })).toBe(
      sample(before, 'driftway_payments', { status: 'succeeded' }) + 1,
    )
  })

  it('reports the job queue’s depth and the lag of its oldest due job', async () => {
    const queue = 'metrics-test'
    const labels = { queue }
    expect(sample(await scrape(), 'driftway_job_queue_depth', labels)).toBe(0)
    const soon = Date.now() + 1000
    const due = await api.payload.jobs.queue({ task: 'bookingDeadlines', input: {}, queue, waitUntil: new Date(soon) })
    // Waiting but not due for an hour: counted, no lag.
    await api.payload.jobs.queue({
      task: 'bookingDeadlines',
      input: {},
      queue,
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    await new Promise((resolve) => setTimeout(resolve, 2200))
    const text = await scrape()
    expect(sample(text, 'driftway_job_queue_depth', labels)).toBe(2)
    const lag = sample(text, 'driftway_job_queue_lag_seconds', labels)
    expect(lag).toBeGreaterThanOrEqual(1)
    expect(lag).toBeLessThan((Date.now() - soon) / 1000 + 0.5)
    // A completed job leaves the queue (and with it the lag).
    await api.payload.update({
      collection: 'payload-jobs',
      id: due.id,
      data: { completedAt: new Date().toISOString() },
      ...asSystem(),
    })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await scrape()
    expect(sample(after, 'driftway_job_queue_depth', labels)).toBe(1)
    expect(sample(after, 'driftway_job_queue_lag_seconds', labels)).toBe(0)
  })

  it('refuses requests relayed by a proxy when no token is set', async () => {
    const relayed = await api.request('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(relayed).toMatchObject({ status: 403, body: { error_key: 'metrics_forbidden' } })
  })

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const guarded = await startTestApi({ env: { metricsToken: 'scrape-secret-0123456789' } })
    try {
      expect((await guarded.request('GET', '/metrics')).status).toBe(401)
      expect((await guarded.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(
        401,
      )
      const text = await scrape(
        { authorization: 'Bearer scrape-secret-0123456789', 'x-forwarded-for': '203.0.113.9' },
        guarded,
      )
      expect(text).toContain('# TYPE http_requests_total counter')
    } finally {
      await guarded.stop()
    }
  })
})
