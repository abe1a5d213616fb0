import { siteUrl } from './support/accounts'
import { expect, test } from './support/test'

/** Operations (issue 24) on the running stack: the site's /metrics. */

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
