import type { DetailExtra, ListingDetail } from './types'

/**
 * Extras rules of the detail page (listings spec §2 "extras modal", §5 "Extra quantity"): pure, so
 * they are unit-tested without a browser.
 */

/** Mandatory extras are always charged and included ones always given: neither is chosen. */
const isLockedExtra = (extra: Pick<DetailExtra, 'mandatory' | 'included'>) => extra.mandatory || extra.included

/** The extras the traveler can choose: the extras modal lists only these (non-included, non-mandatory). */
export const optionalExtras = <T extends Pick<DetailExtra, 'mandatory' | 'included'>>(extras: readonly T[]): T[] =>
  extras.filter((extra) => !isLockedExtra(extra))

/** The most a traveler may book of an extra: its available amount; 1 for partner rules (§5). */
export function maxQuantity(
  extra: Pick<DetailExtra, 'available' | 'unit'>,
  listing: Pick<ListingDetail, 'neorent_uid' | 'campnerd_accommodation_id'>,
) {
  const available = Math.max(0, extra.available ?? 1)
  if (listing.campnerd_accommodation_id) return Math.min(1, available)
  if (listing.neorent_uid && extra.unit !== 'per_day') return Math.min(1, available)
  return available
}

/**
 * The age range of an extra, or null: shown only when both ends are given, where 0 is a valid
 * lower end but not an upper one (§2 "Amenity display").
 */
export function extraAgeRange(extra: Pick<DetailExtra, 'age_from' | 'age_to'>): { from: number; to: number } | null {
  const { age_from: from, age_to: to } = extra
  if (typeof from !== 'number' || !Number.isFinite(from) || from < 0) return null
  if (typeof to !== 'number' || !Number.isFinite(to) || to <= 0 || to < from) return null
  return { from, to }
}

/** An extra's, amenity's or activity's name in the reader's language (German when the API has one). */
export const localizedName = (item: { name: string; name_de?: string | null }, lng: string) =>
  lng === 'de' && item.name_de ? item.name_de : item.name
