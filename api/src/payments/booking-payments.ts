import { asSystem } from '@driftway/collections'
import type { Booking, Transaction } from '@driftway/collections/payload-types'
import { currentTimestamp, isPastDeadline, type ListingKind } from '@driftway/domain'
import { bookingFinishPath } from '@driftway/domain/booking-links'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest } from 'payload'
import type { UserDoc } from '../auth/users'
import { bookingErrors } from '../bookings/errors'
import type { BookingEvent } from '../bookings/events'
import { findLockedBooking, publishBookingEvent, transitionWithin } from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { ApiError } from '../http/errors'
import { afterCommit, withTransaction } from '../http/transaction'
import { idOf } from '../listings/pricing-input'
import { recordPartnerPayment } from '../partners/saga-create'
import { awaitsPartner } from '../partners/saga-log'
import { applicationFeeFor, CHECKOUT_REPEAT_SECONDS, type PaymentEvent } from './checkout'

/** What is due now on a booking: the down payment (or everything) first, then the remainder. */
export function amountDue(
  booking: BookingDoc,
): { amount: number; purpose: 'down_payment' | 'remaining' | 'full' } | null {
  const total = booking.total_rent_price_in_cents
  const paid = booking.paid_in_cents ?? 0
  if (booking.status === 'AWAITING_PAYMENT' && paid === 0) {
    const down = booking.full_prepayment ? total : (booking.down_payment_in_cents ?? total)
    return { amount: down, purpose: down >= total ? 'full' : 'down_payment' }
  }
  if (booking.status === 'CONFIRMED' && paid < total) return { amount: total - paid, purpose: 'remaining' }
  return null
}

/**
 * POST booking/travel/payment/: opens the provider's payment page for what is due and records the
 * charge (status `open`). The state machine's `payment` action checks actor and status; a booking
 * past its payment deadline is 409.
 */
export async function startBookingPayment(
  app: FastifyInstance,
  user: UserDoc,
  kind: ListingKind,
  booking: BookingDoc,
  paymentMethod: string | null | undefined,
): Promise<{ redirect_url: string; transaction_id: string }> {
  const { payload, env } = app.ctx
  const due = amountDue(booking)
  if (!due || due.amount <= 0) throw bookingErrors.nothingToPay()
  if (booking.status === 'AWAITING_PAYMENT' && isPastDeadline(booking.payment_deadline_timestamp, currentTimestamp())) {
    throw bookingErrors.deadlinePassed()
  }
  const listingId = idOf(booking.listing)!
  const lessorId = idOf(booking.lessor)
  const merchant = lessorId
    ? (
        await payload.find({
          collection: 'merchants',
          where: { user: { equals: lessorId } },
          limit: 1,
          depth: 0,
          ...asSystem(),
        })
      ).docs[0]
    : undefined
  const destination = app.checkout.name === 'stripe' ? (merchant?.provider_account_id ?? null) : null
  if (app.checkout.name === 'stripe' && !destination?.startsWith('acct_')) {
    throw new ApiError('lessor_cannot_receive_payments', 'The host cannot receive payments yet. Try again later.')
  }
  const attempt = await openPaymentAttempt(app, user, booking, due, paymentMethod)
  const finish = (result: 'success' | 'pending' | 'failed' | 'cancelled') =>
    `${env.siteUrl}${bookingFinishPath(kind, listingId, String(booking.id), result, booking.reference)}`
  try {
    // Built from the stored attempt only, so a repeated request sends the provider the very same
    // call (Stripe refuses a reused idempotency key with other parameters).
    const session = await app.checkout.createCheckout({
      transaction_id: String(attempt.id),
      booking_id: String(booking.id),
      kind,
      purpose: due.purpose,
      amount_in_cents: attempt.amount_in_cents,
      currency: attempt.currency_code,
      description: `Driftway booking ${booking.id}`,
      customer_email: user.email ?? undefined,
      destination_account: destination,
      application_fee_in_cents: applicationFeeFor(kind, attempt.amount_in_cents),
      return_urls: {
        success: finish('success'),
        pending: finish('pending'),
        failed: finish('failed'),
        cancelled: finish('cancelled'),
      },
      expires_at:
        booking.payment_deadline_timestamp ?? booking.remaining_payment_deadline_timestamp ?? attempt.date_ts + 3600,
      opened_at: attempt.date_ts,
      idempotency_key: attempt.idempotency_key ?? '',
    })
    await withTransaction(payload, async (req) => {
      const current = await findTransaction(app, String(attempt.id), req)
      await payload.update({
        collection: 'transactions',
        id: attempt.id,
        // A concurrent repeat whose call failed may have marked the attempt failed: it is open after all.
        data: {
          provider_payment_id: session.provider_payment_id,
          ...(current.status === 'failed' ? { status: 'open' } : {}),
        },
        depth: 0,
        ...asSystem(),
        req,
      })
    })
    return { redirect_url: session.redirect_url, transaction_id: String(attempt.id) }
  } catch (error) {
    await withTransaction(payload, async (req) => {
      const current = await findTransaction(app, String(attempt.id), req)
      // Only an attempt no call has opened yet is given up; the next request opens a new one.
      if (current.status !== 'open' || current.provider_payment_id) return
      await payload.update({
        collection: 'transactions',
        id: attempt.id,
        data: { status: 'failed' },
        depth: 0,
        ...asSystem(),
        req,
      })
    })
    app.log.error({ err: error }, 'payment provider refused the checkout')
    throw new ApiError('payment_unavailable', 'The payment could not be started. Please try again.')
  }
}

