/**
 * Booking statuses and who may move a booking between them (booking spec §4).
 * Stored values are the upper-case codes; the spec names some of them (AWAITING_PAYMENT,
 * CONFIRMED, …) and the rest follow the same pattern.
 */
export const BookingStatus = {
  ENQUIRY: 'ENQUIRY',
  PENDING: 'PENDING',
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  PROCESSING_PAYMENT: 'PROCESSING_PAYMENT',
  CONFIRMED: 'CONFIRMED',
  UPCOMING_TRIP: 'UPCOMING_TRIP',
  ON_GOING_TRIP: 'ON_GOING_TRIP',
  TRIP_COMPLETED: 'TRIP_COMPLETED',
  CONTACT_LESSOR: 'CONTACT_LESSOR',
  REJECTED: 'REJECTED',
  RENTING_CANCELLED: 'RENTING_CANCELLED',
  TRAVELLER_CANCELLED: 'TRAVELLER_CANCELLED',
  ABANDONED: 'ABANDONED',
  EXPIRED_PAYMENT: 'EXPIRED_PAYMENT',
} as const
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus]
export const bookingStatuses = Object.values(BookingStatus) as readonly BookingStatus[]

/** The spec's names for each status, for admin lists and notices. */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  ENQUIRY: 'Enquiry',
  PENDING: 'Pending',
  AWAITING_PAYMENT: 'Awaiting payment',
  PROCESSING_PAYMENT: 'Processing payment',
  CONFIRMED: 'Reserved/Confirmed',
  UPCOMING_TRIP: 'Upcoming Trip',
  ON_GOING_TRIP: 'On Going Trip',
  TRIP_COMPLETED: 'Trip completed',
  CONTACT_LESSOR: 'Contact the lessor',
  REJECTED: 'Rejected',
  RENTING_CANCELLED: 'Cancelled by lessor',
  TRAVELLER_CANCELLED: 'Cancelled by traveller',
  ABANDONED: 'Revoked/Abandoned',
  EXPIRED_PAYMENT: 'Expired payment',
}

export const isBookingStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && (bookingStatuses as readonly string[]).includes(value)

export type BookingActor = 'traveler' | 'lessor'
export type BookingAction = 'request' | 'abandon' | 'accept' | 'reject' | 'cancel' | 'payment'

export type BookingTransition = { actor: BookingActor; from: BookingStatus; to: BookingStatus }

/** The transitions table of booking spec §4, one row per action. */
export const bookingTransitions: Readonly<Record<BookingAction, BookingTransition>> = {
  request: { actor: 'traveler', from: 'ENQUIRY', to: 'PENDING' },
  abandon: { actor: 'traveler', from: 'PENDING', to: 'ABANDONED' },
  accept: { actor: 'lessor', from: 'PENDING', to: 'AWAITING_PAYMENT' },
  reject: { actor: 'lessor', from: 'PENDING', to: 'REJECTED' },
  cancel: { actor: 'lessor', from: 'AWAITING_PAYMENT', to: 'RENTING_CANCELLED' },
  payment: { actor: 'traveler', from: 'AWAITING_PAYMENT', to: 'CONFIRMED' },
}
export const bookingActions = Object.keys(bookingTransitions) as BookingAction[]

export type TransitionResult =
  | { ok: true; status: BookingStatus }
  | { ok: false; reason: 'wrong_actor' | 'wrong_status'; expected: BookingActor | BookingStatus }

/**
 * Applies `action` by `actor` to a booking in `current`. The actor is checked first: a lessor
 * trying a traveler action is a permission problem whatever the status.
 */
export function transitionBooking(
  current: BookingStatus,
  action: BookingAction,
  actor: BookingActor,
): TransitionResult {
  const transition = bookingTransitions[action]
  if (transition.actor !== actor) return { ok: false, reason: 'wrong_actor', expected: transition.actor }
  if (transition.from !== current) return { ok: false, reason: 'wrong_status', expected: transition.from }
  return { ok: true, status: transition.to }
}

export const canTransitionBooking = (current: BookingStatus, action: BookingAction, actor: BookingActor): boolean =>
  transitionBooking(current, action, actor).ok

/** Actions `actor` can take on a booking in `current` (drives the buttons of the lessor/traveler views). */
export const availableBookingActions = (current: BookingStatus, actor: BookingActor): BookingAction[] =>
  bookingActions.filter((action) => canTransitionBooking(current, action, actor))

/** Payment methods a traveler may pick (booking spec §4). */
export const bookingPaymentMethods = [
  'ideal',
  'sepa',
  'creditcard',
  'paypal-ppcp',
  'google-pay',
  'apple-pay',
  'bcmc',
] as const
export type BookingPaymentMethod = (typeof bookingPaymentMethods)[number]

/** Statuses the traveler's "Reserved" and "Trip completed" filters split by return time (§4 List filters). */
export const reservedStatuses: readonly BookingStatus[] = ['CONFIRMED', 'CONTACT_LESSOR']

/** The traveller has 48 hours to pay an accepted booking (§9). */
export const AWAITING_PAYMENT_WINDOW_SECONDS = 48 * 60 * 60
