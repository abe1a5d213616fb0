import { asSystem } from '@driftway/collections'
import { currentTimestamp, listingKinds, nightKeyOf } from '@driftway/domain'
import { MAX_ALTERNATIVES, POPULAR_PAGE_SIZE } from '@driftway/domain/search-params'
import { listingDetailQuerySchema } from '@driftway/domain/search-query-schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { optionalUser } from '../auth/plugin'
import { validationError, zodFields } from '../http/validation'
import { findVisibleListing, visibleListing } from '../listings/bundle'
import { listingDetail } from '../listings/detail'
import { ListingDetailDocs } from '../listings/detail-docs'
import { timezoneOfListing } from '../listings/pricing-input'
import {
  alternativesSchema,
  brandItemSchema,
  kindAmenitySchema,
  listingDetailSchema,
  searchPageSchema,
  taxonomyItemSchema,
} from '../listings/schemas'
import { listingCalendar } from '../partners/calendar'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const listingParams = kindParams.extend({ id: z.string().min(1).max(100) })
/** Query strings are parsed by the shared domain schemas (@driftway/domain/search-query-schemas), per kind. */
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>

/**
 * Public listing reads (listings spec §7): search, popular, detail, the catalogue lists of the
 * filter panels, and alternatives of an unavailable listing.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const search = app.listingSearch
  const detailDocs = new ListingDetailDocs(payload, search.index)
  const userOf = (request: FastifyRequest) => request.user ?? null

  app.get(
    '/listing/:kind/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['listings'],
        summary: 'Search published listings of a kind (filters, distance, dates, price sorts; pages of 30)',
        params: kindParams,
        response: { 200: searchPageSchema },
      },
    },
    async (request) => {
      const { kind } = request.params
      const params = await search.parse(kind, queryOf(request))
      return search.run(search.criteria(kind, params), userOf(request))
    },
  )

  app.get(
    '/listing/:kind/popular/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['listings'],
        summary: 'Most reviewed, best rated published listings of a kind (accepts the search filters)',
        params: kindParams,
        response: { 200: searchPageSchema },
      },
    },
    async (request) => {
      const { kind } = request.params
      const params = await search.parse(kind, queryOf(request))
      return search.run(
        search.criteria(kind, params, { popular: true, limit: params.limit ?? POPULAR_PAGE_SIZE }),
        userOf(request),
      )
    },
  )

  app.get(
    '/listing/:kind/amenity/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Amenities of a kind, by section',
        params: kindParams,
        response: { 200: z.array(kindAmenitySchema) },
      },
    },
    async (request) => {
      const { docs } = await payload.find({
        collection: 'amenities',
        where: { kind: { equals: request.params.kind } },
        sort: ['section', 'name'],
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      return docs.map((doc) => ({
        id: String(doc.id),
        name: doc.name,
        name_de: doc.name_de ?? null,
        icon_url: doc.icon_url ?? null,
        section: doc.section,
        is_dimension: Boolean(doc.is_dimension),
      }))
    },
  )

  const labelledList = (collection: 'activities' | 'location-situations') => async () => {
    const { docs } = await payload.find({ collection, sort: 'name', depth: 0, pagination: false, ...asSystem() })
    return docs.map((doc) => ({
      id: String(doc.id),
      name: doc.name,
      name_de: doc.name_de ?? null,
      icon_url: doc.icon_url ?? null,
    }))
  }
  app.get(
    '/listing/campsite/location-situation/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Campsite surroundings (filter and detail section)',
        response: { 200: z.array(taxonomyItemSchema) },
      },
    },
    labelledList('location-situations'),
  )
  app.get(
    '/listing/campsite/activity/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Activities near campsites (filter and detail tab)',
        response: { 200: z.array(taxonomyItemSchema) },
      },
    },
    labelledList('activities'),
  )

  app.get(
    '/listing/:kind/brand/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Makers offered for a kind (RV brand filter; boats too)',
        params: kindParams,
        response: { 200: z.array(brandItemSchema) },
      },
    },
    async (request) => {
      const { docs } = await payload.find({
        collection: 'brands',
        where: { kind: { equals: request.params.kind } },
        sort: 'name',
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      return docs.map((doc) => ({ id: String(doc.id), name: doc.name }))
    },
  )

  app.get(
    '/listing/:kind/:id/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['listings'],
        summary: 'Public detail of a listing; with trip dates also its prices for that range',
        params: listingParams,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params
      const parsed = listingDetailQuerySchema().safeParse(queryOf(request))
      if (!parsed.success) throw validationError(zodFields(parsed.error))
      const query = parsed.data
      const user = userOf(request)
      const listing = visibleListing(await detailDocs.read(id), kind, user)
      const [environment, wishlists] = await Promise.all([
        search.environment(),
        search.wishlistsOf(user, [String(listing.id)]),
      ])
      return listingDetail(payload, listing, {
        publicUrl: env.publicUrl,
        now: currentTimestamp(),
        trip:
          query.trip_start_timestamp !== undefined && query.trip_end_timestamp !== undefined
            ? { start: query.trip_start_timestamp, end: query.trip_end_timestamp }
            : null,
        currency: query.currency,
        party: {
          pitches_num: query.pitches_num ?? 1,
          adults_num: query.adults_num ?? 1,
          children_num: query.children_num ?? 0,
        },
        ratesPerEur: { ...environment.ratesPerEur },
        wishlists: wishlists.get(String(listing.id)) ?? [],
        bookedPeriods: (doc) => listingCalendar(app, doc, currentTimestamp(), { fallback: true }),
      })
    },
  )

  /**
   * Alternatives of an unavailable listing (listings spec §4 "Alternative vehicles", §7 params).
   * The spec shows neither method nor path; this is `GET /listing-alternatives/{kind}/{id}/` with
   * the kind's search parameters (not under /listing/{kind}/{id}/: beside the contract's
   * /listing/{kind}/my/{id}/ that path would be ambiguous, decision 0072). At most 5 listings of the same kind matching the same filters,
   * never the listing itself; without coordinates in the query, near the listing (default
   * radius). When the range finds nothing, `shifted` offers the trip moved a day earlier (only
   * when that day is after today) or later, keeping its length, with how many listings that
   * range would find.
   */
  app.get(
    '/listing-alternatives/:kind/:id/',
    {
      onRequest: [optionalUser],
      schema: {
        tags: ['listings'],
        summary: 'Up to 5 alternatives of a listing for the same filters and range; shifted ranges when none',
        params: listingParams,
        response: { 200: alternativesSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params
      const user = userOf(request)
      const listing = await findVisibleListing(payload, kind, id, user)
      const query = { ...queryOf(request) }
      if (
        query.latitude === undefined &&
        query.longitude === undefined &&
        typeof listing.latitude === 'number' &&
        typeof listing.longitude === 'number'
      ) {
        query.latitude = listing.latitude
        query.longitude = listing.longitude
      }
      const params = await search.parse(kind, query)
      const options = { excludeId: String(listing.id), limit: MAX_ALTERNATIVES }
      const page = await search.run({ ...search.criteria(kind, params, options), offset: 0 }, user)
      let shifted: { previous_day: ShiftedRange | null; next_day: ShiftedRange | null } | null = null
      const start = params.trip_start_timestamp
      const end = params.trip_end_timestamp
      if (page.count === 0 && start !== undefined && end !== undefined) {
        const timezone = timezoneOfListing(listing)
        const now = currentTimestamp()
        const shift = async (days: number): Promise<ShiftedRange | null> => {
          const range = { trip_start_timestamp: start + days * 86_400, trip_end_timestamp: end + days * 86_400 }
          if (days < 0 && !(nightKeyOf(range.trip_start_timestamp, timezone) > nightKeyOf(now, timezone))) return null
          const criteria = search.criteria(kind, { ...params, ...range }, options)
          const environment = await search.environment()
          const result = await search.index.search({ ...criteria, offset: 0 }, environment)
          return { ...range, count: result.count }
        }
        shifted = { previous_day: await shift(-1), next_day: await shift(1) }
      }
      return { count: page.count, results: page.results, shifted }
    },
  )
}

type ShiftedRange = { trip_start_timestamp: number; trip_end_timestamp: number; count: number }
