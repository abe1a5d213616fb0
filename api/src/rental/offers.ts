import { asSystem, asUser } from '@driftway/collections'
import type { Offer } from '@driftway/collections/payload-types'
import { currentTimestamp, isQuoteError, type ListingKind, lessorRoleForKind } from '@driftway/domain'
import {
  isRentalRequestExpired,
  MAX_OFFER_NIGHT_CENTS,
  offerFitsRequest,
  offerTotal,
  priceAtOffer,
  RENTAL_MATCH_RADIUS_KM,
  rentalDayOf,
  rentalTimestampOf,
} from '@driftway/domain/rental'
import { distanceKm } from '@driftway/domain/search-params'
import type { FastifyInstance } from 'fastify'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { listingIdField, quoteFailure, quoteRange, rangeBody } from '../bookings/quote'
import { createBooking, createBookingBody } from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { badRequest } from '../http/errors'
import { findOwnListing } from '../lessor/access'
import { mediaUrl } from '../listings/card'
import { idOf } from '../listings/pricing-input'
import { rentalErrors } from './errors'
import { findRequest } from './requests'
import { type OfferLessor, type OfferListing, type OfferView, toOfferView } from './view'

/** Lessors' offers on rental requests (decision 0067): how they are shown, made and booked. */

/** Offers as the views show them, with their listings (title, place, photo) and lessors' names. */
export async function offerViews(app: FastifyInstance, offers: readonly Offer[]): Promise<OfferView[]> {
  const { payload, env } = app.ctx
  if (offers.length === 0) return []
  const listingIds = [...new Set(offers.map((offer) => idOf(offer.listing)).filter(Boolean) as string[])]
  const lessorIds = [...new Set(offers.map((offer) => idOf(offer.lessor)).filter(Boolean) as string[])]
  const [listings, lessors] = await Promise.all([
    payload.find({
      collection: 'listings',
      where: { id: { in: listingIds } },
      depth: 1,
      pagination: false,
      select: { kind: true, title: true, city: true, country: true, currency: true, images: true },
      // Offered listings are published ones (drafts cannot be offered); the traveler reads them here.
      ...asSystem(),
    }),
    payload.find({
      collection: 'users',
      where: { id: { in: lessorIds } },
      depth: 0,
      pagination: false,
      select: { company_name: true, first_name: true },
      ...asSystem(),
    }),
  ])
  const listingById = new Map<string, OfferListing>(
    listings.docs.map((doc) => [
      String(doc.id),
      {
        id: String(doc.id),
        kind: doc.kind,
        title: doc.title,
        city: doc.city,
        country: doc.country,
        currency: doc.currency,
        image: mediaUrl(env.publicUrl, doc.images?.[0]?.image, 'card'),
      },
    ]),
  )
  const lessorById = new Map<string, OfferLessor>(lessors.docs.map((doc) => [String(doc.id), doc]))
  return offers.map((offer) =>
    toOfferView(offer, listingById.get(idOf(offer.listing) ?? ''), lessorById.get(idOf(offer.lessor) ?? '')),
  )
}

/** Offers on `requestIds`, cheapest per night first; `lessor` keeps one lessor's own. */
export async function offersOn(payload: Payload, requestIds: readonly string[], lessor?: string): Promise<Offer[]> {
  if (requestIds.length === 0) return []
  const and: Where[] = [{ rental_request: { in: requestIds } }]
  if (lessor) and.push({ lessor: { equals: lessor } })
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and },
    sort: ['price_in_cents', 'createdAt'],
    pagination: false,
    depth: 0,
    // Read as the server: the callers decide who sees which (the traveler all, a lessor their own).
    ...asSystem(),
  })
  return docs
}

/**
 * GET rental/request/{id}/offer/: the owner traveler sees every offer on the request; a lessor of
 * the kind (who sees the kind's requests on the board) sees their own offers on it; anyone else gets
 * the 404 of an unknown request.
 */
export async function offersForViewer(app: FastifyInstance, user: UserDoc, kind: ListingKind, id: string) {
  const doc = await findRequest(app.ctx.payload, kind, id)
  if (idOf(doc.traveller) === String(user.id)) return offerViews(app, await offersOn(app.ctx.payload, [String(doc.id)]))
  if (lessorRoleForKind(kind) === user.role) {
    return offerViews(app, await offersOn(app.ctx.payload, [String(doc.id)], String(user.id)))
  }
  throw rentalErrors.requestNotFound()
}

type NewOffer = { listing: string; pickup_timestamp: number; return_timestamp: number; price_in_cents: number }

/**
 * POST rental/request/{id}/offer/: a lessor of the kind offers one of their published listings
 * near the request, on dates within its flexibility, free and bookable on the listing's calendar
 * (checked by the booking engine, so a booked offer cannot fail on rules the lessor could see).
 */
