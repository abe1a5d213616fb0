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

// Who may move a booking between statuses, and how: `booking/machine.ts` (one transition function).

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
