import { asVisitor } from '@driftway/collections'
import { listingKinds } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** A sitemap file holds at most 50 000 URLs; a page of 5 000 listings stays far below it with both languages. */
const SITEMAP_PAGE_SIZE = 5000

const sitemapListing = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  city: z.string().nullable(),
  updated_ts: z.number().int().nullable(),
})

const sitemapCity = z.object({ kind: z.enum(listingKinds), city: z.string(), count: z.number().int() })

const toSeconds = (value: unknown) => (typeof value === 'string' ? Math.floor(Date.parse(value) / 1000) || null : null)

/**
 * What the site's sitemap.xml lists (decision 0066): every published listing, a page at a time,
 * and the cities that have published listings of a kind (their city hire pages). Read as an
 * anonymous visitor, so the listings' own access rule decides what is public.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  app.get(
    '/sitemap/listings/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Published listings for the sitemap (id order, pages of 5 000)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: {
          200: z.object({
            count: z.number().int(),
            page: z.number().int(),
            pages: z.number().int(),
            page_size: z.number().int(),
            results: z.array(sitemapListing),
          }),
        },
      },
    },
    async (request) => {
      const { page } = request.query
      const result = await payload.find({
        collection: 'listings',
        where: { is_draft: { equals: false } },
        select: { kind: true, city: true, updatedAt: true },
        sort: 'id',
        limit: SITEMAP_PAGE_SIZE,
        page,
        depth: 0,
        ...asVisitor(),
      })
      return {
        count: result.totalDocs,
        page,
        pages: Math.max(1, result.totalPages),
        page_size: SITEMAP_PAGE_SIZE,
        results: result.docs.map((doc) => ({
          id: String(doc.id),
          kind: doc.kind,
          city: doc.city?.trim() || null,
          updated_ts: toSeconds(doc.updatedAt),
        })),
      }
    },
  )

  app.get(
    '/sitemap/cities/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Cities with published listings, per kind (the city hire pages of the sitemap)',
        response: { 200: z.array(sitemapCity) },
      },
    },
    async () => {
      const counts = new Map<string, { kind: (typeof listingKinds)[number]; city: string; count: number }>()
      for (let page = 1; ; page += 1) {
        const result = await payload.find({
          collection: 'listings',
          where: { is_draft: { equals: false } },
          select: { kind: true, city: true },
          sort: 'id',
          limit: SITEMAP_PAGE_SIZE,
          page,
          depth: 0,
          ...asVisitor(),
        })
        for (const doc of result.docs) {
          const city = doc.city?.trim()
          if (!city) continue
          // One page per city name whatever its spelling's case ("munich" and "Munich" are one page).
          const key = `${doc.kind}\u0000${city.toLocaleLowerCase('en')}`
          const entry = counts.get(key)
          if (entry) entry.count += 1
          else counts.set(key, { kind: doc.kind, city, count: 1 })
        }
        if (!result.hasNextPage) break
      }
      return [...counts.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.city.localeCompare(b.city))
    },
  )
}
