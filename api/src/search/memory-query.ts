import type { ListingKind } from '@driftway/domain'
import { distanceKm } from '@driftway/domain/search-params'
import { compileFilter, type Facts, lowerBound } from './memory-facts'
import type { HeldListings } from './memory-held'
import { type PriceRequest, programCardPrice, type ZoneDays, zoneDays } from './price-program'
import {
  compareRanked,
  filterSpecs,
  needsPriceForOrder,
  priceSortKey,
  type Ranked,
  type SearchCriteria,
  type SearchEnvironment,
  type SearchHit,
  type SearchResult,
} from './types'

/**
 * Searches over the memory index's facts (memory-held.ts holds them, memory-sync.ts keeps them current): the circle's
 * latitude band by binary search, filters, free-on-every-night by binary search over the
 * occupied days, then prices only what the order or the page needs.
 */

/** What a query reads of what the index holds. */
export type FactsSource = Pick<HeldListings, 'byKind' | 'sortedByLatitude' | 'programOf'>

export function searchFacts(source: FactsSource, criteria: SearchCriteria, env: SearchEnvironment): SearchResult {
  const matchesFilters = compileFilter(filterSpecs(criteria.params))
  const zones = new Map<string, ZoneDays>()
  const zone = (timezone: string) => {
    let days = zones.get(timezone)
    if (!days) {
      days = zoneDays(timezone, criteria.now, criteria.trip ?? undefined)
      zones.set(timezone, days)
    }
    return days
  }
  const location = criteria.location
  // A degree of latitude is ~111 km: a cheap box before the exact distance.
  const latSpan = location ? location.radius_km / 110.5 + 0.01 : 0
  type Match = Ranked & { facts: Facts; hit?: SearchHit }
  const matches: Match[] = []
  // With coordinates only the latitude band of the circle is walked (binary search on the
  // kind's listings ordered by latitude); without, every listing of the kind.
  const candidates = location
    ? latitudeBand(source, criteria.kind, location.latitude - latSpan, location.latitude + latSpan)
    : [...source.byKind.get(criteria.kind)!.values()]
  // Longitude span of the circle at its widest latitude: skips most of the band without trigonometry.
  const widest = location ? Math.min(89, Math.abs(location.latitude) + latSpan) : 0
  const lonSpan = location ? latSpan / Math.cos((widest * Math.PI) / 180) : 0
  let lastZone = ''
  let lastDays: ZoneDays | null = null
  for (const facts of candidates) {
    if (facts.id === criteria.excludeId) continue
    let distance: number | null = null
    if (location) {
      const dLon = Math.abs(facts.longitude - location.longitude)
      if (lonSpan < 180 && Math.min(dLon, 360 - dLon) > lonSpan) continue
      distance = distanceKm(location.latitude, location.longitude, facts.latitude, facts.longitude)
      if (distance > location.radius_km) continue
    }
    if (criteria.country !== null && facts.country !== criteria.country) continue
    if (!matchesFilters(facts)) continue
    if (criteria.trip) {
      if (facts.timezone !== lastZone || !lastDays) {
        lastZone = facts.timezone
        lastDays = zone(facts.timezone)
      }
      const days = lastDays
      const first = days.pickup!
      const end = days.returnDay!
      if (end > first && (isBlocked(facts, first, end) || facts.closed.some(([from, to]) => from < end && first < to)))
        continue
    }
    matches.push({
      id: facts.id,
      createdAtMs: facts.createdAtMs,
      distance,
      priceKey: null,
      comments_count: facts.comments_count,
      average_rating: facts.average_rating,
      facts,
    })
  }

  const request: PriceRequest = {
    ...criteria.party,
    currency: criteria.currency,
    rates_per_eur: env.ratesPerEur,
    rates_version: env.ratesVersion,
    conversion_key: `${criteria.currency ?? ''}|${env.ratesVersion}`,
  }
  const hitOf = (match: Match): SearchHit => {
    if (!match.hit) {
      const facts = match.facts
      const price = programCardPrice(source.programOf(facts), zone(facts.timezone), request, (first, end) =>
        isBlocked(facts, first, end),
      )
      match.hit = { id: facts.id, distance_km: match.distance, price }
    }
    return match.hit
  }
  const sort = criteria.sort
  if (needsPriceForOrder(sort)) {
    for (const match of matches) match.priceKey = priceSortKey(hitOf(match).price, sort.by, criteria, env)
  }
  matches.sort(compareRanked(sort, location !== null))
  const page = matches.slice(criteria.offset, criteria.offset + criteria.limit)
  return { count: matches.length, hits: page.map(hitOf) }
}

function latitudeBand(source: FactsSource, kind: ListingKind, from: number, to: number): Facts[] {
  const sorted = source.sortedByLatitude(kind)
  const first = lowerBound(sorted.latitudes, from)
  let end = first
  while (end < sorted.latitudes.length && sorted.latitudes[end]! <= to) end++
  return sorted.facts.slice(first, end)
}

/** Whether one of the nights [first, end) is occupied. */
function isBlocked(facts: Facts, first: number, end: number): boolean {
  const days = facts.blocked
  if (!days) return false
  const at = lowerBound(days, first)
  return at < days.length && days[at]! < end
}
