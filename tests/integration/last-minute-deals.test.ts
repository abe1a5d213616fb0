import { asSystem } from '@driftway/collections'
import { listingIdField } from '@driftway/domain/booking-links'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookingBody, createBookableListing, createBookingWorld } from './support/bookings'
import { type Kind, noonIn } from './support/lessor'

/**
 * Last-minute deals (booking spec §2, §5, §6, §7; decision 0068): who may list, create and delete
 * them, the price and availability rules, booking at the deal price, and a deal booked twice at
 * the same moment.
 */

let api: TestApi
let world: BookingWorld
let staffToken: string
/** Fresh nights per deal (days from today) so deals never overlap. */
let dayOffset = 5
const nextRange = (nights = 3): [number, number] => {
  const from = dayOffset
  dayOffset += nights + 1
  return [from, from + nights]
}

const RV: Kind = 'recreational_vehicle'
const base = (kind: Kind) => `/reservation/${kind}/last-minute-deal`

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
  staffToken = (await createSignedInStaff(api.payload, { role: 'admin', email: 'admin-deals@example.com' })).token
})
afterAll(async () => {
  await api?.stop()
})

/** A deal body on the world's listing of `kind`: 3 nights at EUR 100 normally (EUR 300), here EUR 210. */
const dealBody = (kind: Kind, extra: object = {}) => {
  const [from, to] = nextRange()
  return {
    listing: world.listings[kind],
    pickup_timestamp: noonIn(from),
    return_timestamp: noonIn(to),
    total_price_cents: 21_000,
    ...extra,
  }
}

