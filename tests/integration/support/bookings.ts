import { asSystem } from '@driftway/collections'
import { listingIdField } from '@driftway/domain/booking-links'
import { createSignedInUser, type TestUser } from './accounts'
import type { TestApi } from './api'
import { createLessor, type Kind, kinds, noonIn } from './lessor'

/**
 * A small bookable marketplace for the booking tests: per kind an owning lessor and another
 * lessor of that kind, one published listing (instant-bookable for campervans and boats), and two
 * travellers. Dates are Berlin noons relative to today.
 */

export type BookingWorld = {
  traveller: TestUser
  otherTraveller: TestUser
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
  const traveller = await createSignedInUser(api, { role: 1, profile: { phone: '+49 30 123456' } })
  const otherTraveller = await createSignedInUser(api, { role: 1 })
  const lessors = {} as Record<Kind, TestUser>
  const otherLessors = {} as Record<Kind, TestUser>
  const listings = {} as Record<Kind, string>
  for (const kind of kinds) {
    lessors[kind] = await createLessor(api, kind, { ready: true })
    otherLessors[kind] = await createLessor(api, kind, { ready: true })
    const listing = await api.payload.create({
      collection: 'listings',
      data: {
        kind,
        lessor: lessors[kind].id,
        title: `Bookable ${kind}`,
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
    listings[kind] = String(listing.id)
  }
  return { traveller, otherTraveller, lessors, otherLessors, listings }
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
