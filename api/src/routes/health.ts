import { asSystem } from '@driftway/collections'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * Liveness (`/health`) and readiness (`/ready`: the database answers, and Redis when REDIS_URL is
 * set, and the process is not shutting down — decision 0078).
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
      return { status: 'ready' as const }
    },
  )
}
