import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LocalApiSearch } from '@driftway/api/search/local-index'
import { MemorySearchIndex } from '@driftway/api/search/memory-index'
import { searchCriteria } from '@driftway/api/search/types'
import { asSystem } from '@driftway/collections'
import { databaseKind } from '@driftway/collections/db'
import { addDaysToKey, type ListingKind, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { parseSearchParams } from '@driftway/domain/search-query-schemas'
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
 *
 * A third index starts from a snapshot (memory-snapshot.ts) written by an index that was closed
 * before listings were created, repriced, unpublished and deleted and availability changed (nights
 * booked and freed, a season closed): it must catch up with all of it and answer the same.
 */

let payload: Payload
let stop: () => Promise<void>
let databaseUrl: string
/** Loaded with the column read (the default; SQLite and PostgreSQL), and through the adapter API. */
let memory: MemorySearchIndex
let viaAdapter: MemorySearchIndex
let reference: LocalApiSearch
/** Started from the snapshot an earlier index wrote, before the changes `changeWhileDown` made. */
let fromSnapshot: MemorySearchIndex
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-search-snapshot-'))
const snapshot = { file: path.join(snapshotDir, 'index.snapshot'), minListings: 0 }
const snapshotLog: string[] = []
const env = { ratesPerEur: { GBP: 0.85, USD: 1.1 }, ratesVersion: 'scale-test' }
/** Generated; then `changeWhileDown` adds 3, unpublishes one and deletes one. */
const GENERATED = 240
const LISTINGS = GENERATED + 3 - 2

beforeAll(async () => {
  ;({ payload, stop, databaseUrl } = await startTestPayload())
  await generateRange(payload, 0, GENERATED, () => {})
  // An index that loads, answers (compiling some price programs: the snapshot must hold their
  // profiles) and writes its snapshot when closed.
  const before = new MemorySearchIndex(payload, { syncIntervalMs: 0, snapshot })
  await before.ready()
  for (const kind of kinds) await before.search(searchCriteria(kind, parseOk(kind, {}), { now: nowSeconds() }), env)
  await before.close()
  expect(fs.existsSync(snapshot.file)).toBe(true)
  await changeWhileDown()
  memory = new MemorySearchIndex(payload, { syncIntervalMs: 0 })
  viaAdapter = new MemorySearchIndex(payload, { syncIntervalMs: 0, load: 'adapter' })
  fromSnapshot = new MemorySearchIndex(payload, {
    syncIntervalMs: 0,
    snapshot,
    log: (message) => snapshotLog.push(message),
  })
  reference = new LocalApiSearch(payload)
  await Promise.all([memory.ready(), viaAdapter.ready(), fromSnapshot.ready()])
}, 300_000)
afterAll(async () => {
  memory?.close()
  viaAdapter?.close()
  fromSnapshot?.close()
  await stop?.()
  fs.rmSync(snapshotDir, { recursive: true, force: true })
})

const nowSeconds = () => Math.floor(Date.now() / 1000)
function parseOk(kind: ListingKind, query: Record<string, unknown>) {
  const parsed = parseSearchParams(kind, query)
  if (!parsed.success) throw parsed.error
  return parsed.data
}

/**
 * What happens while no API process runs: listings created (with seasons, extras and nights),
 * repriced, unpublished and deleted; nights booked and freed; a season closed. Every write goes
 * through the Local API (or the generator's bulkCreate), as the product's own writes do.
 */
async function changeWhileDown() {
  const find = async (collection: 'listings' | 'booked-nights' | 'season-availabilities', where = {}) =>
    (await payload.find({ collection, where, limit: 0, pagination: false, depth: 0, sort: 'id', ...asSystem() })).docs
  const listings = await find('listings', { is_draft: { equals: false } })
  await generateRange(payload, GENERATED, 3, () => {})
  // Repriced: cheaper and dearer, so the price orders change.
  for (const [i, rate] of [
    [3, 1_000],
    [7, 99_000],
    [11, 2_500],
  ] as const) {
    await payload.update({
      collection: 'listings',
      id: listings[i]!.id,
      data: { default_rate_in_cents: rate },
      ...asSystem(),
    })
  }
  await payload.update({ collection: 'listings', id: listings[20]!.id, data: { is_draft: true }, ...asSystem() })
  // Deleted with what hangs off it (children first: their listing must exist while they go).
  const gone = listings[30]!.id
  for (const collection of ['booked-nights', 'season-availabilities', 'season-rates', 'extra-amenities'] as const) {
    await payload.delete({ collection, where: { listing: { equals: gone } }, ...asSystem() })
  }
  await payload.delete({ collection: 'manual-reservations', where: { listing: { equals: gone } }, ...asSystem() })
  await payload.delete({ collection: 'listings', id: gone, ...asSystem() })
  // Nights freed (the first few rows of every fifth listing's) and booked.
  const nights = await find('booked-nights')
  for (const night of nights.filter((_, i) => i % 5 === 0).slice(0, 40)) {
    await payload.delete({ collection: 'booked-nights', id: night.id, ...asSystem() })
  }
  // A season closed: its listing is no longer free in it.
  const open = (await find('season-availabilities', { is_available: { equals: true } }))[0]
  if (open) {
    await payload.update({
      collection: 'season-availabilities',
      id: open.id,
      data: { is_available: false },
      ...asSystem(),
    })
  }
  // A listing still free on those three nights (the generator books nights at random).
  const stay = [10, 11, 12].map((offset) => addDaysToKey(nightKeyOf(noon(0), BERLIN), offset))
  const { docs: nightRows } = await payload.find({
    collection: 'booked-nights',
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  const taken = new Set(nightRows.map((n) => `${String(n.listing)}|${n.night}`))
  const booked = listings.slice(40).find((l) => stay.every((night) => !taken.has(`${String(l.id)}|${night}`)))!
  const reservation = await payload.create({
    collection: 'manual-reservations',
    data: {
      listing: booked.id,
      lessor: String((booked as { lessor?: unknown }).lessor),
      start_timestamp: noon(10),
      end_timestamp: noon(13),
      comment: 'booked while down',
    },
    ...asSystem(),
  })
  for (const night of stay) {
    await payload.create({
      collection: 'booked-nights',
      data: {
        listing: booked.id,
        night,
        source: 'manual_reservation',
        manual_reservation: reservation.id,
      },
      ...asSystem(),
    })
  }
}

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
    // Listings the index knows: the published ones and the one unpublished while down (held, not searched).
    expect(memory.stats().listings).toBe(LISTINGS + 1)
    expect(memory.stats().nights).toBeGreaterThan(LISTINGS)
    expect(memory.stats().nights).toBeLessThanOrEqual(nights.totalDocs)
    // The default load reads columns on the SQL adapters; MongoDB has only the adapter API.
    const expected = databaseKind(databaseUrl) === 'mongodb' ? 'adapter' : 'columns'
    expect(new Set(memory.loadedWith().values())).toEqual(new Set([expected]))
    expect(new Set(viaAdapter.loadedWith().values())).toEqual(new Set(['adapter']))
    expect(viaAdapter.stats().nights).toBe(memory.stats().nights)
    // The snapshot was used (not a full load) and caught up with what changed while down.
    expect(new Set(fromSnapshot.loadedWith().values()), snapshotLog.join('\n')).toEqual(new Set(['snapshot']))
    expect(fromSnapshot.stats().listings).toBe(memory.stats().listings)
    expect(fromSnapshot.stats().nights).toBe(memory.stats().nights)
    expect(fromSnapshot.stats().seasons).toBe(memory.stats().seasons)
  })

  it('loads in full when the snapshot is damaged or was written for another database', async () => {
    const damaged = { file: path.join(snapshotDir, 'damaged.snapshot'), minListings: 1_000_000 }
    fs.writeFileSync(damaged.file, fs.readFileSync(snapshot.file).subarray(0, 1000))
    const log: string[] = []
    const index = new MemorySearchIndex(payload, { syncIntervalMs: 0, snapshot: damaged, log: (m) => log.push(m) })
    await index.ready()
    expect(index.loadedWith().get('listings')).not.toBe('snapshot')
    expect(index.stats().listings).toBe(memory.stats().listings)
    expect(log.join('\n')).toMatch(/not read/)
    await index.close()
    // A database restored from a backup: a listing the snapshot holds is older in the database.
    const reverted = { file: path.join(snapshotDir, 'reverted.snapshot'), minListings: 0 }
    const [latest] = (
      await payload.find({
        collection: 'listings',
        where: { is_draft: { equals: false } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        ...asSystem(),
      })
    ).docs
    const writer = new MemorySearchIndex(payload, { syncIntervalMs: 0, snapshot: reverted })
    await writer.ready()
    await writer.close()
    const older = new Date(Date.parse(latest!.updatedAt) - 86_400_000).toISOString()
    await payload.db.updateOne({ collection: 'listings', id: latest!.id, data: { updatedAt: older } })
    const revertedLog: string[] = []
    const afterRestore = new MemorySearchIndex(payload, {
      syncIntervalMs: 0,
      snapshot: { ...reverted, minListings: 1_000_000 },
      log: (m) => revertedLog.push(m),
    })
    await afterRestore.ready()
    expect(afterRestore.loadedWith().get('listings'), revertedLog.join('\n')).not.toBe('snapshot')
    expect(revertedLog.join('\n')).toMatch(/newer than the database/)
    await afterRestore.close()
    // Written again as the product writes (a fresh updatedAt), so every index holds it as it is.
    await payload.update({ collection: 'listings', id: latest!.id, data: { comments_count: 0 }, ...asSystem() })

    const { decodeSnapshot } = await import('@driftway/api/search/memory-snapshot')
    const bytes = fs.readFileSync(snapshot.file)
    expect(decodeSnapshot(bytes, 'another fingerprint')).toBeNull()
  })

  it('answers random queries as the Local API reference does, cards included', async () => {
    let nonEmpty = 0
    await fc.assert(
      fc.asyncProperty(queryArb, async ({ kind, query }) => {
        const parsed = parseSearchParams(kind, query)
        if (!parsed.success) throw parsed.error
        const criteria = searchCriteria(kind, parsed.data, { now: Math.floor(Date.now() / 1000) })
        const [fast, loadedViaAdapter, restored, slow] = await Promise.all([
          memory.search(criteria, env),
          viaAdapter.search(criteria, env),
          fromSnapshot.search(criteria, env),
          reference.search(criteria, env),
        ])
        expect(fast, JSON.stringify(query)).toEqual(slow)
        expect(loadedViaAdapter, JSON.stringify(query)).toEqual(slow)
        expect(restored, JSON.stringify(query)).toEqual(slow)
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
