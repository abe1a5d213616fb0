import type { PartnerClient } from '../client'
import type {
  PartnerAdapter,
  PartnerBooking,
  PartnerFleetItem,
  PartnerLocation,
  PartnerQuote,
  TimeSlot,
} from '../types'
import { fuelOf, refusalError, refusalMissing, text, translating, transmissionOf } from './shared'

type Location = { code: string; name: string; city: string; country_code: string; lat: number; lng: number }
type Camper = {
  identifier: string
  name: string
  description: string
  brand: string | null
  model: string | null
  seats: number
  beds: number | null
  gearbox: string | null
  fuel: string | null
  currency: string
  price_from: number
  home_location_code: string
  locations: Location[]
  images: { url: string }[]
}
/** Time options as the spec's Indie wizard form has them (booking §3). */
type Time = { label: string; value: string; price: number; price_local: number; suffix: string; text: string }
type Offer = {
  offer_id: string
  currency: string
  price: { rental: number; options: number; total: number }
  seats: number
  pickup_times: Time[]
  dropoff_times: Time[]
  insurances: {
    identifier: string
    name: string
    price: number
    currency: string
    liability: number
    deposit: number
    features: Record<string, boolean | number>
  }[]
  extras: {
    identifier: string
    name: string
    price: number
    currency: string
    per_day: boolean
    max_quantity: number
    mandatory: boolean
  }[]
  distance_packages: { identifier: string; name: string; price: number; currency: string; units: string }[]
  pickup_location_codes: string[]
  dropoff_location_codes: string[]
}
type Booking = {
  booking_reference: string
  external_reference: string
  state: 'confirmed' | 'cancelled'
  total: number
  currency: string
}

const location = (l: Location): PartnerLocation => ({
  code: l.code,
  name: l.name,
  city: l.city,
  country_iso2: l.country_code,
  latitude: l.lat,
  longitude: l.lng,
})

/** The spec labels slots before the free window "early pickup" and after it "out of hours" (§5). */
function slots(times: Time[]): TimeSlot[] {
  const free = times.filter((t) => t.price === 0).map((t) => t.value)
  const first = free[0]
  return times.map((t) => ({
    value: t.value,
    price_in_cents: t.price,
    label: t.price === 0 ? 'included' : first !== undefined && t.value < first ? 'early_pickup' : 'out_of_hours',
  }))
}

/** Indie Campers: snake_case, `x-indie-token`, unix seconds, cents; the booking is idempotent on external_reference. */
export function indieAdapter(client: PartnerClient): PartnerAdapter {
  const translate = (error: unknown) =>
    refusalError(
      'indie',
      error,
      (body) => {
        const b = (body ?? {}) as { error?: string; detail?: string }
        return { code: String(b.error ?? ''), message: text(b.detail) }
      },
      { soldOut: ['sold_out'], priceChanged: ['price_changed'] },
    )
  const booking = (b: Booking): PartnerBooking => ({
    partner: 'indie',
    booking_id: b.external_reference,
    reference: b.booking_reference,
    status: b.state,
    total_in_cents: b.total,
    currency: b.currency,
  })
  return {
    partner: 'indie',
    kind: 'recreational_vehicle',
    async importFleet(): Promise<PartnerFleetItem[]> {
      const { data } = await translating(
        client.call<{ data: Camper[] }>({ method: 'GET', path: '/v2/campers' }),
        translate,
      )
      return data.map((c) => {
        const locations = c.locations.map(location)
        return {
          external_id: c.identifier,
          kind: 'recreational_vehicle',
          title: c.name,
          description: c.description,
          currency: c.currency,
          daily_rate_in_cents: c.price_from,
          seats: c.seats,
          sleeps: c.beds,
          brand: c.brand,
          model: c.model,
          transmission_type: transmissionOf(c.gearbox),
          fuel_type: fuelOf(c.fuel),
          home: locations.find((l) => l.code === c.home_location_code) ?? locations[0]!,
          locations,
          photos: c.images.map((i) => i.url),
        }
      })
    },
    async quote(request): Promise<PartnerQuote> {
      const o = await translating(
        client.call<Offer>({
          method: 'POST',
          path: '/v2/offers',
          body: {
            identifier: request.external_id,
            start_date: request.pickup_timestamp,
            end_date: request.return_timestamp,
            pickup_location_code: request.pickup_location_code ?? undefined,
            dropoff_location_code: request.dropoff_location_code ?? undefined,
            checkin_time: request.checkin_time ?? undefined,
            checkout_time: request.checkout_time ?? undefined,
            insurance: request.insurance ?? undefined,
            distance_package: request.distance_package ?? undefined,
            extras: (request.extras ?? []).map((e) => ({ identifier: e.code, quantity: e.quantity })),
            travellers: request.adults === undefined ? undefined : request.adults + (request.children ?? 0),
          },
        }),
        translate,
      )
      return {
        partner: 'indie',
        available_vehicle_id: o.offer_id,
        currency: o.currency,
        rent_in_cents: o.price.rental,
        options_in_cents: o.price.options,
        total_in_cents: o.price.total,
        extras: o.extras.map((e) => ({
          code: e.identifier,
          name: e.name,
          note: null,
          unit: e.per_day ? 'DAY' : 'RENTAL',
          price_in_cents: e.price,
          daily_rate_in_cents: null,
          max_quantity: e.max_quantity,
          mandatory: e.mandatory,
        })),
        insurance_plans: o.insurances.map((i) => ({
          code: i.identifier,
          name: i.name,
          price_in_cents: i.price,
          deposit_in_cents: i.deposit,
          liability_in_cents: i.liability,
          features: i.features,
        })),
        time_slots: { pickup: slots(o.pickup_times), dropoff: slots(o.dropoff_times) },
        distance_packages: o.distance_packages.map((d) => ({
          code: d.identifier,
          name: d.name,
          price_in_cents: d.price,
          units: d.units,
        })),
        packages: [],
        location_codes: { pickup: o.pickup_location_codes, dropoff: o.dropoff_location_codes },
        seats: o.seats,
      }
    },
    async book(request) {
      const b = await translating(
        client.call<Booking>({
          method: 'POST',
          path: '/v2/bookings',
          body: {
            offer_id: request.available_vehicle_id,
            external_reference: request.booking_id,
            expected_total: request.expected_total_in_cents,
            customer: request.traveler,
          },
        }),
        translate,
      )
      return booking(b)
    },
    async status(booking_id) {
      const b = await translating(
        client.call<Booking | null>({
          method: 'GET',
          path: `/v2/bookings/by-reference/${encodeURIComponent(booking_id)}`,
          notFoundIsNull: true,
        }),
        translate,
      )
      return b && booking(b)
    },
    async unavailable(external_id, from, to) {
      const { blocked } = await translating(
        client.call<{ blocked: { start: number; end: number }[] }>({
          method: 'GET',
          path: `/v2/campers/${encodeURIComponent(external_id)}/blocked`,
          query: { from, to },
        }),
        translate,
      )
      return blocked.map((b) => ({ pickup_timestamp: b.start, return_timestamp: b.end }))
    },
    async cancel(booking_id) {
      const found = await this.status(booking_id)
      if (!found) return refusalMissing('indie', booking_id)
      return booking(
        await translating(
          client.call<Booking>({ method: 'DELETE', path: `/v2/bookings/${encodeURIComponent(found.reference)}` }),
          translate,
        ),
      )
    },
  }
}
