import type { ListingKind } from '@driftway/domain'
import type { PartnerSlug } from '@driftway/domain/partners'

export type { PartnerSlug }

/** The listing field that holds each partner's own id of a listing (the fields exist since the listings issue). */
export const partnerIdField = {
  thl: 'thl_booking_code',
  neorent: 'neorent_uid',
  mcrent: 'mcrent_vehicle_id',
  'wheel-office': 'wheeloffice_uid',
  indie: 'identifier',
  vanever: 'vanever_id',
  campnerd: 'campnerd_accommodation_id',
  'five-anker': 'five_anker_id',
} as const satisfies Record<PartnerSlug, string>
export type PartnerIdField = (typeof partnerIdField)[PartnerSlug]

// Which kind each partner sells and its name: shared with the site (@driftway/domain/partners).
export { partnerKind, partnerNames } from '@driftway/domain/partners'

/** A pick-up/drop-off station (or a campsite's / harbour's reception) with the partner's code. */
export type PartnerLocation = {
  code: string
  name: string
  city: string
  country_iso2: string
  latitude: number
  longitude: number
}

/** One listing of a partner's feed, in our words (the adapter maps the partner's). */
export type PartnerFleetItem = {
  external_id: string
  kind: ListingKind
  title: string
  description: string
  currency: string
  /** The feed's "from" price per night, shown on cards until a live quote replaces it. */
  daily_rate_in_cents: number
  seats: number
  sleeps: number | null
  brand: string | null
  model: string | null
  transmission_type: 'Automatic' | 'Manual' | null
  fuel_type: 'Diesel' | 'Petrol' | 'Electric' | null
  /** Where the listing is: its home station (vehicles), the campsite, the harbour. */
  home: PartnerLocation
  /** Pick-up and drop-off stations a traveler may choose (vehicles; the home alone otherwise). */
  locations: PartnerLocation[]
  /** Photo URLs in the partner's order; the first is the card photo. */
  photos: string[]
}

export type TimeSlot = { value: string; price_in_cents: number; label: 'early_pickup' | 'included' | 'out_of_hours' }
export type PartnerExtra = {
  code: string
  name: string
  note: string | null
  unit: 'DAY' | 'RENTAL'
  price_in_cents: number
  daily_rate_in_cents: number | null
  /** How many a traveler may take (spec §5: neorent 1 unless per day, campnerd 1, `isSelectable: No` → 1). */
  max_quantity: number
  mandatory: boolean
}
export type InsurancePlan = {
  code: string
  name: string
  price_in_cents: number
  deposit_in_cents: number | null
  liability_in_cents: number | null
  features: Record<string, boolean | number>
}
export type DistancePackage = { code: string; name: string; price_in_cents: number; units: string }
export type PartnerPackage = {
  id: string
  price_in_cents: number
  products: {
    id: string
    name: string
    price_in_cents: number
    type: 'insurance' | 'cancellation_policy'
    conditions: { id: string; line: string; subline: string }[]
  }[]
}

export type QuoteRequest = {
  external_id: string
  pickup_timestamp: number
  return_timestamp: number
  pickup_location_code?: string | null
  dropoff_location_code?: string | null
  /** Chosen options; a quote without them lists what can be chosen and prices the bare rental. */
  extras?: { code: string; quantity: number }[]
  insurance?: string | null
  distance_package?: string | null
  checkin_time?: string | null
  checkout_time?: string | null
  package_id?: string | null
  adults?: number
  children?: number
}

/** A partner's answer to "can this range be booked, and for how much" (booking §7 validate). */
export type PartnerQuote = {
  partner: PartnerSlug
  /** The partner's handle on the offer; the book call names it (spec: `available_vehicle_id`). */
  available_vehicle_id: string
  currency: string
  rent_in_cents: number
  options_in_cents: number
  total_in_cents: number
  extras: PartnerExtra[]
  insurance_plans: InsurancePlan[]
  time_slots: { pickup: TimeSlot[]; dropoff: TimeSlot[] }
  distance_packages: DistancePackage[]
  packages: PartnerPackage[]
  location_codes: { pickup: string[]; dropoff: string[] }
  /** Travelers the unit takes (the seat limit of booking §5). */
  seats: number
}

export type PartnerTraveler = { first_name: string; last_name: string; email: string; phone: string }

export type BookRequest = QuoteRequest & {
  /** Our booking's id: the partner's idempotency key, so a retried book never books twice. */
  booking_id: string
  available_vehicle_id: string
  /** The total the traveler agreed to; a partner asking for another one refuses with price_changed. */
  expected_total_in_cents: number
  traveler: PartnerTraveler
}

export type PartnerBookingStatus = 'confirmed' | 'cancelled'
export type PartnerBooking = {
  partner: PartnerSlug
  booking_id: string
  reference: string
  status: PartnerBookingStatus
  total_in_cents: number
  currency: string
}

/** One partner's protocol in our words. Every call goes through the partner's resilience policy. */
export interface PartnerAdapter {
  readonly partner: PartnerSlug
  readonly kind: ListingKind
  /** The whole feed: every listing the partner offers now. */
  importFleet(): Promise<PartnerFleetItem[]>
  /** Prices and checks a range with the chosen options (validate). */
  quote(request: QuoteRequest): Promise<PartnerQuote>
  /** Books at the partner; the same booking_id again answers the first booking. */
  book(request: BookRequest): Promise<PartnerBooking>
  cancel(booking_id: string): Promise<PartnerBooking>
  /** The partner's record of our booking, or null when it has none (the answer of a lost book call). */
  status(booking_id: string): Promise<PartnerBooking | null>
  /** Stretches of [from, to) in which the partner has no unit of this listing left (its calendar, listings §8). */
  unavailable(external_id: string, from: number, to: number): Promise<UnavailablePeriod[]>
}

/** A stretch the partner cannot sell, in the booked-periods answer's words. */
export type UnavailablePeriod = { pickup_timestamp: number; return_timestamp: number }
