import { asSystem } from '@driftway/collections'
import type { Booking } from '@driftway/collections/payload-types'
import {
  applyBookingAction,
  instantPaymentDeadline,
  isSupportedCurrency,
  isTravelerRole,
  NEW_BOOKING,
} from '@driftway/domain'
import type { PartnerSagaStep } from '@driftway/domain/partners'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import { bookingErrors } from '../bookings/errors'
import type { BookingEvent } from '../bookings/events'
import {
  findBooking,
  findLockedBooking,
  insertBooking,
  publishBookingEvent,
  transitionWithin,
  tripDetailsOf,
} from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { ApiError } from '../http/errors'
import { afterCommit, withTransaction } from '../http/transaction'
import { validationError } from '../http/validation'
import { idOf } from '../listings/pricing-input'
import { type PartnerBookBody, partnerDisplayDetails, validateAtPartner } from './requests'
import type { PartnerBooking, PartnerSlug, PartnerTraveler, QuoteRequest } from './types'
import { partnerNames } from './types'

const now = () => Math.floor(Date.now() / 1000)

/** What a partner booking keeps for its saga (the `partner_saga` JSON field, decision 0093). */
export type PartnerSagaLog = {
  /** The partner's offer and the question that produced it: the book call repeats both. */
  available_vehicle_id: string
  request: QuoteRequest
  traveler: PartnerTraveler
  steps: { step: PartnerSagaStep | 'validated'; at: number; detail?: string }[]
}

const sagaOf = (booking: BookingDoc): PartnerSagaLog => booking.partner_saga as PartnerSagaLog

const withStep = (booking: BookingDoc, step: PartnerSagaLog['steps'][number]['step'], detail?: string) => {
  const saga = sagaOf(booking)
  return { ...saga, steps: [...saga.steps, { step, at: now(), ...(detail ? { detail } : {}) }] }
}

/** Refusals of the partner itself: retrying gets the same answer, so the traveler's money goes back. */
const refusalKeys = new Set(['partner_sold_out', 'partner_price_changed', 'partner_refused', 'VAL001'])

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
  const booking = await insertBooking(app, data, String(listing.id), [])
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

/** A partner booking whose money is in and whose partner outcome is open (the payment webhooks leave it alone). */
export const awaitsPartner = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  ['paid', 'partner_requested', 'partner_unknown'].includes(booking.partner_step ?? '') &&
  booking.status === 'PROCESSING_PAYMENT'

/** A partner booking cancelled with us after the partner had confirmed it. */
const cancelledWithUs = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  (booking.status === 'TRAVELLER_CANCELLED' || booking.status === 'RENTING_CANCELLED') &&
  ['partner_confirmed', 'partner_cancel_pending'].includes(booking.partner_step ?? '')

/**
 * Refunded by us because the partner refused, had no record of it or did not answer in time — and
 * nothing is held at the partner as far as we know: `refunded`, or `partner_cancelled` after a
 * give-up whose cancellation found nothing there (a book call still under way may land later).
 */
const refundedByUs = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  booking.status === 'RENTING_CANCELLED' &&
  (booking.partner_step === 'refunded' ||
    (booking.partner_step === 'partner_cancelled' && sagaOf(booking).steps.some((s) => s.step === 'partner_refused')))

/** How long after such a refund the partner's record is read again for a booking that arrived there late. */
const LATE_BOOKING_WINDOW_SECONDS = 60 * 60

type Outcome = 'confirmed' | 'refunded' | 'given_up' | 'unknown' | 'skipped'

/** When the traveler's money came in (the give-up deadline counts from it), else when the outcome became unknown. */
const paidAt = (booking: BookingDoc): number | null => {
  const { steps } = sagaOf(booking)
  return (steps.find((s) => s.step === 'paid') ?? steps.find((s) => s.step === 'partner_unknown'))?.at ?? null
}

/**
 * Saga steps 4-5: book at the partner with our booking id as its idempotency key, then Confirmed;
 * a refusal → everything paid refunded and the traveler told; no answer (timeout, 5xx after the
 * retries, the answer lost) → `partner_unknown`, settled by reading the partner's record of our
 * booking (at once, and by the reconciliation job while the partner does not answer). Every step
 * re-reads the booking with its row taken, so two processes (the payment's, the job's) settle it once.
 */
