import { Role, wishlistAddListingSchema, wishlistFormSchema, wishlistListingTypeSchema } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireRole } from '../auth/plugin'
import { WishlistBook } from '../wishlists/lists'
import { wishlistDetailSchema, wishlistListingsSchema, wishlistSummarySchema } from '../wishlists/schemas'

const listParams = z.object({ id: z.string().min(1).max(100) })
const kindParams = listParams.extend({ listingType: wishlistListingTypeSchema })
const itemParams = kindParams.extend({ listingId: z.string().min(1).max(100) })

/**
 * The wishlist calls of accounts §7. Only travelers keep wishlists (§6: the heart is theirs):
 * anonymous → 401, lessors → 403, another traveler's list → 404 (its existence is not revealed).
 * Each traveler's default list is created on first use and cannot be renamed or deleted.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const book = new WishlistBook(payload, app.listingSearch, () => env.publicUrl)
  const travelersOnly = { onRequest: [requireRole(Role.TRAVELER)] }
  const tags = ['wishlists']

  app.get(
    '/wishlist/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: "The caller's wishlists, default first (created on first use)",
        description: 'Each: id, name, is_default, count_listings, photos_listing (up to 4 photo URLs).',
        response: { 200: z.array(wishlistSummarySchema) },
      },
    },
    async (request) => book.summaries(await book.lists(currentUser(request))),
  )

  app.post(
    '/wishlist/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'Create a wishlist (name: 1–70 characters, not blank)',
        body: wishlistFormSchema,
        response: { 201: wishlistSummarySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await book.ensureDefault(user)
      const list = await book.create(user, request.body.name)
      reply.status(201)
      return book.summary(list)
    },
  )

  app.get(
    '/wishlist/:id/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'A wishlist with its listings per kind (vehicles, campsites, boats)',
        params: listParams,
        response: { 200: wishlistDetailSchema },
      },
      config: { errors: ['wishlist_not_found'] },
    },
    async (request) => {
      const user = currentUser(request)
      const list = await book.one(user, request.params.id)
      const [summary, listings] = await Promise.all([book.summary(list), book.listings(user, list)])
      return { ...summary, ...listings }
    },
  )

  app.patch(
    '/wishlist/:id/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'Rename a wishlist',
        description: 'The default list → 400 default_wishlist_protected.',
        params: listParams,
        body: wishlistFormSchema,
        response: { 200: wishlistSummarySchema },
      },
      config: { errors: ['wishlist_not_found', 'default_wishlist_protected'] },
    },
    async (request) => {
      const list = await book.rename(currentUser(request), request.params.id, request.body.name)
      return book.summary(list)
    },
  )

  app.delete(
    '/wishlist/:id/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'Delete a wishlist',
        description: 'The default list → 400 default_wishlist_protected.',
        params: listParams,
        response: { 204: z.null() },
      },
      config: { errors: ['wishlist_not_found', 'default_wishlist_protected'] },
    },
    async (request, reply) => {
      await book.remove(currentUser(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/wishlist/:id/listing/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: "A wishlist's published listings as cards per kind",
        params: listParams,
        response: { 200: wishlistListingsSchema },
      },
      config: { errors: ['wishlist_not_found'] },
    },
    async (request) => {
      const user = currentUser(request)
      return book.listings(user, await book.one(user, request.params.id))
    },
  )

  app.post(
    '/wishlist/:id/listing/:listingType/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'Save a published listing of that kind to the wishlist (saving twice keeps one entry)',
        params: kindParams,
        body: wishlistAddListingSchema,
        response: { 201: wishlistSummarySchema },
      },
      config: { errors: ['wishlist_not_found', 'listing_not_found'] },
    },
    async (request, reply) => {
      const { id, listingType } = request.params
      const list = await book.addListing(currentUser(request), id, listingType, request.body.listing_id)
      reply.status(201)
      return book.summary(list)
    },
  )

  app.delete(
    '/wishlist/:id/listing/:listingType/:listingId/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: 'Remove a listing from the wishlist',
        params: itemParams,
        response: { 204: z.null() },
      },
      config: { errors: ['wishlist_not_found', 'listing_not_in_wishlist'] },
    },
    async (request, reply) => {
      const { id, listingType, listingId } = request.params
      await book.removeListing(currentUser(request), id, listingType, listingId)
      return reply.status(204).send(null)
    },
  )
}
