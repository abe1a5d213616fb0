import type { FastifyInstance } from 'fastify'

/**
 * `Cache-Control: no-store` on every answer that may be private: anything sent with credentials
 * (Authorization), and every non-GET answer (tokens from sign-in, refresh and Google come back
 * from POSTs without an Authorization header). Anonymous GETs (listings, search, media) keep what
 * their route decides, so shared caches may still serve public pages.
 */
export function noStoreForPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, body) => {
    const anonymousRead = (request.method === 'GET' || request.method === 'HEAD') && !request.headers.authorization
    if (!anonymousRead) {
      reply.header('cache-control', 'no-store')
      reply.header('pragma', 'no-cache')
    }
    return body
  })
}