export class PartnerBookingSaga {
  private readonly running = new Set<Promise<unknown>>()

  constructor(private readonly app: FastifyInstance) {}

  /** Runs the book step in the background (a payment webhook does not wait on a partner). */
  start(id: string): void {
    const run: Promise<unknown> = this.bookAtPartner(id)
      .catch((error: unknown) => this.app.log.error({ err: error, booking: id }, 'partner book step failed'))
      .finally(() => this.running.delete(run))
    this.running.add(run)
  }

  /** Resolves once no book step started by `start` is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  async bookAtPartner(id: string): Promise<Outcome> {
    const booking = await this.moveStep(id, ['paid'], 'partner_requested')
    if (!booking) return 'skipped'
    const partner = booking.partner as PartnerSlug
    const saga = sagaOf(booking)
    let answer: PartnerBooking
    try {
      answer = await this.app.partners.book(partner, {
        ...saga.request,
        booking_id: String(booking.id),
        available_vehicle_id: saga.available_vehicle_id,
        expected_total_in_cents: booking.total_rent_price_in_cents,
        traveler: saga.traveler,
      })
    } catch (error) {
      if (error instanceof ApiError && refusalKeys.has(error.errorKey)) return this.refuse(id, error.message)
      // Whether the partner booked is unknown (it may have, and the answer was lost).
      await this.moveStep(id, ['partner_requested'], 'partner_unknown', (error as Error).message)
      return this.reconcile(id)
    }
    return answer.status === 'confirmed'
      ? this.confirm(id, answer)
      : this.refuse(id, `${partnerNames[partner]} cancelled it`)
  }

  /**
   * Settles a booking whose outcome at the partner is open by reading the partner's record of it:
   * confirmed there → Confirmed; none (or cancelled) → refunded; no answer → stays for the next run.
   * A booking still `paid` (the process stopped before the book call) is booked now.
   */
  async reconcile(id: string): Promise<Outcome> {
    const booking = await findBooking(this.app, id)
    if (!awaitsPartner(booking)) return 'skipped'
    if (booking.partner_step === 'paid') return this.bookAtPartner(id)
    let found: PartnerBooking | null
    try {
      found = await this.app.partners.status(booking.partner as PartnerSlug, id)
    } catch (error) {
      const giveUpAfter = this.app.ctx.env.partners.unknownGiveUpSeconds
      const since = paidAt(booking)
      if (giveUpAfter > 0 && since !== null && now() - since >= giveUpAfter) return this.giveUp(id, giveUpAfter)
      this.app.log.warn({ err: error, booking: id }, 'partner status unknown; reconciliation retries later')
      return 'unknown'
    }
    if (found?.status === 'confirmed') return this.confirm(id, found)
    return this.refuse(id, found ? 'cancelled at the partner' : 'the partner has no record of this booking')
  }

  private async confirm(id: string, answer: PartnerBooking): Promise<Outcome> {
    return this.finish(id, 'payment_succeeded', (booking) => ({
      partner_step: 'partner_confirmed',
      partner_reference: answer.reference,
      partner_saga: withStep(booking, 'partner_confirmed', answer.reference),
    }))
  }

  private async refuse(id: string, reason: string): Promise<Outcome> {
    return this.finish(id, 'partner_refused', (booking) => {
      const refused = withStep(booking, 'partner_refused', reason)
      return {
        partner_step: 'refunded',
        partner_saga: { ...refused, steps: [...refused.steps, { step: 'refunded' as const, at: now() }] },
      }
    })
  }

