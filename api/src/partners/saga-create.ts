import { asSystem } from '@driftway/collections'
import type { Booking } from '@driftway/collections/payload-types'
import {
  applyBookingAction,
  instantPaymentDeadline,
  isSupportedCurrency,
  isTravelerRole,
  NEW_BOOKING,
} from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest } from 'payload'
import type { UserDoc } from '../auth/users'
import { bookingErrors } from '../bookings/errors'
import type { BookingEvent } from '../bookings/events'
import { insertBooking, publishBookingEvent, transitionWithin, tripDetailsOf } from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { ApiError } from '../http/errors'
import { afterCommit } from '../http/transaction'
import { validationError } from '../http/validation'
import { idOf } from '../listings/pricing-input'
import { type PartnerBookBody, partnerDisplayDetails, validateAtPartner } from './requests'
import { now, type PartnerSagaLog, withStep } from './saga-log'
import type { PartnerSlug, PartnerTraveler } from './types'
import { partnerNames } from './types'

/**
 * Saga step 1-2 (POST booking/travel/{partner}/, booking/travel/campnerd/, five-anker/payment/):
 * validates afresh at the partner (the price the traveler saw must still hold), then creates the
 * booking awaiting its full payment and claims its nights in our ledger in one transaction. The
 * partner is asked to book only once the money is in (`recordPartnerPayment`).
 */
export async function createPartnerBooking(
  app: FastifyInstance,
  user: UserDoc,
  partner: PartnerSlug,
  body: PartnerBookBody,
): Promise<BookingDoc> {
  if (!isTravelerRole(user.role)) throw bookingErrors.onlyTraveler()
  const { env } = app.ctx
  if (partner === 'campnerd' && (body.persons?.length ?? 0) !== body.adults_num + body.children_num)
    // booking §5: a campsite with an external accommodation requires all persons listed.
    throw validationError({ persons: ['List every traveler (adults and children) with name and birth date.'] })
  const { listing, request, quote } = await validateAtPartner(app, partner, body, { fresh: true })
  if (idOf(listing.lessor) === String(user.id)) throw bookingErrors.onlyTraveler()
  if (
    body.expected_total_in_cents !== undefined &&
    body.expected_total_in_cents !== null &&
    body.expected_total_in_cents !== quote.total_in_cents
  )
    throw new ApiError(
      'partner_price_changed',
      `${partnerNames[partner]} now asks ${quote.total_in_cents} instead of ${body.expected_total_in_cents}; validate again.`,
      undefined,
      { total_rent_price_in_cents: quote.total_in_cents, available_vehicle_id: quote.available_vehicle_id },
    )
  const currency = quote.currency
  if (!isSupportedCurrency(currency))
    throw new ApiError('partner_refused', `${partnerNames[partner]} prices in ${currency}, which we cannot charge.`)
  const at = now()
  const outcome = applyBookingAction(NEW_BOOKING, 'book_instant', 'traveler')
  const name = body.traveller_name ?? [user.first_name, user.last_name].filter(Boolean).join(' ')
  const [first, ...rest] = name.split(' ')
  const traveler: PartnerTraveler = {
    first_name: user.first_name ?? first ?? '',
    last_name: user.last_name ?? rest.join(' '),
    email: user.email ?? '',
    phone: body.traveller_phone ?? user.phone ?? '',
  }
  const saga: PartnerSagaLog = {
    available_vehicle_id: quote.available_vehicle_id,
    request,
    traveler,
    steps: [
      {
        step: 'validated',
        at,
        detail: `offer ${quote.available_vehicle_id}, ${quote.total_in_cents} ${quote.currency}`,
      },
      { step: 'awaiting_payment', at },
    ],
  }
  const data = {
    listing: String(listing.id),
    traveller: String(user.id),
    status: outcome.to,
    pickup_timestamp: body.pickup_timestamp,
    return_timestamp: body.return_timestamp,
    total_rent_price_in_cents: quote.total_in_cents,
    // Paid in full with us: the partner is paid by the marketplace, never by the traveler on site.
    down_payment_in_cents: quote.total_in_cents,
    remaining_amount_in_cents: 0,
    opp_payment_in_cents: quote.total_in_cents,
    cash_payment_in_cents: 0,
    paid_in_cents: 0,
    refunded_in_cents: 0,
    currency,
    adults_num: body.adults_num,
    children_num: body.children_num,
    pitches_num: partner === 'campnerd' ? body.pitches_num : undefined,
    traveller_name: name || undefined,
    traveller_phone: traveler.phone || undefined,
    ...tripDetailsOf(body),
    display_details: partnerDisplayDetails(listing, quote, request),
    full_prepayment: true,
    is_instant: true,
    is_indie_camper: partner === 'indie',
    payment_method: body.payment_method ?? undefined,
    payment_deadline_timestamp: instantPaymentDeadline(
      at,
      body.pickup_timestamp,
      env.bookingInstantPaymentWindowSeconds,
    ),
    cancellation_tiers: [],
    status_changed_timestamp: at,
    partner,
    partner_step: 'awaiting_payment' as const,
    partner_saga: saga,
  }
  // No nights in our ledger: the partner's stock is the ledger of a partner-managed listing
  // (listings §8). An imported listing is a unit type the partner may hold several of, and one row
  // per night would sell only one of them through us. Two of our travelers racing for the partner's
  // last unit both pay; the second is refused at the book step and refunded (decision 0097).
  const booking = await insertBooking(app, data, { id: String(listing.id), kind: listing.kind }, [])
  await publishBookingEvent(app, { action: 'created', from: NEW_BOOKING, booking })
  return booking
}

/**
 * Saga step 3, inside the payment event's transaction: the money for a partner booking is in. The
 * booking waits in Processing payment (not Confirmed: the partner has not said yes), its payment
 * deadline is lifted (the expiry sweep must not expire money that is in) and the book call at the
 * partner starts once this transaction committed.
 */
export async function recordPartnerPayment(
  app: FastifyInstance,
  req: PayloadRequest,
  booking: BookingDoc,
  paid: number,
  paymentMethod: Booking['payment_method'] | undefined,
): Promise<BookingEvent | null> {
  const data: Partial<BookingDoc> = {
    paid_in_cents: paid,
    payment_method: paymentMethod ?? undefined,
    payment_deadline_timestamp: null,
    partner_step: 'paid',
    partner_saga: withStep(booking, 'paid', `${paid} ${booking.currency}`),
  }
  let event: BookingEvent | null = null
  if (booking.status === 'AWAITING_PAYMENT')
    event = (await transitionWithin(app, req, String(booking.id), 'payment_pending', 'system', { data })).event
  else await app.ctx.payload.update({ collection: 'bookings', id: booking.id, data, depth: 0, ...asSystem(), req })
  afterCommit(req, async () => app.partnerBookings.start(String(booking.id)))
  return event
}
