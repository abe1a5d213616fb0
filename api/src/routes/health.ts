import { asSystem } from '@driftway/collections'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** Liveness (`/health`) and readiness (`/ready`: the database answers). */
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
      try {
        await app.ctx.payload.count({ collection: 'staff', ...asSystem() })
        return { status: 'ready' as const }
      } catch (error) {
        app.log.warn({ err: error }, 'database not ready')
        return reply.status(503).send({ error_key: 'not_ready', error_msg: 'The database is not reachable.' })
      }
    },
  )
}
