import type { PartnerClient } from '../client'
import type {
  BookRequest,
  PartnerAdapter,
  PartnerBooking,
  PartnerExtra,
  PartnerFleetItem,
  PartnerLocation,
  PartnerQuote,
  QuoteRequest,
} from '../types'
import { cents, fuelOf, isoOf, refusalError, refusalMissing, text, translating, transmissionOf, tsOf } from './shared'

type Branch = { code: string; name: string; city: string; countryCode: string; latitude: number; longitude: number }
type Vehicle = {
  bookingCode: string
  name: string
  description: string
  make: string | null
  model: string | null
  seats: number
  berths: number | null
  transmission: string
  fuel: string | null
  dailyRateFrom: number
  currencyCode: string
  branch: Branch
  branches: Branch[]
  imageUrls: string[]
}
/** The spec's extras/insurance item of this provider (booking §3), amounts in major units. */
type Item = {
  code: string
  name: string
  note: string
  nettAmt: number
  dailyRate: number | null
  unit: 'DAY' | 'RENTAL'
  total_rate_local: number
  isSelectable: 'Yes' | 'No'
  maxQty?: number
  bond?: number
  excess?: number
}
type Availability = {
  availableVehicleId: string
  currencyCode: string
  rentalTotal: number
  optionsTotal: number
  grandTotal: number
  seats: number
  branches: string[]
  extras: Item[]
  insurance: Item[]
}
type Booking = {
  bookingReference: string
  agentReference: string
  status: 'CONFIRMED' | 'CANCELLED'
  grandTotal: number
  currencyCode: string
}

const location = (b: Branch): PartnerLocation => ({
  code: b.code,
  name: b.name,
  city: b.city,
  country_iso2: b.countryCode,
  latitude: b.latitude,
  longitude: b.longitude,
})

/** THL: camelCase JSON, `x-api-key`, amounts in major units; quotes answer `availableVehicleId` (spec §7). */
export function thlAdapter(client: PartnerClient): PartnerAdapter {
  const translate = (error: unknown) =>
    refusalError(
      'thl',
      error,
      (body) => {
        const b = (body ?? {}) as { errorCode?: string; message?: string }
        return { code: String(b.errorCode ?? ''), message: text(b.message) }
      },
      { soldOut: ['VEHICLE_UNAVAILABLE'], priceChanged: ['PRICE_MISMATCH'] },
    )
  const booking = (b: Booking, booking_id: string): PartnerBooking => ({
    partner: 'thl',
    booking_id,
    reference: b.bookingReference,
    status: b.status === 'CONFIRMED' ? 'confirmed' : 'cancelled',
    total_in_cents: cents(b.grandTotal),
    currency: b.currencyCode,
  })
  const availabilityBody = (request: QuoteRequest) => ({
    bookingCode: request.external_id,
    pickUpDateTime: isoOf(request.pickup_timestamp),
    dropOffDateTime: isoOf(request.return_timestamp),
    pickUpBranch: request.pickup_location_code ?? undefined,
    dropOffBranch: request.dropoff_location_code ?? undefined,
    extras: (request.extras ?? []).map((e) => ({ code: e.code, qty: e.quantity })),
    insuranceCode: request.insurance ?? undefined,
    passengers: request.adults === undefined ? undefined : request.adults + (request.children ?? 0),
  })
  return {
    partner: 'thl',
    kind: 'recreational_vehicle',
    async importFleet(): Promise<PartnerFleetItem[]> {
      const { vehicles } = await translating(
        client.call<{ vehicles: Vehicle[] }>({ method: 'GET', path: '/v1/vehicles' }),
        translate,
      )
      return vehicles.map((v) => ({
        external_id: v.bookingCode,
        kind: 'recreational_vehicle',
        title: v.name,
        description: v.description,
        currency: v.currencyCode,
        daily_rate_in_cents: cents(v.dailyRateFrom),
        seats: v.seats,
        sleeps: v.berths,
        brand: v.make,
        model: v.model,
        transmission_type: transmissionOf(v.transmission),
        fuel_type: fuelOf(v.fuel),
        home: location(v.branch),
        locations: v.branches.map(location),
        photos: v.imageUrls,
      }))
    },
    async quote(request): Promise<PartnerQuote> {
      const a = await translating(
        client.call<Availability>({ method: 'POST', path: '/v1/availability', body: availabilityBody(request) }),
        translate,
      )
      const extra = (item: Item): PartnerExtra => ({
        code: item.code,
        name: item.name,
        note: text(item.note),
        unit: item.unit,
        price_in_cents: cents(item.nettAmt),
        daily_rate_in_cents: item.dailyRate === null ? null : cents(item.dailyRate),
        // "An item with isSelectable No cannot exceed 1" (booking §5).
        max_quantity: item.isSelectable === 'No' ? 1 : (item.maxQty ?? 1),
        mandatory: false,
      })
      return {
        partner: 'thl',
        available_vehicle_id: a.availableVehicleId,
        currency: a.currencyCode,
        rent_in_cents: cents(a.rentalTotal),
        options_in_cents: cents(a.optionsTotal),
        total_in_cents: cents(a.grandTotal),
        extras: a.extras.map(extra),
        insurance_plans: a.insurance.map((item) => ({
          code: item.code,
          name: item.name,
          price_in_cents: cents(item.nettAmt),
          deposit_in_cents: item.bond === undefined ? null : cents(item.bond),
          liability_in_cents: item.excess === undefined ? null : cents(item.excess),
          features: {},
        })),
        time_slots: { pickup: [], dropoff: [] },
        distance_packages: [],
        packages: [],
        location_codes: { pickup: a.branches, dropoff: a.branches },
        seats: a.seats,
      }
    },
    async book(request: BookRequest): Promise<PartnerBooking> {
      const b = await translating(
        client.call<Booking>({
          method: 'POST',
          path: '/v1/bookings',
          headers: { 'idempotency-key': request.booking_id },
          body: {
            availableVehicleId: request.available_vehicle_id,
            agentReference: request.booking_id,
            expectedGrandTotal: request.expected_total_in_cents / 100,
            customer: {
              firstName: request.traveler.first_name,
              lastName: request.traveler.last_name,
              email: request.traveler.email,
              phone: request.traveler.phone,
            },
          },
        }),
        translate,
      )
      return booking(b, request.booking_id)
    },
    async status(booking_id) {
      const b = await translating(
        client.call<Booking | null>({
          method: 'GET',
          path: '/v1/bookings',
          query: { agentReference: booking_id },
          notFoundIsNull: true,
        }),
        translate,
      )
      return b && booking(b, booking_id)
    },
    async unavailable(external_id, from, to) {
      const { periods } = await translating(
        client.call<{ periods: { from: string; to: string }[] }>({
          method: 'GET',
          path: `/v1/vehicles/${encodeURIComponent(external_id)}/unavailability`,
          query: { from: isoOf(from), to: isoOf(to) },
        }),
        translate,
      )
      return periods.map((p) => ({ pickup_timestamp: tsOf(p.from), return_timestamp: tsOf(p.to) }))
    },
    async cancel(booking_id) {
      const found = await this.status(booking_id)
      if (!found) return refusalMissing('thl', booking_id)
      const b = await translating(
        client.call<Booking>({ method: 'POST', path: `/v1/bookings/${encodeURIComponent(found.reference)}/cancel` }),
        translate,
      )
      return booking(b, booking_id)
    },
  }
}
