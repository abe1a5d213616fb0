import { timingSafeEqual } from 'node:crypto'
import { scrapeDecision } from '@driftway/domain/security/metrics-access'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../http/errors'
import { type ApiMetrics, createApiMetrics } from './registry'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics
  }
}

/** Constant-time comparison of the metrics token. */
export const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Refuses a scrape the metrics rule does not allow (domain/security/metrics-access.ts, decision 0055). */
export function assertMayScrape(request: FastifyRequest, token: string | undefined): void {
  const decision = scrapeDecision(
    {
      token,
      authorization: request.headers.authorization,
      remoteAddress: request.socket.remoteAddress,
      forwarded: Boolean(request.headers['x-forwarded-for'] || request.headers.forwarded),
    },
    sameSecret,
  )
  if (decision === 'token') throw new ApiError('not_authenticated', 'Send the metrics token as a bearer token.')
  if (decision === 'remote')
    throw new ApiError(
      'metrics_forbidden',
      'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
    )
}

/** The route a request matched, as its template; unmatched requests share one label. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched'

function errorKeyOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown'
  try {
    const key = (JSON.parse(payload) as { error_key?: unknown }).error_key
    return typeof key === 'string' && /^[a-z0-9_.-]{1,64}$/i.test(key) ? key : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** `GET /metrics` in Prometheus' text format plus the request hooks that feed it. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createApiMetrics({
      payload: app.ctx.payload,
      search: () => app.listingSearch?.index,
      mailQueue: () => app.mailer?.queued ?? 0,
    })
    app.decorate('metrics', metrics)

    app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400) {
        metrics.errors.inc({ error_key: errorKeyOf(payload), status_code: String(reply.statusCode) })
      }
      return payload
    })
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) }
      metrics.requests.inc(labels)
      metrics.duration.observe(labels, reply.elapsedTime / 1000)
    })

    app.get(
      '/metrics',
      {
        schema: { hide: true },
        onRequest: async (request) => assertMayScrape(request, app.ctx.env.metricsToken),
      },
      async (_request, reply) =>
        reply
          .header('content-type', metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(await metrics.registry.metrics()),
    )
  },
  { name: 'driftway-metrics' },
)