export async function createOffer(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  requestId: string,
  body: NewOffer,
): Promise<Offer> {
  const { payload } = app.ctx
  const request = await findRequest(payload, kind, requestId)
  if (isRentalRequestExpired(request, currentTimestamp())) throw rentalErrors.expired()
  if (request.status === 'CLOSED') throw rentalErrors.closed()
  const listing = await findOwnListing(payload, user, kind, body.listing)
  if (listing.is_draft !== false) throw rentalErrors.listingDraft()
  if (
    typeof listing.latitude !== 'number' ||
    typeof listing.longitude !== 'number' ||
    distanceKm(request.destination_latitude, request.destination_longitude, listing.latitude, listing.longitude) >
      RENTAL_MATCH_RADIUS_KM
  ) {
    throw rentalErrors.listingTooFar()
  }
  const pickup = rentalTimestampOf(rentalDayOf(body.pickup_timestamp))
  const returnAt = rentalTimestampOf(rentalDayOf(body.return_timestamp))
  const dates = { pickup_timestamp: pickup, return_timestamp: returnAt }
  if (!offerFitsRequest(request, dates)) throw rentalErrors.datesOutside()
  if (body.price_in_cents < 1 || body.price_in_cents > MAX_OFFER_NIGHT_CENTS) {
    throw badRequest('validation_error', 'price_in_cents: out of range', { price_in_cents: ['Out of range'] })
  }
  const fullListing = await payload.findByID({
    collection: 'listings',
    id: String(listing.id),
    depth: 0,
    ...asSystem(),
  })
  const { quote } = await quoteRange(
    app,
    fullListing,
    rangeBody.parse({ ...dates, adults_num: request.travellers_num, children_num: 0, full_prepayment: true }),
    currentTimestamp(),
  )
  if (isQuoteError(quote)) {
    throw quoteFailure(quote)
  }
  const existing = await payload.count({
    collection: 'offers',
    where: {
      and: [
        { rental_request: { equals: request.id } },
        { listing: { equals: listing.id } },
        { status: { equals: 'PENDING' } },
      ],
    },
    ...asSystem(),
  })
  if (existing.totalDocs > 0) throw rentalErrors.offerExists()
  return payload.create({
    collection: 'offers',
    data: {
      rental_request: String(request.id),
      listing: String(listing.id),
      price_in_cents: body.price_in_cents,
      ...dates,
      status: 'PENDING',
    },
    depth: 0,
    ...asUser(user),
  })
}

/**
 * "Book this offer": the request's traveler books the offered listing on the offered dates at
 * the offer's total. The booking goes through `createBooking` (range, availability and the
 * nights claimed in one transaction, so the offered nights can be booked only once) and straight
 * to payment; in the same transaction the offer becomes Accepted and the request Closed.
 */
export async function bookOffer(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  offerId: string,
): Promise<BookingDoc> {
  const { payload } = app.ctx
  const offer = await findOffer(payload, offerId)
  if (!offer || idOf(offer.traveller) !== String(user.id)) throw rentalErrors.offerNotFound()
  const request = await findRequest(payload, kind, idOf(offer.rental_request) ?? '').catch(() => {
    throw rentalErrors.offerNotFound()
  })
  if (offer.status === 'ACCEPTED') throw rentalErrors.offerTaken()
  if (request.status === 'CLOSED') throw rentalErrors.closed()
  if (isRentalRequestExpired(request, currentTimestamp())) throw rentalErrors.expired()
  const { total_in_cents } = offerTotal(offer)
  return createBooking(
    app,
    user,
    kind,
    createBookingBody.parse({
      [listingIdField[kind]]: idOf(offer.listing),
      pickup_timestamp: offer.pickup_timestamp,
      return_timestamp: offer.return_timestamp,
      adults_num: request.travellers_num,
      children_num: 0,
      full_prepayment: true,
    }),
    {
      price: (quote) => priceAtOffer(quote, total_in_cents),
      within: async (req, booking) => {
        // Re-read in the transaction: a second "Book" of this offer or of another offer on the
        // request (the nights ledger already refuses the same nights) stops here and rolls back.
        const [current, currentRequest] = await Promise.all([
          findOffer(payload, String(offer.id), req),
          findRequest(payload, kind, String(request.id), req),
        ])
        if (current?.status === 'ACCEPTED') throw rentalErrors.offerTaken()
        if (currentRequest.status === 'CLOSED') throw rentalErrors.closed()
        await payload.update({
          collection: 'offers',
          id: offer.id,
          data: { status: 'ACCEPTED', booking: String(booking.id) },
          depth: 0,
          ...asSystem(),
          req,
        })
        await payload.update({
          collection: 'rental-requests',
          id: request.id,
          data: { status: 'CLOSED' },
          depth: 0,
          ...asSystem(),
          req,
        })
      },
    },
  )
}

async function findOffer(payload: Payload, id: string, req?: PayloadRequest): Promise<Offer | null> {
  try {
    return (await payload.findByID({
      collection: 'offers',
      id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
      req,
    })) as Offer | null
  } catch {
    return null
  }
}
