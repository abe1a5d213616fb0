import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { e2eLogs } from '../playwright.config'
import { siteUrl } from './support/accounts'
import { expect, test } from './support/test'

/**
 * Operations (issue 24) on the running stack: the site's /metrics, and one trace id through the
 * site's access log, its call to the API and the API's error answer. (The API's own log lines
 * carry the id too: tests/integration/tracing.test.ts; the e2e stack logs the API at `warn`.)
 */

/** The value of one sample line; 0 when absent. */
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

test('the site serves Prometheus metrics that move with page views', async ({ request }) => {
  const scrape = async () => {
    const response = await request.get(`${siteUrl}/metrics`)
    expect(response.status()).toBe(200)
    return response.text()
  }
  const before = await scrape()
  for (const family of [
    'http_requests_total',
    'http_request_duration_seconds',
    'site_api_errors_total',
    'process_resident_memory_bytes',
  ]) {
    expect(before, family).toContain(`# TYPE ${family} `)
  }
  const detail = { method: 'GET', route: '/rent-a-campervan/:id', status_code: '404' }
  expect((await request.get(`${siteUrl}/rent-a-campervan/no-such-listing`)).status()).toBe(404)
  const after = await scrape()
  expect(sample(after, 'http_requests_total', detail)).toBe(sample(before, 'http_requests_total', detail) + 1)
  expect(after).not.toContain('no-such-listing')
  // A proxy in front of the site does not open the metrics to the world.
  const relayed = await request.get(`${siteUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
  expect(relayed.status()).toBe(403)
})

test('a page view keeps one trace id from the site log to the failing API call', async ({ request }) => {
  const traceId = randomBytes(16).toString('hex')
  const page = await request.get(`${siteUrl}/rent-a-campervan/no-such-listing-${traceId.slice(0, 6)}`, {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
  })
  expect(page.status()).toBe(404)
  const siteLog = path.join(e2eLogs, 'site.log')
  const lines = async () => {
    const text = fs.existsSync(siteLog) ? await fs.promises.readFile(siteLog, 'utf8') : ''
    return text.split('\n').filter((line) => line.includes(`trace_id=${traceId}`))
  }
  // The access line of the page and the API's error answer, which came back with the same trace id.
  await expect
    .poll(async () => (await lines()).some((line) => /GET \/rent-a-campervan\/\S+ 404 /.test(line)))
    .toBe(true)
  const apiCall = (await lines()).find((line) => line.includes('answered 404'))
  expect(apiCall, 'the site logs the failing API call').toBeTruthy()
  expect(apiCall).toContain(`api_trace_id=${traceId}`)
})
