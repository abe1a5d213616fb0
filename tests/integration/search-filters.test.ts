import { searchQueryString } from '@driftway/domain/search-params'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchFixture, type Fixture, MUNICH } from './search-fixture'
import { startTestApi, type TestApi } from './support/api'

/**
 * GET /listing/{kind}/ and /popular/: every filter and sort of listings spec §2/§3/§7, paging,
 * distance, cards, the catalogue lists, and every validation error (400, never 500).
 */

process.env.SEARCH_SYNC_INTERVAL_MS = '0'

let api: TestApi
let fx: Fixture
beforeAll(async () => {
  api = await startTestApi()
  fx = await createSearchFixture(api)
})
afterAll(async () => {
  await api?.stop()
})

type Card = {
  id: string
  title: string
  currency: string
  booking_price: { minimum_rate_cents: number }
  [key: string]: unknown
}
const get = async (kind: string, query: Record<string, unknown> = {}, token?: string) => {
  const qs = searchQueryString(query as never)
  return api.request('GET', `/listing/${kind}/${qs ? `?${qs}` : ''}`, { token })
}
const titles = async (kind: string, query: Record<string, unknown> = {}) => {
  const response = await get(kind, query)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return (response.body.results as Card[]).map((card) => card.title)
}
const sorted = (items: string[]) => [...items].sort()

describe('search results and cards', () => {
  it('lists the published listings of the kind only, newest first', async () => {
    const response = await get('recreational_vehicle')
    expect(response.body.count).toBe(5)
    expect(response.body.has_more).toBe(false)
    expect(response.body.results.map((card: Card) => card.title)).toEqual([
      'London Van',
      'Vienna Integrated',
      'Berlin Caravan',
      'Augsburg Coachbuilt',
      'Munich Campervan',
    ])
    expect(await titles('campsite')).toHaveLength(3)
    expect(await titles('boat')).toHaveLength(4)
  })

  it('renders the card fields of §2', async () => {
    const response = await get('recreational_vehicle', { country_iso2: 'DE', sleeps__gte: 4, is_pets_allowed: true })
    const [card] = response.body.results as Card[]
    expect(card).toMatchObject({
      id: fx.listings.munichVan!.id,
      kind: 'recreational_vehicle',
      title: 'Munich Campervan',
      city: 'Munich',
      country_iso2: 'DE',
      place_id: 'ChIJ-munich',
      default_rate_in_cents: 10_000,
      default_min_rent_days: 2,
      currency: 'EUR',
      is_instant_booking_allowed: true,
      booking_price: { minimum_rate_cents: 10_000, listing_item_rent_price_in_cents: null },
      full_price: null,
      distance_km: null,
      wishlists: [],
      km_limit_per_day: 250,
      fully_cover_insurance: true,
      partial_cover_insurance: false,
      third_party_liability: false,
      is_indie_camper: false,
      identifier: null,
      pickup_location_code: null,
      dropoff_location_code: null,
      return_location_code: null,
      payment_methods: ['visa', 'mastercard', 'paypal', 'american_express', 'online_wallet'],
      lessor: { id: fx.users.rvLessor.id, company_name: 'Vans & Co', photo: null },
      comments: { comments_count: 0, average_rating: null },
      sleeps: 4,
      seats_num: 4,
      rv_type: 'Campervan',
    })
    const [berlin] = (await get('recreational_vehicle', { rv_type__include__or: 'Caravan' })).body.results as Card[]
    expect(berlin!.km_limit_per_day).toBe('Unlimited')
    const [camp] = (await get('campsite', { suitability__include__or: 'Caravan' })).body.results as Card[]
    expect(camp).toMatchObject({ pitches_num: 35, area_m2: 150, suitability: ['Caravan', 'Campervan'] })
    const [boat] = (await get('boat', { boat_type__include__or: 'RIB' })).body.results as Card[]
    expect(boat).toMatchObject({ onboard_capacity: 6, motor_horse_power: 150, length: 6 })
  })

  it("shows the traveler's wishlists holding a listing, to travelers only", async () => {
    const query = 'rv_type__include__or=Campervan&country_iso2=DE'
    const asTraveler = await api.request('GET', `/listing/recreational_vehicle/?${query}`, {
      token: fx.tokens.traveler,
    })
    expect(asTraveler.body.results[0].wishlists).toEqual([fx.wishlist.id])
    const asLessor = await api.request('GET', `/listing/recreational_vehicle/?${query}`, { token: fx.tokens.rvLessor })
    expect(asLessor.body.results[0].wishlists).toEqual([])
    const bad = await api.request('GET', `/listing/recreational_vehicle/?${query}`, { token: 'not-a-token' })
    expect(bad.status).toBe(401)
  })
})

