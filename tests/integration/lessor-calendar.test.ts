import { asSystem } from '@driftway/collections'
import './support/scratch-media'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createLessor, createListing, noonIn } from './support/lessor'

/**
 * The calendar and extras of an own listing (listings spec §3 Season, Rate, Extra amenity,
 * Reservation; §5 their rules; §7 the calls; §8 errors.seasonsOverlap / errors.reservationsOverlap).
 */
let api: TestApi
let owner: TestUser
let listingId: string
let campsiteOwner: TestUser
let campsiteId: string

beforeAll(async () => {
  api = await startTestApi()
  owner = await createLessor(api, 'recreational_vehicle')
  listingId = (
    await createListing(api, owner, 'recreational_vehicle', {
      title: 'Van',
      description: '<p>Van</p>',
      country_iso2: 'DE',
    })
  ).id
  campsiteOwner = await createLessor(api, 'campsite')
  campsiteId = (
    await createListing(api, campsiteOwner, 'campsite', {
      title: 'Camp',
      description: '<p>Camp</p>',
      suitability: ['Tent'],
    })
  ).id
})
afterAll(async () => {
  await api?.stop()
})

const rv = (rest: string) => `/listing/recreational_vehicle/${listingId}/${rest}`
const call = (method: string, path: string, body?: unknown, token = owner.access) =>
  api.request(method, path, { token, body })
const nightsOf = async (listing: string) => {
  const { docs } = await api.payload.find({
    collection: 'booked-nights',
    where: { listing: { equals: listing } },
    sort: 'night',
    pagination: false,
    ...asSystem(),
  })
  return (docs as unknown as { night: string; source: string }[]).map(({ night, source }) => ({ night, source }))
}

describe('season-rate', () => {
  it('creates, lists, reads, replaces, patches and deletes rates', async () => {
    const created = await call('POST', rv('season-rate/'), { season: 'Summer', rate_in_cents: 15_000, color: 'orange' })
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        listing: listingId,
        season: 'Summer',
        rate_in_cents: 15_000,
        color: 'orange',
        currency: 'EUR',
        max_guests_allowed: null,
      },
    })
    const id = created.body.id
    expect((await call('GET', rv('season-rate/'))).body).toEqual([expect.objectContaining({ id, season: 'Summer' })])
    expect((await call('GET', rv(`season-rate/${id}/`))).body).toMatchObject({ id, rate_in_cents: 15_000 })

    const replaced = await call('PUT', rv(`season-rate/${id}/`), { season: 'Peak', rate_in_cents: 19_900 })
    expect(replaced.body).toMatchObject({ season: 'Peak', rate_in_cents: 19_900, color: 'blue' })
    const patched = await call('PATCH', rv(`season-rate/${id}/`), { color: 'green' })
    expect(patched.body).toMatchObject({ season: 'Peak', rate_in_cents: 19_900, color: 'green' })

    expect((await call('DELETE', rv(`season-rate/${id}/`))).status).toBe(204)
    expect((await call('GET', rv(`season-rate/${id}/`))).body).toMatchObject({ error_key: 'not_found' })
  })

  it('validates: name 1-50, rate above zero, campsite guest limits and charges required', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rate_in_cents: 100 }, 'season'],
      [{ season: 'x'.repeat(51), rate_in_cents: 100 }, 'season'],
      [{ season: 'Low', rate_in_cents: 0 }, 'rate_in_cents'],
      [{ season: 'Low', rate_in_cents: 10.5 }, 'rate_in_cents'],
      [{ season: 'Low', rate_in_cents: 100, color: 'pink' }, 'color'],
      [{ season: 'Low', rate_in_cents: 100, max_guests_allowed: 4 }, 'max_guests_allowed'],
      [{ season: 'Low', rate_in_cents: 100, colour: 'red' }, 'colour'],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', rv('season-rate/'), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ error_key: 'validation_error', fields: { [field]: [expect.any(String)] } })
    }
    expect((await call('GET', rv('season-rate/'))).body).toEqual([])

    const camp = `/listing/campsite/${campsiteId}/season-rate/`
    const missing = await call('POST', camp, { season: 'Summer', rate_in_cents: 3000 }, campsiteOwner.access)
    expect(Object.keys(missing.body.fields).sort()).toEqual([
      'extra_charge_per_adult_in_cents',
      'extra_charge_per_child_in_cents',
      'max_guests_allowed',
    ])
    const tooMany = await call(
      'POST',
      camp,
      {
        season: 'Summer',
        rate_in_cents: 3000,
        max_guests_allowed: 13,
        extra_charge_per_adult_in_cents: 500,
        extra_charge_per_child_in_cents: 0,
      },
      campsiteOwner.access,
    )
    expect(tooMany.body.fields.max_guests_allowed).toBeDefined()
    const ok = await call(
      'POST',
      camp,
      {
        season: 'Summer',
        rate_in_cents: 3000,
        max_guests_allowed: 6,
        extra_charge_per_adult_in_cents: 500,
        extra_charge_per_child_in_cents: 0,
      },
      campsiteOwner.access,
    )
    expect(ok).toMatchObject({
      status: 201,
      body: { max_guests_allowed: 6, extra_charge_per_adult_in_cents: 500, extra_charge_per_child_in_cents: 0 },
    })
    const cleared = await call('PATCH', `${camp}${ok.body.id}/`, { max_guests_allowed: null }, campsiteOwner.access)
    expect(cleared.body.fields.max_guests_allowed).toBeDefined()
  })
})

