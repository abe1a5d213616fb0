import type { PartnerSagaStep } from '@driftway/domain/partners'
import type { BookingDoc } from '../bookings/view'
import type { PartnerTraveler, QuoteRequest } from './types'

/**
 * The saga's log on a partner booking and what it says about where the booking stands: which
 * process may move it on (the book step, the reconciliation, the cancellation at the partner).
 */

export const now = () => Math.floor(Date.now() / 1000)

/** What a partner booking keeps for its saga (the `partner_saga` JSON field, decision 0093). */
export type PartnerSagaLog = {
  /** The partner's offer and the question that produced it: the book call repeats both. */
  available_vehicle_id: string
  request: QuoteRequest
  traveler: PartnerTraveler
  steps: { step: PartnerSagaStep | 'validated'; at: number; detail?: string }[]
}

export const sagaOf = (booking: BookingDoc): PartnerSagaLog => booking.partner_saga as PartnerSagaLog

export const withStep = (booking: BookingDoc, step: PartnerSagaLog['steps'][number]['step'], detail?: string) => {
  const saga = sagaOf(booking)
  return { ...saga, steps: [...saga.steps, { step, at: now(), ...(detail ? { detail } : {}) }] }
}

/** A partner booking whose money is in and whose partner outcome is open (the payment webhooks leave it alone). */
export const awaitsPartner = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  ['paid', 'partner_requested', 'partner_unknown'].includes(booking.partner_step ?? '') &&
  booking.status === 'PROCESSING_PAYMENT'

/** A partner booking cancelled with us after the partner had confirmed it. */
export const cancelledWithUs = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  (booking.status === 'TRAVELLER_CANCELLED' || booking.status === 'RENTING_CANCELLED') &&
  ['partner_confirmed', 'partner_cancel_pending'].includes(booking.partner_step ?? '')

/**
 * Refunded by us because the partner refused, had no record of it or did not answer in time — and
 * nothing is held at the partner as far as we know: `refunded`, or `partner_cancelled` after a
 * give-up whose cancellation found nothing there (a book call still under way may land later).
 */
export const refundedByUs = (booking: BookingDoc): boolean =>
  Boolean(booking.partner) &&
  booking.status === 'RENTING_CANCELLED' &&
  (booking.partner_step === 'refunded' ||
    (booking.partner_step === 'partner_cancelled' && sagaOf(booking).steps.some((s) => s.step === 'partner_refused')))

export type Outcome = 'confirmed' | 'refunded' | 'given_up' | 'unknown' | 'skipped'

/** When the traveler's money came in (the give-up deadline counts from it), else when the outcome became unknown. */
export const paidAt = (booking: BookingDoc): number | null => {
  const { steps } = sagaOf(booking)
  return (steps.find((s) => s.step === 'paid') ?? steps.find((s) => s.step === 'partner_unknown'))?.at ?? null
}