async function createDeal(kind: Kind = RV, extra: object = {}, token = world.lessors[kind].access) {
  const created = await api.request('POST', `${base(kind)}/lease/`, { token, body: dealBody(kind, extra) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body as { id: string; pickup_timestamp: number; return_timestamp: number; total_price_cents: number }
}

const publicIds = async (kind: Kind = RV, query = '') => {
  const answer = await api.request('GET', `${base(kind)}/travel/${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.results as { id: string }[]).map((deal) => deal.id)
}

const bookDeal = (deal: { id: string; pickup_timestamp: number; return_timestamp: number }, token: string) =>
  api.request('POST', `/reservation/${RV}/booking/travel/`, {
    token,
    body: {
      [listingIdField[RV]]: world.listings[RV],
      pickup_timestamp: deal.pickup_timestamp,
      return_timestamp: deal.return_timestamp,
      adults_num: 2,
      traveller_phone: '+49 30 123456',
      is_last_minute_deal: true,
      last_minute_deal_id: deal.id,
    },
  })

describe('authorization matrix', () => {
  type Principal = 'anonymous' | 'traveler' | 'owner' | 'otherLessor' | 'otherKindLessor' | 'staff'
  const tokenOf = (who: Principal): string | undefined =>
    ({
      anonymous: undefined,
      traveler: world.traveler.access,
      owner: world.lessors[RV].access,
      otherLessor: world.otherLessors[RV].access,
      otherKindLessor: world.lessors.boat.access,
      staff: staffToken,
    })[who]
  const principals: Principal[] = ['anonymous', 'staff', 'traveler', 'otherKindLessor', 'otherLessor', 'owner']

  it('lists publicly; lessor lists are the lessor’s own, of their kind', async () => {
    const deal = await createDeal()
    const expected: Record<Principal, [number, number, boolean]> = {
      // [GET travel/, GET lease/, owner's deal in lease/]
      anonymous: [200, 401, false],
      staff: [401, 401, false],
      traveler: [200, 403, false],
      otherKindLessor: [200, 403, false],
      otherLessor: [200, 200, false],
      owner: [200, 200, true],
    }
    for (const who of principals) {
      const token = tokenOf(who)
      const travel = await api.request('GET', `${base(RV)}/travel/`, { token })
      const lease = await api.request('GET', `${base(RV)}/lease/`, { token })
      const [travelStatus, leaseStatus, seesDeal] = expected[who]
      expect([who, travel.status, lease.status]).toEqual([who, travelStatus, leaseStatus])
      if (travel.status === 200) expect(travel.body.results.map((d: { id: string }) => d.id)).toContain(deal.id)
      if (lease.status === 200) {
        expect([who, lease.body.results.some((d: { id: string }) => d.id === deal.id)]).toEqual([who, seesDeal])
      }
      if (travel.status >= 400) expect(travel.body.error_key).toEqual(expect.any(String))
      if (lease.status >= 400) expect(lease.body.error_key).toEqual(expect.any(String))
    }
  })

  it('creates only on the own listing of the own kind', async () => {
    const expected: Record<Principal, number> = {
      anonymous: 401,
      staff: 401,
      traveler: 403,
      otherKindLessor: 403,
      // Another lessor's listing is "not found", like an unknown id.
      otherLessor: 404,
      owner: 201,
    }
    for (const who of principals) {
      const body = dealBody(RV)
      const answer = await api.request('POST', `${base(RV)}/lease/`, { token: tokenOf(who), body })
      expect([who, answer.status]).toEqual([who, expected[who]])
      if (answer.status !== 201) expect(answer.body.error_key).toEqual(expect.any(String))
    }
    const { totalDocs } = await api.payload.count({
      collection: 'last-minute-deals',
      where: { lessor: { not_equals: world.lessors[RV].id } },
      ...asSystem(),
    })
    expect(totalDocs).toBe(0)
  })

  it('deletes only for the owner; anyone else gets 404 (or 401/403 by role) and the deal stays', async () => {
    const deal = await createDeal()
    const expected: Record<Principal, number> = {
      anonymous: 401,
      staff: 401,
      traveler: 403,
      otherKindLessor: 403,
      otherLessor: 404,
      owner: 204,
    }
    for (const who of principals) {
      const answer = await api.request('DELETE', `${base(RV)}/lease/${deal.id}/`, { token: tokenOf(who) })
      expect([who, answer.status]).toEqual([who, expected[who]])
      const stored = await api.payload.count({
        collection: 'last-minute-deals',
        where: { id: { equals: deal.id } },
        ...asSystem(),
      })
      expect([who, stored.totalDocs]).toEqual([who, who === 'owner' ? 0 : 1])
    }
    expect(await publicIds()).not.toContain(deal.id)
    // The same id under another kind, or unknown ids, are 404 too.
    const boatDeal = await createDeal('boat')
    const wrongKind = await api.request('DELETE', `${base(RV)}/lease/${boatDeal.id}/`, {
      token: world.lessors[RV].access,
    })
    expect(wrongKind.status).toBe(404)
    const unknown = await api.request('DELETE', `${base(RV)}/lease/not-an-id/`, { token: world.lessors[RV].access })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error_key).toBe('last_minute_deal_not_found')
  })
})

describe('price and availability rules', () => {
  it('answers the normal price and the discount; the price must be strictly below the normal quote', async () => {
    const deal = await api.request('POST', `${base(RV)}/lease/`, {
      token: world.lessors[RV].access,
      body: dealBody(RV),
    })
    expect(deal.status).toBe(201)
    expect(deal.body).toMatchObject({
      kind: RV,
      listing: world.listings[RV],
      lessor: world.lessors[RV].id,
      nights: 3,
      total_price_cents: 21_000,
      normal_price_cents: 30_000,
      discount_percent: 30,
      currency: 'EUR',
      listing_summary: expect.objectContaining({ id: world.listings[RV], title: `Bookable ${RV}` }),
    })
    for (const price of [30_000, 45_000]) {
      const refused = await api.request('POST', `${base(RV)}/lease/`, {
        token: world.lessors[RV].access,
        body: dealBody(RV, { total_price_cents: price }),
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ error_key: 'deal_price_not_below_normal_price', normal_price_cents: 30_000 })
    }
  })

  it('refuses bad input with 4xx and writes nothing', async () => {
    const before = (await api.payload.count({ collection: 'last-minute-deals', ...asSystem() })).totalDocs
    const token = world.lessors[RV].access
    const [from] = nextRange()
    const cases: [object, number, string][] = [
      [{ total_price_cents: 123.45 }, 400, 'validation_error'],
      [{ total_price_cents: 0 }, 400, 'validation_error'],
      [{ total_price_cents: '210' }, 400, 'validation_error'],
      [{ listing: undefined }, 400, 'validation_error'],
      [{ pickup_timestamp: 'tomorrow' }, 400, 'validation_error'],
      [{ surprise: true }, 400, 'validation_error'],
      [{ listing: 'no-such-listing' }, 404, 'not_found'],
      [{ pickup_timestamp: noonIn(-3), return_timestamp: noonIn(-1) }, 400, 'past_pickup'],
      [{ pickup_timestamp: noonIn(from + 2), return_timestamp: noonIn(from) }, 400, 'invalid_range'],
    ]
    for (const [extra, status, key] of cases) {
      const answer = await api.request('POST', `${base(RV)}/lease/`, { token, body: dealBody(RV, extra) })
      expect([extra, answer.status, answer.body.error_key]).toEqual([extra, status, key])
    }
    const list = await api.request('GET', `${base(RV)}/travel/?limit=0`)
    expect(list.status).toBe(400)
    expect((await api.payload.count({ collection: 'last-minute-deals', ...asSystem() })).totalDocs).toBe(before)
  })

  it('only published listings get deals', async () => {
    const draft = await createBookableListing(api, RV, world.lessors[RV].id, 'Draft van')
    await api.payload.update({ collection: 'listings', id: draft, data: { is_draft: true }, ...asSystem() })
    const answer = await api.request('POST', `${base(RV)}/lease/`, {
      token: world.lessors[RV].access,
      body: dealBody(RV, { listing: draft }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error_key).toBe('listing_is_draft')
  })

  it('a listed deal is gone once its listing is unpublished, and back once it is published again', async () => {
    const listing = await createBookableListing(api, RV, world.lessors[RV].id, 'Van that goes offline')
    const deal = await createDeal(RV, { listing })
    // A search makes the index hold the listing, so the deal list reads its kept card from then on.
    await expect
      .poll(async () => JSON.stringify((await api.request('GET', `/listing/${RV}/?limit=100`)).body), { timeout: 5000 })
      .toContain(listing)
    expect(await publicIds()).toContain(deal.id)
    await api.payload.update({ collection: 'listings', id: listing, data: { is_draft: true }, ...asSystem() })
    await expect.poll(publicIds, { timeout: 5000 }).not.toContain(deal.id)
    await api.payload.update({ collection: 'listings', id: listing, data: { is_draft: false }, ...asSystem() })
    await expect.poll(publicIds, { timeout: 5000 }).toContain(deal.id)
  })

  it('needs free nights, and refuses a second deal on the same nights', async () => {
    const [from, to] = nextRange()
    const booked = await api.request('POST', `/reservation/${RV}/booking/travel/`, {
      token: world.traveler.access,
      body: bookingBody(world, RV, from, to),
    })
    expect(booked.status).toBe(201)
    const taken = await api.request('POST', `${base(RV)}/lease/`, {
      token: world.lessors[RV].access,
      body: {
        listing: world.listings[RV],
        pickup_timestamp: noonIn(from),
        return_timestamp: noonIn(to),
        total_price_cents: 100,
      },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error_key).toBe('dates_unavailable')

    const deal = await createDeal()
    const overlapping = await api.request('POST', `${base(RV)}/lease/`, {
      token: world.lessors[RV].access,
      body: {
        listing: world.listings[RV],
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
        total_price_cents: 20_000,
      },
    })
    expect(overlapping.status).toBe(409)
    expect(overlapping.body.error_key).toBe('last_minute_deal_overlaps')
  })

  it('a deal whose nights someone books, or whose pickup day passed, is no longer listed', async () => {
    const deal = await createDeal()
    expect(await publicIds()).toContain(deal.id)
    // An ordinary booking of the same nights takes them.
    const booked = await api.request('POST', `/reservation/${RV}/booking/travel/`, {
      token: world.otherTraveler.access,
      body: {
        ...bookingBody(world, RV, 0, 1),
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
      },
    })
    expect(booked.status).toBe(201)
    expect(await publicIds()).not.toContain(deal.id)
    const lease = await api.request('GET', `${base(RV)}/lease/`, { token: world.lessors[RV].access })
    expect(lease.body.results.map((d: { id: string }) => d.id)).not.toContain(deal.id)

    const past = await api.payload.create({
      collection: 'last-minute-deals',
      data: {
        listing: world.listings[RV],
        pickup_timestamp: noonIn(-2),
        return_timestamp: noonIn(1),
        total_price_cents: 100,
        currency: 'EUR',
      } as never,
      ...asSystem(),
    })
    expect(await publicIds()).not.toContain(String(past.id))
    const bookPast = await bookDeal(
      { id: String(past.id), pickup_timestamp: noonIn(-2), return_timestamp: noonIn(1) },
      world.traveler.access,
    )
    expect(bookPast.status).toBe(409)
    expect(bookPast.body.error_key).toBe('last_minute_deal_unavailable')
  })

  it('public lists share one read of a kind until a deal or booked-night write is announced', async () => {
    const find = vi.spyOn(api.payload, 'find')
    const dealReads = () => find.mock.calls.filter(([options]) => options.collection === 'last-minute-deals').length
    try {
      // Earlier tests' writes outside a request are announced 50 ms after them (search/changes.ts).
      await new Promise((resolve) => setTimeout(resolve, 150))
      await publicIds()
      const before = dealReads()
      for (const query of ['', '?limit=1', '?offset=1', '', '']) await publicIds(RV, query)
      // Five lists, at most one read again (a write by the API's own jobs may be announced meanwhile).
      expect(dealReads() - before).toBeLessThanOrEqual(1)
      const deal = await createDeal()
      expect(await publicIds()).toContain(deal.id)
      const afterCreate = dealReads()
      expect(afterCreate).toBeGreaterThan(before)
      const booked = await bookDeal(deal, world.traveler.access)
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      expect(await publicIds()).not.toContain(deal.id)
    } finally {
      find.mockRestore()
    }
  })

  it('filters the public list by place and dates, and pages it', async () => {
    const deal = await createDeal()
    const munich = '?latitude=48.14&longitude=11.58&radius_km=20'
    const hamburg = '?latitude=53.55&longitude=9.99&radius_km=50'
    expect(await publicIds(RV, munich)).toContain(deal.id)
    expect(await publicIds(RV, hamburg)).not.toContain(deal.id)
    expect(await publicIds(RV, '?city=munich')).toContain(deal.id)
    expect(await publicIds(RV, '?city=Berlin')).not.toContain(deal.id)
    const during = `?pickup_timestamp=${deal.pickup_timestamp + 86_400}&return_timestamp=${deal.return_timestamp + 5 * 86_400}`
    const after = `?pickup_timestamp=${deal.return_timestamp + 86_400}&return_timestamp=${deal.return_timestamp + 5 * 86_400}`
    expect(await publicIds(RV, during)).toContain(deal.id)
    expect(await publicIds(RV, after)).not.toContain(deal.id)
    expect(await publicIds('boat')).not.toContain(deal.id)
    const first = await api.request('GET', `${base(RV)}/travel/?limit=1`)
    expect(first.body).toMatchObject({ limit: 1, offset: 0, results: [expect.any(Object)] })
    expect(first.body.count).toBeGreaterThan(1)
    expect(first.body.has_more).toBe(true)
    const second = await api.request('GET', `${base(RV)}/travel/?limit=1&offset=1`)
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id)
  })
})

describe('booking a deal', () => {
  it('quotes and books at the deal price, at once, and the deal disappears', async () => {
    const deal = await createDeal()
    const quote = await api.request('POST', `/reservation/${RV}/booking/travel/validate/`, {
      body: {
        vehicle: world.listings[RV],
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
        is_last_minute_deal: true,
        last_minute_deal_id: deal.id,
      },
    })
    expect(quote.status, JSON.stringify(quote.body)).toBe(200)
    expect(quote.body).toMatchObject({
      total_rent_price_in_cents: 21_000,
      down_payment_in_cents: 21_000,
      display_details: expect.objectContaining({ 'Listing Rent Price': 21_000, 'Trip Nights': 3 }),
      // What the detail page shows as "normally €300, you save 30 %".
      last_minute_deal: { id: deal.id, total_price_cents: 21_000, normal_price_cents: 30_000, discount_percent: 30 },
    })
    const normal = await api.request('POST', `/reservation/${RV}/booking/travel/validate/`, {
      body: {
        vehicle: world.listings[RV],
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
      },
    })
    expect(normal.body.total_rent_price_in_cents).toBe(30_000)
    expect(normal.body.last_minute_deal).toBeNull()

    const booked = await bookDeal(deal, world.traveler.access)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body).toMatchObject({
      status: 'AWAITING_PAYMENT',
      total_rent_price_in_cents: 21_000,
      is_last_minute_deal: true,
      last_minute_deal: deal.id,
    })
    expect(await publicIds()).not.toContain(deal.id)
    const again = await bookDeal(deal, world.otherTraveler.access)
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
  })

  it('a deal on a request-only listing is still booked at once; lessors cannot book it', async () => {
    const deal = await createDeal('campsite')
    const lessor = await api.request('POST', '/reservation/campsite/booking/travel/', {
      token: world.lessors.boat.access,
      body: {
        campsite_id: world.listings.campsite,
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
        is_last_minute_deal: true,
        last_minute_deal_id: deal.id,
      },
    })
    expect(lessor.status).toBe(403)
    const booked = await api.request('POST', '/reservation/campsite/booking/travel/', {
      token: world.traveler.access,
      body: {
        campsite_id: world.listings.campsite,
        pickup_timestamp: deal.pickup_timestamp,
        return_timestamp: deal.return_timestamp,
        adults_num: 2,
        is_last_minute_deal: true,
        last_minute_deal_id: deal.id,
      },
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body).toMatchObject({ status: 'AWAITING_PAYMENT', total_rent_price_in_cents: 21_000 })
  })

  it('refuses other dates, another listing’s deal and unknown deals', async () => {
    const deal = await createDeal()
    const shifted = await bookDeal(
      { ...deal, pickup_timestamp: deal.pickup_timestamp + 86_400, return_timestamp: deal.return_timestamp + 86_400 },
      world.traveler.access,
    )
    expect(shifted.status).toBe(400)
    expect(shifted.body.error_key).toBe('last_minute_deal_dates_mismatch')
    const boatDeal = await createDeal('boat')
    const elsewhere = await bookDeal({ ...deal, id: boatDeal.id }, world.traveler.access)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.error_key).toBe('last_minute_deal_not_found')
    const unknown = await bookDeal({ ...deal, id: 'nope' }, world.traveler.access)
    expect(unknown.status).toBe(404)
    const flagOnly = await api.request('POST', `/reservation/${RV}/booking/travel/`, {
      token: world.traveler.access,
      body: { ...bookingBody(world, RV, 0, 1), is_last_minute_deal: true },
    })
    expect(flagOnly.status).toBe(404)
    expect(await publicIds()).toContain(deal.id)
  })

  it('two travelers booking one deal at the same moment: exactly one booking', async () => {
    const deal = await createDeal()
    const third: TestUser = await createSignedInUser(api, { role: 1 })
    const answers = await Promise.all(
      [world.traveler, world.otherTraveler, third].map((traveler) => bookDeal(deal, traveler.access)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body.error_key).toEqual(expect.any(String))
    }
    const { totalDocs } = await api.payload.count({
      collection: 'bookings',
      where: { last_minute_deal: { equals: deal.id } },
      ...asSystem(),
    })
    expect(totalDocs).toBe(1)
    expect(await publicIds()).not.toContain(deal.id)
  })
})
