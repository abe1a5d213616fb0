import { asSystem } from '@driftway/collections'
import { currentTimestamp, listingKinds } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { asUser, currentUser } from '../../auth/plugin'
import type { ApiEnv } from '../../env'
import { pageInfo } from '../../http/paging'
import { assertLessorMayEdit, findOwnListing, requireKindLessor } from '../../lessor/access'
import { atomically } from '../../lessor/atomic'
import { type ChildKind, childCollections, childSort, childViews } from '../../lessor/children'
import { duplicateListing } from '../../lessor/duplicate'
import { lessorErrors } from '../../lessor/errors'
import { newDraftData, parseListingInput, replaceCancellationTerms, toListingData } from '../../lessor/listings'
import { assertMayPublish, ensureCancellationTerms, missingForPublish } from '../../lessor/publish'
import { editorListingPage, editorListingView, editorListingWithChildren } from '../../lessor/schemas'
import { type ListingRecord, listingRecord, loadViewAssets, toEditorListing } from '../../lessor/view'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const listingParams = kindParams.extend({ id: z.string().min(1).max(100) })

const orderFields = { updated_at: 'updatedAt', created_at: 'createdAt', title: 'title' } as const
const orderBy = z.enum(['updated_at', '-updated_at', 'created_at', '-created_at', 'title', '-title'])
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  order_by: orderBy.default('-updated_at'),
  is_draft: z.enum(['true', 'false']).optional(),
})

/** Statuses in which a booking still holds the listing (requested, being paid, confirmed, on the road). */
const holdingStatuses = [
  'PENDING',
  'AWAITING_PAYMENT',
  'PROCESSING_PAYMENT',
  'CONFIRMED',
  'UPCOMING_TRIP',
  'ON_GOING_TRIP',
  'CONTACT_LESSOR',
]

/** Insurance amounts arrive as text under these names but are stored in cents under the others. */
const insuranceStored: Record<string, string> = {
  third_party_liability_amount: 'third_party_liability_amount_in_cents',
  partial_cover_amount: 'partial_cover_amount_in_cents',
  fully_cover_amount: 'fully_cover_amount_in_cents',
}

const hooks = { onRequest: [requireKindLessor] }
const tags = ['lessor listings']

async function readListing(payload: Payload, id: string): Promise<ListingRecord> {
  return listingRecord(await payload.findByID({ collection: 'listings', id, depth: 0, ...asSystem() }))
}

async function editorView(payload: Payload, env: ApiEnv, doc: ListingRecord) {
  return toEditorListing(doc, await loadViewAssets(payload, [doc], env), env.publicUrl)
}

/**
 * The lessor's listing management (listings spec §7 base/my/…): list, create (as draft), read,
 * save one wizard step, delete, publish, duplicate. Only the lessor of `{kind}` reaches these
 * (401 / 403 otherwise) and only their own listings of that kind exist for them (404).
 */
