import type { ExtraPricingUnit, ExtraRecurrence, RateColor } from '@driftway/domain/listing-options'
import type { ListingKind } from '@driftway/domain/roles'
import type { ListingSeason } from '~/lib/listings'

/** The documents of `GET /listing/{kind}/my/{id}/` the management tabs read (api/src/lessor/README.md). */

export type ManagedRate = {
  id: string
  season: string
  color: RateColor
  rate_in_cents: number
  extra_charge_per_adult_in_cents: number | null
  extra_charge_per_child_in_cents: number | null
  max_guests_allowed: number | null
  currency: string | null
}

export type ManagedExtra = {
  id: string
  name: string
  name_de: string | null
  price_in_cents: number
  price_text: string | null
  currency: string
  available: number
  unit: ExtraPricingUnit
  recurrence: ExtraRecurrence
  mandatory: boolean
  included: boolean
  age_from: number | null
  age_to: number | null
  description: string | null
  conditions: { line: string; subline: string | null }[]
}

export type ManagedReservation = { id: string; start_timestamp: number; end_timestamp: number; comment: string | null }

export type ImageRef = { id: string; url: string | null; thumbnail_url: string | null }

export type ManagedListing = {
  id: string
  kind: ListingKind
  title: string | null
  is_draft: boolean
  city: string | null
  country_iso2: string | null
  latitude: number | null
  longitude: number | null
  currency: string | null
  default_rate_in_cents: number | null
  default_min_rent_days: number | null
  images: Record<string, ImageRef>
  season_rates: ManagedRate[]
  season_availability: ListingSeason[]
  extra_amenities: ManagedExtra[]
  manual_reservations: ManagedReservation[]
}
