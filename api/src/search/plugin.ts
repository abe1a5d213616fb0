import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createSearchIndex, SearchService, searchConfigFromEnv } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing search (in-memory index by default; `SEARCH_INDEX=local` for the Local API reference). */
    listingSearch: SearchService
  }
}

/** Starts loading the search index with the server; searches wait for the first load. */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const { payload, env } = app.ctx
    const index = createSearchIndex(payload, searchConfigFromEnv(), (message) => app.log.info(message))
    app.decorate('listingSearch', new SearchService(payload, index, () => env.publicUrl))
    app.addHook('onClose', async () => index.close())
  },
  { name: 'driftway-search' },
)
