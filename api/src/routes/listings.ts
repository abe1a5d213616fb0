import { listingKinds } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Where } from 'payload'
import { z } from 'zod'
import { toListingCard } from '../listings/card'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).default(0),
})

/** Public listing reads: cards for search and the popular strip. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  async function findCards(where: Where, sort: string[], limit: number, offset: number) {
    // The contract pages by offset; Payload pages by page number, so read the window that covers the offset.
    const aligned = offset % limit === 0
    const result = await payload.find({
      collection: 'listings',
      where: { and: [{ is_draft: { equals: false } }, where] },
      sort,
      limit: aligned ? limit : offset + limit,
      page: aligned ? offset / limit + 1 : 1,
      depth: 1,
      overrideAccess: false,
    })
    const docs = aligned ? result.docs : result.docs.slice(offset)
    return {
      count: result.totalDocs,
      has_more: offset + docs.length < result.totalDocs,
      results: docs.map((doc) => toListingCard(doc as never, env.publicUrl)),
    }
  }

  app.get(
    '/listing/:kind/popular/',
    { schema: { tags: ['listings'], summary: 'Best-reviewed published listings of a kind', params: kindParams, querystring: pageQuery.extend({ limit: pageQuery.shape.limit.default(5) }) } },
    async (request) => {
      const { kind } = request.params
      const { limit, offset } = request.query
      return findCards({ kind: { equals: kind } }, ['-comments_count', '-average_rating', '-createdAt'], limit, offset)
    },
  )

  app.get(
    '/listing/:kind/',
    { schema: { tags: ['listings'], summary: 'Search published listings of a kind', params: kindParams, querystring: pageQuery } },
    async (request) => {
      const { kind } = request.params
      const { limit, offset } = request.query
      return findCards({ kind: { equals: kind } }, ['-createdAt'], limit, offset)
    },
  )
}