/**
 * The charge record of this payment request: the open attempt for the same purpose and amount
 * opened within CHECKOUT_REPEAT_SECONDS, else a new one whose idempotency key numbers the attempts
 * of that purpose (`booking-{id}-{purpose}-{n}`) — stable for every retry of the request, new after
 * a failed, cancelled or stale attempt. Read and written in one transaction, so two requests at
 * once share one attempt.
 */
async function openPaymentAttempt(
  app: FastifyInstance,
  user: UserDoc,
  booking: BookingDoc,
  due: NonNullable<ReturnType<typeof amountDue>>,
  paymentMethod: string | null | undefined,
): Promise<Transaction> {
  const { payload } = app.ctx
  return withTransaction(payload, async (req) => {
    const at = currentTimestamp()
    const { docs } = await payload.find({
      collection: 'transactions',
      where: {
        and: [
          { booking: { equals: booking.id } },
          { kind: { equals: 'charge' } },
          { purpose: { equals: due.purpose } },
        ],
      },
      sort: '-date_ts',
      depth: 0,
      pagination: false,
      ...asSystem(),
      req,
    })
    const attempts = docs as Transaction[]
    const open = attempts.find(
      (record) =>
        record.status === 'open' &&
        record.provider === app.checkout.name &&
        record.amount_in_cents === due.amount &&
        record.currency_code === booking.currency &&
        idOf(record.user) === String(user.id) &&
        record.date_ts > at - CHECKOUT_REPEAT_SECONDS,
    )
    if (open) return open
    return (await payload.create({
      collection: 'transactions',
      data: {
        user: String(user.id),
        booking: String(booking.id),
        kind: 'charge',
        purpose: due.purpose,
        provider: app.checkout.name,
        date_ts: at,
        amount_in_cents: due.amount,
        total_in_cents: due.amount,
        currency_code: booking.currency,
        status: 'open',
        payment_method: paymentMethod ?? undefined,
        idempotency_key: `booking-${booking.id}-${due.purpose}-${attempts.length + 1}`,
      },
      depth: 0,
      ...asSystem(),
      req,
    })) as Transaction
  })
}

const findTransaction = async (app: FastifyInstance, id: string, req: PayloadRequest) =>
  (await app.ctx.payload.findByID({ collection: 'transactions', id, depth: 0, ...asSystem(), req })) as Transaction

const terminal = new Set(['succeeded', 'failed', 'cancelled'])

/**
 * Applies one provider event exactly once: the event id is stored in the same transaction as its
 * effect (a replay finds it and does nothing), and a charge that already reached a final status
 * ignores later, older events (out of order). Money for a booking that can no longer take it
 * (expired, cancelled) is refunded at once.
 */
