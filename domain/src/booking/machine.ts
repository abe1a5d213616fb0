import type { BookingStatus } from '../booking-status'

/**
 * The booking state machine as data (booking spec §4). Every stored status change goes through
 * `applyBookingAction`; the API maps its errors to 403/409 and never writes `status` otherwise.
 *
 * Beyond the six rows of the spec's table the marketplace needs what the spec leaves to the server:
 * instant bookings (straight to Awaiting payment), the payment provider's outcomes, deadlines and the
 * end of the trip, and cancellation of a confirmed booking by either party (decision 0034).
 * Upcoming/On-going trip are views of Confirmed (see views.ts), never stored.
 */
export type BookingActor = 'traveler' | 'lessor' | 'system'

export type BookingAction =
  | 'enquire'
  | 'request'
  | 'book_instant'
  | 'abandon'
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'traveler_cancel'
  | 'payment'
  | 'payment_pending'
  | 'payment_failed'
  | 'payment_succeeded'
  | 'expire_request'
  | 'expire_payment'
  | 'hand_over_to_lessor'
  | 'complete'
  | 'partner_refused'

/** The status a booking has before it exists: every create is a transition out of it. */
export const NEW_BOOKING = 'NEW' as const
export type BookingState = BookingStatus | typeof NEW_BOOKING

export interface BookingTransitionRule {
  actor: BookingActor
  from: readonly BookingState[]
  to: BookingStatus
}

export const bookingMachine: Readonly<Record<BookingAction, BookingTransitionRule>> = {
  /** A dated enquiry from the chat: holds nothing yet. */
  enquire: { actor: 'traveler', from: [NEW_BOOKING], to: 'ENQUIRY' },
  /** §4 "request": Enquiry → Pending; a new request is created Pending at once. */
  request: { actor: 'traveler', from: [NEW_BOOKING, 'ENQUIRY'], to: 'PENDING' },
  /** Instant-booking listings skip the lessor: the booking waits for the payment. */
  book_instant: { actor: 'traveler', from: [NEW_BOOKING], to: 'AWAITING_PAYMENT' },
  /** §4 "abandon (revoke)". */
  abandon: { actor: 'traveler', from: ['PENDING'], to: 'ABANDONED' },
  accept: { actor: 'lessor', from: ['PENDING'], to: 'AWAITING_PAYMENT' },
  reject: { actor: 'lessor', from: ['PENDING'], to: 'REJECTED' },
  /** §4 cancel from Awaiting payment; also a confirmed booking before pickup (refunds everything). */
  cancel: { actor: 'lessor', from: ['AWAITING_PAYMENT', 'PROCESSING_PAYMENT', 'CONFIRMED'], to: 'RENTING_CANCELLED' },
  /** The traveler cancels a confirmed booking; the refund follows the cancellation tiers. */
  traveler_cancel: { actor: 'traveler', from: ['CONFIRMED'], to: 'TRAVELLER_CANCELLED' },
  /** §4 "payment": the traveler is sent to the provider; the status stays until it answers. */
  payment: { actor: 'traveler', from: ['AWAITING_PAYMENT'], to: 'AWAITING_PAYMENT' },
  /** The provider reports a payment that is still being processed (bank transfer, SEPA…). */
  payment_pending: { actor: 'system', from: ['AWAITING_PAYMENT'], to: 'PROCESSING_PAYMENT' },
  /** A failed or cancelled payment: the traveler may try again before the deadline. */
  payment_failed: { actor: 'system', from: ['PROCESSING_PAYMENT', 'AWAITING_PAYMENT'], to: 'AWAITING_PAYMENT' },
  payment_succeeded: { actor: 'system', from: ['AWAITING_PAYMENT', 'PROCESSING_PAYMENT'], to: 'CONFIRMED' },
  /** The lessor let the acceptance deadline pass: the request counts as refused (decision 0034). */
  expire_request: { actor: 'system', from: ['PENDING'], to: 'REJECTED' },
  expire_payment: { actor: 'system', from: ['AWAITING_PAYMENT', 'PROCESSING_PAYMENT'], to: 'EXPIRED_PAYMENT' },
  /** Partner bookings the lessor handles directly (contact details instead of chat). */
  hand_over_to_lessor: { actor: 'system', from: ['CONFIRMED'], to: 'CONTACT_LESSOR' },
  complete: { actor: 'system', from: ['CONFIRMED', 'CONTACT_LESSOR'], to: 'TRIP_COMPLETED' },
  /**
   * A partner booking paid with us that the partner's system refused (sold out, price changed) or
   * never recorded (decision 0093): the rental company did not take it, so it counts as cancelled
   * by the lessor and everything paid goes back. (Confirmed there: `payment_succeeded`.)
   */
  partner_refused: { actor: 'system', from: ['AWAITING_PAYMENT', 'PROCESSING_PAYMENT'], to: 'RENTING_CANCELLED' },
}