describe('season-availability', () => {
  it('creates, lists, reads, replaces, patches and deletes seasons', async () => {
    const rate = (await call('POST', rv('season-rate/'), { season: 'Winter', rate_in_cents: 8000 })).body
    const created = await call('POST', rv('season-availability/'), {
      start_timestamp: noonIn(100),
      end_timestamp: noonIn(110),
      season_rate: rate.id,
      min_rent_dates: 3,
    })
    expect(created).toMatchObject({
      status: 201,
      body: {
        listing: listingId,
        start_timestamp: noonIn(100),
        end_timestamp: noonIn(110),
        is_available: true,
        season_rate: rate.id,
        min_rent_dates: 3,
      },
    })
    const id = created.body.id
    expect((await call('GET', rv('season-availability/'))).body).toEqual([expect.objectContaining({ id })])
    expect((await call('GET', rv(`season-availability/${id}/`))).body).toMatchObject({ id, min_rent_dates: 3 })
    const replaced = await call('PUT', rv(`season-availability/${id}/`), {
      start_timestamp: noonIn(100),
      end_timestamp: noonIn(120),
      min_rent_dates: 2,
    })
    expect(replaced.body).toMatchObject({
      end_timestamp: noonIn(120),
      min_rent_dates: 2,
      season_rate: null,
      is_available: true,
    })
    const patched = await call('PATCH', rv(`season-availability/${id}/`), { is_available: false, season_rate: rate.id })
    expect(patched.body).toMatchObject({ is_available: false, season_rate: rate.id, end_timestamp: noonIn(120) })

    // Deleting the rate leaves the season, without a rate (the default rate applies).
    expect((await call('DELETE', rv(`season-rate/${rate.id}/`))).status).toBe(204)
    expect((await call('GET', rv(`season-availability/${id}/`))).body.season_rate).toBeNull()

    expect((await call('DELETE', rv(`season-availability/${id}/`))).status).toBe(204)
    expect((await call('GET', rv('season-availability/'))).body).toEqual([])
  })

  it('refuses overlapping seasons with errors.seasonsOverlap, on create, replace and patch; back-to-back is fine', async () => {
    const a = (
      await call('POST', rv('season-availability/'), {
        start_timestamp: noonIn(200),
        end_timestamp: noonIn(210),
        min_rent_dates: 1,
      })
    ).body
    const next = await call('POST', rv('season-availability/'), {
      start_timestamp: noonIn(210),
      end_timestamp: noonIn(220),
      min_rent_dates: 1,
    })
    expect(next.status).toBe(201)

    const overlap = await call('POST', rv('season-availability/'), {
      start_timestamp: noonIn(205),
      end_timestamp: noonIn(215),
      min_rent_dates: 1,
    })
    expect(overlap).toMatchObject({
      status: 400,
      body: {
        error_key: 'errors.seasonsOverlap',
        error_msg: expect.any(String),
        fields: { start_timestamp: [expect.any(String)] },
      },
    })
    const inside = await call('POST', rv('season-availability/'), {
      start_timestamp: noonIn(201),
      end_timestamp: noonIn(202),
      min_rent_dates: 1,
    })
    expect(inside.body.error_key).toBe('errors.seasonsOverlap')
    const put = await call('PUT', rv(`season-availability/${a.id}/`), {
      start_timestamp: noonIn(200),
      end_timestamp: noonIn(211),
      min_rent_dates: 1,
    })
    expect(put.body.error_key).toBe('errors.seasonsOverlap')
    const patch = await call('PATCH', rv(`season-availability/${next.body.id}/`), { start_timestamp: noonIn(209) })
    expect(patch.body.error_key).toBe('errors.seasonsOverlap')
    // Moving a season within its own span is not an overlap with itself.
    expect((await call('PATCH', rv(`season-availability/${a.id}/`), { start_timestamp: noonIn(199) })).status).toBe(200)
    expect((await call('GET', rv('season-availability/'))).body).toHaveLength(2)
  })

  it('validates: start and end required, end after start, min rent days ≥ 1, a rate of the same listing', async () => {
    const other = (
      await createListing(api, owner, 'recreational_vehicle', { title: 'Other van', description: '<p>x</p>' })
    ).id
    const foreignRate = (
      await call('POST', `/listing/recreational_vehicle/${other}/season-rate/`, { season: 'X', rate_in_cents: 100 })
    ).body
    const cases: [Record<string, unknown>, string][] = [
      [{ end_timestamp: noonIn(301), min_rent_dates: 1 }, 'start_timestamp'],
      [{ start_timestamp: noonIn(301), end_timestamp: noonIn(300), min_rent_dates: 1 }, 'end_timestamp'],
      [{ start_timestamp: noonIn(300), end_timestamp: noonIn(300), min_rent_dates: 1 }, 'end_timestamp'],
      [{ start_timestamp: noonIn(300), end_timestamp: noonIn(301) }, 'min_rent_dates'],
      [{ start_timestamp: noonIn(300), end_timestamp: noonIn(301), min_rent_dates: 0 }, 'min_rent_dates'],
      [{ start_timestamp: noonIn(300) + 0.5, end_timestamp: noonIn(301), min_rent_dates: 1 }, 'start_timestamp'],
      [
        { start_timestamp: noonIn(300), end_timestamp: noonIn(301), min_rent_dates: 1, season_rate: foreignRate.id },
        'season_rate',
      ],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', rv('season-availability/'), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ error_key: 'validation_error', fields: { [field]: [expect.any(String)] } })
    }
    // A season of another listing is not found under this one.
    const foreignSeason = (
      await call('POST', `/listing/recreational_vehicle/${other}/season-availability/`, {
        start_timestamp: noonIn(1),
        end_timestamp: noonIn(2),
        min_rent_dates: 1,
      })
    ).body
    expect((await call('GET', rv(`season-availability/${foreignSeason.id}/`))).status).toBe(404)
    expect((await call('DELETE', rv(`season-availability/${foreignSeason.id}/`))).status).toBe(404)
  })
})

