import { asSystem } from '@driftway/collections'
import { bookingStatuses, currentTimestamp, listingKinds, Role, rangeQuoteErrorKeys } from '@driftway/domain'
import { MAX_FLEXIBILITY_DAYS, MAX_OFFER_NIGHT_CENTS, MAX_RENTAL_TRAVELERS } from '@driftway/domain/rental'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireRole, requireUser } from '../auth/plugin'
import { timestampSchema } from '../bookings/quote'
import { badRequest, forbidden } from '../http/errors'
import { requireKindLessor } from '../lessor/access'
import { lessorBoard } from '../rental/board'
import { startRentalDigestJobs } from '../rental/jobs'
import { checkUnsubscribe, sendOfferMail } from '../rental/mail'
import { bookOffer, createOffer, offersForViewer, offersOn, offerViews } from '../rental/offers'
import { createRentalRequest, deleteRentalRequest, travelerRequests } from '../rental/requests'
import { boardPage, offerView, rentalRequestView, toRentalRequestView, travelerRequestView } from '../rental/view'

const kindParams = z.object({ kind: z.enum(listingKinds) })
const idParams = kindParams.extend({ id: z.string().min(1).max(100) })

/** POST rental/travel/ (booking §3 Rental request; §5: people ≥ 1, location, dates, flexibility ≥ 0). */
const requestBody = z
  .object({
    travellers_num: z.number().int().min(1).max(MAX_RENTAL_TRAVELERS),
    location: z.string().trim().min(1).max(255),
    destination_latitude: z.number().min(-90).max(90),
    destination_longitude: z.number().min(-180).max(180),
    vehicle_types: z.array(z.string().min(1).max(50)).max(20).default([]),
    pickup_timestamp: timestampSchema,
    return_timestamp: timestampSchema,
    flexibility: z.number().int().min(0).max(MAX_FLEXIBILITY_DAYS),
  })
  .strict()

/** The make-an-offer form (booking §2: vehicle, from, to, price per night; §3 Offer). */
const offerBody = z
  .object({
    listing: z.string().min(1).max(100),
    pickup_timestamp: timestampSchema,
    return_timestamp: timestampSchema,
    price_in_cents: z.number().int().min(1).max(MAX_OFFER_NIGHT_CENTS),
  })
  .strict()

const bookedAnswer = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses as [string, ...string[]]),
  listing: z.string(),
  pickup_timestamp: z.number().int(),
  return_timestamp: z.number().int(),
  total_rent_price_in_cents: z.number().int(),
  down_payment_in_cents: z.number().int(),
  currency: z.string(),
  payment_deadline_timestamp: z.number().int().nullable(),
})

/** Travelers only (booking §6 "posts rental requests"): anonymous 401, lessors 403. */
const travelersOnly = { onRequest: [requireRole(Role.TRAVELER)] }

/** Lessors of {kind}: anonymous 401, travelers 403 not_a_lessor, lessors of another kind 403. */
const kindLessorsOnly = { onRequest: [requireKindLessor] }

/**
 * Rental requests and offers (booking spec §2, §3, §5, §7; decision 0067). The contract's four
 * calls, plus (paths of our choosing, beside them) the lessors' request board, making an offer,
 * booking an offer, the board's digest setting and the digest's unsubscribe link.
 */
