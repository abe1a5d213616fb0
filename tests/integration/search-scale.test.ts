import { LocalApiSearch } from '@driftway/api/search/local-index'
import { MemorySearchIndex } from '@driftway/api/search/memory-index'
import { searchCriteria } from '@driftway/api/search/types'
import { asSystem } from '@driftway/collections'
import { databaseKind } from '@driftway/collections/db'
import { addDaysToKey, type ListingKind, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { parseSearchParams } from '@driftway/domain/search-params'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchCities, generateRange } from '../../bench/src/generate'
import { startTestPayload } from './support/payload'

/**
 * The compact memory index (search/memory-*.ts), loaded both ways (column read, adapter API),
 * against the Local API reference on the bench's
 * generated data (written through bulkCreate): hundreds of listings spread over many cities with
 * seasons, closed weeks, mandatory extras and occupied nights. Random queries — kind, place and
 * radius, dates, party, filters, every sort, currency, paging — must give the same ids in the same
 * order with the same prices and the same card documents.
 */

let payload: Payload
let stop: () => Promise<void>
let databaseUrl: string
/** Loaded with the column read (the default; SQLite and PostgreSQL), and through the adapter API. */
let memory: MemorySearchIndex
let viaAdapter: MemorySearchIndex
let reference: LocalApiSearch
const env = { ratesPerEur: { GBP: 0.85, USD: 1.1 }, ratesVersion: 'scale-test' }
const LISTINGS = 240

beforeAll(async () => {
  ;({ payload, stop, databaseUrl } = await startTestPayload())
  await generateRange(payload, 0, LISTINGS, () => {})
  memory = new MemorySearchIndex(payload, { syncIntervalMs: 0 })
  viaAdapter = new MemorySearchIndex(payload, { syncIntervalMs: 0, load: 'adapter' })
  reference = new LocalApiSearch(payload)
  await Promise.all([memory.ready(), viaAdapter.ready()])
}, 300_000)
afterAll(async () => {
  memory?.close()
  viaAdapter?.close()
  await stop?.()
})

const BERLIN = 'Europe/Berlin'
const noon = (offset: number) =>
  localNoonTimestamp(addDaysToKey(nightKeyOf(Math.floor(Date.now() / 1000), BERLIN), offset), BERLIN)

const sorts = [
  {},
  { filter_by_price_daily: 'ASC' },
  { filter_by_price_daily: 'DESC' },
  { filter_by_price_trip: 'ASC' },
  { filter_by_price_trip: 'DESC' },
  { filter_by_rating: 'DESC' },
  { filter_by_rating: 'ASC' },
  { filter_by_distance: 'ASC' },
]
const filtersOf: Record<ListingKind, Record<string, unknown>[]> = {
  recreational_vehicle: [
    {},
    { sleeps__gte: 4 },
    { rv_type__include__or: 'Campervan,Integrated', is_pets_allowed: true },
    { transmission_type__include__or: 'Automatic', seats_num__gte: 4 },
    { default_rate_in_cents__lte: 12_000, is_instant_booking_allowed: true },
  ],
  campsite: [
    {},
    { suitability__include__or: 'Tent' },
    { area_m2__gte: 80, area_m2__lte: 120 },
    { is_pets_allowed: false, default_rate_in_cents__gte: 3000 },
  ],
  boat: [
    {},
    { boat_type__include__or: 'Houseboat,RIB,Catamaran' },
    { length__gte: 10, motor_horse_power__gte: 100, boat_license_requirement: false },
    { onboard_capacity__gte: 6, cabins_number__gte: 1 },
  ],
}

type QueryShape = {
  kind: ListingKind
  city?: [name: string, latitude: number, longitude: number, country: string]
  radius: number
  dates?: [number, number]
  sort: (typeof sorts)[number]
  filter: number
  party: { adults_num: number; children_num: number }
  currency?: string
  page: { limit: number; offset: number }
}
const kinds: ListingKind[] = ['recreational_vehicle', 'campsite', 'boat']
const queryArb = fc
  .record({
    kind: fc.constantFrom(...kinds),
    city: fc.option(fc.constantFrom(...benchCities), { nil: undefined }),
    radius: fc.constantFrom(50, 150, 400),
    dates: fc.option(fc.tuple(fc.integer({ min: 0, max: 160 }), fc.integer({ min: 1, max: 20 })), { nil: undefined }),
    sort: fc.constantFrom(...sorts),
    filter: fc.nat(),
    party: fc.record({ adults_num: fc.integer({ min: 1, max: 6 }), children_num: fc.integer({ min: 0, max: 3 }) }),
    currency: fc.constantFrom(undefined, 'EUR', 'GBP'),
    page: fc.record({ limit: fc.constantFrom(5, 30), offset: fc.constantFrom(0, 5, 40) }),
  })
  .map(queryOf)

