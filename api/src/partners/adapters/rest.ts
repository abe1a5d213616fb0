import type { ListingKind } from '@driftway/domain'
import type { PartnerClient } from '../client'
import type {
  PartnerAdapter,
  PartnerBooking,
  PartnerFleetItem,
  PartnerLocation,
  PartnerQuote,
  PartnerSlug,
} from '../types'
import { fuelOf, isoOf, refusalError, refusalMissing, text, translating, transmissionOf, tsOf } from './shared'

type Location = { code: string; name: string; city: string; country: string; lat: number; lng: number }
type Unit = {
  id: string
  title: string
  description: string
  brand: string | null
  model: string | null
  seats: number
  sleeps: number | null
  transmission: string | null
  fuel: string | null
  currency: string
  price_per_night: number
  location: Location
  locations: Location[]
  photos: string[]
}
type Quote = {
  quote_id: string
  unit_id: string
  currency: string
  rent: number
  options: number
  total: number
  seats: number
  locations: string[]
  extras: {
    code: string
    name: string
    note: string | null
    unit: 'per_day' | 'per_rental'
    price: number
    max_quantity: number
    mandatory: boolean
  }[]
  /** The spec's Package (booking §3): Vanever only. */
  packages: {
    id: string
    price: number
    products: {
      id: string
      name: string
      price: number
      vanever_type: 'insurance' | 'cancellation_policy'
      condition: { id: string; line: string; subline: string }[]
    }[]
  }[]
}
type Reservation = {
  reservation: {
    id: string
    external_reference: string
    status: 'confirmed' | 'cancelled'
    total: number
    currency: string
  }
}

const location = (l: Location): PartnerLocation => ({
  code: l.code,
  name: l.name,
  city: l.city,
  country_iso2: l.country,
  latitude: l.lat,
  longitude: l.lng,
})

/** What each partner on this protocol adds to or limits in it (booking §5 quantity rules). */
export type RestPartnerRules = {
  partner: PartnerSlug
  kind: ListingKind
  /** The most of one extra a traveler may take, from the partner's own maximum. */
  extraMax: (extra: { unit: 'per_day' | 'per_rental'; max_quantity: number }) => number
}

export const restRules: Record<
  'neorent' | 'mcrent' | 'wheel-office' | 'vanever' | 'campnerd' | 'five-anker',
  RestPartnerRules
> = {
  // "for the neorent partner it is 1 unless per day" (booking §5).
  neorent: {
    partner: 'neorent',
    kind: 'recreational_vehicle',
    extraMax: (e) => (e.unit === 'per_day' ? e.max_quantity : 1),
  },
  mcrent: { partner: 'mcrent', kind: 'recreational_vehicle', extraMax: (e) => e.max_quantity },
  'wheel-office': { partner: 'wheel-office', kind: 'recreational_vehicle', extraMax: (e) => e.max_quantity },
  vanever: { partner: 'vanever', kind: 'recreational_vehicle', extraMax: (e) => e.max_quantity },
  // "campnerd 1" (booking §5).
  campnerd: { partner: 'campnerd', kind: 'campsite', extraMax: () => 1 },
  'five-anker': { partner: 'five-anker', kind: 'boat', extraMax: (e) => e.max_quantity },
}

/**
 * The rental REST protocol (our inference, docs/partners.md): `Authorization: Bearer`, snake_case,
 * cents, ISO times, `Idempotency-Key` on reservations, errors `{error: {code, message, total}}`.
 */
