import { asSystem, asUser } from '@driftway/collections'
import {
  type BookingAction,
  type BookingStatus,
  bookingReferenceQuery,
  bookingStatuses,
  currentTimestamp,
  isLessorRole,
  isTravelerRole,
  listingKinds,
  listQueryForStatus,
  nightHoldingStatuses,
  quoteErrorKeys,
} from '@driftway/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Where } from 'payload'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import { bookingErrors } from '../bookings/errors'
import { bookingPageSchema, bookingViewSchema } from '../bookings/schemas'
import { createBooking, createBookingBody, findPartyBooking, transitionBooking } from '../bookings/service'
import { type BookingDoc, loadBookingAssets, toBookingView } from '../bookings/view'
import { declareAuth } from '../http/openapi'
import { pageInfo } from '../http/paging'
import { withTransaction } from '../http/transaction'
import { requireKindLessor } from '../lessor/access'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const idParams = kindParams.extend({ id: z.string().min(1).max(100) })

const statusList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(bookingStatuses as [BookingStatus, ...BookingStatus[]])).max(20))

/** The §4/§7 list filters of both booking lists. */
const listQuery = z.object({
  status: z.enum(bookingStatuses as [BookingStatus, ...BookingStatus[]]).optional(),
  status__include__or: statusList.optional(),
  return_timestamp__gte: z.coerce.number().int().optional(),
  return_timestamp__lte: z.coerce.number().int().optional(),
  vehicle: z.string().min(1).max(100).optional(),
  reference: z
    .string()
    .max(40)
    .transform((typed, context) => {
      const part = bookingReferenceQuery(typed)
      if (part === null) {
        context.addIssue({ code: 'custom', message: 'not (part of) a booking number, e.g. DW-7K3Q9XH2' })
        return z.NEVER
      }
      return part
    })
    .optional()
    .describe(
      'Bookings whose booking number contains this (decision 0113): case, spaces and the DW- hyphen do not matter; O, I and L read as 0, 1 and 1.',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

/** Signed in as a traveler; lessors get the spec's "only travelers can book" (booking §6). */
async function requireTraveler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isTravelerRole(request.user!.role)) throw bookingErrors.onlyTraveler()
}
declareAuth({ schemes: ['userBearer'], forbids: [bookingErrors.onlyTraveler().errorKey] }, requireTraveler)

/** Lessor routes: signed in, a lessor (travelers 403), of this kind (403). */
async function requireLessor(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser.call(this, request, reply)
  if (!isLessorRole(request.user!.role)) throw bookingErrors.onlyLessor()
  await requireKindLessor.call(this, request, reply)
}
declareAuth(
  { schemes: ['userBearer'], forbids: [bookingErrors.onlyLessor().errorKey, 'permission_denied'] },
  requireLessor,
)

function listWhere(side: 'traveler' | 'lessor', user: UserDoc, kind: string, query: z.output<typeof listQuery>): Where {
  const now = currentTimestamp()
  const and: Where[] = [{ kind: { equals: kind } }]
  and.push(side === 'traveler' ? { traveller: { equals: user.id } } : { lessor: { equals: user.id } })
  if (side === 'lessor') and.push({ hidden_for_lessor: { not_equals: true } })
  const statuses = [...(query.status ? [query.status] : []), ...(query.status__include__or ?? [])]
  if (statuses.length > 0) {
    and.push({
      or: statuses.flatMap((status) =>
        listQueryForStatus(status, now).map((part): Where => {
          const conditions: Where[] = [{ status: { in: part.statuses } }]
          if (part.return_after !== undefined)
            conditions.push({ return_timestamp: { greater_than: part.return_after } })
          if (part.return_before !== undefined)
            conditions.push({ return_timestamp: { less_than_equal: part.return_before } })
          return { and: conditions }
        }),
      ),
    })
  }
  if (query.return_timestamp__gte !== undefined)
    and.push({ return_timestamp: { greater_than_equal: query.return_timestamp__gte } })
  if (query.return_timestamp__lte !== undefined)
    and.push({ return_timestamp: { less_than_equal: query.return_timestamp__lte } })
  if (query.vehicle) and.push({ listing: { equals: query.vehicle } })
  // The part is letters, digits and the prefix's hyphen only (bookingReferenceQuery): no wildcard of `like`.
  if (query.reference) and.push({ reference: { like: query.reference } })
  return { and }
}

async function answerBooking(app: FastifyInstance, booking: BookingDoc, viewer: 'traveler' | 'lessor') {
  const assets = await loadBookingAssets(app.ctx.payload, [booking])
  return toBookingView(booking, assets, viewer, app.ctx.env.publicUrl)
}

/** Lessor's price change of a pending request (decision 0035). */
const leasePatchBody = z.object({ total_rent_price_in_cents: z.number().int().min(0).max(100_000_000) }).strict()

/**
 * Bookings of booking spec §7 for all three kinds: the traveler's (`booking/travel/…`) and the
 * lessor's (`booking/lease/…`). Every status change goes through the domain state machine
 * (bookings/service.ts); a party acts only on its own bookings, anything else is 404.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload } = app.ctx

  for (const side of ['traveler', 'lessor'] as const) {
    const segment = side === 'traveler' ? 'travel' : 'lease'
    app.get(
      `/reservation/:kind/booking/${segment}/`,
      {
        onRequest: [side === 'traveler' ? requireTraveler : requireLessor],
        schema: {
          tags: ['bookings'],
          summary: side === 'traveler' ? "The traveler's bookings" : "Bookings of the lessor's listings",
          params: kindParams,
          querystring: listQuery,
          response: { 200: bookingPageSchema },
        },
      },
      async (request) => {
        const user = currentUser(request)
        const { limit, offset } = request.query
        const where = listWhere(side, user, request.params.kind, request.query)
        // Payload pages by page number; the contract pages by offset (as the lessor listing list does).
        const found = await payload.find({
          collection: 'bookings',
          where,
          sort: ['-pickup_timestamp', 'id'],
          limit: offset + limit,
          page: 1,
          depth: 0,
          ...asUser(user),
        })
        const docs = found.docs.slice(offset) as BookingDoc[]
        const assets = await loadBookingAssets(payload, docs)
        return {
          ...pageInfo(found.totalDocs, limit, offset, docs.length),
          results: docs.map((doc) => toBookingView(doc, assets, side, app.ctx.env.publicUrl)),
        }
      },
    )

    app.get(
      `/reservation/:kind/booking/${segment}/:id/`,
      {
        onRequest: [side === 'traveler' ? requireTraveler : requireLessor],
        config: { errors: ['booking_not_found'] },
        schema: { tags: ['bookings'], summary: 'One booking', params: idParams, response: { 200: bookingViewSchema } },
      },
      async (request) => {
        const booking = await findPartyBooking(app, currentUser(request), side, request.params.kind, request.params.id)
        return answerBooking(app, booking, side)
      },
    )
  }

  app.post(
    '/reservation/:kind/booking/travel/',
    {
      onRequest: [requireTraveler],
      config: {
        errors: [
          ...quoteErrorKeys,
          'instant_booking_not_allowed',
          'partner_listing_route',
          'last_minute_deal_not_found',
          'last_minute_deal_unavailable',
          'last_minute_deal_dates_mismatch',
          // A write that fails after the nights were claimed rolls everything back and answers 500.
          'server_error',
        ],
      },
      schema: {
        tags: ['bookings'],
        summary: 'Book (instant, awaiting payment) or send a booking request',
        description:
          'Prices the range with the domain engine (frozen on the booking) and claims its nights in the same transaction. 400 with the validate error keys; 409 dates_unavailable when the nights were taken meanwhile; 403 only_traveler_can_make_booking for lessors.',
        params: kindParams,
        body: createBookingBody,
        response: { 201: bookingViewSchema },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(app, currentUser(request), request.params.kind, request.body)
      reply.status(201)
      return answerBooking(app, booking, 'traveler')
    },
  )

  const transitions: { path: string; side: 'traveler' | 'lessor'; action: BookingAction; summary: string }[] = [
    { path: 'travel/revoke', side: 'traveler', action: 'abandon', summary: 'Revoke (abandon) a pending request' },
    { path: 'travel/request', side: 'traveler', action: 'request', summary: 'Send an enquiry as a booking request' },
    // Not in the §7 table: the traveler's cancellation of a confirmed booking (refund by the
    // listing's cancellation tiers, decision 0034).
    {
      path: 'travel/cancel',
      side: 'traveler',
      action: 'traveler_cancel',
      summary: 'Cancel a confirmed booking (refund by the cancellation tiers)',
    },
    { path: 'lease/accept', side: 'lessor', action: 'accept', summary: 'Accept a pending request' },
    { path: 'lease/reject', side: 'lessor', action: 'reject', summary: 'Reject a pending request' },
    { path: 'lease/cancel', side: 'lessor', action: 'cancel', summary: 'Cancel a booking (refunds everything paid)' },
  ]
  for (const { path, side, action, summary } of transitions) {
    app.patch(
      `/reservation/:kind/booking/${path}/:id/`,
      {
        onRequest: [side === 'traveler' ? requireTraveler : requireLessor],
        config: {
          errors: [
            'booking_not_found',
            'booking_status_conflict',
            // A request from an enquiry claims its nights (someone may have taken them meanwhile).
            ...(action === 'request' ? (['dates_unavailable'] as const) : []),
          ],
        },
        schema: { tags: ['bookings'], summary, params: idParams, response: { 200: bookingViewSchema } },
      },
      async (request) => {
        const { kind, id } = request.params
        await findPartyBooking(app, currentUser(request), side, kind, id)
        const { booking } = await transitionBooking(app, id, action, side)
        return answerBooking(app, booking, side)
      },
    )
  }

  app.patch(
    '/reservation/:kind/booking/lease/:id/',
    {
      onRequest: [requireLessor],
      config: { errors: ['booking_not_found', 'booking_not_editable'] },
      schema: {
        tags: ['bookings'],
        summary: 'Lower the price of a pending request (decision 0035)',
        params: idParams,
        body: leasePatchBody,
        response: { 200: bookingViewSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params
      const current = await findPartyBooking(app, currentUser(request), 'lessor', kind, id)
      if (current.status !== 'PENDING') throw bookingErrors.notEditable('Only a pending request can be changed.')
      const total = request.body.total_rent_price_in_cents
      const before = current.total_rent_price_in_cents
      if (total > before) throw bookingErrors.notEditable('The price of a request can only be lowered.')
      // The down payment keeps its share of the total; the difference shows as the lessor's discount.
      const down = before > 0 ? Math.round(((current.down_payment_in_cents ?? before) * total) / before) : total
      const details = { ...((current.display_details as Record<string, unknown> | null) ?? {}) }
      details['Lessor discount'] = ((details['Lessor discount'] as number | undefined) ?? 0) - (before - total)
      details.downpayment_amount_in_cents = down
      details.remaining_payment_amount_in_cents = total - down
      const updated = await withTransaction(payload, (req) =>
        payload.update({
          collection: 'bookings',
          id,
          data: {
            total_rent_price_in_cents: total,
            opp_payment_in_cents: total,
            down_payment_in_cents: down,
            remaining_amount_in_cents: total - down,
            display_details: details,
          },
          depth: 0,
          ...asSystem(),
          req,
        }),
      )
      return answerBooking(app, updated as BookingDoc, 'lessor')
    },
  )

  app.delete(
    '/reservation/:kind/booking/lease/:id/',
    {
      onRequest: [requireLessor],
      config: { errors: ['booking_not_found', 'booking_not_editable'] },
      schema: {
        tags: ['bookings'],
        summary: "Remove an archived booking from the lessor's list (decision 0035)",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params
      const current = await findPartyBooking(app, currentUser(request), 'lessor', kind, id)
      if (nightHoldingStatuses.includes(current.status as BookingStatus) && current.status !== 'TRIP_COMPLETED') {
        throw bookingErrors.notEditable('Only archived bookings can be removed from your list.')
      }
      await payload.update({
        collection: 'bookings',
        id,
        data: { hidden_for_lessor: true },
        depth: 0,
        ...asSystem(),
      })
      return reply.status(204).send(null)
    },
  )
}
