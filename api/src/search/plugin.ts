import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MemorySearchIndex } from './memory-index'
import { createSearchIndex, SearchService, searchConfigFromEnv } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing search (in-memory index by default; `SEARCH_INDEX=local` for the Local API reference). */
    listingSearch: SearchService
  }
}

/** Loads the search index once the server is ready; searches wait for the first load. */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const { payload, env } = app.ctx
    const index = createSearchIndex(payload, searchConfigFromEnv(), (message) => app.log.info(message), {
      deferLoad: true,
    })
    app.decorate('listingSearch', new SearchService(payload, index, () => env.publicUrl))
    // Loaded once every route is registered (a load beside the registration, seconds of CPU at
    // scale, could make Fastify's plugin timeout fire on a busy machine); searches wait for it.
    app.addHook('onReady', async () => {
      if (index instanceof MemorySearchIndex) index.startLoad()
    })
    app.addHook('onClose', async () => index.close())
  },
  { name: 'driftway-search' },
)
