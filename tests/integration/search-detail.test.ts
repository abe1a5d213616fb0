import { engineInputs, loadChildren, occupiedNights } from '@driftway/api/listings/bundle'
import { asSystem } from '@driftway/collections'
import { cardPrice, quoteBooking } from '@driftway/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchFixture, type Fixture, MUNICH, noon } from './search-fixture'
import { startTestApi, type TestApi } from './support/api'

/**
 * Detail pages (GET /listing/{kind}/{id}/), range validation and pricing
 * (POST /reservation/{kind}/booking/travel/validate/), booked periods
 * (GET /reservation/{kind}/booking/travel/all/{id}/) and alternatives of a listing.
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

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const validate = (kind: string, body: Record<string, unknown>) =>
  api.request('POST', `/reservation/${kind}/booking/travel/validate/`, { body })
const now = () => Math.floor(Date.now() / 1000)

describe('detail page', () => {
  it('returns every public field, resolved lists and the sidebar data', async () => {
    const van = fx.listings.munichVan!
    const response = await api.request('GET', `/listing/recreational_vehicle/${van.id}/`)
    expect(response.status).toBe(200)
    const body = response.body
    expect(body).toMatchObject({
      id: van.id,
      kind: 'recreational_vehicle',
      title: 'Munich Campervan',
      description: '<p>Nice.</p>',
      is_draft: false,
      timezone: 'Europe/Berlin',
      lessor: { id: fx.users.rvLessor.id, company_name: 'Vans & Co', photo: null },
      km_limit_per_day: 250,
      currency: 'EUR',
      booking_price: { minimum_rate_cents: 10_000, listing_item_rent_price_in_cents: null },
      full_price: null,
      comments: { comments_count: 0, average_rating: null },
      wishlists: [],
      cancellation_terms_are_default: true,
    })
    expect(body).not.toHaveProperty('documents')
    expect(body.amenities.map((item: { name: string }) => item.name).sort()).toEqual(['Awning', 'Kitchen'])
    expect(body.amenity_sections.map((group: { section: string }) => group.section).sort()).toEqual([
      'exterior',
      'kitchen',
    ])
    expect(
      body.extra_amenities.map((extra: { name: string; mandatory: boolean; included: boolean }) => [
        extra.name,
        extra.mandatory,
        extra.included,
      ]),
    ).toEqual([
      ['Starter kit', true, false],
      ['Bike', false, false],
      ['Linen', false, true],
    ])
    expect(body.season_rates).toEqual([
      expect.objectContaining({ season: 'High', color: 'red', rate_in_cents: 15_000 }),
    ])
    expect(body.season_availability.map((season: { is_available: boolean }) => season.is_available)).toEqual([
      true,
      false,
    ])
    expect(body.booked_info).toEqual([{ pickup_timestamp: noon(5), return_timestamp: noon(8) }])
    expect(body.cancellation_terms).toEqual([
      { days: 60, percent: 10, minimum_amount: null },
      { days: 30, percent: 50, minimum_amount: null },
      { days: 14, percent: 80, minimum_amount: null },
      { days: 0, percent: 90, minimum_amount: null },
    ])
    expect(body.rental_terms_summary).toMatchObject({
      included_kilometers: 250,
      cleaning: 5_000,
      booking: 'instant',
      isSmokingAllowed: false,
    })
    const asTraveler = await api.request('GET', `/listing/recreational_vehicle/${van.id}/`, {
      token: fx.tokens.traveler,
    })
    expect(asTraveler.body.wishlists).toEqual([fx.wishlist.id])
  })

  it('sorts cancellation tiers by days (descending) and gives boats the fixed default minimum', async () => {
    const yacht = await api.request('GET', `/listing/boat/${fx.listings.splitYacht!.id}/`)
    expect(yacht.body.cancellation_terms).toEqual([
      { days: 30, percent: 20, minimum_amount: null },
      { days: 7, percent: 60, minimum_amount: null },
    ])
    const houseboat = await api.request('GET', `/listing/boat/${fx.listings.muritzHouseboat!.id}/`)
    expect(houseboat.body.cancellation_terms.map((term: { minimum_amount: number }) => term.minimum_amount)).toEqual([
      7500, 7500, 7500, 7500,
    ])
    const camp = await api.request('GET', `/listing/campsite/${fx.listings.gardaCamp!.id}/`)
    expect(camp.body.location_situations).toEqual([
      { id: fx.situations.lake, name: 'By a lake', name_de: 'Am See', icon_url: null },
    ])
    expect(camp.body.activities.map((item: { name: string }) => item.name).sort()).toEqual(['Hiking', 'Swimming'])
  })

  it('prices a range with the domain engine', async () => {
    const van = fx.listings.munichVan!
    const response = await api.request(
      'GET',
      `/listing/recreational_vehicle/${van.id}/?trip_start_timestamp=${noon(9)}&trip_end_timestamp=${noon(13)}&currency=USD`,
    )
    expect(response.status).toBe(200)
    const listing = (await api.payload.findByID({
      collection: 'listings',
      id: van.id,
      depth: 0,
      ...asSystem(),
    })) as never
    const expected = cardPrice({
      ...engineInputs(listing, await loadChildren(api.payload, van.id)),
      blocked_nights: await occupiedNights(api.payload, van.id),
      now_timestamp: now(),
      pickup_timestamp: noon(9),
      return_timestamp: noon(13),
      currency: 'USD',
      rates_per_eur: { GBP: 0.85, USD: 1.1 },
    })
    expect(expected.full_price).not.toBeNull()
    expect({
      currency: response.body.currency,
      booking_price: response.body.booking_price,
      full_price: response.body.full_price,
    }).toEqual({
      currency: 'USD',
      booking_price: expected.booking_price,
      full_price: expected.full_price,
    })
  })

  it.each([
    ['an unknown id', 'recreational_vehicle', UNKNOWN],
    ['a malformed id', 'recreational_vehicle', 'not-an-id'],
    ['another kind', 'boat', 'munichVan'],
    ['a draft (anonymous)', 'recreational_vehicle', 'draftVan'],
  ])('answers 404 not_found for %s', async (_label, kind, key) => {
    const id = fx.listings[key]?.id ?? key
    const response = await api.request('GET', `/listing/${kind}/${id}/`)
    expect(response.status).toBe(404)
    expect(response.body.error_key).toBe('not_found')
  })

  it('shows a draft to the lessor who owns it only', async () => {
    const path = `/listing/recreational_vehicle/${fx.listings.draftVan!.id}/`
    expect((await api.request('GET', path, { token: fx.tokens.otherLessor })).status).toBe(404)
    const own = await api.request('GET', path, { token: fx.tokens.rvLessor })
    expect(own.status).toBe(200)
    expect(own.body.is_draft).toBe(true)
  })

  it('rejects a bad range on the detail query', async () => {
    const van = fx.listings.munichVan!.id
    const response = await api.request('GET', `/listing/recreational_vehicle/${van}/?trip_start_timestamp=${noon(9)}`)
    expect(response.status).toBe(400)
    expect(response.body.error_key).toBe('validation_error')
  })
})

describe('validate and price a range', () => {
  it('returns the quote of the domain engine with the booked extras', async () => {
    const van = fx.listings.munichVan!
    const body = {
      vehicle: van.id,
      pickup_timestamp: noon(9),
      return_timestamp: noon(13),
      booked_extra_amenities: [{ id: fx.extras.bike!, quantity: 2 }],
      full_prepayment: false,
    }
    const response = await validate('recreational_vehicle', body)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const listing = (await api.payload.findByID({
      collection: 'listings',
      id: van.id,
      depth: 0,
      ...asSystem(),
    })) as never
    const quote = quoteBooking({
      ...engineInputs(listing, await loadChildren(api.payload, van.id)),
      blocked_nights: await occupiedNights(api.payload, van.id),
      request: { ...body, now_timestamp: now() },
    })
    if (!quote.ok) throw new Error(quote.error_msg)
    expect(response.body).toMatchObject({
      error: false,
      error_msg: null,
      currency: 'EUR',
      display_details: quote.display_details,
      total_rent_price_in_cents: quote.cost.total_rent_price_in_cents,
      down_payment_in_cents: quote.cost.down_payment_in_cents,
      remaining_amount_in_cents: quote.cost.remaining_amount_in_cents,
      minimum_rate_cents: quote.cost.minimum_rate_cents,
      pickup_timestamp: noon(9),
      return_timestamp: noon(13),
    })
    // 1 night at 100 € + 3 high-season nights at 150 €, 2 bikes × 4 rental days (noon to noon) × 10 €,
    // kit 25 €, cleaning 50 €.
    expect(response.body.display_details).toMatchObject({
      'Trip Nights': 4,
      'Trip Days': 4,
      'Listing Rent Price': 55_000,
      'Cleaning Fees': 5_000,
    })
    expect(response.body.total_rent_price_in_cents).toBe(55_000 + 8_000 + 2_500 + 5_000)
    expect(response.body.booked_extra_amenities).toContainEqual(
      expect.objectContaining({ extra_amenity: fx.extras.bike, quantity: 2, total_charge_in_cents: 8_000 }),
    )
    expect(response.body.extra_amenities.find((extra: { id: string }) => extra.id === fx.extras.bike)).toMatchObject({
      quantity: 2,
      available: 2,
    })
  })

  it('prices campsite parties and accepts the draft shape of extras', async () => {
    const response = await validate('campsite', {
      campsite_id: fx.listings.alpineCamp!.id,
      pickup_timestamp: noon(3),
      return_timestamp: noon(5),
      pitches_num: 1,
      adults_num: 5,
      children_num: 1,
      booked_extra_amenities: [],
      currency: 'GBP',
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.currency).toBe('GBP')
    expect(response.body.display_details['Extra Adults']).toEqual({ count: 1, total_charge_in_cents: 0 })
    const boat = await validate('boat', {
      boat_id: fx.listings.comoRib!.id,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
      full_prepayment: true,
    })
    expect(boat.status).toBe(200)
    expect(boat.body).toMatchObject({
      down_payment_in_cents: boat.body.total_rent_price_in_cents,
      remaining_amount_in_cents: 0,
    })
  })

  it.each([
    ['invalid_range', { pickup_timestamp: noon(12), return_timestamp: noon(10) }],
    ['invalid_range', { pickup_timestamp: noon(12), return_timestamp: noon(12) }],
    ['invalid_range', { pickup_timestamp: noon(12), return_timestamp: noon(12 + 400) }],
    ['past_pickup', { pickup_timestamp: noon(-3), return_timestamp: noon(2) }],
    ['dates_unavailable', { pickup_timestamp: noon(4), return_timestamp: noon(6) }],
    ['dates_unavailable', { pickup_timestamp: noon(39), return_timestamp: noon(42) }],
    ['minimum_rental_days', { pickup_timestamp: noon(25), return_timestamp: noon(26) }],
    ['minimum_rental_days', { pickup_timestamp: noon(10), return_timestamp: noon(12) }],
    [
      'unknown_extra',
      { pickup_timestamp: noon(25), return_timestamp: noon(28), booked_extra_amenities: [{ id: 'nope', quantity: 1 }] },
    ],
    [
      'extra_quantity_exceeded',
      {
        pickup_timestamp: noon(25),
        return_timestamp: noon(28),
        booked_extra_amenities: [{ extra_amenity: 'bike', quantity: 3 }],
      },
    ],
    ['conversion_unavailable', { pickup_timestamp: noon(25), return_timestamp: noon(28), currency: 'SEK' }],
  ])('answers { error: true, error_key: %s } with its catalogue status', async (key, range) => {
    const body: Record<string, unknown> = { vehicle: fx.listings.munichVan!.id, ...range }
    const extras = body.booked_extra_amenities as { extra_amenity?: string; quantity: number }[] | undefined
    if (extras?.[0]?.extra_amenity === 'bike') extras[0].extra_amenity = fx.extras.bike
    const response = await validate('recreational_vehicle', body)
    // Unavailable nights are a conflict with the calendar (409); the rest are bad input (400).
    expect(response.status, JSON.stringify(response.body)).toBe(key === 'dates_unavailable' ? 409 : 400)
    expect(response.body).toMatchObject({ error: true, error_key: key, error_msg: expect.any(String) })
    if (key === 'dates_unavailable') expect(response.body.unavailable_nights.length).toBeGreaterThan(0)
    if (key === 'minimum_rental_days') expect(response.body.minimum_nights).toBeGreaterThan(1)
  })

  it('answers too_many_guests for a party beyond the season limit', async () => {
    const response = await validate('campsite', {
      campsite_id: fx.listings.gardaCamp!.id,
      pickup_timestamp: noon(6),
      return_timestamp: noon(8),
      adults_num: 4,
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: true, error_key: 'too_many_guests' })
  })

  it('rejects malformed payloads and unknown listings', async () => {
    const missingId = await validate('recreational_vehicle', { pickup_timestamp: noon(20), return_timestamp: noon(22) })
    expect(missingId.status).toBe(400)
    expect(missingId.body).toMatchObject({ error_key: 'validation_error', fields: { vehicle: expect.any(Array) } })
    const wrongField = await validate('boat', {
      vehicle: fx.listings.comoRib!.id,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
    })
    expect(wrongField.body.fields).toHaveProperty('boat_id')
    const noDates = await validate('recreational_vehicle', { vehicle: fx.listings.munichVan!.id })
    expect(noDates.status).toBe(400)
    expect(Object.keys(noDates.body.fields).sort()).toEqual(['pickup_timestamp', 'return_timestamp'])
    const badQuantity = await validate('recreational_vehicle', {
      vehicle: fx.listings.munichVan!.id,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
      booked_extra_amenities: [{ id: fx.extras.bike, quantity: -1 }],
    })
    expect(badQuantity.status).toBe(400)
    const unknown = await validate('recreational_vehicle', {
      vehicle: UNKNOWN,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
    })
    expect(unknown.status).toBe(404)
    const otherKind = await validate('boat', {
      boat_id: fx.listings.munichVan!.id,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
    })
    expect(otherKind.status).toBe(404)
    const draft = await validate('recreational_vehicle', {
      vehicle: fx.listings.draftVan!.id,
      pickup_timestamp: noon(20),
      return_timestamp: noon(22),
    })
    expect(draft.status).toBe(404)
  })
})

describe('booked periods', () => {
  it('merges occupied nights into periods from today on', async () => {
    const munich = await api.request(
      'GET',
      `/reservation/recreational_vehicle/booking/travel/all/${fx.listings.munichVan!.id}/`,
    )
    expect(munich).toMatchObject({ status: 200, body: [{ pickup_timestamp: noon(5), return_timestamp: noon(8) }] })
    const berlin = await api.request(
      'GET',
      `/reservation/recreational_vehicle/booking/travel/all/${fx.listings.berlinCaravan!.id}/`,
    )
    expect(berlin.body).toEqual([{ pickup_timestamp: noon(1), return_timestamp: noon(31) }])
    const free = await api.request('GET', `/reservation/boat/booking/travel/all/${fx.listings.splitYacht!.id}/`)
    expect(free.body).toEqual([])
    expect((await api.request('GET', `/reservation/boat/booking/travel/all/${UNKNOWN}/`)).status).toBe(404)
    expect(
      (await api.request('GET', `/reservation/boat/booking/travel/all/${fx.listings.munichVan!.id}/`)).status,
    ).toBe(404)
  })
})

describe('alternatives', () => {
  const alternatives = (kind: string, id: string, query: string) =>
    api.request('GET', `/listing-alternatives/${kind}/${id}/?${query}`)

  it('offers up to 5 listings of the same kind and filters for the range, never the listing itself', async () => {
    const van = fx.listings.munichVan!.id
    const response = await alternatives(
      'recreational_vehicle',
      van,
      `trip_start_timestamp=${noon(5)}&trip_end_timestamp=${noon(7)}&radius_km=1000`,
    )
    expect(response.status).toBe(200)
    const titles = response.body.results.map((card: { title: string }) => card.title)
    expect(titles).not.toContain('Munich Campervan')
    expect(titles).not.toContain('Berlin Caravan') // booked on those nights
    expect(titles[0]).toBe('Augsburg Coachbuilt') // nearest to the listing by default
    expect(response.body.shifted).toBeNull()
    const filtered = await alternatives(
      'recreational_vehicle',
      van,
      `latitude=${MUNICH.latitude}&longitude=${MUNICH.longitude}&sleeps__gte=5&seats_num__gte=4&rv_type__include__or=Coachbuilt&brand__include__or=Hymer&amenities__include__and=${fx.amenities.awning}&is_instant_booking_allowed=false&is_pets_allowed=false&trip_start_timestamp=${noon(5)}&trip_end_timestamp=${noon(7)}&filter_by_price_daily=ASC&country_iso2=DE&dropoff_country_code=DE&dropoff_latitude=48&dropoff_longitude=11&isReturnLocation=true`,
    )
    expect(filtered.status, JSON.stringify(filtered.body)).toBe(200)
    expect(filtered.body.results.map((card: { title: string }) => card.title)).toEqual(['Augsburg Coachbuilt'])
    const many = await alternatives('boat', fx.listings.comoRib!.id, 'radius_km=5000')
    expect(many.body.results.length).toBeLessThanOrEqual(5)
    expect(many.body.results.map((card: { id: string }) => card.id)).not.toContain(fx.listings.comoRib!.id)
  })

  it('suggests the range a day earlier or later when nothing is free', async () => {
    // Only the Berlin caravan is near Berlin; from its own page nothing else is within 150 km.
    const berlin = fx.listings.berlinCaravan!.id
    const none = await alternatives(
      'recreational_vehicle',
      berlin,
      `trip_start_timestamp=${noon(10)}&trip_end_timestamp=${noon(12)}`,
    )
    expect(none.body).toMatchObject({ count: 0, results: [] })
    expect(none.body.shifted).toEqual({
      previous_day: { trip_start_timestamp: noon(10) - 86_400, trip_end_timestamp: noon(12) - 86_400, count: 0 },
      next_day: { trip_start_timestamp: noon(10) + 86_400, trip_end_timestamp: noon(12) + 86_400, count: 0 },
    })
    // Munich: days 4-6 block the van; the Augsburg van is free on the shifted ranges too.
    const tomorrow = await alternatives(
      'recreational_vehicle',
      fx.listings.munichVan!.id,
      `trip_start_timestamp=${noon(1)}&trip_end_timestamp=${noon(3)}&rv_type__include__or=Caravan`,
    )
    expect(tomorrow.body.results).toEqual([])
    expect(tomorrow.body.shifted.previous_day).toBeNull() // would start today
    expect(tomorrow.body.shifted.next_day).toMatchObject({ trip_start_timestamp: noon(2), count: 0 })
  })

  it('answers 404 for an unknown listing and 400 for bad filters', async () => {
    expect((await alternatives('boat', UNKNOWN, '')).status).toBe(404)
    expect((await alternatives('boat', fx.listings.comoRib!.id, 'sleeps__gte=2')).status).toBe(400)
  })
})
