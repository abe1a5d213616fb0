import { asSystem } from '@driftway/collections'
import { bookingReferencePattern } from '@driftway/domain/booking/reference'
import { listingIdField } from '@driftway/domain/booking-links'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import {
  type BookingWorld,
  bookedNightsOf,
  bookingBody,
  createBookableListing,
  createBookingWorld,
  paySandbox,
} from './support/bookings'
import { startTestCms, type TestCms } from './support/cms'
import type { HttpAnswer } from './support/http'
import { type Kind, kinds } from './support/lessor'

let api: TestApi
let world: BookingWorld
let dayOffset = 10
/** A fresh range per booking so tests do not fight over nights. */
const nextRange = (nights = 3): [number, number] => {
  const from = dayOffset
  dayOffset += nights + 1
  return [from, from + nights]
}

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
})
afterAll(async () => {
  await api?.stop()
})

const request = (kind: Kind, token = world.traveler.access, extra: object = {}) =>
  api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token,
    body: bookingBody(world, kind, ...nextRange(), extra),
  })

/** An enquiry of the traveler over a fresh range, stored directly: no route makes one. */
async function storeEnquiry(kind: Kind) {
  const body = bookingBody(world, kind, ...nextRange(2))
  const enquiry = await api.payload.create({
    collection: 'bookings',
    data: {
      listing: world.listings[kind],
      traveller: world.traveler.id,
      status: 'ENQUIRY',
      pickup_timestamp: body.pickup_timestamp,
      return_timestamp: body.return_timestamp,
      total_rent_price_in_cents: 20_000,
      currency: 'EUR',
    } as never,
    depth: 0,
    ...asSystem(),
  })
  return { ...enquiry, id: String(enquiry.id) }
}

describe('booking requests and instant bookings', () => {
  it.each(kinds)('a %s request is priced, frozen and holds its nights', async (kind) => {
    const created = await request(kind)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const booking = created.body
    expect(booking).toMatchObject({
      status: 'PENDING',
      kind,
      listing: world.listings[kind],
      total_rent_price_in_cents: expect.any(Number),
      currency: 'EUR',
      adults_num: 2,
      travellers_num: 2,
      traveller_phone: '+49 30 123456',
      acception_deadline_timestamp: expect.any(Number),
      payment_deadline_timestamp: null,
      display_details: expect.objectContaining({ 'Trip Nights': 3 }),
      contact_info: {
        lessor: expect.objectContaining({ email: world.lessors[kind].email }),
        traveller: expect.objectContaining({ email: world.traveler.email }),
      },
      listing_summary: expect.objectContaining({ id: world.listings[kind], title: `Bookable ${kind}` }),
      reference: expect.stringMatching(bookingReferencePattern),
    })
    expect(booking.total_rent_price_in_cents).toBeGreaterThanOrEqual(30_000)
    const nights = (await bookedNightsOf(api, world.listings[kind])).filter((n) => n.booking === booking.id)
    expect(nights).toHaveLength(3)
  })

  it('each booking gets a booking number of its own that both parties see and nobody changes', async () => {
    const first = (await request('boat')).body
    const second = (await request('boat')).body
    expect(first.reference).toMatch(bookingReferencePattern)
    expect(second.reference).toMatch(bookingReferencePattern)
    expect(first.reference).not.toBe(second.reference)
    const lessorView = await api.request('GET', `/reservation/boat/booking/lease/${first.id}/`, {
      token: world.lessors.boat.access,
    })
    expect(lessorView.body.reference).toBe(first.reference)
    // Not even a system write (the API's own, every status change) replaces it.
    const updated = await api.payload.update({
      collection: 'bookings',
      id: first.id,
      data: { reference: 'DW-00000000', description: 'later change' },
      depth: 0,
      ...asSystem(),
    })
    expect(updated).toMatchObject({ reference: first.reference, description: 'later change' })
  })

  it('an instant booking waits for its payment with a short deadline', async () => {
    const created = await request('recreational_vehicle', world.traveler.access, { is_instant: true })
    expect(created.status).toBe(201)
    expect(created.body.status).toBe('AWAITING_PAYMENT')
    const now = Math.floor(Date.now() / 1000)
    expect(created.body.payment_deadline_timestamp).toBeGreaterThan(now)
    expect(created.body.payment_deadline_timestamp).toBeLessThanOrEqual(now + 30 * 60 + 5)
  })

  it('refuses instant booking on a request-only listing, lessors, and taken nights', async () => {
    const notInstant = await request('campsite', world.traveler.access, { is_instant: true })
    expect(notInstant.status).toBe(400)
    expect(notInstant.body.error_key).toBe('instant_booking_not_allowed')
    const lessor = await request('recreational_vehicle', world.lessors.boat.access)
    expect(lessor.status).toBe(403)
    expect(lessor.body.error_key).toBe('only_traveler_can_make_booking')
    const [from, to] = nextRange()
    const body = bookingBody(world, 'boat', from, to)
    const first = await api.request('POST', '/reservation/boat/booking/travel/', {
      token: world.traveler.access,
      body,
    })
    expect(first.status).toBe(201)
    const second = await api.request('POST', '/reservation/boat/booking/travel/', {
      token: world.otherTraveler.access,
      body,
    })
    expect(second.status).toBe(409)
    expect(second.body.error_key).toBe('dates_unavailable')
  })
})

