import { asSystem } from '@driftway/collections'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** How long `/ready` waits for the search index's first load before saying it is still loading. */
const SEARCH_INDEX_WAIT_MS = 1000

/**
 * Liveness (`/health`) and readiness (`/ready`: the database answers, and Redis when REDIS_URL is
 * set, the search index has loaded — a process that would make its first searches wait for a load,
 * seconds at scale, takes no traffic yet — and the process is not shutting down; decision 0078).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  )

  app.get(
    '/ready',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ error_key: z.string(), error_msg: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const notReady = (error_msg: string) => reply.status(503).send({ error_key: 'not_ready', error_msg })
      if (app.lifecycle.draining) return notReady('This API process is shutting down.')
      try {
        await app.ctx.payload.count({ collection: 'staff', ...asSystem() })
      } catch (error) {
        app.log.warn({ err: error }, 'database not ready')
        return notReady('The database is not reachable.')
      }
      if (app.redis && !(await app.redis.answers())) return notReady('Redis (REDIS_URL) is not reachable.')
      if (!(await settlesWithin(app.listingSearch.index.ready(), SEARCH_INDEX_WAIT_MS)))
        return notReady('The search index is still loading.')
      return { status: 'ready' as const }
    },
  )
}

/** Whether `promise` fulfils within `ms` (false when it rejects or is still pending then). */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => clearTimeout(timer))
}
