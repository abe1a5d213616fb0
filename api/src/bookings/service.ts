import { asSystem } from '@driftway/collections'
import {
  acceptanceDeadline,
  applyBookingAction,
  type BookingAction,
  type BookingActor,
  type BookingQuote,
  type BookingState,
  type BookingStatus,
  type CancellationTier,
  currentTimestamp,
  instantPaymentDeadline,
  isQuoteError,
  isTravelerRole,
  type ListingKind,
  localNoonTimestamp,
  NEW_BOOKING,
  nightKeySchema,
  nightsBetween,
  paymentDeadline,
  refundFor,
} from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'
import type { UserDoc } from '../auth/users'
import { attachBookingChat } from '../chat/service'
import { withTransaction } from '../http/transaction'
import { validationError } from '../http/validation'
import { findVisibleListing } from '../listings/bundle'
import { idOf, timezoneOfListing } from '../listings/pricing-input'
import { partnerListingRoute } from '../partners/paths'
import { bookingErrors, toApiError } from './errors'
import type { BookingEvent } from './events'
import { type BookedListing, claimBookingNights, releaseBookingNights } from './nights'
import { listingIdField, quoteFailure, quoteRange, rangeBody } from './quote'
import type { BookingDoc } from './view'

/** booking §5 form limits; text inputs that are only whitespace become empty. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || undefined)
    .optional()
    .nullable()

/** POST booking/travel/ (booking §7 "Booking payloads" on top of the validate payload). */
/** A traveler listed on a campsite booking (booking §3 "Campsite persons"). */
export const bookingPersonSchema = z.object({
  first_name: z.string().trim().min(1).max(30),
  last_name: z.string().trim().min(1).max(30),
  birthdate: nightKeySchema,
})

export const createBookingBody = rangeBody.extend({
  adults_num: z.number().int().min(1).max(100).default(1),
  traveller_id: z.union([z.string(), z.number()]).optional().nullable(),
  traveller_name: text(100),
  traveller_phone: text(50),
  description: text(250),
  license_plate: text(50),
  vehicle_length: z.number().min(1).max(50).optional().nullable(),
  vehicle_width: z.number().min(1).max(10).optional().nullable(),
  persons: z.array(bookingPersonSchema).max(100).optional(),
  payment_method: z
    .enum(['ideal', 'sepa', 'creditcard', 'paypal-ppcp', 'google-pay', 'apple-pay', 'bcmc'])
    .optional()
    .nullable(),
  is_instant: z.boolean().default(false),
})
export type CreateBookingBody = z.output<typeof createBookingBody>

async function cancellationTiersOf(app: FastifyInstance, listingId: string): Promise<CancellationTier[]> {
  const { docs } = await app.ctx.payload.find({
    collection: 'cancellation-terms',
    where: { listing: { equals: listingId } },
    depth: 0,
    pagination: false,
    sort: '-days',
    ...asSystem(),
  })
  return docs.map((doc) => ({
    days: doc.days,
    percent: doc.percent,
    minimum_amount_in_cents: doc.minimum_amount_in_cents ?? null,
  }))
}

/** Birth dates are calendar days; stored as 12:00 UTC of that day. */
/** What the traveler tells about the trip, as a booking keeps it (our own bookings and partner bookings). */
export function tripDetailsOf(
  body: Pick<CreateBookingBody, 'description' | 'license_plate' | 'vehicle_length' | 'vehicle_width' | 'persons'>,
) {
  return {
    description: body.description ?? undefined,
    license_plate: body.license_plate ?? undefined,
    vehicle_length: body.vehicle_length ?? undefined,
    vehicle_width: body.vehicle_width ?? undefined,
    persons: body.persons?.map((person) => ({
      first_name: person.first_name,
      last_name: person.last_name,
      birthdate_timestamp: localNoonTimestamp(person.birthdate, 'UTC'),
    })),
  }
}

