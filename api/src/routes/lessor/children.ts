import { asSystem } from '@driftway/collections'
import type {
  ExtraAmenity,
  ManualReservation,
  SeasonAvailability,
  SeasonRate,
} from '@driftway/collections/payload-types'
import { listingKinds } from '@driftway/domain'
import type { ApiErrorKey } from '@driftway/domain/api-errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'
import { asUser, currentUser } from '../../auth/plugin'
import type { UserDoc } from '../../auth/users'
import { assertLessorMayEdit, findOwnListing, requireKindLessor } from '../../lessor/access'
import { atomically } from '../../lessor/atomic'
import {
  type ChildKind,
  childCollections,
  childSort,
  childViews,
  isOverlapError,
  parseChildInput,
} from '../../lessor/children'
import { lessorErrors } from '../../lessor/errors'
import { claimNights, countTakenNights, releaseNights, reservationNights } from '../../lessor/nights'
import { extraView, rateView, reservationView, seasonView } from '../../lessor/schemas'
import type { ListingRecord } from '../../lessor/view'

const listingParams = z.object({ kind: z.enum(listingKinds), id: z.string().min(1).max(100) })
const childParams = listingParams.extend({ childId: z.string().min(1).max(100) })

type Method = 'list' | 'create' | 'get' | 'put' | 'patch' | 'delete'

/** Path segment, label and the calls the contract has for each child (routes.tsv). */
const resources: Record<ChildKind, { segment: string; label: string; methods: Method[] }> = {
  season: {
    segment: 'season-availability',
    label: 'Season',
    methods: ['list', 'create', 'get', 'put', 'patch', 'delete'],
  },
  rate: { segment: 'season-rate', label: 'Season rate', methods: ['list', 'create', 'get', 'put', 'patch', 'delete'] },
  extra: { segment: 'extra-amenity', label: 'Extra amenity', methods: ['list', 'create', 'patch', 'delete'] },
  reservation: { segment: 'manual-reservation', label: 'Reservation', methods: ['list', 'create', 'delete'] },
}

/** Each child's answer (lessor/schemas.ts). */
const views = { season: seasonView, rate: rateView, extra: extraView, reservation: reservationView } as const

/**
 * Keys a write of each child raises beyond validation (the collections refuse overlapping periods;
 * a reservation also one that covers no night or too many, lessor/nights.ts).
 */
const writeErrors: Record<ChildKind, ApiErrorKey[]> = {
  season: ['errors.seasonsOverlap'],
  rate: [],
  extra: [],
  reservation: ['errors.reservationsOverlap', 'reservation_too_short', 'reservation_too_long'],
}

type ChildDoc = Record<string, unknown> & { id: string }

/**
 * A stored child as the routes read it, field by field. Payload's generated documents are
 * interfaces (no index signature); their spread is a plain object type that is, without a cast.
 */
const childRecord = (doc: SeasonAvailability | SeasonRate | ExtraAmenity | ManualReservation): ChildDoc => ({
  ...doc,
})
type Context = { payload: Payload; user: UserDoc; listing: ListingRecord }

