import { bookingPagePath } from '@driftway/domain/booking-links'
import type { ListingKind } from '@driftway/domain/roles'
import type { DateRange } from '~/components/listing-detail/dates'
import type { PartyCounts } from '~/components/listing-detail/quote-request'

/**
 * The trip the detail page hands to the booking page, in the query so a reload, the login
 * round-trip and a shared link all keep it: startDate, endDate, adults, children, pitches (the
 * search's names) and extras as `id:quantity` pairs.
 */
export type ExtraQuantities = Record<string, number>

const extraPair = /^([A-Za-z0-9_-]{1,64}):(\d{1,3})$/

export function readExtras(params: URLSearchParams): ExtraQuantities {
  const extras: ExtraQuantities = {}
  for (const pair of (params.get('extras') ?? '').split(',')) {
    const match = extraPair.exec(pair.trim())
    if (match && Number(match[2]) > 0) extras[match[1]!] = Number(match[2])
  }
  return extras
}

export function writeExtras(extras: ExtraQuantities): string {
  return Object.entries(extras)
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, quantity]) => `${id}:${quantity}`)
    .join(',')
}

/** The booking page URL of a listing for a range, party and extras. */
export function bookingPageHref(
  kind: ListingKind,
  listingId: string,
  range: DateRange,
  party: PartyCounts | null,
  extras: ExtraQuantities,
): string {
  const params = new URLSearchParams()
  if (range.start) params.set('startDate', range.start)
  if (range.end) params.set('endDate', range.end)
  if (party) {
    params.set('adults', String(party.adults_num))
    params.set('children', String(party.children_num))
    params.set('pitches', String(party.pitches_num))
  }
  const written = writeExtras(extras)
  if (written) params.set('extras', written)
  return `${bookingPagePath(kind, listingId)}?${params}`
}
