import { engineInputs, loadChildren, occupiedNights } from '@driftway/api/listings/bundle'
import { timezoneOfListing } from '@driftway/api/listings/pricing-input'
import { LocalApiSearch } from '@driftway/api/search/local-index'
import { MemorySearchIndex } from '@driftway/api/search/memory-index'
import { searchCriteria } from '@driftway/api/search/types'
import { asSystem } from '@driftway/collections'
import {
  cardPrice,
  type ListingKind,
  listingKinds,
  localNoonTimestamp,
  nightsBetween,
  unavailableNights,
} from '@driftway/domain'
import { searchQueryString } from '@driftway/domain/search-params'
import { parseSearchParams } from '@driftway/domain/search-query-schemas'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchFixture, day, type Fixture, MUNICH, noon, reserve } from './search-fixture'
import { startTestApi, type TestApi } from './support/api'

/**
 * Date ranges: a search never returns a listing that is occupied (booked or owner-reserved) or
 * closed (unavailable season) on any night of the range, and returns every listing that is free;
 * card prices are the domain engine's; the in-memory index and the Local API reference agree;
 * changes reach the index without restarting it.
 */

process.env.SEARCH_SYNC_INTERVAL_MS = '0'

let api: TestApi
let fx: Fixture
let memory: MemorySearchIndex
let reference: LocalApiSearch
const env = { ratesPerEur: { GBP: 0.85, USD: 1.1 }, ratesVersion: 'test' }

beforeAll(async () => {
  api = await startTestApi()
  fx = await createSearchFixture(api)
  memory = new MemorySearchIndex(api.payload, { syncIntervalMs: 0 })
  reference = new LocalApiSearch(api.payload)
})
afterAll(async () => {
  memory?.close()
  await api?.stop()
})