/**
 * A booking at a price the lessor agreed beforehand (an offer on a rental request, decision 0067):
 * `price` turns the engine's quote (range, availability, nights checked as for any booking) into
 * the agreed one; the booking goes straight to payment, since the lessor has already said yes;
 * `within` runs in the creating transaction (the offer is marked taken there).
 */
export type AgreedBooking = {
  price: (quote: BookingQuote) => BookingQuote
  within?: (req: PayloadRequest, booking: BookingDoc) => Promise<void>
}

/**
 * Creates a booking request (or an instant booking awaiting payment) priced by the domain engine and
 * frozen, and claims its nights in the same transaction. Lessors cannot book.
 */
export async function createBooking(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  body: CreateBookingBody,
  agreed?: AgreedBooking,
): Promise<BookingDoc> {
  if (!isTravelerRole(user.role)) throw bookingErrors.onlyTraveler()
  const { payload, env } = app.ctx
  const field = listingIdField[kind]
  const listingId = body[field] ?? body.listing_id
  if (!listingId) throw validationError({ [field]: ['Required'] })
  const listing = await findVisibleListing(payload, kind, listingId, null)
  if (idOf(listing.lessor) === String(user.id)) throw bookingErrors.onlyTraveler()
  // A partner's listing is booked in the partner's system too: only its own route does that (decision 0093).
  if (listing.partner) throw partnerListingRoute(listing.partner, 'book')
  const at = currentTimestamp()
  const { quote: engineQuote, deal } = await quoteRange(app, listing, body, at)
  if (isQuoteError(engineQuote)) {
    throw quoteFailure(engineQuote)
  }
  const quote = agreed ? agreed.price(engineQuote) : engineQuote
  if (!agreed && !deal && body.is_instant && !listing.is_instant_booking_allowed) {
    throw bookingErrors.notInstant()
  }
  // A last-minute deal is booked and paid at once, whatever the listing's setting (decision 0068).
  const action: BookingAction = body.is_instant || agreed || deal ? 'book_instant' : 'request'
  const outcome = applyBookingAction(NEW_BOOKING, action, 'traveler')
  const tiers = await cancellationTiersOf(app, String(listing.id))
  const pickup = quote.pickup_timestamp
  const data = {
    listing: String(listing.id),
    traveller: String(user.id),
    status: outcome.to,
    pickup_timestamp: pickup,
    return_timestamp: quote.return_timestamp,
    total_rent_price_in_cents: quote.cost.total_rent_price_in_cents,
    down_payment_in_cents: quote.cost.down_payment_in_cents,
    remaining_amount_in_cents: quote.cost.remaining_amount_in_cents,
    // Everything is paid online through the payment provider; cash on site is for partner listings.
    opp_payment_in_cents: quote.cost.total_rent_price_in_cents,
    cash_payment_in_cents: 0,
    paid_in_cents: 0,
    refunded_in_cents: 0,
    currency: quote.currency,
    adults_num: body.adults_num,
    children_num: body.children_num,
    pitches_num: kind === 'campsite' ? body.pitches_num : undefined,
    traveller_name: body.traveller_name ?? ([user.first_name, user.last_name].filter(Boolean).join(' ') || undefined),
    traveller_phone: body.traveller_phone ?? user.phone ?? undefined,
    ...tripDetailsOf(body),
    booked_extra_amenities: quote.extras.map((extra) => ({
      extra_amenity: extra.id,
      quantity: extra.quantity,
      total_charge_in_cents: extra.total_charge_in_cents,
    })),
    // A JSON field: a plain copy of the quote's display details (an interface has no index signature).
    display_details: { ...quote.display_details },
    full_prepayment: body.full_prepayment || Boolean(deal),
    is_instant: body.is_instant || Boolean(deal),
    is_last_minute_deal: Boolean(deal),
    last_minute_deal: deal ? String(deal.id) : undefined,
    payment_method: body.payment_method ?? undefined,
    acception_deadline_timestamp:
      outcome.to === 'PENDING' ? acceptanceDeadline(at, pickup, env.bookingAcceptanceWindowSeconds) : undefined,
    // An agreed price gets the accepted request's window (the lessor said yes); an instant booking its own.
    payment_deadline_timestamp:
      outcome.to !== 'AWAITING_PAYMENT'
        ? undefined
        : agreed
          ? paymentDeadline(at, pickup, env.bookingPaymentWindowSeconds)
          : instantPaymentDeadline(at, pickup, env.bookingInstantPaymentWindowSeconds),
    remaining_payment_deadline_timestamp: quote.display_details.remaining_payment_deadline_timestamp ?? undefined,
    cancellation_tiers: tiers,
    status_changed_timestamp: at,
  }
  const booking = await insertBooking(
    app,
    data,
    { id: String(listing.id), kind },
    quote.nights.map((night) => night.night),
    (req, created) => agreed?.within?.(req, created),
  )
  await publishBookingEvent(app, { action: 'created', from: NEW_BOOKING, booking })
  return booking
}