  /**
   * The partner has not answered for `PARTNER_UNKNOWN_GIVE_UP_SECONDS` since the payment: the
   * traveler is not held longer. Refunded in full and cancelled with us (the `partner_refused`
   * transition: refund, cancellation mail), and — as the partner may hold the booking from a call
   * whose answer was lost — left `partner_cancel_pending`, so the cancellation path (at once, then
   * the reconciliation until the partner answers) cancels whatever the partner has of it.
   */
  private async giveUp(id: string, afterSeconds: number): Promise<Outcome> {
    const reason = `no answer from the partner within ${afterSeconds} s of the payment`
    const outcome = await this.finish(id, 'partner_refused', (booking) => {
      const refused = withStep(booking, 'partner_refused', reason)
      const at = now()
      return {
        partner_step: 'partner_cancel_pending',
        partner_saga: {
          ...refused,
          steps: [...refused.steps, { step: 'refunded' as const, at }, { step: 'partner_cancel_pending' as const, at }],
        },
      }
    })
    if (outcome === 'skipped') return outcome
    this.app.log.warn({ booking: id }, `partner booking given up: ${reason}`)
    await this.cancelAtPartner(id)
    return 'given_up'
  }

  /** The final transition (mail and chat follow its event); a booking another process settled is left alone. */
  private async finish(
    id: string,
    action: 'payment_succeeded' | 'partner_refused',
    data: (booking: BookingDoc) => Partial<BookingDoc>,
  ): Promise<Outcome> {
    const event = await withTransaction(this.app.ctx.payload, async (req) => {
      const booking = await findLockedBooking(this.app, id, req)
      if (!awaitsPartner(booking)) return null
      return (await transitionWithin(this.app, req, id, action, 'system', { data: data(booking) })).event
    })
    if (!event) return 'skipped'
    await publishBookingEvent(this.app, event)
    return action === 'payment_succeeded' ? 'confirmed' : 'refunded'
  }

  /** Cancellation with us (either party) runs in the background after its commit, like the book step. */
  startCancel(id: string): void {
    const run: Promise<unknown> = this.cancelAtPartner(id)
      .catch((error: unknown) => this.app.log.error({ err: error, booking: id }, 'partner cancel step failed'))
      .finally(() => this.running.delete(run))
    this.running.add(run)
  }

  /**
   * A partner-confirmed booking cancelled with us (the traveler's cancellation, the lessor's or
   * support's): cancelled at the partner too, so its unit is free again there. The refund is ours
   * (the cancellation tiers, transitionWithin); the partner's own terms between it and us are not
   * modelled. A partner that does not answer leaves `partner_cancel_pending` for the reconciliation.
   */
  async cancelAtPartner(id: string): Promise<'cancelled' | 'unknown' | 'skipped'> {
    const booking = await this.moveStep(
      id,
      ['partner_confirmed', 'partner_cancel_pending'],
      'partner_cancel_pending',
      undefined,
      cancelledWithUs,
    )
    if (!booking) return 'skipped'
    try {
      const answer = await this.app.partners.cancel(booking.partner as PartnerSlug, id)
      await this.moveStep(id, ['partner_cancel_pending'], 'partner_cancelled', answer.reference, cancelledWithUs)
      return 'cancelled'
    } catch (error) {
      if (error instanceof ApiError && error.errorKey === 'partner_refused') {
        // The partner has no such booking (or refuses to cancel it): nothing is held there to free.
        await this.moveStep(id, ['partner_cancel_pending'], 'partner_cancelled', error.message, cancelledWithUs)
        return 'cancelled'
      }
      this.app.log.warn({ err: error, booking: id }, 'partner cancel unknown; reconciliation retries later')
      return 'unknown'
    }
  }

  /**
   * A booking refunded because the partner had no record of it — or given up, with nothing found
   * there to cancel — may still be booked there by a call that was under way (our attempt gave up,
   * the partner finished it later). For an hour after the refund (or the last such cancellation)
   * the reconciliation reads the partner's record again; a booking found there is cancelled, so the
   * partner does not hold a unit nobody paid for.
   */
  async checkLateBooking(id: string): Promise<'cancelled' | 'unknown' | 'skipped'> {
    const booking = await findBooking(this.app, id)
    if (!refundedByUs(booking)) return 'skipped'
    let found: PartnerBooking | null
    try {
      found = await this.app.partners.status(booking.partner as PartnerSlug, id)
    } catch {
      return 'unknown'
    }
    if (found?.status !== 'confirmed') return 'skipped'
    const detail = `booked at the partner after the refund: ${found.reference}`
    if (!(await this.moveStep(id, ['refunded', 'partner_cancelled'], 'partner_cancel_pending', detail, refundedByUs)))
      return 'skipped'
    return this.cancelAtPartner(id)
  }