describe('campervan filters', () => {
  it.each([
    [{ rv_type__include__or: 'Campervan,Coachbuilt' }, ['Augsburg Coachbuilt', 'London Van', 'Munich Campervan']],
    [{ rv_type__include__or: ['Caravans'] }, ['Berlin Caravan']],
    [
      { rv_type__include__or: 'Any' },
      ['Augsburg Coachbuilt', 'Berlin Caravan', 'London Van', 'Munich Campervan', 'Vienna Integrated'],
    ],
    [{ brand__include__or: 'Hymer' }, ['Augsburg Coachbuilt', 'Vienna Integrated']],
    [{ brand__include__or: 'Ford,Knaus' }, ['Berlin Caravan', 'London Van']],
    [{ amenities__include__and: 'KITCHEN' }, ['Berlin Caravan', 'Munich Campervan', 'Vienna Integrated']],
    [{ amenities__include__and: 'AWNING,KITCHEN' }, ['Munich Campervan']],
    [{ is_instant_booking_allowed: true }, ['Berlin Caravan', 'Munich Campervan']],
    [{ is_instant_booking_allowed: false }, ['Augsburg Coachbuilt', 'London Van', 'Vienna Integrated']],
    [{ is_pets_allowed: 'true' }, ['London Van', 'Munich Campervan']],
    [{ sleeps__gte: 4 }, ['Augsburg Coachbuilt', 'Munich Campervan', 'Vienna Integrated']],
    [{ seats_num__gte: 5 }, ['Vienna Integrated']],
    [
      { default_rate_in_cents__gte: 9_000, default_rate_in_cents__lte: 14_000 },
      ['Augsburg Coachbuilt', 'London Van', 'Munich Campervan'],
    ],
    [{ country_iso2: 'de' }, ['Augsburg Coachbuilt', 'Berlin Caravan', 'Munich Campervan']],
    [{ pickup_country_code: 'AT' }, ['Vienna Integrated']],
    [{ country_iso2: 'DE', is_instant_booking_allowed: true, sleeps__gte: 3 }, ['Munich Campervan']],
    [{ transmission_type__include__or: 'Automatic' }, ['Munich Campervan', 'Vienna Integrated']],
    [{ transmission_type__include__or: 'manual,Semi-Automatic' }, ['Augsburg Coachbuilt']],
    [{ fuel_type__include__or: 'Diesel' }, ['Augsburg Coachbuilt', 'Munich Campervan']],
    [{ fuel_type__include__or: 'Petrol,Electric', transmission_type__include__or: 'Automatic' }, ['Vienna Integrated']],
    [{ fully_cover_insurance: true }, ['Munich Campervan']],
    [{ partial_cover_insurance: 'true' }, ['Augsburg Coachbuilt']],
    [{ third_party_liability: true }, []],
  ])('%j', async (query, expected) => {
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        key === 'amenities__include__and'
          ? String(value)
              .split(',')
              .map((name) => fx.amenities[name.toLowerCase()])
          : value,
      ]),
    )
    expect(sorted(await titles('recreational_vehicle', resolved))).toEqual(expected)
  })
})

describe('campsite filters', () => {
  it('filters by suitability, area, situations, activities and amenities', async () => {
    expect(sorted(await titles('campsite', { suitability__include__or: 'Caravan' }))).toEqual(['Coast Camp'])
    expect(sorted(await titles('campsite', { suitability__include__or: 'tent' }))).toEqual([
      'Alpine Meadow',
      'Lake Garda Pitches',
    ])
    expect(sorted(await titles('campsite', { area_m2__gte: 80 }))).toEqual(['Coast Camp', 'Lake Garda Pitches'])
    expect(sorted(await titles('campsite', { area_m2__lte: 100 }))).toEqual(['Alpine Meadow', 'Lake Garda Pitches'])
    expect(sorted(await titles('campsite', { location_situations__include__and: fx.situations.lake }))).toEqual([
      'Lake Garda Pitches',
    ])
    expect(
      sorted(await titles('campsite', { activities__include__and: [fx.activities.swimming, fx.activities.hiking] })),
    ).toEqual(['Lake Garda Pitches'])
    expect(sorted(await titles('campsite', { activities__include__and: fx.activities.swimming }))).toEqual([
      'Coast Camp',
      'Lake Garda Pitches',
    ])
    expect(
      sorted(await titles('campsite', { amenities__include__and: [fx.amenities.showers, fx.amenities.wifi] })),
    ).toEqual(['Alpine Meadow'])
    expect(sorted(await titles('campsite', { is_pets_allowed: true, is_instant_booking_allowed: false }))).toEqual([
      'Lake Garda Pitches',
    ])
  })
})

