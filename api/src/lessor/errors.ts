import { type ListingKind, rentalUnitOf, rentalUnitsText } from '@driftway/domain'
import { ApiError, badRequest, forbidden, notFound } from '../http/errors'

/**
 * Error keys of the lessor's listing management. The spec names stripe_account_not_created,
 * permission_denied_cant_lease, errors.seasonsOverlap and errors.reservationsOverlap; the others
 * are ours (the site shows their error_msg, listings spec §4 "any other error shows the server message").
 */
export const lessorErrorKeys = {
  listingIncomplete: 'listing_incomplete',
  stripeAccountNotCreated: 'stripe_account_not_created',
  cantLease: 'permission_denied_cant_lease',
  subscriptionRequired: 'subscription_required',
  listingLimitReached: 'listing_limit_reached',
  listingHasBookings: 'listing_has_bookings',
  listingHasHistory: 'listing_has_history',
  seasonsOverlap: 'errors.seasonsOverlap',
  reservationsOverlap: 'errors.reservationsOverlap',
  reservationTooShort: 'reservation_too_short',
  reservationTooLong: 'reservation_too_long',
} as const

export const lessorErrors = {
  listingNotFound: () => notFound('not_found', 'Listing not found.'),
  childNotFound: (what: string) => notFound('not_found', `${what} not found.`),
  notALessor: () => forbidden('permission_denied', 'Only lessors manage listings.'),
  partnerManaged: (partner: string) =>
    forbidden(
      'partner_managed_listing',
      `This listing is imported from ${partner}'s system and changes there; it cannot be edited here.`,
    ),
  otherKind: (kind: string) =>
    forbidden('permission_denied', `Your account does not lease out ${kind.replaceAll('_', ' ')} listings.`),
  incomplete: (fields: Record<string, string[]>) =>
    badRequest(
      lessorErrorKeys.listingIncomplete,
      `Complete the listing before publishing: ${Object.keys(fields).join(', ')}.`,
      fields,
    ),
  noPayoutAccount: () =>
    badRequest(
      lessorErrorKeys.stripeAccountNotCreated,
      'Set up your payout account (complete your company profile) before publishing listings.',
    ),
  payoutAccountBlocked: (status: string) =>
    badRequest(
      lessorErrorKeys.stripeAccountNotCreated,
      `Your payout account is ${status}; listings can be published again once it is active.`,
    ),
  cantLease: (missing: 'email' | 'profile') =>
    new ApiError(
      lessorErrorKeys.cantLease,
      missing === 'email'
        ? 'Your account is not activated for leasing yet: confirm your e-mail address first.'
        : 'Your account is not activated for leasing yet: complete your company profile first.',
    ),
  subscriptionRequired: () =>
    new ApiError(lessorErrorKeys.subscriptionRequired, 'Publishing campervans needs an active subscription plan.'),
  listingLimitReached: (limit: number) =>
    new ApiError(
      lessorErrorKeys.listingLimitReached,
      `Your plan allows ${limit} published listing${limit === 1 ? '' : 's'}. Upgrade your plan to publish more.`,
    ),
  hasBookings: () =>
    badRequest(
      lessorErrorKeys.listingHasBookings,
      'This listing has upcoming bookings and cannot be deleted. Cancel or complete them first.',
    ),
  hasHistory: () =>
    badRequest(
      lessorErrorKeys.listingHasHistory,
      'This listing has bookings, messages or reviews that must stay on record, so it cannot be deleted. Take it offline instead (PATCH with is_draft: true).',
    ),
  seasonsOverlap: () =>
    badRequest(lessorErrorKeys.seasonsOverlap, 'This season overlaps another season of the listing.', {
      start_timestamp: ['Overlaps another season of this listing.'],
    }),
  reservationsOverlap: (detail = 'Overlaps another reservation or a booking of this listing.') =>
    badRequest(
      lessorErrorKeys.reservationsOverlap,
      'This reservation overlaps a reservation or booking of the listing.',
      {
        start_timestamp: [detail],
      },
    ),
  /**
   * A manual reservation's length, counted the way the listing's kind is rented (decision 0010): a
   * campervan's days, else nights. Keys of their own, so the site words them from the catalogue.
   */
  reservationTooShort: (kind: ListingKind) => {
    const message = `The reservation must cover at least one ${rentalUnitOf(kind)} (end on a later date).`
    return badRequest(lessorErrorKeys.reservationTooShort, message, { end_timestamp: [message] })
  },
  reservationTooLong: (kind: ListingKind, max: number) => {
    const message = `A reservation may cover at most ${rentalUnitsText(kind, max)}.`
    return badRequest(lessorErrorKeys.reservationTooLong, message, { end_timestamp: [message] })
  },
}