/**
 * Broad queries (every kind and sort, no place, no filter, first page) that match listings on any
 * day: random queries often match nothing (a small radius, a late page, a narrow filter), so
 * these make sure every run compares non-empty answers too, whatever the random mix.
 */
const broadQueries = kinds.flatMap((kind) =>
  sorts.map((sort): [ReturnType<typeof queryOf>] => [
    queryOf({
      kind,
      radius: 400,
      sort,
      filter: 0,
      party: { adults_num: 2, children_num: 0 },
      page: { limit: 30, offset: 0 },
    }),
  ]),
)

function queryOf({ kind, city, radius, dates, sort, filter, party, currency, page }: QueryShape) {
  const query: Record<string, unknown> = { ...sort, ...filtersOf[kind][filter % filtersOf[kind].length], ...page }
  if (city) Object.assign(query, { latitude: city[1], longitude: city[2], radius_km: radius })
  else if ('filter_by_distance' in sort) delete query.filter_by_distance
  if (dates)
    Object.assign(query, { trip_start_timestamp: noon(dates[0]), trip_end_timestamp: noon(dates[0] + dates[1]) })
  else if ('filter_by_price_trip' in sort) delete query.filter_by_price_trip
  if (dates) Object.assign(query, party)
  if (currency) query.currency = currency
  return { kind, query }
}

describe('compact index on generated data', () => {
  it('holds every published listing and its occupied nights', async () => {
    const published = await payload.count({
      collection: 'listings',
      where: { is_draft: { equals: false } },
      ...asSystem(),
    })
    const nights = await payload.count({ collection: 'booked-nights', ...asSystem() })
    expect(published.totalDocs).toBe(LISTINGS)
    expect(memory.stats().listings).toBe(LISTINGS)
    expect(memory.stats().nights).toBeGreaterThan(LISTINGS)
    expect(memory.stats().nights).toBeLessThanOrEqual(nights.totalDocs)
    // The default load reads columns on the SQL adapters; MongoDB has only the adapter API.
    const expected = databaseKind(databaseUrl) === 'mongodb' ? 'adapter' : 'columns'
    expect(new Set(memory.loadedWith().values())).toEqual(new Set([expected]))
    expect(new Set(viaAdapter.loadedWith().values())).toEqual(new Set(['adapter']))
    expect(viaAdapter.stats().nights).toBe(memory.stats().nights)
  })

  it('answers random queries as the Local API reference does, cards included', async () => {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(queryArb, async ({ kind, query }) => {
        const parsed = parseSearchParams(kind, query)
        if (!parsed.success) throw parsed.error
        const criteria = searchCriteria(kind, parsed.data, { now: Math.floor(Date.now() / 1000) })
        const [fast, loadedViaAdapter, slow] = await Promise.all([
          memory.search(criteria, env),
          viaAdapter.search(criteria, env),
          reference.search(criteria, env),
        ])
        expect(fast, JSON.stringify(query)).toEqual(slow)
        expect(loadedViaAdapter, JSON.stringify(query)).toEqual(slow)
        if (fast.hits.length > 0) nonEmpty++
        const ids = fast.hits.map((hit) => hit.id)
        const [ours, theirs] = await Promise.all([memory.documents(ids), reference.documents(ids)])
        for (const id of ids) {
          const [a, b] = [ours.get(id), theirs.get(id)]
          expect(a?.id).toBe(id)
          // The reference reads whole documents; the card fields the index reads must equal them.
          for (const [field, value] of Object.entries(a ?? {})) {
            // Photo rows without their row ids (a card needs the slot and the media only).
            const expected =
              field === 'images'
                ? (b?.images ?? []).map(({ slot, image }) => ({ slot, image }))
                : b?.[field as keyof typeof b]
            expect(value, field).toEqual(expected)
          }
        }
      }),
      { numRuns: 40, examples: broadQueries },
    )
    // The property would say little if most queries matched nothing.
    expect(nonEmpty).toBeGreaterThan(broadQueries.length / 2)
  }, 300_000)
})