describe('boat filters', () => {
  it('filters by type, capacity, berths, cabins, licence, length, motor and brand', async () => {
    expect(sorted(await titles('boat', { boat_type__include__or: 'Houseboat,RIB' }))).toEqual([
      'Como RIB',
      'Müritz Houseboat',
    ])
    expect(sorted(await titles('boat', { boat_type__include__or: 'Luxury - Motoryacht' }))).toEqual([
      'Nice Motor Yacht',
    ])
    expect(sorted(await titles('boat', { boat_type__include__or: 'Motorboat_Sportboat' }))).toEqual([])
    expect(sorted(await titles('boat', { onboard_capacity__gte: 8 }))).toEqual(['Nice Motor Yacht', 'Split Sail Yacht'])
    expect(sorted(await titles('boat', { berths_number__gte: 6 }))).toEqual([
      'Müritz Houseboat',
      'Nice Motor Yacht',
      'Split Sail Yacht',
    ])
    expect(sorted(await titles('boat', { cabins_number__gte: 4 }))).toEqual(['Split Sail Yacht'])
    expect(sorted(await titles('boat', { boat_license_requirement: false }))).toEqual(['Como RIB', 'Müritz Houseboat'])
    expect(sorted(await titles('boat', { boat_license_requirement: true }))).toEqual([
      'Nice Motor Yacht',
      'Split Sail Yacht',
    ])
    expect(sorted(await titles('boat', { length__gte: 10, length__lte: 15 }))).toEqual([
      'Müritz Houseboat',
      'Split Sail Yacht',
    ])
    expect(sorted(await titles('boat', { motor_horse_power__gte: 100, motor_horse_power__lte: 1000 }))).toEqual([
      'Como RIB',
      'Nice Motor Yacht',
    ])
    expect(sorted(await titles('boat', { brand__include__or: 'Linssen' }))).toEqual(['Müritz Houseboat'])
    expect(
      sorted(await titles('boat', { amenities__include__and: fx.amenities.gps, default_rate_in_cents__lte: 30_000 })),
    ).toEqual(['Müritz Houseboat'])
  })
})

describe('distance and sorting', () => {
  it('keeps listings within the radius (150 km by default), nearest first', async () => {
    const near = await get('recreational_vehicle', MUNICH)
    expect(near.body.results.map((card: Card) => card.title)).toEqual(['Munich Campervan', 'Augsburg Coachbuilt'])
    expect(near.body.results.map((card: Card) => card.distance_km)).toEqual([0, 56.5])
    expect(await titles('recreational_vehicle', { ...MUNICH, radius_km: 600 })).toEqual([
      'Munich Campervan',
      'Augsburg Coachbuilt',
      'Vienna Integrated',
      'Berlin Caravan',
    ])
    expect(await titles('recreational_vehicle', { ...MUNICH, radius_km: 600, filter_by_distance: 'DESC' })).toEqual([
      'Berlin Caravan',
      'Vienna Integrated',
      'Augsburg Coachbuilt',
      'Munich Campervan',
    ])
    expect(await titles('recreational_vehicle', { ...MUNICH, radius_km: 30 })).toEqual(['Munich Campervan'])
  })

  it('sorts by the daily price in one currency (listing prices converted), both ways', async () => {
    // From-prices: Berlin 60 €, Munich 100 €, London 90 £ ≈ 105.88 €, Augsburg 140 €, Vienna 200 €.
    const ascending = ['Berlin Caravan', 'Munich Campervan', 'London Van', 'Augsburg Coachbuilt', 'Vienna Integrated']
    expect(await titles('recreational_vehicle', { filter_by_price_daily: 'ASC' })).toEqual(ascending)
    expect(await titles('recreational_vehicle', { filter_by_price_daily: 'desc' })).toEqual([...ascending].reverse())
    expect(await titles('recreational_vehicle', { filter_by_price_trip: 'ASC' })).toEqual(ascending)
    const inPounds = await get('recreational_vehicle', { filter_by_price_daily: 'ASC', currency: 'GBP' })
    expect(inPounds.body.results.map((card: Card) => [card.currency, card.booking_price.minimum_rate_cents])).toEqual([
      ['GBP', 5_100],
      ['GBP', 8_500],
      ['GBP', 9_000],
      ['GBP', 11_900],
      ['GBP', 17_000],
    ])
  })

  it('lists popular listings by reviews, then rating, and accepts the filters', async () => {
    const popular = await get('boat')
    expect(popular.status).toBe(200)
    const response = await api.request('GET', '/listing/boat/popular/')
    expect(response.body.results.map((card: Card) => card.title)).toEqual([
      'Nice Motor Yacht',
      'Como RIB',
      'Split Sail Yacht',
      'Müritz Houseboat',
    ])
    expect(response.body.results[0].comments).toEqual({ comments_count: 4, average_rating: 4.5 })
    const yachts = await api.request(
      'GET',
      '/listing/boat/popular/?limit=5&offset=0&boat_type__include__or=Motor%20Yacht',
    )
    expect(yachts.body.results.map((card: Card) => card.title)).toEqual(['Nice Motor Yacht'])
    const first = await api.request('GET', '/listing/boat/popular/?limit=1')
    expect(first.body).toMatchObject({ count: 4, has_more: true })
  })
})

