import type { ApiAnswer } from '~/lib/api-schema'

/**
 * The booking lists as the API answers them (booking spec §3): the traveler's and the lessor's
 * (the same row; the lessor's adds the commission and the payout).
 */
export type BookingPage = ApiAnswer<'/reservation/{kind}/booking/travel/' | '/reservation/{kind}/booking/lease/'>

/** A booking as the lists and the booking page answer it. */
export type BookingRow = BookingPage['results'][number]
