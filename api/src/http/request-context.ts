import { requestContext } from '@driftway/collections/audit/context'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Runs the rest of each request inside its request context (client address, trace id), so the
 * collection hooks its Local API calls trigger — the audit trail — know who called from where.
 * `run(store, done)` in a callback-style onRequest hook: everything after it inherits the store.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      requestContext.run({ clientIp: request.clientIp, traceId: request.id }, done)
    })
  },
  { name: 'driftway-request-context', dependencies: ['driftway-client-address'] },
)
