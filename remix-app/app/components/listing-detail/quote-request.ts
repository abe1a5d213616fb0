import { readTrip } from '../search/search-state'
import type { QuoteRequest } from './types'

export type PartyCounts = { pitches_num: number; adults_num: number; children_num: number }

/** The default party of a quote (listings spec §2: 1 pitch, 1 adult, 0 children). */
export const defaultParty: PartyCounts = { pitches_num: 1, adults_num: 1, children_num: 0 }

/** Persons per group 0–100; pitches 1–100, or 1 for a campnerd partner (listings spec §5). */
export const MAX_PERSONS = 100
export const maxPitchesOf = (listing: { campnerd_accommodation_id?: string | null }) =>
  listing.campnerd_accommodation_id ? 1 : 100

/**
 * The campsite party a search hands on to the detail page (`adults`, `children`, `pitches`), read
 * the way the search reads it, with pitches kept to the listing's maximum.
 */
export function readParty(params: URLSearchParams, maxPitches = 100): PartyCounts {
  const { adults, children, pitches } = readTrip(params)
  return { pitches_num: Math.min(maxPitches, pitches), adults_num: adults, children_num: children }
}

/**
 * The validate body for a range, party and extras. Built in one place with a fixed key order and
 * sorted extras, so the server's first quote and the browser's later ones compare as equal text.
 */
export function buildQuoteRequest(
  stamps: { pickup_timestamp: number; return_timestamp: number },
  party: PartyCounts,
  extras: Record<string, number>,
): QuoteRequest {
  return {
    pickup_timestamp: stamps.pickup_timestamp,
    return_timestamp: stamps.return_timestamp,
    pitches_num: party.pitches_num,
    adults_num: party.adults_num,
    children_num: party.children_num,
    booked_extra_amenities: Object.entries(extras)
      .filter(([, quantity]) => quantity > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, quantity]) => ({ id, quantity })),
    full_prepayment: false,
  }
}

export const quoteKey = (request: QuoteRequest | null): string => (request ? JSON.stringify(request) : '')
