import { asSystem } from '@driftway/collections'
import type { PartnerSagaStep } from '@driftway/domain/partners'
import type { FastifyInstance } from 'fastify'
import { findBooking, findLockedBooking, publishBookingEvent, transitionWithin } from '../bookings/service'
import type { BookingDoc } from '../bookings/view'
import { ApiError } from '../http/errors'
import { withTransaction } from '../http/transaction'
import { awaitsPartner, cancelledWithUs, now, type Outcome, paidAt, refundedByUs, sagaOf, withStep } from './saga-log'
import type { PartnerBooking, PartnerSlug } from './types'
import { partnerNames } from './types'

/** Refusals of the partner itself: retrying gets the same answer, so the traveler's money goes back. */
const refusalKeys = new Set(['partner_sold_out', 'partner_price_changed', 'partner_refused', 'VAL001'])

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