describe('extra-amenity', () => {
  it('creates, lists, patches and deletes extras (price in cents)', async () => {
    const created = await call('POST', rv('extra-amenity/'), {
      name: 'Bedding',
      name_de: 'Bettwäsche',
      price_in_cents: 2500,
      available: 4,
      unit: 'per_booking',
      recurrence: 'once',
      age_from: 0,
      conditions: [{ line: 'Per person', subline: 'washed at 60 °C' }],
    })
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Bedding',
        name_de: 'Bettwäsche',
        price_in_cents: 2500,
        price_text: '€25',
        currency: 'EUR',
        available: 4,
        unit: 'per_booking',
        recurrence: 'once',
        mandatory: false,
        included: false,
        age_from: 0,
        conditions: [{ line: 'Per person', subline: 'washed at 60 °C' }],
      },
    })
    const id = created.body.id
    expect((await call('GET', rv('extra-amenity/'))).body).toEqual([expect.objectContaining({ id })])
    const patched = await call('PATCH', rv(`extra-amenity/${id}/`), { price_in_cents: 3000, mandatory: true })
    expect(patched.body).toMatchObject({ price_in_cents: 3000, price_text: '€30', mandatory: true, name: 'Bedding' })
    expect((await call('DELETE', rv(`extra-amenity/${id}/`))).status).toBe(204)
    expect((await call('GET', rv('extra-amenity/'))).body).toEqual([])
    // The contract has no GET or PUT of a single extra: the path exists (PATCH, DELETE), so 405 (decision 0045).
    const single = await call('GET', rv(`extra-amenity/${id}/`))
    expect([single.status, single.body.error_key]).toEqual([405, 'method_not_allowed'])
    expect(single.headers.get('allow')).toBe('PATCH, DELETE')
  })

  it('validates: name 1-75, price ≥ 0, total quantity ≥ 1, recurrence required, ages in order', async () => {
    const base = { name: 'Chairs', price_in_cents: 500, available: 2, recurrence: 'once' }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: '  ' }, 'name'],
      [{ ...base, name: 'n'.repeat(76) }, 'name'],
      [{ ...base, price_in_cents: -1 }, 'price_in_cents'],
      [{ ...base, price_in_cents: 4.99 }, 'price_in_cents'],
      [{ ...base, available: 0 }, 'available'],
      [{ name: 'Chairs', price_in_cents: 500, available: 2 }, 'recurrence'],
      [{ ...base, unit: 'per_week' }, 'unit'],
      [{ ...base, age_from: 12, age_to: 6 }, 'age_to'],
      [{ ...base, age_from: -1 }, 'age_from'],
      [{ ...base, age_to: 121 }, 'age_to'],
      [{ ...base, age_from: 2.5 }, 'age_from'],
      [{ ...base, description: 'd'.repeat(1001) }, 'description'],
      [{ ...base, conditions: [{ line: '  ', subline: 'detail' }] }, 'conditions.0.line'],
      [{ ...base, conditions: [{ line: 'Per person', subline: 's'.repeat(301) }] }, 'conditions.0.subline'],
      [{ ...base, conditions: Array.from({ length: 21 }, () => ({ line: 'Per person' })) }, 'conditions'],
      [{ ...base, mandatory: 'yes' }, 'mandatory'],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', rv('extra-amenity/'), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ error_key: 'validation_error', fields: { [field]: [expect.any(String)] } })
    }
    expect((await call('GET', rv('extra-amenity/'))).body).toEqual([])
  })

  it('keeps the age range, description, conditions and flags; a PATCH is checked against the stored ages', async () => {
    const created = await call('POST', rv('extra-amenity/'), {
      name: 'Child seat',
      price_in_cents: 500,
      available: 2,
      unit: 'per_day',
      recurrence: 'daily',
      mandatory: true,
      included: false,
      age_from: 0,
      age_to: 4,
      description: 'Group 0+ seat with Isofix.',
      conditions: [{ line: 'Per child' }, { line: 'Fitted at pick-up', subline: 'ask at the counter' }],
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    const listed = (await call('GET', `/listing/recreational_vehicle/my/${listingId}/`)).body.extra_amenities
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        mandatory: true,
        included: false,
        age_from: 0,
        age_to: 4,
        description: 'Group 0+ seat with Isofix.',
        conditions: [
          { line: 'Per child', subline: null },
          { line: 'Fitted at pick-up', subline: 'ask at the counter' },
        ],
      }),
    ])
    // Only "age from" sent: still checked against the stored "age to" (4), nothing written.
    const below = await call('PATCH', rv(`extra-amenity/${id}/`), { age_from: 10 })
    expect(below).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { age_to: [expect.any(String)] } },
    })
    // Clearing the ages, the description and the conditions.
    const cleared = await call('PATCH', rv(`extra-amenity/${id}/`), {
      age_from: null,
      age_to: null,
      description: '   ',
      conditions: [],
      included: true,
      mandatory: false,
    })
    expect(cleared.body).toMatchObject({
      age_from: null,
      age_to: null,
      description: null,
      conditions: [],
      included: true,
      mandatory: false,
    })
    expect((await call('DELETE', rv(`extra-amenity/${id}/`))).status).toBe(204)
  })
})