export async function applyPaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<{ applied: boolean }> {
  const { payload } = app.ctx
  const events: BookingEvent[] = []
  const seen = async (req?: PayloadRequest) =>
    (
      await payload.count({
        collection: 'payment-events',
        where: { and: [{ provider: { equals: app.checkout.name } }, { event_id: { equals: event.event_id } }] },
        ...asSystem(),
        req,
      })
    ).totalDocs > 0
  const applied = await withTransaction(payload, async (req) => {
    if (await seen(req)) return false
    const charge = (
      await payload.find({
        collection: 'transactions',
        where: {
          and: [{ provider_payment_id: { equals: event.provider_payment_id } }, { kind: { equals: 'charge' } }],
        },
        limit: 1,
        depth: 0,
        ...asSystem(),
        req,
      })
    ).docs[0] as Transaction | undefined
    await payload.create({
      collection: 'payment-events',
      data: {
        provider: app.checkout.name,
        event_id: event.event_id,
        type: event.type,
        provider_payment_id: event.provider_payment_id,
        booking: charge ? idOf(charge.booking) : undefined,
        received_timestamp: currentTimestamp(),
      },
      depth: 0,
      ...asSystem(),
      req,
    })
    if (!charge || terminal.has(charge.status)) return true
    if (event.type === 'pending') {
      if (charge.status === 'pending') return true
      await setChargeStatus(app, req, charge, 'pending')
      const booking = await findLockedBooking(app, idOf(charge.booking)!, req)
      if (booking.status === 'AWAITING_PAYMENT') {
        events.push((await transitionWithin(app, req, String(booking.id), 'payment_pending', 'system')).event)
      }
      return true
    }
    if (event.type === 'failed' || event.type === 'cancelled') {
      await setChargeStatus(app, req, charge, event.type)
      const booking = await findLockedBooking(app, idOf(charge.booking)!, req)
      // A paid partner booking waits on the partner, not on this (older, other) payment attempt.
      if (booking.status === 'PROCESSING_PAYMENT' && !awaitsPartner(booking)) {
        events.push((await transitionWithin(app, req, String(booking.id), 'payment_failed', 'system')).event)
      }
      return true
    }
    // succeeded. The booking is read with its row taken (findLockedBooking): `paid` adds to what
    // another process's event for the same booking committed, never to a stale read.
    const amount = event.amount_in_cents ?? charge.amount_in_cents
    await setChargeStatus(app, req, charge, 'succeeded', { provider_charge_id: event.provider_charge_id ?? undefined })
    const booking = await findLockedBooking(app, idOf(charge.booking)!, req)
    const paid = (booking.paid_in_cents ?? 0) + amount
    /** Records this payment and sends it straight back. */
    const refundThisPayment = async () => {
      const updated = (await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { paid_in_cents: paid },
        depth: 0,
        ...asSystem(),
        req,
      })) as BookingDoc
      await refundBooking(app, req, updated, amount)
    }
    if (booking.partner && awaitsPartner(booking)) {
      // Paid already and waiting on the partner: a second payment (another page paid) goes straight back.
      await refundThisPayment()
    } else if (booking.partner && (booking.status === 'AWAITING_PAYMENT' || booking.status === 'PROCESSING_PAYMENT')) {
      // A partner booking is confirmed by the partner, not by the payment (decision 0093).
      const event = await recordPartnerPayment(
        app,
        req,
        booking,
        paid,
        (charge.payment_method as Booking['payment_method']) ?? undefined,
      )
      if (event) events.push(event)
    } else if (booking.status === 'AWAITING_PAYMENT' || booking.status === 'PROCESSING_PAYMENT') {
      const result = await transitionWithin(app, req, String(booking.id), 'payment_succeeded', 'system', {
        data: {
          paid_in_cents: paid,
          // The transaction stores the provider's method as text; the booking field lists the offered ones.
          payment_method: (charge.payment_method as Booking['payment_method']) ?? undefined,
        },
      })
      events.push(result.event)
    } else if (booking.status === 'CONFIRMED' || booking.status === 'CONTACT_LESSOR') {
      // The remainder of a down-payment booking; anything beyond the price (a second payment page
      // paid twice) goes straight back.
      const updated = (await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { paid_in_cents: paid, remaining_amount_in_cents: Math.max(0, booking.total_rent_price_in_cents - paid) },
        depth: 0,
        ...asSystem(),
        req,
      })) as BookingDoc
      const excess = paid - (booking.refunded_in_cents ?? 0) - booking.total_rent_price_in_cents
      if (excess > 0) await refundBooking(app, req, updated, excess)
    } else {
      // Too late (expired, cancelled, rejected): the money goes straight back.
      await refundThisPayment()
    }
    return true
  }).catch(async (error: unknown) => {
    // The same event delivered twice at once: both transactions found it unseen (PostgreSQL runs
    // them side by side; SQLite's one writer never does) and the unique (provider, event_id) index
    // refused the second copy, rolling its transaction back (with the events it had noted).
    events.length = 0
    if (await seen()) return false
    throw error
  })
  for (const bookingEvent of events) await publishBookingEvent(app, bookingEvent)
  return { applied }
}

async function setChargeStatus(
  app: FastifyInstance,
  req: PayloadRequest,
  charge: Transaction,
  status: string,
  extra: Partial<Transaction> = {},
) {
  await app.ctx.payload.update({
    collection: 'transactions',
    id: charge.id,
    data: { status, ...extra },
    depth: 0,
    ...asSystem(),
    req,
  })
}