/**
 * Writes a new booking, claims its nights in our ledger and ties it to its chat in one transaction
 * (booking §1: "a booking is tied to a chat": the traveler's draft about these dates becomes it,
 * else a new one); `within` runs last in the same transaction. Two bookings of one night: the
 * second fails on the ledger's unique (listing, night) and writes nothing.
 */
export async function insertBooking(
  app: FastifyInstance,
  data: RequiredDataFromCollectionSlug<'bookings'>,
  listing: BookedListing,
  nights: string[],
  within?: (req: PayloadRequest, created: BookingDoc) => Promise<unknown> | undefined,
): Promise<BookingDoc> {
  const { payload } = app.ctx
  return withTransaction(payload, async (req) => {
    const created = (await payload.create({
      collection: 'bookings',
      data,
      depth: 0,
      ...asSystem(),
      req,
    })) as BookingDoc
    await claimBookingNights(payload, req, listing, String(created.id), nights)
    const attached = await attachBookingChat(app, req, created)
    await within?.(req, attached)
    return attached
  })
}

/** The booking by id, or 404 (malformed ids too). Read as the server: callers check the party. */
export async function findBooking(app: FastifyInstance, id: string, req?: PayloadRequest): Promise<BookingDoc> {
  try {
    const doc = await app.ctx.payload.findByID({
      collection: 'bookings',
      id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
      req,
    })
    if (doc) return doc as BookingDoc
  } catch {
    // A malformed id is simply not found.
  }
  throw bookingErrors.notFound()
}

/**
 * The booking, read after taking its row for this transaction: a write (the adapter's, no hooks)
 * holds the row until the transaction ends, so a second transaction changing the same booking — the
 * other API process's deadline sweep, a payment webhook racing an expiry — waits here and then reads
 * what this one committed, and the state machine refuses the repeat. SQLite serialises writers
 * anyway; PostgreSQL's read committed would otherwise let both read the old status and both act.
 */
export async function findLockedBooking(app: FastifyInstance, id: string, req: PayloadRequest): Promise<BookingDoc> {
  await findBooking(app, id, req)
  await app.ctx.payload.db.updateOne({
    collection: 'bookings',
    id,
    data: { updatedAt: new Date().toISOString() },
    req,
  })
  return findBooking(app, id, req)
}

/**
 * The booking `user` may act on as `side` within `kind`: the traveler of it, or the lessor of its
 * listing. Anyone else gets the same 404 as an unknown id, so booking ids cannot be probed.
 */
export async function findPartyBooking(
  app: FastifyInstance,
  user: UserDoc,
  side: 'traveler' | 'lessor',
  kind: ListingKind,
  id: string,
): Promise<BookingDoc> {
  const booking = await findBooking(app, id)
  const party = side === 'traveler' ? idOf(booking.traveller) : idOf(booking.lessor)
  if (party !== String(user.id) || booking.kind !== kind) throw bookingErrors.notFound()
  return booking
}

