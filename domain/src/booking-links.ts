import type { ListingKind } from './roles'

/** The listing id field of the validate and booking payloads per kind (booking spec §7 "Validate", "Payloads"). */
export const listingIdField: Readonly<Record<ListingKind, 'vehicle' | 'campsite_id' | 'boat_id'>> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

/**
 * Site URLs of the booking flow, shared by the site (its routes) and the API (the return URLs of
 * the hosted payment pages and the links in booking mails), so both spell them the same way.
 * Booking spec §2: "After a booking: listing details route plus booking-finish route with the
 * booking id".
 */
export const listingDetailPaths: Readonly<Record<ListingKind, string>> = {
  recreational_vehicle: '/rent-a-campervan',
  campsite: '/book-a-campsite',
  boat: '/rent-a-houseboat',
}

/** The four payment result views (§2 "Payment result views"). */
export const paymentResults = ['success', 'pending', 'failed', 'cancelled'] as const
export type PaymentResult = (typeof paymentResults)[number]

export const isPaymentResult = (value: unknown): value is PaymentResult =>
  typeof value === 'string' && (paymentResults as readonly string[]).includes(value)

/** `/rent-a-campervan/{id}` … */
export const listingDetailPath = (kind: ListingKind, listingId: string): string =>
  `${listingDetailPaths[kind]}/${encodeURIComponent(listingId)}`

/** The booking page of a listing (§2 "Booking page"); the trip comes in the query. */
export const bookingPagePath = (kind: ListingKind, listingId: string): string =>
  `${listingDetailPath(kind, listingId)}/book`

/**
 * The booking-finish route: a payment result view with `result`, the "request sent" page without.
 * `ref` carries the booking number (decision 0113) for a guest, whom the page cannot read the
 * booking for. The API builds its payment return URLs with this (SITE_URL + path).
 */
export const bookingFinishPath = (
  kind: ListingKind,
  listingId: string,
  bookingId: string,
  result?: PaymentResult,
  reference?: string | null,
): string => {
  const query = [
    ...(result ? [`result=${result}`] : []),
    ...(reference ? [`ref=${encodeURIComponent(reference)}`] : []),
  ].join('&')
  return `${listingDetailPath(kind, listingId)}/booking-finish/${encodeURIComponent(bookingId)}${query ? `?${query}` : ''}`
}