describe('transitions', () => {
  it('accept → awaiting payment with a 48 h deadline; reject and revoke release the nights', async () => {
    const a = (await request('campsite')).body
    const accepted = await api.request('PATCH', `/reservation/campsite/booking/lease/accept/${a.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.status).toBe('AWAITING_PAYMENT')
    const now = Math.floor(Date.now() / 1000)
    expect(accepted.body.payment_deadline_timestamp).toBeGreaterThan(now + 47 * 3600)
    // Accepting twice is a status conflict with its own key.
    const again = await api.request('PATCH', `/reservation/campsite/booking/lease/accept/${a.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(again.status).toBe(409)
    expect(again.body.error_key).toBe('booking_status_conflict')

    const b = (await request('campsite')).body
    const rejected = await api.request('PATCH', `/reservation/campsite/booking/lease/reject/${b.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(rejected.body.status).toBe('REJECTED')
    const c = (await request('campsite')).body
    const revoked = await api.request('PATCH', `/reservation/campsite/booking/travel/revoke/${c.id}/`, {
      token: world.traveler.access,
    })
    expect(revoked.body.status).toBe('ABANDONED')
    const held = (await bookedNightsOf(api, world.listings.campsite)).map((night) => night.booking)
    expect(held).toContain(a.id)
    expect(held).not.toContain(b.id)
    expect(held).not.toContain(c.id)

    const cancelled = await api.request('PATCH', `/reservation/campsite/booking/lease/cancel/${a.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(cancelled.body.status).toBe('RENTING_CANCELLED')
    expect((await bookedNightsOf(api, world.listings.campsite)).map((night) => night.booking)).not.toContain(a.id)
  })

  it('an enquiry becomes a request and claims its nights', async () => {
    const enquiry = await storeEnquiry('boat')
    const requested = await api.request('PATCH', `/reservation/boat/booking/travel/request/${enquiry.id}/`, {
      token: world.traveler.access,
    })
    expect(requested.status).toBe(200)
    expect(requested.body.status).toBe('PENDING')
    expect(requested.body.acception_deadline_timestamp).toEqual(expect.any(Number))
    const nights = (await bookedNightsOf(api, world.listings.boat)).filter((n) => n.booking === enquiry.id)
    expect(nights).toHaveLength(2)
  })

  it('lists filter by status and the Reserved / Trip completed views', async () => {
    const pending = await api.request('GET', '/reservation/campsite/booking/travel/?status=PENDING', {
      token: world.traveler.access,
    })
    expect(pending.status).toBe(200)
    expect(pending.body.results.length).toBeGreaterThan(0)
    expect(pending.body.results.every((b: { status: string }) => b.status === 'PENDING')).toBe(true)
    const several = await api.request(
      'GET',
      '/reservation/campsite/booking/lease/?status__include__or=REJECTED,ABANDONED',
      { token: world.lessors.campsite.access },
    )
    expect(new Set(several.body.results.map((b: { status: string }) => b.status))).toEqual(
      new Set(['REJECTED', 'ABANDONED']),
    )
    const other = await api.request('GET', '/reservation/campsite/booking/lease/', {
      token: world.otherLessors.campsite.access,
    })
    expect(other.body.count).toBe(0)
  })

  it("lists find a booking by (part of) its number as a person types it, among the caller's own only", async () => {
    const created = await request('boat')
    expect(created.status).toBe(201)
    const reference: string = created.body.reference
    const typed = ` ${reference.slice(0, 7).toLowerCase().replace('-', ' ')} `
    const find = (side: 'travel' | 'lease', token: string, query: string) =>
      api.request('GET', `/reservation/boat/booking/${side}/?reference=${encodeURIComponent(query)}`, { token })
    for (const [side, token] of [
      ['lease', world.lessors.boat.access],
      ['travel', world.traveler.access],
    ] as const) {
      const found = await find(side, token, typed)
      expect(found.status, JSON.stringify(found.body)).toBe(200)
      expect(found.body.results.map((b: { id: string }) => b.id)).toContain(created.body.id)
      expect(
        found.body.results.every((b: { reference: string }) => b.reference.startsWith(reference.slice(0, 7))),
      ).toBe(true)
      const whole = await find(side, token, reference)
      expect(whole.body.results.map((b: { id: string }) => b.id)).toEqual([created.body.id])
    }
    // Someone else's booking stays someone else's, number or not.
    expect((await find('lease', world.otherLessors.boat.access, reference)).body.count).toBe(0)
    expect((await find('travel', world.otherTraveler.access, reference)).body.count).toBe(0)
    // What cannot be part of a number is refused, wildcards of the database's `like` among it.
    for (const bad of ['%', 'DW-', 'DW_7', 'x'.repeat(41)]) {
      const refused = await find('lease', world.lessors.boat.access, bad)
      expect(refused.status, bad).toBe(400)
      expect(refused.body.error_key).toEqual(expect.any(String))
    }
  })
})

describe('authorization matrix', () => {
  /**
   * Who calls: the booking's traveler and its listing's lessor, the other traveler, another
   * lessor of the same kind (with a listing of their own), nobody, and a support staff member with
   * their admin session (staff read bookings in the admin; on the API that session is no credential).
   */
  const callers = ['owningTraveler', 'otherTraveler', 'owningLessor', 'otherLessor', 'anonymous', 'staff'] as const
  type Who = (typeof callers)[number]
  /** The booking a row starts from ('none': the row creates one). */
  type Given = 'none' | 'ENQUIRY' | 'PENDING' | 'REJECTED' | 'AWAITING_PAYMENT' | 'PAYMENT_STARTED' | 'CONFIRMED'
  /** A success status, or a refusal's status and error_key. */
  type Answer = number | readonly [number, string]

  const notFound = [404, 'booking_not_found'] as const
  const onlyTravelers = [403, 'only_traveler_can_make_booking'] as const
  const onlyLessors = [403, 'only_lessor_can_manage_bookings'] as const
  const signIn = [401, 'not_authenticated'] as const
  const adminSession = [401, 'token_not_valid'] as const

  // Paths under /reservation/{kind}/ unless absolute. Every refusal leaves everything as it was.
  // biome-ignore format: the matrix reads as a table
  const matrix: [route: string, given: Given, ...answers: [Answer, Answer, Answer, Answer, Answer, Answer]][] = [
  // route                                               given               owning T     other T      owning L        other L         anonymous staff
    ['GET booking/travel/',                              'PENDING',          200,         200,         onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['GET booking/lease/',                               'PENDING',          onlyLessors, onlyLessors, 200,            200,            signIn,   adminSession],
    ['GET booking/travel/{id}/',                         'PENDING',          200,         notFound,    onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['GET booking/lease/{id}/',                          'PENDING',          onlyLessors, onlyLessors, 200,            notFound,       signIn,   adminSession],
    ['POST booking/travel/',                             'none',             201,         201,         onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['PATCH booking/lease/{id}/',                        'PENDING',          onlyLessors, onlyLessors, 200,            notFound,       signIn,   adminSession],
    ['DELETE booking/lease/{id}/',                       'REJECTED',         onlyLessors, onlyLessors, 204,            notFound,       signIn,   adminSession],
    ['PATCH booking/travel/request/{id}/',               'ENQUIRY',          200,         notFound,    onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['PATCH booking/travel/revoke/{id}/',                'PENDING',          200,         notFound,    onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['PATCH booking/travel/cancel/{id}/',                'CONFIRMED',        200,         notFound,    onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['PATCH booking/lease/accept/{id}/',                 'PENDING',          onlyLessors, onlyLessors, 200,            notFound,       signIn,   adminSession],
    ['PATCH booking/lease/reject/{id}/',                 'PENDING',          onlyLessors, onlyLessors, 200,            notFound,       signIn,   adminSession],
    ['PATCH booking/lease/cancel/{id}/',                 'AWAITING_PAYMENT', onlyLessors, onlyLessors, 200,            notFound,       signIn,   adminSession],
    ['POST booking/travel/payment/',                     'AWAITING_PAYMENT', 200,         notFound,    onlyTravelers, onlyTravelers, signIn,   adminSession],
    ['GET /payment/multi-transaction/last/{kind}/{id}/', 'PAYMENT_STARTED',  200,         notFound,    200,            notFound,       signIn,   adminSession],
    ['GET booking/travel/all/{listing}/',                'PENDING',          200,         200,         200,            200,            200,      adminSession],
  ]

  type Booking = {
    id: string
    pickup_timestamp: number
    return_timestamp: number
    total_rent_price_in_cents: number
    down_payment_in_cents?: number | null
  }
  type Call = {
    kind: Kind
    who: Who
    url: string
    booking: Booking | null
    answer: HttpAnswer
    body: HttpAnswer['body']
  }

  let cms: TestCms
  let staffToken = ''
  const otherListings = {} as Record<Kind, string>
  /** Per kind, a booking of the other traveler on the other lessor's listing (what the lists must not leak). */
  const theirs = {} as Record<Kind, Booking>

  beforeAll(async () => {
    cms = await startTestCms({ payload: api.payload })
    // The first staff account becomes an administrator whatever it asks for; the second is support.
    for (const role of ['admin', 'support'] as const) {
      await api.payload.create({
        collection: 'staff',
        data: { email: `${role}@driftway.test`, password: 'Staff-secret-1', staff_role: role },
        ...asSystem(),
      })
    }
    staffToken = await cms.signIn('support@driftway.test', 'Staff-secret-1')
    for (const kind of kinds) {
      otherListings[kind] = await createBookableListing(api, kind, world.otherLessors[kind].id, `Their ${kind}`)
      const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
        token: world.otherTraveler.access,
        body: bookingBody(world, kind, ...nextRange(), { [listingIdField[kind]]: otherListings[kind] }),
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      theirs[kind] = created.body
    }
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const userOf = (who: Who, kind: Kind) =>
    ({
      owningTraveler: world.traveler,
      otherTraveler: world.otherTraveler,
      owningLessor: world.lessors[kind],
      otherLessor: world.otherLessors[kind],
      anonymous: undefined,
      staff: undefined,
    })[who]
  const tokenOf = (who: Who, kind: Kind) => (who === 'staff' ? staffToken : userOf(who, kind)?.access)

  const stored = (id: string) => api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })
  const transactionsOf = async (id: string) =>
    (
      await api.payload.find({
        collection: 'transactions',
        where: { booking: { equals: id } },
        pagination: false,
        depth: 0,
        ...asSystem(),
      })
    ).docs

  /** Brings a fresh booking of `kind` to `state` through the API (an enquiry is stored directly: no route makes one). */
  async function given(kind: Kind, state: Given): Promise<Booking | null> {
    if (state === 'none') return null
    if (state === 'ENQUIRY') return storeEnquiry(kind)
    const created = await request(kind)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const booking: Booking = created.body
    const lessor = { token: world.lessors[kind].access }
    if (state === 'REJECTED') {
      const rejected = await api.request('PATCH', `/reservation/${kind}/booking/lease/reject/${booking.id}/`, lessor)
      expect(rejected.body.status).toBe('REJECTED')
    }
    if (state === 'AWAITING_PAYMENT' || state === 'PAYMENT_STARTED' || state === 'CONFIRMED') {
      const accepted = await api.request('PATCH', `/reservation/${kind}/booking/lease/accept/${booking.id}/`, lessor)
      expect(accepted.body.status).toBe('AWAITING_PAYMENT')
    }
    if (state === 'PAYMENT_STARTED') {
      const started = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
        token: world.traveler.access,
        body: { booking_request: booking.id },
      })
      expect(started.status).toBe(200)
    }
    if (state === 'CONFIRMED') await paySandbox(api, world.traveler.access, kind, created.body)
    expect((await stored(booking.id)).status).toBe(state === 'PAYMENT_STARTED' ? 'AWAITING_PAYMENT' : state)
    return booking
  }

  const bodyFor = (route: string, kind: Kind, booking: Booking | null) => {
    if (route === 'POST booking/travel/') return bookingBody(world, kind, ...nextRange())
    if (route === 'POST booking/travel/payment/') return { booking_request: booking!.id }
    if (route === 'PATCH booking/lease/{id}/')
      return { total_rent_price_in_cents: booking!.total_rent_price_in_cents - 1_000 }
    return undefined
  }

  /** Everything a refusal must leave alone: the booking, the listing's nights, the booking's money, the booking count. */
  const snapshot = async (kind: Kind, booking: Booking | null) => ({
    booking: booking && (await stored(booking.id)),
    nights: (await bookedNightsOf(api, world.listings[kind])).map((night) => String(night.id)).sort(),
    transactions: booking && (await transactionsOf(booking.id)),
    bookings: (await api.payload.count({ collection: 'bookings', ...asSystem() })).totalDocs,
  })

  /** The bookings a party's list may show: theirs, of this kind (minus those the lessor removed). */
  const countOwn = async (side: 'traveller' | 'lessor', userId: string, kind: Kind, listing?: string) =>
    (
      await api.payload.count({
        collection: 'bookings',
        where: {
          and: [
            { kind: { equals: kind } },
            { [side]: { equals: userId } },
            ...(listing ? [{ listing: { equals: listing } }] : []),
            ...(side === 'lessor' ? [{ hidden_for_lessor: { not_equals: true } }] : []),
          ],
        },
        ...asSystem(),
      })
    ).totalDocs

  const listShowsOnlyOwn =
    (side: 'traveller' | 'lessor') =>
    async ({ kind, who, booking, answer, url }: Call) => {
      const me = userOf(who, kind)!.id
      type Listed = { id: string; traveller: string; lessor: string }
      const results: Listed[] = answer.body.results
      const ids = results.map((result) => result.id)
      expect(results.every((result) => result[side] === me)).toBe(true)
      expect(answer.body.count).toBe(await countOwn(side, me, kind))
      const owning = who === 'owningTraveler' || who === 'owningLessor'
      expect(ids.includes(booking!.id)).toBe(owning)
      expect(ids.includes(theirs[kind].id)).toBe(!owning)
      // Filtering by the other party's listing still shows only the caller's own bookings.
      const foreign = owning ? otherListings[kind] : world.listings[kind]
      const filtered = await api.request('GET', `${url}?vehicle=${foreign}`, { token: tokenOf(who, kind) })
      expect(filtered.status).toBe(200)
      expect(filtered.body.results.every((result: Listed) => result[side] === me)).toBe(true)
      expect(filtered.body.count).toBe(await countOwn(side, me, kind, foreign))
    }
  const movesTo =
    (status: string) =>
    async ({ booking, answer }: Call) => {
      expect(answer.body.status).toBe(status)
      expect((await stored(booking!.id)).status).toBe(status)
    }
  const showsTheBooking = async ({ booking, answer }: Call) => {
    expect(answer.body.id).toBe(booking!.id)
    expect(answer.body.contact_info.traveller.email).toBe(world.traveler.email)
  }

  /** What each success did. */
  const effects: Record<string, (call: Call) => Promise<void>> = {
    'GET booking/travel/': listShowsOnlyOwn('traveller'),
    'GET booking/lease/': listShowsOnlyOwn('lessor'),
    'GET booking/travel/{id}/': showsTheBooking,
    'GET booking/lease/{id}/': showsTheBooking,
    'POST booking/travel/': async ({ kind, who, answer, body }) => {
      expect(answer.body).toMatchObject({ status: 'PENDING', traveller: userOf(who, kind)!.id })
      expect(answer.body.pickup_timestamp).toBe(body.pickup_timestamp)
      const nights = await bookedNightsOf(api, world.listings[kind])
      expect(nights.filter((night) => night.booking === answer.body.id)).toHaveLength(3)
    },
    'PATCH booking/lease/{id}/': async ({ booking, answer, body }) => {
      expect(answer.body.total_rent_price_in_cents).toBe(body.total_rent_price_in_cents)
      expect((await stored(booking!.id)).total_rent_price_in_cents).toBe(body.total_rent_price_in_cents)
    },
    'DELETE booking/lease/{id}/': async ({ booking }) => {
      expect((await stored(booking!.id)).hidden_for_lessor).toBe(true)
    },
    'PATCH booking/travel/request/{id}/': movesTo('PENDING'),
    'PATCH booking/travel/revoke/{id}/': movesTo('ABANDONED'),
    'PATCH booking/travel/cancel/{id}/': movesTo('TRAVELLER_CANCELLED'),
    'PATCH booking/lease/accept/{id}/': movesTo('AWAITING_PAYMENT'),
    'PATCH booking/lease/reject/{id}/': movesTo('REJECTED'),
    'PATCH booking/lease/cancel/{id}/': movesTo('RENTING_CANCELLED'),
    'POST booking/travel/payment/': async ({ booking, answer }) => {
      expect(answer.body.redirect_url).toMatch(/\/payment\/sandbox\/checkout\/sbx_pay_\w+\/$/)
      expect(await transactionsOf(booking!.id)).toEqual([
        expect.objectContaining({ kind: 'charge', status: 'open', amount_in_cents: booking!.down_payment_in_cents }),
      ])
    },
    'GET /payment/multi-transaction/last/{kind}/{id}/': async ({ booking, answer }) => {
      expect(answer.body).toMatchObject({
        booking: booking!.id,
        kind: 'charge',
        status: 'open',
        amount_in_cents: booking!.down_payment_in_cents,
      })
    },
    'GET booking/travel/all/{listing}/': async ({ booking, answer }) => {
      // Public and the same for everyone: periods only, nobody's booking or person.
      expect(
        answer.body.some(
          (period: { pickup_timestamp: number; return_timestamp: number }) =>
            period.pickup_timestamp <= booking!.pickup_timestamp &&
            period.return_timestamp >= booking!.return_timestamp,
        ),
      ).toBe(true)
      for (const period of answer.body)
        expect(Object.keys(period).sort()).toEqual(['pickup_timestamp', 'return_timestamp'])
    },
  }

  const sameForEveryone = new Set([
    'GET booking/travel/all/{listing}/',
    'GET /payment/multi-transaction/last/{kind}/{id}/',
  ])

  it('has a row for every booking route of the contract', () => {
    expect(matrix.map(([route]) => route).sort()).toEqual(Object.keys(effects).sort())
    for (const row of matrix) expect(row.slice(2)).toHaveLength(callers.length)
  })

  it.each(kinds)('every booking route of %s answers each caller as the matrix says', async (kind) => {
    for (const [route, state, ...answers] of matrix) {
      const [method, template] = route.split(' ') as [string, string]
      const booking = await given(kind, state)
      const path = template
        .replace('{kind}', kind)
        .replace('{id}', booking?.id ?? '')
        .replace('{listing}', world.listings[kind])
      const url = path.startsWith('/') ? path : `/reservation/${kind}/${path}`
      const cells = callers.map((who, index) => ({ who, expected: answers[index]! }))
      // Refusals first, on the one booking: each must leave it exactly as it was.
      for (const { who, expected } of cells.filter((cell) => typeof cell.expected !== 'number')) {
        const [status, errorKey] = expected as readonly [number, string]
        const before = await snapshot(kind, booking)
        const answer = await api.request(method, url, {
          token: tokenOf(who, kind),
          body: bodyFor(route, kind, booking),
        })
        expect(answer.status, `${who}: ${route}`).toBe(status)
        expect(answer.body, `${who}: ${route}`).toMatchObject({ error_key: errorKey, error_msg: expect.any(String) })
        expect(await snapshot(kind, booking), `${who} changed something: ${route}`).toEqual(before)
      }
      const answersOfSuccesses: unknown[] = []
      for (const { who, expected } of cells.filter((cell) => typeof cell.expected === 'number')) {
        const body = bodyFor(route, kind, booking)
        const answer = await api.request(method, url, { token: tokenOf(who, kind), body })
        expect(answer.status, `${who}: ${route} ${JSON.stringify(answer.body)}`).toBe(expected)
        await effects[route]!({ kind, who, url, booking, answer, body })
        answersOfSuccesses.push(answer.body)
      }
      // The booked periods answer everyone alike, the last transaction both parties alike.
      if (sameForEveryone.has(route)) expect(new Set(answersOfSuccesses.map((a) => JSON.stringify(a))).size).toBe(1)
    }
  })

  it('support staff read any booking in the admin', async () => {
    for (const kind of kinds) {
      const booking = (await request(kind)).body
      const one = await cms.request('GET', `/api/bookings/${booking.id}?depth=0`, { token: staffToken })
      expect(one.status).toBe(200)
      expect(one.body).toMatchObject({ id: booking.id, traveller: world.traveler.id, status: 'PENDING' })
      // The admin's list search finds it by the booking number a traveler reads out, in any case.
      const typed = booking.reference.slice(3).toLowerCase()
      const found = await cms.request(
        'GET',
        `/api/bookings?depth=0&where[or][0][reference][like]=${typed}&where[or][1][traveller_name][like]=${typed}`,
        { token: staffToken },
      )
      expect(found.status).toBe(200)
      expect(found.body.docs.map((doc: { id: string }) => doc.id)).toEqual([booking.id])
      const all = await cms.request('GET', `/api/bookings?depth=0&limit=0&where[kind][equals]=${kind}`, {
        token: staffToken,
      })
      expect(all.status).toBe(200)
      const ids = all.body.docs.map((doc: { id: string }) => doc.id)
      expect(ids).toEqual(expect.arrayContaining([booking.id, theirs[kind].id]))
    }
  })
})

describe('atomic booking', () => {
  it('50 concurrent bookings of the same nights: exactly one wins, no orphan nights', async () => {
    const [from, to] = nextRange(4)
    const body = bookingBody(world, 'recreational_vehicle', from, to)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api.request('POST', '/reservation/recreational_vehicle/booking/travel/', {
          token: index % 2 ? world.traveler.access : world.otherTraveler.access,
          body,
        }),
      ),
    )
    const won = answers.filter((answer) => answer.status === 201)
    expect(won).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([400, 409]).toContain(answer.status)
      expect(answer.body.error_key).toBe('dates_unavailable')
    }
    const { docs: bookings } = await api.payload.find({
      collection: 'bookings',
      where: {
        and: [
          { listing: { equals: world.listings.recreational_vehicle } },
          { pickup_timestamp: { equals: body.pickup_timestamp } },
        ],
      },
      pagination: false,
      ...asSystem(),
    })
    expect(bookings).toHaveLength(1)
    const nights = await bookedNightsOf(api, world.listings.recreational_vehicle)
    expect(nights.filter((night) => night.booking === won[0]!.body.id)).toHaveLength(4)
    const bookingIds = new Set(
      (await api.payload.find({ collection: 'bookings', pagination: false, depth: 0, ...asSystem() })).docs.map((b) =>
        String(b.id),
      ),
    )
    expect(nights.filter((night) => night.source === 'booking' && !bookingIds.has(String(night.booking)))).toEqual([])
  })

  it('a failure after the nights are claimed leaves no booking and no night', async () => {
    const [from, to] = nextRange(3)
    const body = bookingBody(world, 'boat', from, to)
    const before = await api.payload.count({ collection: 'bookings', ...asSystem() })
    const nightsBefore = (await bookedNightsOf(api, world.listings.boat)).length
    const create = api.payload.create.bind(api.payload)
    let claimed = 0
    const spy = vi.spyOn(api.payload, 'create').mockImplementation(async (args) => {
      if (args.collection === 'booked-nights' && ++claimed === 3) throw new Error('injected failure after the claim')
      return create(args as never)
    })
    try {
      const answer = await api.request('POST', '/reservation/boat/booking/travel/', {
        token: world.traveler.access,
        body,
      })
      expect(answer.status).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(claimed).toBe(3)
    expect((await api.payload.count({ collection: 'bookings', ...asSystem() })).totalDocs).toBe(before.totalDocs)
    expect(await bookedNightsOf(api, world.listings.boat)).toHaveLength(nightsBefore)
    // The same nights are bookable afterwards.
    const retry = await api.request('POST', '/reservation/boat/booking/travel/', {
      token: world.traveler.access,
      body,
    })
    expect(retry.status).toBe(201)
  })
})

describe("the lessor's edit and remove, the traveler's cancellation", () => {
  it('PATCH lowers the price of a pending request only; DELETE hides archived bookings only', async () => {
    const pending = (await request('campsite')).body
    const lower = pending.total_rent_price_in_cents - 1_000
    const patched = await api.request('PATCH', `/reservation/campsite/booking/lease/${pending.id}/`, {
      token: world.lessors.campsite.access,
      body: { total_rent_price_in_cents: lower },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.total_rent_price_in_cents).toBe(lower)
    expect(patched.body.display_details['Lessor discount']).toBe(-1_000)
    expect(patched.body.down_payment_in_cents + patched.body.remaining_amount_in_cents).toBe(lower)
    const higher = await api.request('PATCH', `/reservation/campsite/booking/lease/${pending.id}/`, {
      token: world.lessors.campsite.access,
      body: { total_rent_price_in_cents: lower + 5_000 },
    })
    expect(higher.status).toBe(409)
    expect(higher.body.error_key).toBe('booking_not_editable')
    const otherField = await api.request('PATCH', `/reservation/campsite/booking/lease/${pending.id}/`, {
      token: world.lessors.campsite.access,
      body: { pickup_timestamp: 1 },
    })
    expect(otherField.status).toBe(400)
    const stillHeld = await api.request('DELETE', `/reservation/campsite/booking/lease/${pending.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(stillHeld.status).toBe(409)

    await api.request('PATCH', `/reservation/campsite/booking/lease/reject/${pending.id}/`, {
      token: world.lessors.campsite.access,
    })
    const removed = await api.request('DELETE', `/reservation/campsite/booking/lease/${pending.id}/`, {
      token: world.lessors.campsite.access,
    })
    expect(removed.status).toBe(204)
    const list = await api.request('GET', '/reservation/campsite/booking/lease/?status=REJECTED', {
      token: world.lessors.campsite.access,
    })
    expect(list.body.results.map((b: { id: string }) => b.id)).not.toContain(pending.id)
    const travelerStillSees = await api.request('GET', `/reservation/campsite/booking/travel/${pending.id}/`, {
      token: world.traveler.access,
    })
    expect(travelerStillSees.status).toBe(200)
  })

  it('the traveler cancels a confirmed booking; the refund follows the default tiers', async () => {
    const booking = (
      await request('recreational_vehicle', world.traveler.access, { is_instant: true, full_prepayment: true })
    ).body
    const paid = booking.total_rent_price_in_cents
    expect(booking.down_payment_in_cents).toBe(paid)
    await paySandbox(api, world.traveler.access, 'recreational_vehicle', booking)
    const pending = (await request('recreational_vehicle')).body
    const refused = await api.request(
      'PATCH',
      `/reservation/recreational_vehicle/booking/travel/cancel/${pending.id}/`,
      {
        token: world.traveler.access,
      },
    )
    expect(refused.status).toBe(409)
    const cancelled = await api.request(
      'PATCH',
      `/reservation/recreational_vehicle/booking/travel/cancel/${booking.id}/`,
      { token: world.traveler.access },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe('TRAVELLER_CANCELLED')
    // The default table of listings §9: 60+ days → 10 % kept, 30+ → 50 %, 14+ → 80 %, else 90 %.
    const days = Math.floor((booking.pickup_timestamp - Date.now() / 1000) / 86_400)
    const kept = days >= 60 ? 10 : days >= 30 ? 50 : days >= 14 ? 80 : 90
    expect(cancelled.body.refunded_in_cents).toBe(paid - Math.round((paid * kept) / 100))
    const nights = await bookedNightsOf(api, world.listings.recreational_vehicle)
    expect(nights.map((night) => night.booking)).not.toContain(booking.id)
  })
})