export type TransitionOptions = {
  /** Extra fields written with the status (payment amounts…). */
  data?: Partial<BookingDoc>
  /** Runs inside the transaction after the status write (payments record their transaction here). */
  within?: (req: PayloadRequest, booking: BookingDoc) => Promise<void>
  /** A refund already decided by the caller (money arriving after expiry). */
  refund_in_cents?: number
  at?: number
}

export type TransitionResult = {
  booking: BookingDoc
  from: BookingState
  refund_in_cents?: number
  event: BookingEvent
}

/**
 * Applies `action` by `actor` to booking `id` inside the caller's transaction `req`: re-reads the
 * booking in it, runs the state machine (403/409 on a refused transition), writes status, deadlines
 * and the nights effect, and refunds what a cancellation owes. The caller publishes `event` after
 * its commit (`publishBookingEvent`).
 */
export async function transitionWithin(
  app: FastifyInstance,
  req: PayloadRequest,
  id: string,
  action: BookingAction,
  actor: BookingActor,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const { payload, env } = app.ctx
  const at = options.at ?? currentTimestamp()
  let refund: number | undefined = options.refund_in_cents
  const current = await findLockedBooking(app, id, req)
  const from = current.status as BookingStatus
  let outcome: ReturnType<typeof applyBookingAction>
  try {
    outcome = applyBookingAction(from, action, actor)
  } catch (error) {
    throw toApiError(error)
  }
  const data: Partial<BookingDoc> = { status: outcome.to, status_changed_timestamp: at, ...options.data }
  if (outcome.to === 'PENDING') {
    data.acception_deadline_timestamp = acceptanceDeadline(
      at,
      current.pickup_timestamp,
      env.bookingAcceptanceWindowSeconds,
    )
  }
  if (action === 'accept') {
    data.payment_deadline_timestamp = paymentDeadline(at, current.pickup_timestamp, env.bookingPaymentWindowSeconds)
  }
  if (outcome.to === 'RENTING_CANCELLED' || outcome.to === 'TRAVELLER_CANCELLED') {
    refund = refundFor({
      cancelled_by: actor,
      total_price_in_cents: current.total_rent_price_in_cents,
      paid_in_cents: (current.paid_in_cents ?? 0) - (current.refunded_in_cents ?? 0),
      pickup_timestamp: current.pickup_timestamp,
      now_timestamp: at,
      tiers: (current.cancellation_tiers as CancellationTier[] | null) ?? null,
    }).refund_in_cents
  }
  let updated = (await payload.update({
    collection: 'bookings',
    id,
    data,
    depth: 0,
    ...asSystem(),
    req,
  })) as BookingDoc
  if (outcome.nights === 'release') await releaseBookingNights(payload, req, id)
  if (outcome.nights === 'claim') {
    const listing = await payload.findByID({
      collection: 'listings',
      id: idOf(current.listing)!,
      depth: 0,
      ...asSystem(),
      req,
    })
    await claimBookingNights(
      payload,
      req,
      { id: String(listing.id), kind: listing.kind },
      id,
      nightsBetween(current.pickup_timestamp, current.return_timestamp, timezoneOfListing(listing)),
    )
  }
  // Money goes back through the payment provider inside this transaction (a refund record per refund).
  if (refund && refund > 0 && app.bookingRefunds) updated = await app.bookingRefunds(req, updated, refund)
  await options.within?.(req, updated)
  return {
    booking: updated,
    from,
    refund_in_cents: refund,
    event: { action, from, booking: updated, refund_in_cents: refund },
  }
}

/** `transitionWithin` in a transaction of its own, publishing the event after commit. */
export async function transitionBooking(
  app: FastifyInstance,
  id: string,
  action: BookingAction,
  actor: BookingActor,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const result = await withTransaction(app.ctx.payload, (req) => transitionWithin(app, req, id, action, actor, options))
  await publishBookingEvent(app, result.event)
  return result
}

export async function publishBookingEvent(app: FastifyInstance, event: BookingEvent): Promise<void> {
  await app.bookingEvents.emit(event, (error) => app.log.error({ err: error }, 'booking event listener failed'))
}
