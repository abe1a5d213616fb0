import type { ExtraAmenity, SeasonAvailability, SeasonRate } from '@driftway/collections/payload-types'
import type { ExtraInput, ListingKind, PricingProfileInput, RateInput, SeasonInput } from '@driftway/domain'
import { listingTimeZone } from '@driftway/domain/listing-timezone'

/**
 * Stored documents → inputs of the domain pricing engine (`quoteBooking`, `cardPrice`). Every
 * price the API shows (search cards, detail page, range validation) is built from these, so a
 * listing is priced the same way everywhere. Order matters to the engine (seasons: ties between
 * overlapping seasons; extras: the order of the bill), so both lists are put in a stable order.
 */

type Relation = string | { id: string } | null | undefined
export const idOf = (value: Relation | unknown): string | null => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}

export type PricedListingDoc = {
  id: string
  kind: ListingKind
  currency?: string | null
  country_iso2?: string | null
  latitude?: number | null
  longitude?: number | null
  default_rate_in_cents?: number | null
  default_min_rent_days?: number | null
  cleaning_fee_in_cents?: number | null
  longer_hire_discount?: number | null
  early_booking_discount?: number | null
  down_payment_percent?: number | null
  people_per_pitch?: number | null
  default_extra_charge_per_adult_in_cents?: number | null
  default_extra_charge_per_child_in_cents?: number | null
}

/** Stored children of a listing, as the generated Payload types describe them (depth 0 or 1). */
export type SeasonDoc = SeasonAvailability
export type RateDoc = SeasonRate
export type ExtraDoc = ExtraAmenity

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value)

/** The listing's calendar zone (country / coordinates; see domain listing-timezone). */
export const timezoneOfListing = (listing: Pick<PricedListingDoc, 'country_iso2' | 'latitude' | 'longitude'>): string =>
  listingTimeZone(listing)

export function pricingProfile(listing: PricedListingDoc): PricingProfileInput {
  return {
    kind: listing.kind,
    currency: (listing.currency ?? undefined) as PricingProfileInput['currency'],
    timezone: timezoneOfListing(listing),
    default_rate_in_cents: listing.default_rate_in_cents as number,
    default_min_rent_days: orUndefined(listing.default_min_rent_days),
    cleaning_fee_in_cents: orUndefined(listing.cleaning_fee_in_cents),
    longer_hire_discount: listing.longer_hire_discount,
    early_booking_discount: listing.early_booking_discount,
    down_payment_percent: listing.down_payment_percent,
    people_per_pitch: listing.kind === 'campsite' ? (listing.people_per_pitch ?? 1) : listing.people_per_pitch,
    default_extra_charge_per_adult_in_cents: listing.default_extra_charge_per_adult_in_cents,
    default_extra_charge_per_child_in_cents: listing.default_extra_charge_per_child_in_cents,
  }
}

const byStartThenId = (a: SeasonDoc, b: SeasonDoc) =>
  a.start_timestamp - b.start_timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export function seasonInputs(seasons: readonly SeasonDoc[]): SeasonInput[] {
  return [...seasons].sort(byStartThenId).map((season) => ({
    id: String(season.id),
    start_timestamp: season.start_timestamp,
    end_timestamp: season.end_timestamp,
    is_available: season.is_available !== false,
    season_rate_id: idOf(season.season_rate),
    min_rent_dates: season.min_rent_dates ?? null,
  }))
}

export function rateInputs(rates: readonly RateDoc[]): RateInput[] {
  return rates.map((rate) => ({
    id: String(rate.id),
    season: rate.season ?? '',
    rate_in_cents: rate.rate_in_cents,
    extra_charge_per_adult_in_cents: rate.extra_charge_per_adult_in_cents,
    extra_charge_per_child_in_cents: rate.extra_charge_per_child_in_cents,
    max_guests_allowed: rate.max_guests_allowed,
  }))
}

/** Extras in the order the lessor created them (the bill lists them that way). */
export function extraInputs(extras: readonly ExtraDoc[]): ExtraInput[] {
  return [...extras]
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((extra) => ({
      id: String(extra.id),
      name: extra.name,
      price_in_cents: extra.price_in_cents,
      unit: extra.unit as ExtraInput['unit'],
      available: extra.available ?? 1,
      mandatory: Boolean(extra.mandatory),
      included: Boolean(extra.included),
    }))
}