/**
 * Pays `amount` back to the traveler from the booking's succeeded charges (newest first); never
 * more than was paid. Inside the caller's transaction it only records the refunds owed (status
 * `pending`, one record per charge, each with its idempotency key) and what the booking has
 * refunded; the provider is called once that transaction committed (`settleRefunds`), so a
 * rollback leaves neither a record nor a refund at the provider (decision 0058).
 */
export async function refundBooking(
  app: FastifyInstance,
  req: PayloadRequest,
  booking: BookingDoc,
  amount: number,
): Promise<BookingDoc> {
  const { payload } = app.ctx
  const refundable = Math.min(amount, (booking.paid_in_cents ?? 0) - (booking.refunded_in_cents ?? 0))
  if (refundable <= 0) return booking
  const { docs } = await payload.find({
    collection: 'transactions',
    where: { and: [{ booking: { equals: booking.id } }, { kind: { in: ['charge', 'refund'] } }] },
    sort: '-date_ts',
    depth: 0,
    pagination: false,
    ...asSystem(),
    req,
  })
  const records = docs as Transaction[]
  const refundsOf = (chargeId: string) =>
    records.filter((r) => r.kind === 'refund' && r.provider_payment_id === chargeId)
  let left = refundable
  for (const charge of records.filter((r) => r.kind === 'charge' && r.status === 'succeeded')) {
    if (left <= 0) break
    const earlier = refundsOf(charge.provider_payment_id ?? '')
    const part = Math.min(left, charge.amount_in_cents - earlier.reduce((sum, r) => sum + r.amount_in_cents, 0))
    if (part <= 0) continue
    await payload.create({
      collection: 'transactions',
      data: {
        user: idOf(charge.user)!,
        booking: String(booking.id),
        kind: 'refund',
        provider: charge.provider ?? app.checkout.name,
        provider_payment_id: charge.provider_payment_id,
        provider_charge_id: charge.provider_charge_id,
        date_ts: currentTimestamp(),
        amount_in_cents: part,
        total_in_cents: part,
        currency_code: charge.currency_code,
        status: 'pending',
        // The n-th refund of this charge for this amount: the same key for every retry of it.
        idempotency_key: `refund-${booking.id}-${charge.id}-${part}-${earlier.length + 1}`,
      },
      depth: 0,
      ...asSystem(),
      req,
    })
    left -= part
  }
  afterCommit(req, async () => {
    await settleRefunds(app, { booking: String(booking.id) })
  })
  return (await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { refunded_in_cents: (booking.refunded_in_cents ?? 0) + (refundable - left) },
    depth: 0,
    ...asSystem(),
    req,
  })) as BookingDoc
}

/**
 * Sends the recorded refunds still `pending` to the provider — those of one booking right after
 * its transaction committed, or every one recorded before `recordedBefore` (the deadlines sweep:
 * a process that stopped between commit and call, a provider that was down). Each call carries
 * the record's own idempotency key, so a refund sent twice (two processes, a retry after a lost
 * answer) is made once. A refund the provider refuses stays pending and is retried by the next sweep.
 */
export async function settleRefunds(
  app: FastifyInstance,
  scope: { booking: string } | { recordedBefore: number },
): Promise<number> {
  const { payload } = app.ctx
  const { docs } = await payload.find({
    collection: 'transactions',
    where: {
      and: [
        { kind: { equals: 'refund' } },
        { status: { equals: 'pending' } },
        'booking' in scope ? { booking: { equals: scope.booking } } : { date_ts: { less_than: scope.recordedBefore } },
      ],
    },
    sort: 'date_ts',
    limit: 100,
    depth: 0,
    ...asSystem(),
  })
  let settled = 0
  for (const refund of docs as Transaction[]) {
    try {
      const { provider_refund_id } = await app.checkout.refund({
        provider_payment_id: refund.provider_payment_id ?? '',
        provider_charge_id: refund.provider_charge_id ?? null,
        amount_in_cents: refund.amount_in_cents,
        currency: refund.currency_code,
        idempotency_key: refund.idempotency_key ?? `refund-${refund.id}`,
      })
      await payload.update({
        collection: 'transactions',
        id: refund.id,
        data: { status: 'succeeded', provider_refund_id },
        depth: 0,
        ...asSystem(),
      })
      settled += 1
    } catch (error) {
      app.log.error(
        { err: error, refund: refund.id },
        'refund not accepted by the provider yet; the deadlines sweep retries it',
      )
    }
  }
  return settled
}
