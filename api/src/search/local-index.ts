import { asSystem } from '@driftway/collections'
import type { Listing } from '@driftway/collections/payload-types'
import { cardPrice, nightsBetween, unavailableNights } from '@driftway/domain'
import { distanceKm } from '@driftway/domain/search-params'
import type { DataFromCollectionSlug, Payload, Where } from 'payload'
import { cardDocOf, type ListingCardDoc } from '../listings/card'
import {
  extraInputs,
  idOf,
  pricingProfile,
  rateInputs,
  seasonInputs,
  timezoneOfListing,
} from '../listings/pricing-input'
import {
  compareRanked,
  filterSpecs,
  needsPriceForOrder,
  priceSortKey,
  type Ranked,
  type SearchCriteria,
  type SearchEnvironment,
  type SearchHit,
  type SearchIndex,
  type SearchResult,
} from './types'

/**
 * The reference search: every query goes to Payload's Local API (works on SQLite and MongoDB
 * alike) and prices come from the domain engine's `cardPrice` itself. Slow — it prices every
 * candidate with the full engine — but it has no state of its own, so it is the yardstick the
 * in-memory index is checked against, and a fallback (`SEARCH_INDEX=local`).
 */

const CHUNK = 500
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export class LocalApiSearch implements SearchIndex {
  readonly name = 'local'

  constructor(private readonly payload: Payload) {}

  ready(): Promise<void> {
    return Promise.resolve()
  }

  close(): void {}

  /** The query's filters as a Payload where clause. */
  private where(criteria: SearchCriteria): Where {
    const and: Where[] = [{ kind: { equals: criteria.kind } }, { is_draft: { equals: false } }]
    if (criteria.country) and.push({ country_iso2: { equals: criteria.country } })
    if (criteria.excludeId) and.push({ id: { not_equals: criteria.excludeId } })
    const specs = filterSpecs(criteria.params)
    for (const { field, value } of specs.flags) {
      and.push(
        value
          ? { [field]: { equals: true } }
          : { or: [{ [field]: { equals: false } }, { [field]: { exists: false } }] },
      )
    }
    for (const { field, gte, lte } of specs.ranges) {
      if (gte !== undefined) and.push({ [field]: { greater_than_equal: gte } })
      if (lte !== undefined) and.push({ [field]: { less_than_equal: lte } })
    }
    for (const { field, values } of specs.anyOf) and.push({ [field]: { in: values } })
    for (const { field, values } of specs.allOf) for (const value of values) and.push({ [field]: { equals: value } })
    const location = criteria.location
    if (location) {
      // A box around the circle; the exact distance is checked afterwards.
      const latSpan = location.radius_km / 110.5 + 0.01
      and.push({ latitude: { greater_than_equal: location.latitude - latSpan } })
      and.push({ latitude: { less_than_equal: location.latitude + latSpan } })
    }
    return { and }
  }

  private async children<S extends 'season-availabilities' | 'season-rates' | 'extra-amenities'>(
    collection: S,
    ids: string[],
  ): Promise<Map<string, DataFromCollectionSlug<S>[]>> {
    const byListing = new Map<string, DataFromCollectionSlug<S>[]>()
    for (const part of chunks(ids)) {
      const { docs } = await this.payload.find({
        collection,
        where: { listing: { in: part } },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      for (const doc of docs) {
        const listing = idOf(doc.listing)
        if (!listing) continue
        byListing.set(listing, [...(byListing.get(listing) ?? []), doc])
      }
    }
    return byListing
  }

  private async bookedNights(ids: string[], nightKeys: Set<string>): Promise<Map<string, string[]>> {
    const byListing = new Map<string, string[]>()
    if (nightKeys.size === 0) return byListing
    const keys = [...nightKeys]
    for (const part of chunks(ids)) {
      const { docs } = await this.payload.find({
        collection: 'booked-nights',
        where: { and: [{ listing: { in: part } }, { night: { in: keys } }] },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      for (const doc of docs) {
        const listing = idOf(doc.listing)
        if (listing) byListing.set(listing, [...(byListing.get(listing) ?? []), String(doc.night)])
      }
    }
    return byListing
  }

  async search(criteria: SearchCriteria, env: SearchEnvironment): Promise<SearchResult> {
    const { docs } = await this.payload.find({
      collection: 'listings',
      where: this.where(criteria),
      depth: 0,
      pagination: false,
      ...asSystem(),
    })
    const location = criteria.location
    let rows = docs.map((doc) => ({
      doc,
      distance:
        location && typeof doc.latitude === 'number' && typeof doc.longitude === 'number'
          ? distanceKm(location.latitude, location.longitude, doc.latitude, doc.longitude)
          : null,
    }))
    if (location) rows = rows.filter((row) => row.distance !== null && row.distance <= location.radius_km)
    const ids = rows.map((row) => String(row.doc.id))
    const seasons = await this.children('season-availabilities', ids)

    // Nights of the range on each listing's calendar, then the occupied ones among them.
    const nightsOf = new Map<string, string[]>()
    let blocked = new Map<string, string[]>()
    if (criteria.trip) {
      const allKeys = new Set<string>()
      for (const row of rows) {
        const nights = nightsBetween(criteria.trip.start, criteria.trip.end, timezoneOfListing(row.doc))
        nightsOf.set(String(row.doc.id), nights)
        for (const night of nights) allKeys.add(night)
      }
      blocked = await this.bookedNights(ids, allKeys)
      rows = rows.filter((row) => {
        const id = String(row.doc.id)
        const unavailable = unavailableNights(nightsOf.get(id) ?? [], {
          timezone: timezoneOfListing(row.doc),
          seasons: seasonInputs(seasons.get(id) ?? []),
          blocked_nights: blocked.get(id) ?? [],
        })
        return unavailable.length === 0
      })
    }

    const remaining = rows.map((row) => String(row.doc.id))
    const [rates, extras, allBlocked] = await Promise.all([
      this.children('season-rates', remaining),
      this.children('extra-amenities', remaining),
      criteria.trip ? this.bookedNights(remaining, new Set([...nightsOf.values()].flat())) : Promise.resolve(blocked),
    ])
    const priceOf = (doc: Listing) => {
      const id = String(doc.id)
      return cardPrice({
        profile: pricingProfile(doc),
        seasons: seasonInputs(seasons.get(id) ?? []),
        rates: rateInputs(rates.get(id) ?? []),
        extras: extraInputs(extras.get(id) ?? []),
        blocked_nights: allBlocked.get(id) ?? [],
        now_timestamp: criteria.now,
        pickup_timestamp: criteria.trip?.start,
        return_timestamp: criteria.trip?.end,
        ...criteria.party,
        currency: criteria.currency,
        rates_per_eur: env.ratesPerEur as Record<string, number>,
      })
    }

    type Row = Ranked & { hit: SearchHit }
    const ranked: Row[] = rows.map(({ doc, distance }) => {
      const price = priceOf(doc)
      return {
        id: String(doc.id),
        createdAtMs: Date.parse(String(doc.createdAt ?? '')) || 0,
        distance,
        priceKey: needsPriceForOrder(criteria.sort) ? priceSortKey(price, criteria.sort.by, criteria, env) : null,
        comments_count: doc.comments_count ?? 0,
        average_rating: doc.average_rating ?? 0,
        hit: { id: String(doc.id), distance_km: distance, price },
      }
    })
    ranked.sort(compareRanked(criteria.sort, location !== null))
    return {
      count: ranked.length,
      hits: ranked.slice(criteria.offset, criteria.offset + criteria.limit).map((row) => row.hit),
    }
  }

  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    const docs = new Map<string, ListingCardDoc>()
    for (const part of chunks([...ids])) {
      const found = await this.payload.find({
        collection: 'listings',
        where: { id: { in: part } },
        depth: 0,
        pagination: false,
        ...asSystem(),
      })
      for (const doc of found.docs) docs.set(String(doc.id), cardDocOf(doc))
    }
    return docs
  }
}
