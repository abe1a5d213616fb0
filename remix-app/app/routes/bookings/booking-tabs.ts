import type { BookingStatus } from '@driftway/domain/booking-status'
import type { ListingKind } from '@driftway/domain/roles'

/** The booking lists of both sides (booking spec §2 "My bookings page"), kept in the URL. */
export const bookingTabs = ['pending', 'payment', 'confirmed', 'archived'] as const
export type BookingTab = (typeof bookingTabs)[number]
const bookingFilters = ['Vehicles', 'Campsites', 'Boats'] as const
export type BookingFilter = (typeof bookingFilters)[number]

export const filterByKind: Record<ListingKind, BookingFilter> = {
  recreational_vehicle: 'Vehicles',
  campsite: 'Campsites',
  boat: 'Boats',
}
export const kindOfFilter: Record<BookingFilter, ListingKind> = {
  Vehicles: 'recreational_vehicle',
  Campsites: 'campsite',
  Boats: 'boat',
}

/** Archived has a status dropdown; each entry is one stored status. */
const archivedStatusCodes = {
  completed: 'TRIP_COMPLETED',
  cancelled: 'ABANDONED',
  refused: 'REJECTED',
  cancelled_by_rental: 'RENTING_CANCELLED',
  expired: 'EXPIRED_PAYMENT',
} as const satisfies Record<string, BookingStatus>
export type ArchivedStatus = keyof typeof archivedStatusCodes
export const archivedStatuses = Object.keys(archivedStatusCodes) as ArchivedStatus[]

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback

/** Tab (default Pending), kind filter (default Vehicles) and archived status from the query. */
export function readBookingQuery(params: URLSearchParams) {
  const tab = pick(bookingTabs, params.get('tab'), 'pending')
  const filterBy = pick(bookingFilters, params.get('filterBy'), 'Vehicles')
  const status =
    tab === 'archived' ? pick<ArchivedStatus | ''>(['', ...archivedStatuses], params.get('status'), '') : ''
  return { tab, filterBy, status: status || null }
}

/**
 * The list query of a tab (booking spec §4 "List filters"): one exact status, or several with
 * `status__include__or` (comma-separated). Archived without a chosen status shows them all. A
 * booking number searched for (`reference`, the lessor's "Find a booking") is found in every tab,
 * so the tab's statuses do not narrow it.
 */
export function listQuery(
  tab: BookingTab,
  status: ArchivedStatus | null,
  reference: string | null = null,
): URLSearchParams {
  const params = new URLSearchParams({ limit: '50' })
  if (reference) {
    params.set('reference', reference)
    return params
  }
  const one = (code: BookingStatus) => params.set('status', code)
  const many = (codes: BookingStatus[]) => params.set('status__include__or', codes.join(','))
  if (tab === 'pending') one('PENDING')
  else if (tab === 'payment') many(['AWAITING_PAYMENT', 'PROCESSING_PAYMENT'])
  else if (tab === 'confirmed') one('CONFIRMED')
  else if (status) one(archivedStatusCodes[status])
  else many([...Object.values(archivedStatusCodes), 'TRAVELLER_CANCELLED'])
  return params
}
