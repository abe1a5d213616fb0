import { type RentalUnit, rentalUnitOf } from '@driftway/domain/roles'
import type { ListingCardData } from '../../lib/listings'

type Money = { cents: number; currency: string }

export type CardPrice = {
  /** The lowest rate of the listing ("from"), in the currency it is given in; null when it has none. */
  from: Money | null
  /** The trip total of the searched range (full_price), only when the search has dates. */
  total: Money | null
  /** Campervans are rented per day, pitches and boats per night (listings spec §2 "per night/day"). */
  unit: RentalUnit
  /** The listing's minimum stay in nights, at least 1. */
  minNights: number
  /** The searched range is shorter than the minimum stay (the card warns, §2). */
  tooShort: boolean
}

/**
 * The price a card, a map marker or a rail shows for a listing (listings spec §2 "Listing cards"):
 * booking_price.minimum_rate_cents in the display currency when the search priced it, else the
 * listing's default rate in its own currency; with dates, the total. One rule for every place a
 * listing's price appears outside its detail page.
 */
export function cardPrice(listing: ListingCardData, nights: number | null): CardPrice {
  const minNights = Math.max(1, listing.default_min_rent_days || 1)
  const minimum = listing.booking_price?.minimum_rate_cents
  const from: Money | null =
    typeof minimum === 'number' && minimum > 0
      ? { cents: minimum, currency: listing.currency }
      : listing.default_rate_in_cents > 0
        ? { cents: listing.default_rate_in_cents, currency: listing.listing_currency ?? listing.currency }
        : null
  const total: Money | null =
    nights !== null && typeof listing.full_price === 'number'
      ? { cents: listing.full_price, currency: listing.currency }
      : null
  return {
    from,
    total,
    unit: rentalUnitOf(listing.kind),
    minNights,
    tooShort: nights !== null && (listing.price_error_key === 'minimum_rental_days' || nights < minNights),
  }
}
