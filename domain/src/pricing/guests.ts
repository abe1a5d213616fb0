import type { PricingProfile } from './schemas'

/**
 * Campsite guests beyond the places included in the pitch price. Each pitch includes
 * people_per_pitch guests; adults take the included places first and children get the rest,
 * because adults are the dearer extra and the traveler should not pay for them when a place is
 * free.
 */
export interface ExtraGuests {
  included_places: number
  extra_adults: number
  extra_children: number
}

export function extraGuests(profile: PricingProfile, pitches: number, adults: number, children: number): ExtraGuests {
  if (profile.kind !== 'campsite') return { included_places: 0, extra_adults: 0, extra_children: 0 }
  const included = (profile.people_per_pitch ?? 1) * pitches
  const placesLeftForChildren = Math.max(0, included - adults)
  return {
    included_places: included,
    extra_adults: Math.max(0, adults - included),
    extra_children: Math.max(0, children - placesLeftForChildren),
  }
}

/** Only campsites sell several units (pitches) in one booking; every other kind rents one. */
export const rentedUnits = (profile: PricingProfile, pitches: number): number =>
  profile.kind === 'campsite' ? pitches : 1