describe('paging', () => {
  it('pages by limit and offset with has_more', async () => {
    const all = await titles('recreational_vehicle')
    const first = await get('recreational_vehicle', { limit: 2 })
    expect(first.body).toMatchObject({ count: 5, has_more: true })
    expect(first.body.results.map((card: Card) => card.title)).toEqual(all.slice(0, 2))
    const unaligned = await get('recreational_vehicle', { limit: 2, offset: 1 })
    expect(unaligned.body.results.map((card: Card) => card.title)).toEqual(all.slice(1, 3))
    const last = await get('recreational_vehicle', { limit: 2, offset: 4 })
    expect(last.body).toMatchObject({ count: 5, has_more: false })
    expect(last.body.results.map((card: Card) => card.title)).toEqual(all.slice(4))
    const beyond = await get('recreational_vehicle', { offset: 10 })
    expect(beyond.body).toEqual({ count: 5, has_more: false, results: [] })
  })
})

describe('validation', () => {
  const now = Math.floor(Date.now() / 1000)
  it.each([
    ['unknown parameter', 'recreational_vehicle', { sleep__gte: 4 }, ['sleep__gte']],
    ['filter of another kind', 'boat', { sleeps__gte: 4 }, ['sleeps__gte']],
    ['unknown rv type', 'recreational_vehicle', { rv_type__include__or: 'Spaceship' }, ['rv_type__include__or']],
    ['unknown boat type', 'boat', { boat_type__include__or: 'Submarine' }, ['boat_type__include__or']],
    ['unknown suitability', 'campsite', { suitability__include__or: 'Hammock' }, ['suitability__include__or']],
    ['text for a number', 'recreational_vehicle', { sleeps__gte: 'four' }, ['sleeps__gte']],
    ['empty number', 'recreational_vehicle', { seats_num__gte: '' }, ['seats_num__gte']],
    ['negative number', 'boat', { berths_number__gte: -1 }, ['berths_number__gte']],
    ['fraction for a count', 'boat', { cabins_number__gte: 1.5 }, ['cabins_number__gte']],
    ['area above the slider', 'campsite', { area_m2__lte: 20_000 }, ['area_m2__lte']],
    ['length above the slider', 'boat', { length__gte: 151 }, ['length__gte']],
    ['motor above the slider', 'boat', { motor_horse_power__lte: 1501 }, ['motor_horse_power__lte']],
    ['rate above the slider', 'boat', { default_rate_in_cents__gte: 10_000_001 }, ['default_rate_in_cents__gte']],
    ['lower bound above upper', 'boat', { length__gte: 10, length__lte: 5 }, ['length__gte']],
    ['limit 0', 'recreational_vehicle', { limit: 0 }, ['limit']],
    ['limit above 100', 'recreational_vehicle', { limit: 101 }, ['limit']],
    ['negative offset', 'recreational_vehicle', { offset: -1 }, ['offset']],
    [
      'two sorts',
      'recreational_vehicle',
      { filter_by_price_daily: 'ASC', filter_by_price_trip: 'DESC' },
      ['filter_by_price_daily', 'filter_by_price_trip'],
    ],
    [
      'three sorts',
      'recreational_vehicle',
      { ...MUNICH, filter_by_distance: 'ASC', filter_by_price_daily: 'ASC', filter_by_price_trip: 'ASC' },
      ['filter_by_distance', 'filter_by_price_daily', 'filter_by_price_trip'],
    ],
    ['bad sort direction', 'recreational_vehicle', { filter_by_price_daily: 'UP' }, ['filter_by_price_daily']],
    [
      'distance sort without coordinates',
      'recreational_vehicle',
      { filter_by_distance: 'ASC' },
      ['filter_by_distance'],
    ],
    ['latitude without longitude', 'recreational_vehicle', { latitude: 48 }, ['longitude']],
    ['latitude out of range', 'recreational_vehicle', { latitude: 91, longitude: 0 }, ['latitude']],
    ['radius without coordinates', 'recreational_vehicle', { radius_km: 50 }, ['radius_km']],
    ['start without end', 'recreational_vehicle', { trip_start_timestamp: now }, ['trip_end_timestamp']],
    [
      'end before start',
      'recreational_vehicle',
      { trip_start_timestamp: now + 86_400, trip_end_timestamp: now },
      ['trip_end_timestamp'],
    ],
    [
      'trip over a year',
      'recreational_vehicle',
      { trip_start_timestamp: now, trip_end_timestamp: now + 400 * 86_400 },
      ['trip_end_timestamp'],
    ],
    [
      'timestamp as a date',
      'recreational_vehicle',
      { trip_start_timestamp: '2030-01-01', trip_end_timestamp: '2030-01-05' },
      ['trip_start_timestamp', 'trip_end_timestamp'],
    ],
    ['unknown currency', 'recreational_vehicle', { currency: 'XYZ' }, ['currency']],
    ['bad country code', 'recreational_vehicle', { country_iso2: 'DEU' }, ['country_iso2']],
    ['bad boolean', 'recreational_vehicle', { is_pets_allowed: 'yes' }, ['is_pets_allowed']],
    [
      'unknown transmission',
      'recreational_vehicle',
      { transmission_type__include__or: 'CVT' },
      ['transmission_type__include__or'],
    ],
    ['fuel filter on boats', 'boat', { fuel_type__include__or: 'Diesel' }, ['fuel_type__include__or']],
    ['bad insurance flag', 'recreational_vehicle', { fully_cover_insurance: 'full' }, ['fully_cover_insurance']],
    ['repeated scalar', 'recreational_vehicle', { limit: ['1', '2'] }, ['limit']],
    [
      'unknown amenity id',
      'recreational_vehicle',
      { amenities__include__and: '00000000-0000-4000-8000-000000000000' },
      ['amenities__include__and'],
    ],
    ['unknown activity id', 'campsite', { activities__include__and: 'nope' }, ['activities__include__and']],
    [
      'unknown situation id',
      'campsite',
      { location_situations__include__and: 'nope' },
      ['location_situations__include__and'],
    ],
  ])('%s → 400 validation_error', async (_label, kind, query, fields) => {
    const qs = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) qs.append(key, String(item))
    }
    const response = await api.request('GET', `/listing/${kind}/?${qs}`)
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
    expect(typeof response.body.error_msg).toBe('string')
    expect(Object.keys(response.body.fields).sort()).toEqual([...fields].sort())
  })

  it('refuses an amenity of another kind', async () => {
    const response = await get('boat', { amenities__include__and: fx.amenities.awning })
    expect(response.status).toBe(400)
    expect(response.body.fields).toHaveProperty('amenities__include__and')
  })
})