export const lessorListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx

  app.get(
    '/listing/:kind/my/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'Own listings of a kind, editor-shaped (pages of 30 by offset; default order -updated_at)',
        params: kindParams,
        querystring: listQuery,
        response: { 200: editorListingPage },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { kind } = request.params
      const { limit, offset, order_by, is_draft } = request.query
      const where: Where = {
        and: [
          { lessor: { equals: user.id } },
          { kind: { equals: kind } },
          ...(is_draft ? [{ is_draft: { equals: is_draft === 'true' } }] : []),
        ],
      }
      const field = orderFields[order_by.replace('-', '') as keyof typeof orderFields]
      const sort = [`${order_by.startsWith('-') ? '-' : ''}${field}`, 'id']
      // Payload pages by page number; the contract pages by offset, so ids are read up to the page's end.
      const ids = await payload.find({
        collection: 'listings',
        where,
        sort,
        limit: offset + limit,
        page: 1,
        select: { title: true },
        depth: 0,
        ...asUser(user),
      })
      const pageIds = ids.docs.slice(offset).map((doc) => String(doc.id))
      const docs = pageIds.length
        ? (
            await payload.find({
              collection: 'listings',
              where: { id: { in: pageIds } },
              depth: 0,
              pagination: false,
              ...asUser(user),
            })
          ).docs.map(listingRecord)
        : []
      const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
      const ordered = pageIds.map((id) => byId.get(id)).filter((doc): doc is ListingRecord => Boolean(doc))
      const assets = await loadViewAssets(payload, ordered, env)
      return {
        ...pageInfo(ids.totalDocs, limit, offset, ordered.length),
        results: ordered.map((doc) => toEditorListing(doc, assets, env.publicUrl)),
      }
    },
  )

  app.post(
    '/listing/:kind/my/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'Create a listing as a draft (listing fields; rates, seasons and extras have their own calls)',
        description:
          'Needs title and description (campsites also suitability). Money in cents. Photos reference media ids from POST /file/upload/: images [{slot, image}] or {slot: id}. cancellation_terms [{days, percent}] replaces the table (the default table applies until then).',
        params: kindParams,
        response: { 201: editorListingView },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { kind } = request.params
      const input = parseListingInput(kind, request.body, 'create')
      const { data, terms } = await toListingData(payload, user, kind, input, null)
      const created = await atomically(payload, async (req, undo) => {
        const doc = await payload.create({
          collection: 'listings',
          data: newDraftData(kind, user, data),
          depth: 0,
          req,
          ...asUser(user),
        })
        undo(() => payload.delete({ collection: 'listings', id: doc.id, ...asSystem() }))
        if (terms) await replaceCancellationTerms(payload, user, String(doc.id), terms, req, undo)
        return doc
      })
      return reply.status(201).send(await editorView(payload, env, await readListing(payload, String(created.id))))
    },
  )

  app.get(
    '/listing/:kind/my/:id/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'One own listing for the editor, with its rates, seasons, extras and reservations',
        params: listingParams,
        response: { 200: editorListingWithChildren },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { kind, id } = request.params
      const listing = await findOwnListing(payload, user, kind, id)
      const children = async <K extends ChildKind>(child: K) => {
        const { docs } = await payload.find({
          collection: childCollections[child],
          where: { listing: { equals: listing.id } },
          sort: childSort[child],
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
        // The spread turns the generated interface into a plain record the views read by field name.
        return docs.map((doc) => childViews[child]({ ...doc }))
      }
      const [view, season_rates, season_availability, extra_amenities, manual_reservations] = await Promise.all([
        editorView(payload, env, listing),
        children('rate'),
        children('season'),
        children('extra'),
        children('reservation'),
      ])
      return { ...view, season_rates, season_availability, extra_amenities, manual_reservations }
    },
  )

  app.patch(
    '/listing/:kind/my/:id/',
    {
      ...hooks,
      schema: {
        tags,
        summary: "Save one wizard step's fields (only the keys sent change)",
        description:
          'Money in cents. Boat `people` mirrors onboard_capacity. Vehicle insurance: insurance_type (or one flag) plus amounts as text ("1,000 EUR") or *_in_cents. is_draft: true takes a listing offline. Unknown keys and keys of other kinds are refused (400 validation_error).',
        params: listingParams,
        response: { 200: editorListingView },
      },
      config: { errors: ['partner_managed_listing'] },
    },
    async (request) => {
      const user = currentUser(request)
      const { kind, id } = request.params
      const listing = await findOwnListing(payload, user, kind, id)
      assertLessorMayEdit(listing)
      const input = parseListingInput(kind, request.body, 'update', String(listing.id))
      const { data, terms } = await toListingData(payload, user, kind, input, listing)
      await atomically(payload, async (req, undo) => {
        if (Object.keys(data).length > 0) {
          await payload.update({ collection: 'listings', id: listing.id, data, depth: 0, req, ...asUser(user) })
          const previous: Record<string, unknown> = {}
          for (const key of Object.keys(data)) {
            const stored = insuranceStored[key]
            if (stored) {
              previous[stored] = listing[stored] ?? null
              previous.insurance_currency = listing.insurance_currency
            } else previous[key] = listing[key] ?? null
          }
          undo(() => payload.update({ collection: 'listings', id: listing.id, data: previous, ...asSystem() }))
        }
        if (terms) await replaceCancellationTerms(payload, user, String(listing.id), terms, req, undo)
      })
      return editorView(payload, env, await readListing(payload, String(listing.id)))
    },
  )

  app.delete(
    '/listing/:kind/my/:id/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'Delete an own listing with its seasons, rates, extras, reservations and cancellation terms',
        description:
          '400 listing_has_bookings while bookings that still hold the listing end in the future; 400 listing_has_history when past bookings, chats, offers or reviews name it (take it offline with is_draft: true instead).',
        params: listingParams,
        response: { 204: z.null() },
      },
      config: { errors: ['listing_has_bookings', 'listing_has_history', 'partner_managed_listing'] },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { kind, id } = request.params
      const listing = await findOwnListing(payload, user, kind, id)
      assertLessorMayEdit(listing)
      const upcoming = await payload.count({
        collection: 'bookings',
        where: {
          and: [
            { listing: { equals: listing.id } },
            { status: { in: holdingStatuses } },
            { return_timestamp: { greater_than: currentTimestamp() } },
          ],
        },
        ...asSystem(),
      })
      if (upcoming.totalDocs > 0) throw lessorErrors.hasBookings()
      // Bookings, chats, offers and reviews name their listing and are the parties' records: a
      // listing with any of them stays (the database also refuses to orphan a booking).
      for (const collection of ['bookings', 'chats', 'offers', 'reviews'] as const) {
        const { totalDocs } = await payload.count({
          collection,
          where: { listing: { equals: listing.id } },
          ...asSystem(),
        })
        if (totalDocs > 0) throw lessorErrors.hasHistory()
      }
      // The collection's beforeDelete hook removes the children and booked nights in the same transaction;
      // the lessor's last-minute deals of the listing go with it.
      await atomically(payload, async (req) => {
        await payload.delete({
          collection: 'last-minute-deals',
          where: { listing: { equals: listing.id } },
          ...asSystem(),
          req,
        })
        await payload.delete({ collection: 'listings', id: listing.id, req, ...asUser(user) })
      })
      return reply.status(204).send(null)
    },
  )

  app.patch(
    '/listing/:kind/my/:id/publish/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'Publish an own listing',
        description:
          'Checks, in order: account activated (403 permission_denied_cant_lease), payout account (400 stripe_account_not_created), RV plan (403 subscription_required / listing_limit_reached), required fields of the kind (400 listing_incomplete with fields). Stores the default cancellation table when the listing has none.',
        params: listingParams,
        response: { 200: editorListingView },
      },
      config: {
        errors: [
          'permission_denied_cant_lease',
          'stripe_account_not_created',
          'subscription_required',
          'listing_limit_reached',
          'listing_incomplete',
          'partner_managed_listing',
        ],
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { kind, id } = request.params
      const listing = await findOwnListing(payload, user, kind, id)
      assertLessorMayEdit(listing)
      await assertMayPublish(payload, user, listing, currentTimestamp())
      const rates = await payload.count({
        collection: 'season-rates',
        where: { listing: { equals: listing.id } },
        ...asSystem(),
      })
      const missing = missingForPublish(listing, { seasonRates: rates.totalDocs })
      if (Object.keys(missing).length > 0) throw lessorErrors.incomplete(missing)
      await atomically(payload, async (req, undo) => {
        const created = await ensureCancellationTerms(payload, listing, req)
        undo(() => payload.delete({ collection: 'cancellation-terms', where: { id: { in: created } }, ...asSystem() }))
        if (listing.is_draft !== false) {
          await payload.update({
            collection: 'listings',
            id: listing.id,
            data: { is_draft: false },
            depth: 0,
            req,
            ...asUser(user),
          })
        }
      })
      return editorView(payload, env, await readListing(payload, String(listing.id)))
    },
  )

  app.post(
    '/listing/:kind/my/:id/duplicate/',
    {
      ...hooks,
      schema: {
        tags,
        summary: 'Copy an own listing as a new draft titled "… (copy)"',
        description:
          'Copies the listing fields, photos, documents, season rates, seasons, extras and cancellation terms; not reservations, bookings or reviews.',
        params: listingParams,
        response: { 201: editorListingView },
      },
      config: { errors: ['partner_managed_listing'] },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { kind, id } = request.params
      const listing = await findOwnListing(payload, user, kind, id)
      assertLessorMayEdit(listing)
      const copyId = await duplicateListing(payload, user, listing)
      return reply.status(201).send(await editorView(payload, env, await readListing(payload, copyId)))
    },
  )
}
