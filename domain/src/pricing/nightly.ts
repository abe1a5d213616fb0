import type { NightKey } from '../dates'
import { type QuoteError, quoteError } from './errors'
import { extraGuests, rentedUnits } from './guests'
import { type PriceBook, termsForNight } from './rates'

/** One night of the nightly breakdown. Amounts are for all rented units together. */
export interface NightPrice {
  night: NightKey
  season_id: string | null
  rate_id: string | null
  /** Rate per unit (per pitch for campsites) — what a card's "from" price compares. */
  rate_in_cents: number
  /** Units rented: pitches for campsites, 1 otherwise. */
  units: number
  rent_in_cents: number
  extra_adults_in_cents: number
  extra_children_in_cents: number
}

export interface GuestCounts {
  pitches_num: number
  adults_num: number
  children_num: number
}

/** Prices every night; fails when a night's rate allows fewer guests than requested. */
export function priceNights(
  book: PriceBook,
  nights: readonly NightKey[],
  guests: GuestCounts,
): NightPrice[] | QuoteError {
  const units = rentedUnits(book.profile, guests.pitches_num)
  const extra = extraGuests(book.profile, units, guests.adults_num, guests.children_num)
  const partySize = guests.adults_num + guests.children_num
  const priced: NightPrice[] = []
  for (const night of nights) {
    const terms = termsForNight(book, night)
    // max_guests_allowed is read per pitch: the editor caps it at 12 while a booking may take
    // up to 100 pitches, so a listing-wide cap of 12 could never be meant.
    if (book.profile.kind === 'campsite' && terms.max_guests_per_pitch !== null) {
      const allowed = terms.max_guests_per_pitch * units
      if (partySize > allowed) {
        return quoteError(
          'too_many_guests',
          `At most ${allowed} guests can stay on ${units} pitch${units === 1 ? '' : 'es'} on ${night}.`,
        )
      }
    }
    priced.push({
      night,
      season_id: terms.season?.id ?? null,
      rate_id: terms.rate?.id ?? null,
      rate_in_cents: terms.rate_in_cents,
      units,
      rent_in_cents: terms.rate_in_cents * units,
      extra_adults_in_cents: extra.extra_adults * terms.extra_charge_per_adult_in_cents,
      extra_children_in_cents: extra.extra_children * terms.extra_charge_per_child_in_cents,
    })
  }
  return priced
}
