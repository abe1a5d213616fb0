import type { APIRequestContext } from '@playwright/test'
import { apiUrl } from './accounts'
import { apiToken, dayKey, type Kind, noonOf, publicGet } from './lessor-manage'
import { expect } from './test'

/**
 * Bookings through the API for specs about what follows them (booking journeys, the page cache's
 * freshness): the seeded lessors' listings, a free range the API prices, an instant booking paid on
 * the sandbox payment page without a browser.
 */
export const lessors: Record<Kind, string> = {
  recreational_vehicle: 'rv-lessor@driftway.test',
  campsite: 'campsite-lessor@driftway.test',
  boat: 'boat-lessor@driftway.test',
}
const idField: Record<Kind, string> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

export type OwnListing = { id: string; latitude: number; longitude: number; timezone: string; title: string }

/**
 * The seeded lessor of `kind`'s published listing at `position`, counting oldest first — an order
 * no edit changes (the API's default, most recently updated first, moves whatever another spec just
 * edited to the top) — with the lessor's API headers. Specs that run side by side and change a
 * listing take different positions: the booking journeys and the page cache 0, the last-minute
 * deals 1, listing-detail's manual reservation 2.
 */
export async function lessorListingAt(
  request: APIRequestContext,
  kind: Kind,
  position: number,
): Promise<{ id: string; headers: Record<string, string> }> {
  const token = await apiToken(request, lessors[kind], 'Driftway1')
  const headers = { Authorization: `Bearer ${token}` }
  const own = await request.get(`${apiUrl}/listing/${kind}/my/?limit=100&is_draft=false&order_by=created_at`, {
    headers,
  })
  expect(own.status(), await own.text()).toBe(200)
  const rows = ((await own.json()) as { results: { id: string }[] }).results
  expect(rows.length, `${position + 1} published ${kind} of ${lessors[kind]}`).toBeGreaterThan(position)
  return { id: rows[position]!.id, headers }
}

/**
 * The lessor's listing at `position` (lessorListingAt), switched to instant booking or to requests
 * through the lessor's own API, so each journey knows which button it meets.
 */
export async function lessorListing<Listing extends OwnListing = OwnListing>(
  request: APIRequestContext,
  kind: Kind,
  instant: boolean,
  position = 0,
): Promise<Listing> {
  const { id, headers } = await lessorListingAt(request, kind, position)
  const patched = await request.patch(`${apiUrl}/listing/${kind}/my/${id}/`, {
    headers,
    data: { is_instant_booking_allowed: instant },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  const detail = await publicGet<Listing>(request, `/listing/${kind}/${id}/`)
  return { ...detail, id }
}

/**
 * The first range of at least `nights` nights from `fromDay` days ahead that the API prices (free,
 * allowed); a longer minimum stay of the listing or its season lengthens the range.
 */
export async function freeRange(
  request: APIRequestContext,
  kind: Kind,
  listing: OwnListing,
  nights: number,
  fromDay: number,
) {
  let length = nights
  for (let offset = fromDay; offset < fromDay + 240; offset += 7) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const start = dayKey(offset, listing.timezone)
      const end = dayKey(offset + length, listing.timezone)
      const response = await request.post(`${apiUrl}/reservation/${kind}/booking/travel/validate/`, {
        data: {
          [idField[kind]]: listing.id,
          pickup_timestamp: noonOf(start, listing.timezone),
          return_timestamp: noonOf(end, listing.timezone),
          adults_num: 2,
          children_num: 1,
          pitches_num: 1,
          booked_extra_amenities: [],
        },
      })
      if (response.status() === 200) return { start, end }
      const error = (await response.json()) as { error_key?: string; minimum_nights?: number }
      if (error.error_key !== 'minimum_rental_days' || !error.minimum_nights) break
      length = Math.max(length, error.minimum_nights)
    }
  }
  throw new Error(`no free ${length}-night range for ${listing.id}`)
}

export type ApiBooking = {
  id: string
  /** The booking number people quote (DW-…, decision 0113). */
  reference: string
  status: string
  currency: string
  total_rent_price_in_cents: number
  down_payment_in_cents: number | null
  paid_in_cents: number
  remaining_amount_in_cents: number
  remaining_payment_deadline_timestamp: number | null
}

/** A booking made by the traveler through the API (§7 payload), for journeys about its later steps. */
export async function apiBooking(
  request: APIRequestContext,
  token: string,
  kind: Kind,
  listing: OwnListing,
  range: { start: string; end: string },
  instant: boolean,
): Promise<ApiBooking> {
  const response = await request.post(`${apiUrl}/reservation/${kind}/booking/travel/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      [idField[kind]]: listing.id,
      pickup_timestamp: noonOf(range.start, listing.timezone),
      return_timestamp: noonOf(range.end, listing.timezone),
      adults_num: 2,
      children_num: 1,
      traveller_phone: '+49 30 1234567',
      booked_extra_amenities: [],
      full_prepayment: false,
      is_instant: instant,
      payment_method: 'creditcard',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ApiBooking
}

/** Opens the payment of what is due on `id` and answers the sandbox page with `outcome`, without a browser. */
export async function payOnSandbox(
  request: APIRequestContext,
  token: string,
  kind: Kind,
  id: string,
  outcome: 'success',
) {
  const started = await request.post(`${apiUrl}/reservation/${kind}/booking/travel/payment/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { booking_request: id, payment_method: 'creditcard' },
  })
  expect(started.status(), await started.text()).toBe(200)
  const { redirect_url } = (await started.json()) as { redirect_url: string }
  const chosen = await request.post(redirect_url, { form: { outcome }, maxRedirects: 0 })
  expect(chosen.status()).toBe(303)
}