type Card = { id: string; title: string; full_price: number; [key: string]: unknown }
const search = async (kind: string, query: Record<string, unknown>) => {
  const response = await api.request('GET', `/listing/${kind}/?${searchQueryString({ limit: 100, ...query } as never)}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as { count: number; has_more: boolean; results: Card[] }
}
const titlesFor = async (kind: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
  (await search(kind, { trip_start_timestamp: noon(from), trip_end_timestamp: noon(to), ...extra })).results
    .map((card) => card.title)
    .sort()

/** The truth from the database: published listings of a kind free on every night of [start, end). */
async function freeListings(kind: ListingKind, start: number, end: number): Promise<string[]> {
  const { docs } = await api.payload.find({
    collection: 'listings',
    where: { and: [{ kind: { equals: kind } }, { is_draft: { equals: false } }] },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  const free: string[] = []
  for (const listing of docs as never[]) {
    const id = String((listing as { id: string }).id)
    const timezone = timezoneOfListing(listing)
    const nights = nightsBetween(start, end, timezone)
    const children = await loadChildren(api.payload, id)
    const occupied = await occupiedNights(api.payload, id)
    const seasons = engineInputs(listing, children).seasons
    if (unavailableNights(nights, { timezone, seasons, blocked_nights: occupied }).length === 0) free.push(id)
  }
  return free.sort()
}

async function expectImplementationsAgree(kind: ListingKind, query: Record<string, unknown>) {
  const parsed = parseSearchParams(kind, query)
  if (!parsed.success) throw parsed.error
  const criteria = searchCriteria(kind, parsed.data, { now: Math.floor(Date.now() / 1000) })
  const [fast, slow] = await Promise.all([memory.search(criteria, env), reference.search(criteria, env)])
  expect(fast, JSON.stringify(query)).toEqual(slow)
  return fast
}

describe('date ranges', () => {
  it('leaves out a listing booked on any night of the range, keeping changeover days free', async () => {
    // Munich van: nights 5, 6, 7 reserved.
    expect(await titlesFor('recreational_vehicle', 4, 6, MUNICH)).toEqual(['Augsburg Coachbuilt'])
    expect(await titlesFor('recreational_vehicle', 7, 8, MUNICH)).toEqual(['Augsburg Coachbuilt'])
    expect(await titlesFor('recreational_vehicle', 2, 5, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])
    expect(await titlesFor('recreational_vehicle', 8, 12, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])
    // Berlin caravan: nights 1-30.
    expect(await titlesFor('recreational_vehicle', 31, 33, { country_iso2: 'DE' })).toEqual([
      'Augsburg Coachbuilt',
      'Berlin Caravan',
      'Munich Campervan',
    ])
    expect(await titlesFor('recreational_vehicle', 30, 32, { country_iso2: 'DE' })).toEqual([
      'Augsburg Coachbuilt',
      'Munich Campervan',
    ])
    expect(await titlesFor('recreational_vehicle', 0, 1, { country_iso2: 'DE' })).toEqual([
      'Augsburg Coachbuilt',
      'Berlin Caravan',
      'Munich Campervan',
    ])
  })

  it('leaves out a listing inside an unavailable season', async () => {
    // Munich van closed from day 40 to day 45.
    expect(await titlesFor('recreational_vehicle', 38, 41, MUNICH)).toEqual(['Augsburg Coachbuilt'])
    expect(await titlesFor('recreational_vehicle', 44, 46, MUNICH)).toEqual(['Augsburg Coachbuilt'])
    expect(await titlesFor('recreational_vehicle', 45, 47, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])
    expect(await titlesFor('recreational_vehicle', 35, 40, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])
  })

  it('never returns an occupied listing and always the free ones, for random ranges (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listingKinds),
        fc.integer({ min: -1, max: 60 }),
        fc.integer({ min: 1, max: 21 }),
        fc.integer({ min: -11, max: 11 }),
        async (kind, from, nights, hourShift) => {
          const start = noon(from) + hourShift * 3600
          const end = noon(from + nights) + hourShift * 3600
          const response = await search(kind, { trip_start_timestamp: start, trip_end_timestamp: end })
          const returned = response.results.map((card) => card.id).sort()
          expect(returned).toEqual(await freeListings(kind, start, end))
          for (const card of response.results) {
            const listing = await api.payload.findByID({ collection: 'listings', id: card.id, depth: 0, ...asSystem() })
            const rangeNights = new Set(nightsBetween(start, end, timezoneOfListing(listing as never)))
            const occupied = await occupiedNights(api.payload, card.id)
            expect(
              occupied.filter((night) => rangeNights.has(night)),
              `${card.title} is occupied`,
            ).toEqual([])
          }
          await expectImplementationsAgree(kind, {
            trip_start_timestamp: start,
            trip_end_timestamp: end,
            filter_by_price_trip: 'ASC',
          })
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('prices', () => {
  it('are the domain engine card price for the range and party, in the requested currency', async () => {
    const cases: [ListingKind, Record<string, unknown>][] = [
      ['recreational_vehicle', { trip_start_timestamp: noon(9), trip_end_timestamp: noon(16) }],
      ['recreational_vehicle', { trip_start_timestamp: noon(70), trip_end_timestamp: noon(78), currency: 'USD' }],
      [
        'campsite',
        { trip_start_timestamp: noon(6), trip_end_timestamp: noon(9), adults_num: 3, children_num: 2, pitches_num: 2 },
      ],
      ['campsite', { trip_start_timestamp: noon(6), trip_end_timestamp: noon(9), adults_num: 5 }],
      ['boat', { trip_start_timestamp: noon(20), trip_end_timestamp: noon(27), currency: 'GBP' }],
      ['boat', {}],
    ]
    for (const [kind, query] of cases) {
      const page = await search(kind, query)
      expect(page.results.length).toBeGreaterThan(0)
      for (const card of page.results) {
        const listing = (await api.payload.findByID({
          collection: 'listings',
          id: card.id,
          depth: 0,
          ...asSystem(),
        })) as never
        const expected = cardPrice({
          ...engineInputs(listing, await loadChildren(api.payload, card.id)),
          blocked_nights: await occupiedNights(api.payload, card.id),
          now_timestamp: Math.floor(Date.now() / 1000),
          pickup_timestamp: query.trip_start_timestamp as number | undefined,
          return_timestamp: query.trip_end_timestamp as number | undefined,
          pitches_num: (query.pitches_num as number) ?? 1,
          adults_num: (query.adults_num as number) ?? 1,
          children_num: (query.children_num as number) ?? 0,
          currency: query.currency as never,
          rates_per_eur: env.ratesPerEur,
        })
        expect(
          {
            currency: card.currency,
            booking_price: card.booking_price,
            full_price: card.full_price,
            error: card.price_error_key,
          },
          `${card.title} ${JSON.stringify(query)}`,
        ).toEqual({
          currency: expected.currency,
          booking_price: expected.booking_price,
          full_price: expected.full_price,
          error: expected.error_key ?? null,
        })
      }
    }
    // Five adults do not fit one pitch of the Garda low season (3 per pitch): no total, and why.
    const crowded = await search('campsite', {
      trip_start_timestamp: noon(6),
      trip_end_timestamp: noon(9),
      adults_num: 5,
      suitability__include__or: 'Tent',
    })
    const garda = crowded.results.find((card) => card.title === 'Lake Garda Pitches')!
    expect(garda).toMatchObject({ full_price: null, price_error_key: 'too_many_guests' })
  })

  it('sorts a dated search by the trip total and by the daily rate', async () => {
    // Days 9-16: Munich 1 night at 100 € + 6 high-season nights at 150 € + 50 € cleaning + 25 € kit.
    const page = await search('recreational_vehicle', {
      trip_start_timestamp: noon(9),
      trip_end_timestamp: noon(16),
      filter_by_price_trip: 'ASC',
    })
    const totals = page.results.map((card) => card.full_price)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const munich = page.results.find((card) => card.title === 'Munich Campervan')!
    expect(munich.booking_price).toEqual({ minimum_rate_cents: 10_000, listing_item_rent_price_in_cents: 100_000 })
    expect(munich.full_price).toBe(100_000 + 5_000 + 2_500)
    const daily = await search('recreational_vehicle', {
      trip_start_timestamp: noon(9),
      trip_end_timestamp: noon(16),
      filter_by_price_daily: 'DESC',
    })
    expect(daily.results.map((card) => card.title)).toEqual([
      'Vienna Integrated',
      'Augsburg Coachbuilt',
      'London Van',
      'Munich Campervan',
    ])
  })
})

describe('both search implementations', () => {
  it('return the same ids in the same order with the same prices', async () => {
    const queries: [ListingKind, Record<string, unknown>][] = [
      ['recreational_vehicle', {}],
      ['recreational_vehicle', { filter_by_price_daily: 'ASC' }],
      [
        'recreational_vehicle',
        { filter_by_price_trip: 'DESC', trip_start_timestamp: noon(9), trip_end_timestamp: noon(16), currency: 'GBP' },
      ],
      ['recreational_vehicle', { ...MUNICH, radius_km: 600, filter_by_distance: 'DESC' }],
      ['recreational_vehicle', { ...MUNICH, trip_start_timestamp: noon(4), trip_end_timestamp: noon(6) }],
      ['recreational_vehicle', { rv_type__include__or: 'Campervan,Caravan', is_pets_allowed: false }],
      [
        'recreational_vehicle',
        { amenities__include__and: [fx.amenities.kitchen], sleeps__gte: 3, limit: 2, offset: 1 },
      ],
      ['recreational_vehicle', { brand__include__or: 'Hymer', seats_num__gte: 4, default_rate_in_cents__lte: 15_000 }],
      [
        'recreational_vehicle',
        { transmission_type__include__or: 'Automatic,Manual', fuel_type__include__or: 'Diesel' },
      ],
      ['recreational_vehicle', { fully_cover_insurance: true, partial_cover_insurance: false }],
      ['campsite', { suitability__include__or: 'Tent,Caravan', area_m2__gte: 50, area_m2__lte: 120 }],
      [
        'campsite',
        { activities__include__and: [fx.activities.hiking], location_situations__include__and: [fx.situations.lake] },
      ],
      [
        'campsite',
        { trip_start_timestamp: noon(6), trip_end_timestamp: noon(9), adults_num: 4, filter_by_price_trip: 'ASC' },
      ],
      ['boat', { boat_type__include__or: 'Houseboat,Sail Yacht,RIB', boat_license_requirement: false }],
      [
        'boat',
        {
          length__gte: 5,
          length__lte: 15,
          motor_horse_power__gte: 40,
          onboard_capacity__gte: 6,
          berths_number__gte: 0,
          cabins_number__gte: 0,
        },
      ],
      ['boat', { country_iso2: 'FR', is_instant_booking_allowed: false }],
      [
        'boat',
        {
          latitude: 45,
          longitude: 10,
          radius_km: 1000,
          filter_by_price_daily: 'DESC',
          trip_start_timestamp: noon(2),
          trip_end_timestamp: noon(5),
        },
      ],
    ]
    for (const [kind, query] of queries) await expectImplementationsAgree(kind, query)
  })
})

describe('freshness', () => {
  it('sees new and removed occupied nights, publications and price changes at the next search', async () => {
    const augsburg = fx.listings.augsburgCoach!
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])
    const reservation = await reserve(api.payload, augsburg, 71, 73)
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual(['Munich Campervan'])
    await expectImplementationsAgree('recreational_vehicle', {
      ...MUNICH,
      trip_start_timestamp: noon(70),
      trip_end_timestamp: noon(72),
    })

    // Cancelling frees the nights again (deleted rows are noticed by their count).
    await api.payload.delete({
      collection: 'booked-nights',
      where: { manual_reservation: { equals: reservation.id } },
      ...asSystem(),
    })
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Munich Campervan'])

    // Publishing the draft shows it; a new closed season hides the Munich van.
    await api.payload.update({
      collection: 'listings',
      id: fx.listings.draftVan!.id,
      data: { is_draft: false } as never,
      ...asSystem(),
    })
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual([
      'Augsburg Coachbuilt',
      'Draft Van',
      'Munich Campervan',
    ])
    const closed = await api.payload.create({
      collection: 'season-availabilities',
      data: {
        listing: fx.listings.munichVan!.id,
        start_timestamp: noon(71),
        end_timestamp: noon(72),
        is_available: false,
      } as never,
      ...asSystem(),
    })
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual(['Augsburg Coachbuilt', 'Draft Van'])
    await api.payload.delete({ collection: 'season-availabilities', id: closed.id, ...asSystem() })

    // A new default rate re-prices and re-sorts.
    await api.payload.update({
      collection: 'listings',
      id: augsburg.id,
      data: { default_rate_in_cents: 1_000 } as never,
      ...asSystem(),
    })
    const cheapest = await search('recreational_vehicle', { ...MUNICH, filter_by_price_daily: 'ASC' })
    expect(cheapest.results[0]).toMatchObject({
      title: 'Augsburg Coachbuilt',
      booking_price: { minimum_rate_cents: 1_000 },
    })

    // A card's own field (the title) changed shows at the next search: kept cards are as of their updatedAt.
    await api.payload.update({
      collection: 'listings',
      id: augsburg.id,
      data: { title: 'Augsburg Coachbuilt XL' } as never,
      ...asSystem(),
    })
    expect(
      (await search('recreational_vehicle', { ...MUNICH, filter_by_price_daily: 'ASC' })).results[0],
    ).toMatchObject({
      title: 'Augsburg Coachbuilt XL',
    })

    // Unpublishing and deleting remove listings.
    await api.payload.update({
      collection: 'listings',
      id: fx.listings.draftVan!.id,
      data: { is_draft: true } as never,
      ...asSystem(),
    })
    await api.payload.delete({ collection: 'listings', id: augsburg.id, ...asSystem() })
    expect(await titlesFor('recreational_vehicle', 70, 72, MUNICH)).toEqual(['Munich Campervan'])
    await expectImplementationsAgree('recreational_vehicle', { ...MUNICH })
  })

  it('is at most two sync intervals behind when throttled', async () => {
    const throttled = new MemorySearchIndex(api.payload, { syncIntervalMs: 300 })
    const criteria = searchCriteria(
      'boat',
      { trip_start_timestamp: noon(50), trip_end_timestamp: noon(52) },
      { now: Math.floor(Date.now() / 1000) },
    )
    const ids = async () => (await throttled.search(criteria, env)).hits.map((hit) => hit.id)
    expect(await ids()).toContain(fx.listings.comoRib!.id)
    await reserve(api.payload, fx.listings.comoRib!, 51, 52)
    await new Promise((resolve) => setTimeout(resolve, 650))
    expect(await ids()).not.toContain(fx.listings.comoRib!.id)
    throttled.close()
  })

  it('uses listing-local nights: a range is judged on each listing calendar', async () => {
    // The London van is on UK time; a booking of its night `day(80)` blocks a search whose
    // pickup lands on that date in London even when it is given as a late-evening Berlin time.
    const london = fx.listings.londonVan!
    await reserve(api.payload, london, 80, 81, 'Europe/London')
    const pickup = localNoonTimestamp(day(80), 'Europe/London') + 11 * 3600 // 23:00 London, 00:00 Berlin next day
    const page = await search('recreational_vehicle', {
      country_iso2: 'GB',
      trip_start_timestamp: pickup,
      trip_end_timestamp: pickup + 2 * 86_400,
    })
    expect(page.results).toEqual([])
  })
})