async function findChild(ctx: Context, child: ChildKind, childId: string): Promise<ChildDoc> {
  let doc: ChildDoc | undefined
  try {
    const found = await ctx.payload.find({
      collection: childCollections[child],
      where: { and: [{ id: { equals: childId } }, { listing: { equals: ctx.listing.id } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    const first = found.docs[0]
    doc = first && childRecord(first)
  } catch {
    doc = undefined
  }
  if (!doc) throw lessorErrors.childNotFound(resources[child].label)
  return doc
}

/** Payload's overlap field error → the spec's key for that child. */
async function mapOverlap<T>(child: ChildKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isOverlapError(error))
      throw child === 'reservation' ? lessorErrors.reservationsOverlap() : lessorErrors.seasonsOverlap()
    throw error
  }
}

/**
 * A child document's fields: `input` passed the schema of its kind (lessor/children.ts
 * `parseChildInput`), and Payload validates every field again on write.
 */
const childData = (input: Record<string, unknown>, listing: string) =>
  ({ ...input, listing }) as RequiredDataFromCollectionSlug<(typeof childCollections)[ChildKind]>

/** Writes of one child kind; reservations and rates add their own steps around the plain write. */
const writers = {
  async create(ctx: Context, child: ChildKind, data: Record<string, unknown>): Promise<ChildDoc> {
    const { payload, user, listing } = ctx
    const collection = childCollections[child]
    if (child !== 'reservation') {
      return mapOverlap(child, async () =>
        childRecord(
          await payload.create({
            collection,
            data: childData(data, listing.id),
            depth: 0,
            ...asUser(user),
          }),
        ),
      )
    }
    // A reservation takes its nights in the booked-nights ledger, refused when any is taken.
    const nights = reservationNights(listing, data.start_timestamp as number, data.end_timestamp as number)
    if ((await countTakenNights(payload, listing.id, nights)) > 0) {
      throw lessorErrors.reservationsOverlap('Overlaps a booking or another reservation of this listing.')
    }
    return mapOverlap(child, () =>
      atomically(payload, async (req, undo) => {
        const doc = childRecord(
          await payload.create({
            collection,
            data: childData(data, listing.id),
            depth: 0,
            req,
            ...asUser(user),
          }),
        )
        undo(async () => {
          await releaseNights(payload, doc.id)
          await payload.delete({ collection, id: doc.id, ...asSystem() })
        })
        try {
          await claimNights(payload, listing.id, doc.id, nights, req)
        } catch (error) {
          // Lost a race for a night (unique index): the same answer as the check above.
          if ((await countTakenNights(payload, listing.id, nights)) > 0) throw lessorErrors.reservationsOverlap()
          throw error
        }
        return doc
      }),
    )
  },

  async update(ctx: Context, child: ChildKind, doc: ChildDoc, data: Record<string, unknown>): Promise<ChildDoc> {
    return mapOverlap(child, async () =>
      childRecord(
        await ctx.payload.update({
          collection: childCollections[child],
          id: doc.id,
          data,
          depth: 0,
          ...asUser(ctx.user),
        }),
      ),
    )
  },

  async remove(ctx: Context, child: ChildKind, doc: ChildDoc): Promise<void> {
    const { payload, user } = ctx
    await atomically(payload, async (req, undo) => {
      if (child === 'reservation') {
        // Released first: the ledger rows name the reservation they belong to.
        const released = await releaseNights(payload, doc.id, req)
        undo(() => claimNights(payload, ctx.listing.id, doc.id, released))
      }
      if (child === 'rate') {
        // Seasons priced by this rate fall back to the listing's default rate.
        await payload.update({
          collection: 'season-availabilities',
          where: { and: [{ listing: { equals: ctx.listing.id } }, { season_rate: { equals: doc.id } }] },
          data: { season_rate: null },
          depth: 0,
          req,
          ...asSystem(),
        })
      }
      await payload.delete({ collection: childCollections[child], id: doc.id, req, ...asUser(user) })
    })
  },
}

function registerChild(app: Parameters<FastifyPluginAsyncZod>[0], child: ChildKind) {
  const { payload } = app.ctx
  const { segment, label, methods } = resources[child]
  const tags = ['lessor listings']
  const base = `/listing/:kind/:id/${segment}/`
  const one = `${base}:childId/`
  const onRequest = [requireKindLessor]
  const context = async (request: FastifyRequest, write = false): Promise<Context> => {
    const user = currentUser(request)
    const params = request.params as z.output<typeof listingParams>
    const listing = await findOwnListing(payload, user, params.kind, params.id)
    if (write) assertLessorMayEdit(listing)
    return { payload, user, listing }
  }
  const view = childViews[child]
  const response = views[child]
  const errors: ApiErrorKey[] = [...writeErrors[child], 'partner_managed_listing']
  const typed = app

  if (methods.includes('list')) {
    typed.get(
      base,
      {
        onRequest,
        schema: {
          tags,
          summary: `${label}s of an own listing`,
          params: listingParams,
          response: { 200: z.array(response) },
        },
      },
      async (request) => {
        const ctx = await context(request)
        const { docs } = await payload.find({
          collection: childCollections[child],
          where: { listing: { equals: ctx.listing.id } },
          sort: childSort[child],
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
        return docs.map((doc) => view(childRecord(doc)))
      },
    )
  }
  if (methods.includes('create')) {
    typed.post(
      base,
      {
        onRequest,
        schema: {
          tags,
          summary: `Add a ${label.toLowerCase()} to an own listing`,
          params: listingParams,
          response: { 201: response },
        },
        config: { errors },
      },
      async (request, reply) => {
        const ctx = await context(request, true)
        const input = parseChildInput(child, ctx.listing.kind, request.body, 'create')
        const doc = await writers.create(ctx, child, input)
        return reply.status(201).send(view(doc))
      },
    )
  }
  if (methods.includes('get')) {
    typed.get(
      one,
      {
        onRequest,
        schema: {
          tags,
          summary: `One ${label.toLowerCase()} of an own listing`,
          params: childParams,
          response: { 200: response },
        },
      },
      async (request) => {
        const ctx = await context(request)
        return view(await findChild(ctx, child, request.params.childId))
      },
    )
  }
  for (const method of ['put', 'patch'] as const) {
    if (!methods.includes(method)) continue
    typed[method](
      one,
      {
        onRequest,
        schema: {
          tags,
          summary:
            method === 'put' ? `Replace a ${label.toLowerCase()}` : `Change some fields of a ${label.toLowerCase()}`,
          params: childParams,
          response: { 200: response },
        },
        config: { errors },
      },
      async (request) => {
        const ctx = await context(request, true)
        const doc = await findChild(ctx, child, request.params.childId)
        const input = parseChildInput(
          child,
          ctx.listing.kind,
          request.body,
          method === 'put' ? 'replace' : 'update',
          doc,
        )
        return view(await writers.update(ctx, child, doc, input))
      },
    )
  }
  if (methods.includes('delete')) {
    typed.delete(
      one,
      {
        onRequest,
        schema: { tags, summary: `Delete a ${label.toLowerCase()}`, params: childParams, response: { 204: z.null() } },
        config: { errors: ['partner_managed_listing'] },
      },
      async (request, reply) => {
        const ctx = await context(request, true)
        const doc = await findChild(ctx, child, request.params.childId)
        await writers.remove(ctx, child, doc)
        return reply.status(204).send(null)
      },
    )
  }
}

/**
 * Seasons, rates, extras and manual reservations of an own listing (listings spec §7):
 * `/listing/{kind}/{id}/season-availability/…`, `season-rate/…`, `extra-amenity/…`,
 * `manual-reservation/…`, with the calls routes.tsv lists for each. Overlapping seasons →
 * 400 errors.seasonsOverlap; a reservation over another or over a booked night → 400
 * errors.reservationsOverlap, one that covers no night or more than 731 → 400
 * reservation_too_short / reservation_too_long. A reservation claims its nights in booked-nights;
 * deleting it releases them; deleting a rate unlinks the seasons that used it.
 */
export const lessorChildRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const child of Object.keys(resources) as ChildKind[]) registerChild(app, child)
}