export const bookingMachineActions = Object.keys(bookingMachine) as BookingAction[]

/** Statuses in which a booking occupies its nights in the booked-nights ledger. */
export const nightHoldingStatuses: readonly BookingStatus[] = [
  'PENDING',
  'AWAITING_PAYMENT',
  'PROCESSING_PAYMENT',
  'CONFIRMED',
  'CONTACT_LESSOR',
  'TRIP_COMPLETED',
]
export const holdsNights = (status: BookingState): boolean =>
  status !== NEW_BOOKING && nightHoldingStatuses.includes(status)

/** What the caller must do with the booking's nights for a transition. */
export type NightsEffect = 'claim' | 'release' | 'keep' | 'none'

/** Why a transition was refused; the API answers 403 for wrong_actor and 409 for wrong_status. */
export class BookingTransitionError extends Error {
  readonly error_key: 'booking_action_not_permitted' | 'booking_status_conflict'
  constructor(
    readonly reason: 'wrong_actor' | 'wrong_status',
    readonly action: BookingAction,
    readonly from: BookingState,
  ) {
    super(
      reason === 'wrong_actor'
        ? `This booking action (${action}) is not yours to take.`
        : `A booking in status ${from} cannot be changed by "${action}".`,
    )
    this.name = 'BookingTransitionError'
    this.error_key = reason === 'wrong_actor' ? 'booking_action_not_permitted' : 'booking_status_conflict'
  }
}

export const isBookingTransitionError = (error: unknown): error is BookingTransitionError =>
  error instanceof BookingTransitionError

export interface BookingTransitionOutcome {
  from: BookingState
  to: BookingStatus
  action: BookingAction
  nights: NightsEffect
}

/**
 * THE transition function. Checks the actor first (a lessor trying a traveler action is a
 * permission problem whatever the status), then the status; throws BookingTransitionError.
 */
export function applyBookingAction(
  current: BookingState,
  action: BookingAction,
  actor: BookingActor,
): BookingTransitionOutcome {
  const rule = bookingMachine[action]
  if (rule.actor !== actor) throw new BookingTransitionError('wrong_actor', action, current)
  if (!rule.from.includes(current)) throw new BookingTransitionError('wrong_status', action, current)
  const before = holdsNights(current)
  const after = holdsNights(rule.to)
  const nights: NightsEffect = before === after ? (after ? 'keep' : 'none') : after ? 'claim' : 'release'
  return { from: current, to: rule.to, action, nights }
}

export const canApplyBookingAction = (current: BookingState, action: BookingAction, actor: BookingActor): boolean => {
  const rule = bookingMachine[action]
  return rule.actor === actor && rule.from.includes(current)
}

/** Actions `actor` can take on a booking in `current` (drives the buttons of both views). */
export const bookingActionsFor = (current: BookingState, actor: BookingActor): BookingAction[] =>
  bookingMachineActions.filter((action) => canApplyBookingAction(current, action, actor))
