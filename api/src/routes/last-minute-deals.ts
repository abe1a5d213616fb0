import { isLessorRole, listingKinds, rangeQuoteErrorKeys } from '@driftway/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, optionalUser, requireUser } from '../auth/plugin'
import { bookingErrors } from '../bookings/errors'
import { createDeal, createDealBody, dealListQuery, deleteDeal, listOwnDeals, listPublicDeals } from '../deals/service'
import { declareAuth } from '../http/openapi'
import { requireKindLessor } from '../lessor/access'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const idParams = kindParams.extend({ id: z.string().min(1).max(100) })
const errorBody = z.object({ error_key: z.string(), error_msg: z.string() }).loose()

/** The listing card fields deal cards show; the rest of the card passes through. */
const dealListingSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(listingKinds),
  title: z.string(),
  title_de: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  main_image_url: z.string().nullable(),
  wishlists: z.array(z.string()),
})

const dealSchema = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  listing: z.string(),
  lessor: z.string().nullable(),
  pickup_timestamp: z.number(),
  return_timestamp: z.number(),
  nights: z.number(),
  total_price_cents: z.number(),
  /** The listing's normal quote for these dates (the price before the deal). */
  normal_price_cents: z.number(),
  /** The badge: how much below the normal price, in whole percent. */
  discount_percent: z.number(),
  currency: z.string(),
  timezone: z.string(),
  listing_summary: dealListingSchema,
})

const dealPage = z.object({
  count: z.number(),
  limit: z.number(),
  offset: z.number(),
  has_more: z.boolean(),
  next_offset: z.number().nullable(),
  results: z.array(dealSchema),
})

/** Lessor routes: signed in (401), a lessor (403 for travelers), of this kind (403). */
async function requireLessor(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isLessorRole(request.user!.role)) throw bookingErrors.onlyLessor()
  await requireKindLessor.call(this, request, reply)
}
declareAuth(
  { schemes: ['userBearer'], forbids: [bookingErrors.onlyLessor().errorKey, 'permission_denied'] },
  requireLessor,
)

/**
 * Last-minute deals (booking spec §7 "Last-minute deals", decision 0068): the public list and the
 * lessor's own deals. Booking a deal is the ordinary `POST booking/travel/` with
 * `is_last_minute_deal` and `last_minute_deal_id`.
 */
export const lastMinuteDealRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['last-minute-deals']

  app.get(
    '/reservation/:kind/last-minute-deal/travel/',
    {
      onRequest: [optionalUser],
      schema: {
        tags,
        summary: 'Live last-minute deals of a kind (public), by place and dates, soonest first',
        description:
          'Deals whose pickup day has not passed and whose nights are all free. Place: latitude + longitude (+ radius_km, default 150) or city; dates: deals overlapping pickup_timestamp..return_timestamp.',
        params: kindParams,
        querystring: dealListQuery,
        response: { 200: dealPage, 400: errorBody },
      },
    },
    async (request) => listPublicDeals(app, request.params.kind, request.query, request.user ?? null),
  )

  app.get(
    '/reservation/:kind/last-minute-deal/lease/',
    {
      onRequest: [requireLessor],
      schema: {
        tags,
        summary: "The lessor's own live last-minute deals of this kind",
        params: kindParams,
        querystring: dealListQuery.pick({ limit: true, offset: true }),
        response: { 200: dealPage, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listOwnDeals(app, request.params.kind, currentUser(request), request.query),
  )

  app.post(
    '/reservation/:kind/last-minute-deal/lease/',
    {
      onRequest: [requireLessor],
      schema: {
        tags,
        summary: 'Create a last-minute deal on an own published listing',
        description:
          'total_price_cents (minor units) must be below the normal quote of the dates (400 deal_price_not_below_normal_price with normal_price_cents); the nights must be free and bookable (400 with the validate error keys); 404 for a listing that is not the caller’s; 409 last_minute_deal_overlaps.',
        params: kindParams,
        body: createDealBody,
        response: { 201: dealSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
      config: {
        errors: [
          'listing_is_draft',
          'deal_price_not_below_normal_price',
          'last_minute_deal_overlaps',
          // The normal quote of the deal's dates (the validate call's keys).
          ...rangeQuoteErrorKeys,
        ],
      },
    },
    async (request, reply) => {
      const deal = await createDeal(app, currentUser(request), request.params.kind, request.body)
      reply.status(201)
      return deal
    },
  )

  app.delete(
    '/reservation/:kind/last-minute-deal/lease/:id/',
    {
      onRequest: [requireLessor],
      schema: {
        tags,
        summary: 'Delete an own last-minute deal (anyone else’s: 404)',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody },
      },
      config: { errors: ['last_minute_deal_not_found'] },
    },
    async (request, reply) => {
      await deleteDeal(app, currentUser(request), request.params.kind, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
