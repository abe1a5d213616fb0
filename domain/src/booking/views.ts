import type { BookingStatus } from '../booking-status'

/**
 * Views derived from a booking's stored status and dates (booking spec §4): the trip indicator and
 * the list filters of both booking pages.
 */
export const reservedStatuses: readonly BookingStatus[] = ['CONFIRMED', 'CONTACT_LESSOR']

export type TripPhase = 'upcoming' | 'on_going' | 'past'

/** "Upcoming trip" before pickup, "On-going trip" between pickup and return; null when not reserved. */
export function tripPhase(
  booking: { status: BookingStatus; pickup_timestamp: number; return_timestamp: number },
  now: number,
): TripPhase | null {
  if (!reservedStatuses.includes(booking.status)) return null
  if (now < booking.pickup_timestamp) return 'upcoming'
  if (now < booking.return_timestamp) return 'on_going'
  return 'past'
}

/**
 * One `status` filter as a query: Reserved (CONFIRMED) is confirmed or contact-lessor with return in
 * the future; Trip completed is the same statuses with return in the past, plus bookings the job
 * already completed; every other status is an exact match (§4 List filters).
 */
export interface BookingListQuery {
  statuses: BookingStatus[]
  return_after?: number
  return_before?: number
}

export function listQueryForStatus(status: BookingStatus, now: number): BookingListQuery[] {
  if (status === 'CONFIRMED') return [{ statuses: [...reservedStatuses], return_after: now }]
  if (status === 'TRIP_COMPLETED') {
    return [{ statuses: [...reservedStatuses], return_before: now }, { statuses: ['TRIP_COMPLETED'] }]
  }
  return [{ statuses: [status] }]
}

/** Whether a booking is shown under `status` (the in-memory twin of listQueryForStatus). */
export function matchesStatusFilter(
  booking: { status: BookingStatus; return_timestamp: number },
  status: BookingStatus,
  now: number,
): boolean {
  return listQueryForStatus(status, now).some(
    (query) =>
      query.statuses.includes(booking.status) &&
      (query.return_after === undefined || booking.return_timestamp > query.return_after) &&
      (query.return_before === undefined || booking.return_timestamp <= query.return_before),
  )
}

/** The tabs of My bookings / lessor bookings and the archived dropdown. */
export const bookingTabs = {
  pending: ['PENDING'],
  payment_pending: ['AWAITING_PAYMENT', 'PROCESSING_PAYMENT'],
  confirmed: ['CONFIRMED'],
  archived: ['TRIP_COMPLETED', 'ABANDONED', 'REJECTED', 'RENTING_CANCELLED', 'TRAVELLER_CANCELLED', 'EXPIRED_PAYMENT'],
} as const satisfies Record<string, readonly BookingStatus[]>

/**
 * The money side of a booking on its card (booking §3 display_details): the unpaid rest of a
 * confirmed down-payment booking with its due date, or "paid in full". Only a Confirmed booking's
 * rest can be paid (the second payment link keeps the status), so other statuses owe nothing here.
 */
export interface BookingMoney {
  status: BookingStatus
  total_rent_price_in_cents: number
  paid_in_cents?: number | null
  remaining_amount_in_cents?: number | null
  remaining_payment_deadline_timestamp?: number | null
}

type PaymentState =
  | { state: 'rest_due'; amount_in_cents: number; due_timestamp: number | null; overdue: boolean }
  | { state: 'paid_in_full' }
  | null

export function paymentState(booking: BookingMoney, now: number): PaymentState {
  if (booking.status !== 'CONFIRMED') return null
  const rest = booking.remaining_amount_in_cents ?? 0
  if (rest > 0) {
    const due = booking.remaining_payment_deadline_timestamp ?? null
    return { state: 'rest_due', amount_in_cents: rest, due_timestamp: due, overdue: due !== null && now >= due }
  }
  // A booking stored without payments (say, imported) is neither owing nor paid as far as we know.
  if ((booking.paid_in_cents ?? 0) >= booking.total_rent_price_in_cents) return { state: 'paid_in_full' }
  return null
}
