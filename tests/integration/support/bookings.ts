import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem } from '@driftway/collections'
import { listingIdField } from '@driftway/domain/booking-links'
import { expect } from 'vitest'
import { createSignedInUser, type TestUser } from './accounts'
import type { TestApi } from './api'
import { createLessor, type Kind, kinds, noonIn } from './lessor'

/**
 * A small bookable marketplace for the booking tests: per kind an owning lessor and another
 * lessor of that kind, one published listing (instant-bookable for campervans and boats), and two
 * travelers. Dates are Berlin noons relative to today.
 */

export type BookingWorld = {
  traveler: TestUser
  otherTraveler: TestUser
  lessors: Record<Kind, TestUser>
  otherLessors: Record<Kind, TestUser>
  listings: Record<Kind, string>
}

const facts: Record<Kind, Record<string, unknown>> = {
  recreational_vehicle: {
    rv_type: 'Campervan',
    brand: 'Volkswagen',
    sleeps: 4,
    seats_num: 4,
    is_instant_booking_allowed: true,
  },
  campsite: { suitability: ['Tent'], area_m2: 100, pitches_num: 10, people_per_pitch: 4 },
  boat: {
    boat_type: 'Houseboat',
    brand: 'Linssen',
    length: 10,
    motor_horse_power: 50,
    onboard_capacity: 6,
    berths_number: 4,
    cabins_number: 2,
    is_instant_booking_allowed: true,
  },
}

export async function createBookingWorld(api: TestApi): Promise<BookingWorld> {
  const traveler = await createSignedInUser(api, { role: 1, profile: { phone: '+49 30 123456' } })
  const otherTraveler = await createSignedInUser(api, { role: 1 })
  const lessors = {} as Record<Kind, TestUser>
  const otherLessors = {} as Record<Kind, TestUser>
  const listings = {} as Record<Kind, string>
  for (const kind of kinds) {
    lessors[kind] = await createLessor(api, kind, { ready: true })
    otherLessors[kind] = await createLessor(api, kind, { ready: true })
    listings[kind] = await createBookableListing(api, kind, lessors[kind].id)
  }
  return { traveler: traveler, otherTraveler: otherTraveler, lessors, otherLessors, listings }
}

/** A published listing of `lessorId` (instant-bookable for campervans and boats), EUR 100 a night. */
export async function createBookableListing(api: TestApi, kind: Kind, lessorId: string, title = `Bookable ${kind}`) {
  const listing = await api.payload.create({
    collection: 'listings',
    data: {
      kind,
      lessor: lessorId,
      title,
      description: '<p>Nice.</p>',
      currency: 'EUR',
      is_draft: false,
      default_min_rent_days: 1,
      default_rate_in_cents: 10_000,
      country_iso2: 'DE',
      city: 'Munich',
      latitude: 48.137,
      longitude: 11.575,
      ...facts[kind],
    } as never,
    ...asSystem(),
  })
  return String(listing.id)
}

/** The POST booking/travel/ body for `kind` over `[from, to)` days from today. */
export const bookingBody = (world: BookingWorld, kind: Kind, from: number, to: number, extra: object = {}) => ({
  [listingIdField[kind]]: world.listings[kind],
  pickup_timestamp: noonIn(from),
  return_timestamp: noonIn(to),
  adults_num: 2,
  children_num: 0,
  traveller_phone: '+49 30 123456',
  ...extra,
})

/** A booking the world's traveler made through `POST booking/travel/`, as the API answered it. */
type BookedThroughApi = { id: string; reference: string; pickup_timestamp: number; return_timestamp: number }

/**
 * Books as the world's traveler through the API: each call without `from` takes the next free
 * range from `firstDay` on (a night apart), so the bookings of one test file never collide.
 */
export function travelerBooker(api: TestApi, world: BookingWorld, firstDay: number) {
  let dayOffset = firstDay
  return async (kind: Kind, options: { instant?: boolean; from?: number; nights?: number } = {}) => {
    const nights = options.nights ?? 2
    const from = options.from ?? dayOffset
    if (options.from === undefined) dayOffset += nights + 1
    const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
      token: world.traveler.access,
      body: bookingBody(world, kind, from, from + nights, { is_instant: Boolean(options.instant) }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return created.body as BookedThroughApi
  }
}

export async function bookedNightsOf(api: TestApi, listingId: string) {
  const { docs } = await api.payload.find({
    collection: 'booked-nights',
    where: { listing: { equals: listingId } },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  return docs
}

/**
 * Pays what `booking/travel/payment/` asks of `booking` (its down payment, or everything with
 * full prepayment) the way the sandbox page does: a signed `succeeded` webhook through the public
 * webhook route. Returns the provider's payment id.
 */
export async function paySandbox(
  api: TestApi,
  token: string,
  kind: Kind,
  booking: { id: string; down_payment_in_cents: number },
): Promise<string> {
  const started = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
    token,
    body: { booking_request: booking.id },
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const paymentId = String(started.body.redirect_url).split('/checkout/')[1]!.replace(/\/$/, '')
  const hook = (api.app.checkout as SandboxCheckout).webhookFor({
    id: `evt_${paymentId}`,
    type: 'succeeded',
    payment_id: paymentId,
    amount_in_cents: booking.down_payment_in_cents,
    transaction_id: 'x',
  })
  const delivered = await fetch(`${api.baseUrl}/payment/webhook/sandbox/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
    body: hook.rawBody,
  })
  expect(delivered.status).toBe(200)
  return paymentId
}