describe('catalogue lists', () => {
  it('serves amenities by kind, brands, situations and activities', async () => {
    const amenities = await api.request('GET', '/listing/recreational_vehicle/amenity/')
    expect(amenities.status).toBe(200)
    expect(amenities.body.map((item: Card) => [item.section, item.name, item.is_dimension])).toEqual([
      ['dimensions_weight_capacity', 'Long wheelbase', true],
      ['exterior', 'Awning', false],
      ['kitchen', 'Kitchen', false],
    ])
    expect((await api.request('GET', '/listing/campsite/amenity/')).body.map((item: Card) => item.name)).toEqual([
      'Showers',
      'Wifi',
    ])
    expect(
      (await api.request('GET', '/listing/recreational_vehicle/brand/')).body.map((item: Card) => item.name),
    ).toEqual(['Hymer', 'Volkswagen'])
    expect((await api.request('GET', '/listing/boat/brand/')).body.map((item: Card) => item.name)).toEqual(['Linssen'])
    const situations = await api.request('GET', '/listing/campsite/location-situation/')
    expect(situations.body).toContainEqual({
      id: fx.situations.lake,
      name: 'By a lake',
      name_de: 'Am See',
      icon_url: null,
    })
    const activities = await api.request('GET', '/listing/campsite/activity/')
    expect(activities.body.map((item: Card) => item.name)).toEqual(['Hiking', 'Swimming'])
  })
})
