import type { Season } from '../availability/schemas'
import { compileSeasons, type SeasonWindow, seasonForNight } from '../availability/seasons'
import type { NightKey } from '../dates'
import type { PricingProfile, Rate } from './schemas'

/**
 * Which price applies on a night (listings spec §3 seasons and rates): the rate linked from the
 * season covering the night, else the listing default. Campsite extra-person charges follow the
 * same rate, falling back to the listing defaults field by field.
 */

/** A listing's prices with seasons resolved once, reused for every night of a quote. */
export interface PriceBook {
  profile: PricingProfile
  windows: SeasonWindow<Season>[]
  ratesById: ReadonlyMap<string, Rate>
}

export const priceBook = (profile: PricingProfile, seasons: readonly Season[], rates: readonly Rate[]): PriceBook => ({
  profile,
  windows: compileSeasons(seasons, profile.timezone),
  ratesById: new Map(rates.map((rate) => [rate.id, rate])),
})

/** The same seasons with converted prices: season windows are not recomputed. */
export const withPrices = (book: PriceBook, list: { profile: PricingProfile; rates: readonly Rate[] }): PriceBook =>
  list.profile === book.profile
    ? book
    : { ...book, profile: list.profile, ratesById: new Map(list.rates.map((rate) => [rate.id, rate])) }

export interface NightTerms {
  season: Season | undefined
  /** Undefined when the night uses the listing default (no season, or a season without a rate). */
  rate: Rate | undefined
  rate_in_cents: number
  extra_charge_per_adult_in_cents: number
  extra_charge_per_child_in_cents: number
  /** Campsites: guests allowed per pitch, when the rate sets a limit. */
  max_guests_per_pitch: number | null
}

export function termsForNight(book: PriceBook, night: NightKey): NightTerms {
  const { profile } = book
  const season = seasonForNight(book.windows, night)
  // A dangling season_rate_id (rate deleted after the season was saved) prices at the default
  // rather than failing the whole quote: the traveler can still book, the lessor sees the rate.
  const rate = season?.season_rate_id ? book.ratesById.get(season.season_rate_id) : undefined
  return {
    season,
    rate,
    rate_in_cents: rate?.rate_in_cents ?? profile.default_rate_in_cents,
    extra_charge_per_adult_in_cents:
      rate?.extra_charge_per_adult_in_cents ?? profile.default_extra_charge_per_adult_in_cents ?? 0,
    extra_charge_per_child_in_cents:
      rate?.extra_charge_per_child_in_cents ?? profile.default_extra_charge_per_child_in_cents ?? 0,
    max_guests_per_pitch: rate?.max_guests_allowed ?? null,
  }
}

/** The minimum stay for a pickup night: its season's min_rent_dates, else the listing default. */
export const minimumNightsFor = (book: PriceBook, pickupNight: NightKey): number =>
  seasonForNight(book.windows, pickupNight)?.min_rent_dates ?? book.profile.default_min_rent_days

/**
 * The lowest nightly rate for a card's "from" price. With nights: over those nights. Without:
 * over the default rate and the rate of every bookable season that has not ended yet, so a past
 * low season does not advertise a price nobody can get.
 */
export function minimumNightlyRate(book: PriceBook, nights?: readonly NightKey[], today?: NightKey): number {
  if (nights && nights.length > 0) return Math.min(...nights.map((night) => termsForNight(book, night).rate_in_cents))
  let minimum = book.profile.default_rate_in_cents
  for (const { season, end } of book.windows) {
    if (season.is_available === false || (today && end <= today) || !season.season_rate_id) continue
    const rate = book.ratesById.get(season.season_rate_id)
    if (rate && rate.rate_in_cents < minimum) minimum = rate.rate_in_cents
  }
  return minimum
}
