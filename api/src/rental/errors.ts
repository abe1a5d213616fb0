import { MAX_RENTAL_NIGHTS, RENTAL_MATCH_RADIUS_KM } from '@driftway/domain/rental'
import { type ListingKind, rentalUnitsText } from '@driftway/domain/roles'
import { ApiError, badRequest, notFound } from '../http/errors'

/** Error keys of the rental calls (booking §8: the site shows error_msg). */
export const rentalErrors = {
  requestNotFound: () => notFound('rental_request_not_found', 'Rental request not found.'),
  offerNotFound: () => notFound('offer_not_found', 'Offer not found.'),
  expired: () => new ApiError('rental_request_expired', 'This rental request has expired: its pickup date has passed.'),
  closed: () => new ApiError('rental_request_closed', 'An offer on this rental request has already been booked.'),
  offerTaken: () => new ApiError('offer_taken', 'This offer has already been booked.'),
  offerExists: () => new ApiError('offer_exists', 'You have already offered this listing on this request.'),
  listingDraft: () =>
    badRequest('listing_not_offerable', 'Only published listings can be offered; this one is a draft.'),
  listingTooFar: () =>
    badRequest(
      'listing_too_far',
      `The listing is more than ${RENTAL_MATCH_RADIUS_KM} km from the place the traveler asked for.`,
    ),
  datesOutside: () =>
    badRequest('offer_dates_outside_request', "The dates are outside the request's dates and flexibility."),
  /** too_long counts the way the request's kind is rented (decision 0010): a campervan's days, else nights. */
  badDates: (problem: 'past_pickup' | 'invalid_range' | 'too_long', kind: ListingKind) =>
    badRequest(
      problem,
      problem === 'past_pickup'
        ? 'The pickup date is in the past.'
        : problem === 'too_long'
          ? `A rental request can cover at most ${rentalUnitsText(kind, MAX_RENTAL_NIGHTS)}.`
          : 'The return date must be after the pickup date.',
      { [problem === 'past_pickup' ? 'pickup_timestamp' : 'return_timestamp']: ['Invalid date'] },
    ),
  badVehicleTypes: (unknown: string[]) =>
    badRequest('validation_error', `vehicle_types: unknown type ${unknown.join(', ')}`, {
      vehicle_types: [`Unknown: ${unknown.join(', ')}`],
    }),
}
