import { timingSafeEqual } from 'node:crypto'
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/**
 * The site's Prometheus metrics (issue 24): page and resource requests by route template, their
 * latency, the API calls that failed by error_key, and process memory/CPU/event loop.
 *
 * The HTTP server (server.ts) and the built app are separate module graphs, so the one set lives
 * on a global symbol both look up (as request-scope.server.ts does).
 */
function createSiteMetrics() {
  const registry = new Registry()
  registry.setDefaultLabels({ service: 'site' })
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending the answer, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    apiErrors: new Counter({
      name: 'site_api_errors_total',
      help: "The site's calls to the API that failed, by the API's error_key (or unreachable/timeout) and status code.",
      labelNames: ['error_key', 'status_code'] as const,
      registers: [registry],
    }),
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>

const key = Symbol.for('driftway.site.metrics')
type Holder = { [key]?: SiteMetrics }

export function siteMetrics(): SiteMetrics {
  const holder = globalThis as Holder
  holder[key] ??= createSiteMetrics()
  return holder[key]
}

/** Counts a failed API call (error keys are the API's own short identifiers; anything else is "unknown"). */
export function countApiError(errorKey: string, status: number): void {
  const safe = /^[a-z0-9_.-]{1,64}$/i.test(errorKey) ? errorKey : 'unknown'
  siteMetrics().apiErrors.inc({ error_key: safe, status_code: String(status) })
}

/** Constant-time comparison of the metrics token. */
export const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
