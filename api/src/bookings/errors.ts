import { isBookingTransitionError, type ListingKind, rentalUnitsWord } from '@driftway/domain'
import { ApiError, forbidden, notFound } from '../http/errors'

/** Error keys of the booking calls (booking §8: the site shows error_msg and keeps error_key). */
export const bookingErrors = {
  notFound: () => notFound('booking_not_found', 'Booking not found.'),
  /** booking §6 "Lessors cannot book"; the site's message key is errors.onlyTravelerCanMakeBooking. */
  onlyTraveler: () => forbidden('only_traveler_can_make_booking', 'Only travelers can make bookings.'),
  onlyLessor: () =>
    forbidden('only_lessor_can_manage_bookings', 'Only the lessor of the listing manages its bookings.'),
  otherKind: () => notFound('booking_not_found', 'Booking not found.'),
  /** Counted the way the listing's kind is rented (decision 0010): a campervan's days, else nights. */
  nightsTaken: (kind: ListingKind) =>
    new ApiError(
      'dates_unavailable',
      `Someone booked some of these ${rentalUnitsWord(kind)} a moment ago. Choose other dates.`,
    ),
  listingNotBookable: () => new ApiError('listing_not_bookable', 'This listing cannot be booked.'),
  notInstant: () =>
    new ApiError('instant_booking_not_allowed', 'This listing takes booking requests only; send a request instead.'),
  nothingToPay: () => new ApiError('nothing_to_pay', 'Nothing is due on this booking.'),
  deadlinePassed: () => new ApiError('payment_deadline_passed', 'The payment deadline of this booking has passed.'),
  notEditable: (message: string) => new ApiError('booking_not_editable', message),
}

/** A refused state-machine transition as the API answers it: 403 wrong actor, 409 wrong status. */
export function toApiError(error: unknown): unknown {
  if (!isBookingTransitionError(error)) return error
  return new ApiError(error.error_key, error.message)
}
