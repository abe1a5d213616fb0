/**
 * Deadlines of a booking (booking spec §4, §9; decision 0034). All unix seconds.
 * No deadline may fall after pickup: a request for tomorrow cannot wait 24 h for an answer.
 */
const HOUR = 60 * 60

/** The lessor answers a request within 24 h (the pending chat divider of §9). */
export const ACCEPTANCE_WINDOW_SECONDS = 24 * HOUR
/** The traveler pays an accepted booking within 48 h (§9). */
export const PAYMENT_WINDOW_SECONDS = 48 * HOUR
/** An instant booking keeps its nights this long while the traveler is at the payment page. */
export const INSTANT_PAYMENT_WINDOW_SECONDS = 30 * 60

const capAtPickup = (deadline: number, pickupTimestamp: number) => Math.max(Math.min(deadline, pickupTimestamp), 0)

/** Each window is configurable (BOOKING_*_WINDOW_SECONDS in the API env) so tests can expire fast. */
export function acceptanceDeadline(
  createdAt: number,
  pickupTimestamp: number,
  windowSeconds = ACCEPTANCE_WINDOW_SECONDS,
): number {
  return capAtPickup(createdAt + windowSeconds, pickupTimestamp)
}

export function paymentDeadline(
  acceptedAt: number,
  pickupTimestamp: number,
  windowSeconds = PAYMENT_WINDOW_SECONDS,
): number {
  return capAtPickup(acceptedAt + windowSeconds, pickupTimestamp)
}

export function instantPaymentDeadline(
  createdAt: number,
  pickupTimestamp: number,
  windowSeconds = INSTANT_PAYMENT_WINDOW_SECONDS,
): number {
  return capAtPickup(createdAt + windowSeconds, pickupTimestamp)
}

/** True once `deadline` has passed at `now` (a deadline equal to now has passed). */
export const isPastDeadline = (deadline: number | null | undefined, now: number): boolean =>
  typeof deadline === 'number' && deadline <= now