  /** Moves the saga step from one of `from` (checked with the row taken); null when another process moved it. */
  private async moveStep(
    id: string,
    from: PartnerSagaStep[],
    to: PartnerSagaStep,
    detail?: string,
    applies: (booking: BookingDoc) => boolean = awaitsPartner,
  ): Promise<BookingDoc | null> {
    return withTransaction(this.app.ctx.payload, async (req) => {
      const booking = await findLockedBooking(this.app, id, req)
      if (!applies(booking) || !from.includes(booking.partner_step as PartnerSagaStep)) return null
      return (await this.app.ctx.payload.update({
        collection: 'bookings',
        id,
        data: { partner_step: to, partner_saga: withStep(booking, to, detail) },
        depth: 0,
        ...asSystem(),
        req,
      })) as BookingDoc
    })
  }
}

/**
 * The reconciliation job: every partner booking paid but not settled — outcome unknown, or left
 * `paid`/`partner_requested` for `staleSeconds` by a process that stopped — is settled by reading
 * the partner's record (decision 0093); a confirmed booking cancelled with us whose cancellation
 * the partner has not taken yet is cancelled there, and so is one refunded in the last hour that
 * the partner booked after all. Safe to run in every process at once.
 */
export async function reconcilePartnerBookings(
  app: FastifyInstance,
  options: { staleSeconds?: number; now?: number } = {},
): Promise<Record<Outcome | 'cancelled', number>> {
  const at = options.now ?? now()
  const staleBefore = new Date((at - (options.staleSeconds ?? 300)) * 1000).toISOString()
  const where: Where = {
    and: [
      { partner: { exists: true } },
      { status: { equals: 'PROCESSING_PAYMENT' } },
      {
        or: [
          { partner_step: { equals: 'partner_unknown' } },
          {
            and: [{ partner_step: { in: ['paid', 'partner_requested'] } }, { updatedAt: { less_than: staleBefore } }],
          },
        ],
      },
    ],
  }
  const { docs } = await app.ctx.payload.find({
    collection: 'bookings',
    where,
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  const counts: Record<Outcome | 'cancelled', number> = {
    confirmed: 0,
    refunded: 0,
    given_up: 0,
    cancelled: 0,
    unknown: 0,
    skipped: 0,
  }
  // Cancellations with us that the partner has not taken yet.
  const { docs: cancelling } = await app.ctx.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { partner: { exists: true } },
        { status: { in: ['TRAVELLER_CANCELLED', 'RENTING_CANCELLED'] } },
        {
          or: [
            { partner_step: { equals: 'partner_cancel_pending' } },
            { and: [{ partner_step: { equals: 'partner_confirmed' } }, { updatedAt: { less_than: staleBefore } }] },
          ],
        },
      ],
    },
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  for (const booking of cancelling as BookingDoc[])
    counts[await app.partnerBookings.cancelAtPartner(String(booking.id))] += 1
  // Refunded within the last hour: booked at the partner after all by a call that was under way?
  const { docs: refunded } = await app.ctx.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { partner: { exists: true } },
        { status: { equals: 'RENTING_CANCELLED' } },
        { partner_step: { in: ['refunded', 'partner_cancelled'] } },
        { updatedAt: { greater_than: new Date((at - LATE_BOOKING_WINDOW_SECONDS) * 1000).toISOString() } },
      ],
    },
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  for (const booking of refunded as BookingDoc[]) {
    // A partner that does not answer is read again next run (not counted: the money is settled).
    if ((await app.partnerBookings.checkLateBooking(String(booking.id))) === 'cancelled') counts.cancelled += 1
  }
  for (const booking of docs as BookingDoc[]) {
    try {
      counts[await app.partnerBookings.reconcile(String(booking.id))] += 1
    } catch (error) {
      counts.unknown += 1
      app.log.error({ err: error, booking: booking.id }, 'partner reconciliation failed')
    }
  }
  return counts
}