describe('manual-reservation', () => {
  it('claims its nights in booked-nights and releases them on delete', async () => {
    const created = await call('POST', rv('manual-reservation/'), {
      start_timestamp: noonIn(40),
      end_timestamp: noonIn(43),
      comment: 'Maintenance',
    })
    expect(created).toMatchObject({
      status: 201,
      body: { listing: listingId, start_timestamp: noonIn(40), end_timestamp: noonIn(43), comment: 'Maintenance' },
    })
    const nights = await nightsOf(listingId)
    expect(nights).toHaveLength(3)
    expect(nights.every((night) => night.source === 'manual_reservation')).toBe(true)
    expect((await call('GET', rv('manual-reservation/'))).body).toEqual([
      expect.objectContaining({ id: created.body.id }),
    ])

    // The calendar's booked periods show the block (the owner may read them on a draft).
    const booked = await api.request('GET', `/reservation/recreational_vehicle/booking/travel/all/${listingId}/`, {
      token: owner.access,
    })
    expect(booked.body).toEqual([{ pickup_timestamp: noonIn(40), return_timestamp: noonIn(43) }])

    expect((await call('DELETE', rv(`manual-reservation/${created.body.id}/`))).status).toBe(204)
    expect(await nightsOf(listingId)).toEqual([])
    expect((await call('GET', rv('manual-reservation/'))).body).toEqual([])
  })

  it('refuses a reservation over another or over a booked night (errors.reservationsOverlap); back-to-back is fine', async () => {
    const first = await call('POST', rv('manual-reservation/'), {
      start_timestamp: noonIn(50),
      end_timestamp: noonIn(53),
    })
    expect(first.status).toBe(201)
    const overlap = await call('POST', rv('manual-reservation/'), {
      start_timestamp: noonIn(52),
      end_timestamp: noonIn(55),
    })
    expect(overlap).toMatchObject({
      status: 400,
      body: { error_key: 'errors.reservationsOverlap', fields: { start_timestamp: [expect.any(String)] } },
    })
    expect(
      (await call('POST', rv('manual-reservation/'), { start_timestamp: noonIn(53), end_timestamp: noonIn(54) }))
        .status,
    ).toBe(201)

    // A night a booking took (booked-nights source booking).
    const traveler = await createSignedInUser(api, { role: 1 })
    const booking = await api.payload.create({
      collection: 'bookings',
      data: {
        listing: listingId,
        traveller: traveler.id,
        status: 'CONFIRMED',
        pickup_timestamp: noonIn(60),
        return_timestamp: noonIn(62),
        total_rent_price_in_cents: 1,
        currency: 'EUR',
      },
      ...asSystem(),
    })
    const { nightKeyOf } = await import('@driftway/domain')
    for (const offset of [60, 61]) {
      await api.payload.create({
        collection: 'booked-nights',
        data: {
          listing: listingId,
          night: nightKeyOf(noonIn(offset), 'Europe/Berlin'),
          source: 'booking',
          booking: booking.id,
        },
        ...asSystem(),
      })
    }
    const overBooking = await call('POST', rv('manual-reservation/'), {
      start_timestamp: noonIn(58),
      end_timestamp: noonIn(61),
    })
    expect(overBooking).toMatchObject({ status: 400, body: { error_key: 'errors.reservationsOverlap' } })
    expect(
      (await call('POST', rv('manual-reservation/'), { start_timestamp: noonIn(58), end_timestamp: noonIn(60) }))
        .status,
    ).toBe(201)

    // Nothing half-written: 3 + 1 + 2 reservation nights and the 2 booking nights.
    const nights = await nightsOf(listingId)
    expect(nights.filter((night) => night.source === 'manual_reservation')).toHaveLength(6)
    expect(nights.filter((night) => night.source === 'booking')).toHaveLength(2)
    expect((await call('GET', rv('manual-reservation/'))).body).toHaveLength(3)
  })

  it('validates: start and end required, end after start', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ end_timestamp: noonIn(80) }, 'start_timestamp'],
      [{ start_timestamp: noonIn(80) }, 'end_timestamp'],
      [{ start_timestamp: noonIn(81), end_timestamp: noonIn(80) }, 'end_timestamp'],
      [{ start_timestamp: noonIn(80), end_timestamp: noonIn(81), comment: 'c'.repeat(501) }, 'comment'],
    ]
    for (const [body, field] of cases) {
      const response = await call('POST', rv('manual-reservation/'), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ error_key: 'validation_error', fields: { [field]: [expect.any(String)] } })
    }
    // The contract has no GET, PUT or PATCH of a single reservation: only DELETE, so 405 (decision 0045).
    const patch = await call('PATCH', rv('manual-reservation/x/'), {})
    expect([patch.status, patch.body.error_key]).toEqual([405, 'method_not_allowed'])
  })

  it("refuses a reservation of no night or of more than 731 with keys of their own, a campervan's counted in days", async () => {
    const camp = (rest: string) => `/listing/campsite/${campsiteId}/${rest}`
    const refusals = [
      [rv, owner.access, 'day', 'days'],
      [camp, campsiteOwner.access, 'night', 'nights'],
    ] as const
    for (const [path, token, unit, units] of refusals) {
      const empty = await call(
        'POST',
        path('manual-reservation/'),
        { start_timestamp: noonIn(80), end_timestamp: noonIn(80) + 3600 },
        token,
      )
      const short = `The reservation must cover at least one ${unit} (end on a later date).`
      expect(empty).toMatchObject({
        status: 400,
        body: { error_key: 'reservation_too_short', error_msg: short, fields: { end_timestamp: [short] } },
      })
      const long = await call(
        'POST',
        path('manual-reservation/'),
        { start_timestamp: noonIn(80), end_timestamp: noonIn(80 + 732) },
        token,
      )
      const tooLong = `A reservation may cover at most 731 ${units}.`
      expect(long).toMatchObject({
        status: 400,
        body: { error_key: 'reservation_too_long', error_msg: tooLong, fields: { end_timestamp: [tooLong] } },
      })
    }
    expect(await nightsOf(campsiteId)).toEqual([])
  })
})