export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  const tags = ['rental requests']
  startRentalDigestJobs(app)

  app.post(
    '/reservation/:kind/rental/travel/',
    {
      ...travelersOnly,
      config: { errors: ['past_pickup', 'invalid_range', 'too_long'] },
      schema: {
        tags,
        summary: 'Post a rental request (status Pending); lessors of the kind near it answer with offers',
        description:
          'Dates are calendar days (any time of the day stands for its UTC day). 400 past_pickup, invalid_range (return not after pickup), too_long (over 90 nights, or days for campervans), validation_error (unknown vehicle type, bad fields).',
        params: kindParams,
        body: requestBody,
        response: { 201: rentalRequestView },
      },
    },
    async (request, reply) => {
      const doc = await createRentalRequest(payload, currentUser(request), request.params.kind, request.body)
      reply.status(201)
      return toRentalRequestView(doc, currentTimestamp())
    },
  )

  app.get(
    '/reservation/:kind/rental/travel/',
    {
      ...travelersOnly,
      schema: {
        tags,
        summary: "The traveler's rental requests of the kind, newest first, each with its offers (cheapest first)",
        params: kindParams,
        response: { 200: z.object({ count: z.number().int(), results: z.array(travelerRequestView) }) },
      },
    },
    async (request) => {
      const docs = await travelerRequests(payload, currentUser(request), request.params.kind)
      const offers = await offerViews(
        app,
        await offersOn(
          payload,
          docs.map((doc) => String(doc.id)),
        ),
      )
      const at = currentTimestamp()
      return {
        count: docs.length,
        results: docs.map((doc) => ({
          ...toRentalRequestView(doc, at),
          offers: offers.filter((offer) => offer.rental_request === String(doc.id)),
        })),
      }
    },
  )

  app.delete(
    '/reservation/:kind/rental/travel/:id/',
    {
      ...travelersOnly,
      config: { errors: ['rental_request_not_found'] },
      schema: {
        tags,
        summary: 'Withdraw a rental request (its owner only; its offers go with it, a booking made stays)',
        description: "Another traveler's or an unknown request: 404 rental_request_not_found.",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params
      await deleteRentalRequest(payload, currentUser(request), kind, id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/reservation/:kind/rental/request/:id/offer/',
    {
      onRequest: [requireUser],
      config: { errors: ['rental_request_not_found'] },
      schema: {
        tags,
        summary: 'Offers on a rental request: all of them for its traveler, their own for a lessor of the kind',
        description: 'Other travelers and lessors of another kind: 404 rental_request_not_found.',
        params: idParams,
        response: { 200: z.array(offerView) },
      },
    },
    async (request) => {
      const { kind, id } = request.params
      return offersForViewer(app, currentUser(request), kind, id)
    },
  )

  app.post(
    '/reservation/:kind/rental/request/:id/offer/',
    {
      ...kindLessorsOnly,
      config: {
        errors: [
          'rental_request_not_found',
          'rental_request_expired',
          'rental_request_closed',
          'offer_exists',
          'listing_not_offerable',
          'listing_too_far',
          'offer_dates_outside_request',
          // The booking engine's quote of the offered dates.
          ...rangeQuoteErrorKeys,
        ],
      },
      schema: {
        tags,
        summary: 'Make an offer on an open rental request (lessors of the kind; decision 0067)',
        description:
          "One of the caller's published listings of the kind within 150 km of the request, dates within the request's flexibility, free and bookable, price per night in minor units of the listing's currency. 404 rental_request_not_found / not_found (listing), 409 rental_request_expired, rental_request_closed, offer_exists; 400 listing_not_offerable, listing_too_far, offer_dates_outside_request and the booking engine's range errors (dates_unavailable, minimum_rental_days, past_pickup).",
        params: idParams,
        body: offerBody,
        response: { 201: offerView },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params
      const offer = await createOffer(app, currentUser(request), kind, id, request.body)
      sendOfferMail(app, offer, kind)
      reply.status(201)
      return (await offerViews(app, [offer]))[0]!
    },
  )

  app.post(
    '/reservation/:kind/rental/offer/:id/book/',
    {
      ...travelersOnly,
      config: {
        errors: [
          'offer_not_found',
          'offer_taken',
          'rental_request_closed',
          'rental_request_expired',
          // createBooking: the quote of the offer's dates and the nights claim.
          'only_traveler_can_make_booking',
          ...rangeQuoteErrorKeys,
        ],
      },
      schema: {
        tags,
        summary: "Book this offer: a booking at the offer's price that goes straight to payment (AWAITING_PAYMENT)",
        description:
          "The request's traveler only (others 404 offer_not_found). Nights are checked and claimed like any booking: 400 dates_unavailable / 409 when someone booked them; 409 offer_taken, rental_request_closed, rental_request_expired. Pay with POST booking/travel/payment/.",
        params: idParams,
        response: { 201: bookedAnswer },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params
      const booking = await bookOffer(app, currentUser(request), kind, id)
      reply.status(201)
      return {
        id: String(booking.id),
        status: booking.status,
        listing: String(typeof booking.listing === 'object' ? booking.listing.id : booking.listing),
        pickup_timestamp: booking.pickup_timestamp,
        return_timestamp: booking.return_timestamp,
        total_rent_price_in_cents: booking.total_rent_price_in_cents,
        down_payment_in_cents: booking.down_payment_in_cents ?? booking.total_rent_price_in_cents,
        currency: booking.currency ?? 'EUR',
        payment_deadline_timestamp: booking.payment_deadline_timestamp ?? null,
      }
    },
  )

  app.get(
    '/reservation/:kind/rental/lease/',
    {
      ...kindLessorsOnly,
      schema: {
        tags,
        summary: "The lessor's request board: open requests of the kind that one of their published listings fits",
        description:
          "Fits: within 150 km of the request's place and free on its dates or on the same stay moved by up to its flexibility days. Expired (pickup date passed) and closed requests are left out. Each with the fitting listings and the offers the caller made.",
        params: kindParams,
        response: { 200: boardPage },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { kind } = request.params
      const board = await lessorBoard(app, user, kind)
      const mine = await offerViews(
        app,
        await offersOn(
          payload,
          board.map((entry) => String(entry.request.id)),
          String(user.id),
        ),
      )
      const at = currentTimestamp()
      const me = await payload.findByID({ collection: 'users', id: user.id, depth: 0, ...asSystem() })
      return {
        count: board.length,
        digest_subscribed: me.rental_digest_opt_out !== true,
        results: board.map((entry) => ({
          ...toRentalRequestView(entry.request, at),
          listings: entry.listings,
          my_offers: mine.filter((offer) => offer.rental_request === String(entry.request.id)),
        })),
      }
    },
  )

  app.patch(
    '/reservation/:kind/rental/lease/digest/',
    {
      ...kindLessorsOnly,
      schema: {
        tags,
        summary: 'Turn the daily e-mail of new matching requests on or off',
        params: kindParams,
        body: z.object({ subscribed: z.boolean() }).strict(),
        response: { 200: z.object({ digest_subscribed: z.boolean() }) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { rental_digest_opt_out: !request.body.subscribed },
        depth: 0,
        ...asSystem(),
      })
      return { digest_subscribed: request.body.subscribed }
    },
  )

  app.post(
    '/rental/digest/unsubscribe/',
    {
      schema: {
        tags,
        summary: "The digest e-mail's unsubscribe link (no sign-in: the link is signed)",
        description: 'Body: uid and token from the link. 400 invalid_unsubscribe_link for a link the API did not make.',
        body: z.object({ uid: z.string().min(1).max(200), token: z.string().min(1).max(200) }).strict(),
        response: { 200: z.object({ unsubscribed: z.boolean() }) },
      },
      // A link the API did not make; a traveler's link (travelers get no digest) is 403 permission_denied.
      config: { errors: ['invalid_unsubscribe_link', 'permission_denied'] },
    },
    async (request) => {
      const userId = checkUnsubscribe(env, request.body.uid, request.body.token)
      if (!userId) throw badRequest('invalid_unsubscribe_link', 'This unsubscribe link is not valid.')
      const user = await payload
        .findByID({ collection: 'users', id: userId, depth: 0, disableErrors: true, ...asSystem() })
        .catch(() => null)
      if (!user) throw badRequest('invalid_unsubscribe_link', 'This unsubscribe link is not valid.')
      if (user.role === Role.TRAVELER) throw forbidden()
      await payload.update({
        collection: 'users',
        id: userId,
        data: { rental_digest_opt_out: true },
        depth: 0,
        ...asSystem(),
      })
      return { unsubscribed: true }
    },
  )
}