export function restAdapter(client: PartnerClient, rules: RestPartnerRules): PartnerAdapter {
  const { partner, kind } = rules
  const translate = (error: unknown) =>
    refusalError(
      partner,
      error,
      (body) => {
        const e = ((body ?? {}) as { error?: { code?: string; message?: string } }).error ?? {}
        return { code: String(e.code ?? ''), message: text(e.message) }
      },
      { soldOut: ['SOLD_OUT'], priceChanged: ['PRICE_CHANGED'] },
    )
  const booking = ({ reservation: r }: Reservation): PartnerBooking => ({
    partner,
    booking_id: r.external_reference,
    reference: r.id,
    status: r.status,
    total_in_cents: r.total,
    currency: r.currency,
  })
  return {
    partner,
    kind,
    async importFleet(): Promise<PartnerFleetItem[]> {
      const { units } = await translating(
        client.call<{ units: Unit[] }>({ method: 'GET', path: '/api/units' }),
        translate,
      )
      return units.map((u) => ({
        external_id: u.id,
        kind,
        title: u.title,
        description: u.description,
        currency: u.currency,
        daily_rate_in_cents: u.price_per_night,
        seats: u.seats,
        sleeps: u.sleeps,
        brand: u.brand,
        model: u.model,
        transmission_type: transmissionOf(u.transmission),
        fuel_type: fuelOf(u.fuel),
        home: location(u.location),
        locations: u.locations.map(location),
        photos: u.photos,
      }))
    },
    async quote(request): Promise<PartnerQuote> {
      const q = await translating(
        client.call<Quote>({
          method: 'POST',
          path: '/api/quotes',
          body: {
            unit_id: request.external_id,
            from: isoOf(request.pickup_timestamp),
            to: isoOf(request.return_timestamp),
            pickup_location: request.pickup_location_code ?? undefined,
            dropoff_location: request.dropoff_location_code ?? undefined,
            extras: request.extras ?? [],
            package_id: request.package_id ?? undefined,
            insurance: request.insurance ?? undefined,
            pickup_time: request.checkin_time ?? undefined,
            return_time: request.checkout_time ?? undefined,
            persons: request.adults === undefined ? undefined : request.adults + (request.children ?? 0),
          },
        }),
        translate,
      )
      return {
        partner,
        available_vehicle_id: q.quote_id,
        currency: q.currency,
        rent_in_cents: q.rent,
        options_in_cents: q.options,
        total_in_cents: q.total,
        extras: q.extras.map((e) => ({
          code: e.code,
          name: e.name,
          note: e.note,
          unit: e.unit === 'per_day' ? 'DAY' : 'RENTAL',
          price_in_cents: e.price,
          daily_rate_in_cents: e.unit === 'per_day' ? e.price : null,
          max_quantity: rules.extraMax(e),
          mandatory: e.mandatory,
        })),
        insurance_plans: [],
        time_slots: { pickup: [], dropoff: [] },
        distance_packages: [],
        packages: q.packages.map((p) => ({
          id: p.id,
          price_in_cents: p.price,
          products: p.products.map((product) => ({
            id: product.id,
            name: product.name,
            price_in_cents: product.price,
            type: product.vanever_type,
            conditions: product.condition,
          })),
        })),
        location_codes: { pickup: q.locations, dropoff: q.locations },
        seats: q.seats,
      }
    },
    async book(request) {
      return booking(
        await translating(
          client.call<Reservation>({
            method: 'POST',
            path: '/api/reservations',
            headers: { 'idempotency-key': request.booking_id },
            body: {
              quote_id: request.available_vehicle_id,
              external_reference: request.booking_id,
              expected_total: request.expected_total_in_cents,
              customer: request.traveler,
            },
          }),
          translate,
        ),
      )
    },
    async status(booking_id) {
      const found = await translating(
        client.call<Reservation | null>({
          method: 'GET',
          path: '/api/reservations',
          query: { external_reference: booking_id },
          notFoundIsNull: true,
        }),
        translate,
      )
      return found && booking(found)
    },
    async unavailable(external_id, from, to) {
      const { unavailable } = await translating(
        client.call<{ unavailable: { from: string; to: string }[] }>({
          method: 'GET',
          path: `/api/units/${encodeURIComponent(external_id)}/availability`,
          query: { from: isoOf(from), to: isoOf(to) },
        }),
        translate,
      )
      return unavailable.map((p) => ({ pickup_timestamp: tsOf(p.from), return_timestamp: tsOf(p.to) }))
    },
    async cancel(booking_id) {
      const found = await this.status(booking_id)
      if (!found) return refusalMissing(partner, booking_id)
      return booking(
        await translating(
          client.call<Reservation>({
            method: 'POST',
            path: `/api/reservations/${encodeURIComponent(found.reference)}/cancel`,
          }),
          translate,
        ),
      )
    },
  }
}
