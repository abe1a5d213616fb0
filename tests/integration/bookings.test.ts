import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookedNightsOf, bookingBody, createBookingWorld } from './support/bookings'
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

const request = (kind: Kind, token = world.traveller.access, extra: object = {}) =>
  api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token,
    body: bookingBody(world, kind, ...nextRange(), extra),
  })

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
        traveller: expect.objectContaining({ email: world.traveller.email }),
      },
      listing_summary: expect.objectContaining({ id: world.listings[kind], title: `Bookable ${kind}` }),
    })
    expect(booking.total_rent_price_in_cents).toBeGreaterThanOrEqual(30_000)
    const nights = (await bookedNightsOf(api, world.listings[kind])).filter((n) => n.booking === booking.id)
    expect(nights).toHaveLength(3)
  })

  it('an instant booking waits for its payment with a short deadline', async () => {
    const created = await request('recreational_vehicle', world.traveller.access, { is_instant: true })
    expect(created.status).toBe(201)
    expect(created.body.status).toBe('AWAITING_PAYMENT')
    const now = Math.floor(Date.now() / 1000)
    expect(created.body.payment_deadline_timestamp).toBeGreaterThan(now)
    expect(created.body.payment_deadline_timestamp).toBeLessThanOrEqual(now + 30 * 60 + 5)
  })

  it('refuses instant booking on a request-only listing, lessors, and taken nights', async () => {
    const notInstant = await request('campsite', world.traveller.access, { is_instant: true })
    expect(notInstant.status).toBe(400)
    expect(notInstant.body.error_key).toBe('instant_booking_not_allowed')
    const lessor = await request('recreational_vehicle', world.lessors.boat.access)
    expect(lessor.status).toBe(403)
    expect(lessor.body.error_key).toBe('only_traveler_can_make_booking')
    const [from, to] = nextRange()
    const body = bookingBody(world, 'boat', from, to)
    const first = await api.request('POST', '/reservation/boat/booking/travel/', {
      token: world.traveller.access,
      body,
    })
    expect(first.status).toBe(201)
    const second = await api.request('POST', '/reservation/boat/booking/travel/', {
      token: world.otherTraveller.access,
      body,
    })
    expect(second.status).toBe(400)
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
      token: world.traveller.access,
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
    const [from, to] = nextRange(2)
    const body = bookingBody(world, 'boat', from, to)
    const enquiry = await api.payload.create({
      collection: 'bookings',
      data: {
        listing: world.listings.boat,
        traveller: world.traveller.id,
        status: 'ENQUIRY',
        pickup_timestamp: body.pickup_timestamp,
        return_timestamp: body.return_timestamp,
        total_rent_price_in_cents: 20_000,
        currency: 'EUR',
      } as never,
      ...asSystem(),
    })
    const requested = await api.request('PATCH', `/reservation/boat/booking/travel/request/${enquiry.id}/`, {
      token: world.traveller.access,
    })
    expect(requested.status).toBe(200)
    expect(requested.body.status).toBe('PENDING')
    expect(requested.body.acception_deadline_timestamp).toEqual(expect.any(Number))
    const nights = (await bookedNightsOf(api, world.listings.boat)).filter((n) => n.booking === enquiry.id)
    expect(nights).toHaveLength(2)
  })

  it('lists filter by status and the Reserved / Trip completed views', async () => {
    const pending = await api.request('GET', '/reservation/campsite/booking/travel/?status=PENDING', {
      token: world.traveller.access,
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
})

describe('authorization matrix', () => {
  type Who = 'owningTraveller' | 'otherTraveller' | 'owningLessor' | 'otherLessor' | 'anonymous'
  const tokenOf = (who: Who, kind: Kind) =>
    ({
      owningTraveller: world.traveller.access,
      otherTraveller: world.otherTraveller.access,
      owningLessor: world.lessors[kind].access,
      otherLessor: world.otherLessors[kind].access,
      anonymous: undefined,
    })[who]

  // Expected status per caller: the party's own success, 404 for the other party of the same side,
  // 403 for the wrong side, 401 anonymous.
  const routes: { method: string; path: (id: string) => string; ok: Who; okStatus: number }[] = [
    { method: 'GET', path: (id) => `booking/travel/${id}/`, ok: 'owningTraveller', okStatus: 200 },
    { method: 'GET', path: (id) => `booking/lease/${id}/`, ok: 'owningLessor', okStatus: 200 },
    { method: 'PATCH', path: (id) => `booking/lease/reject/${id}/`, ok: 'owningLessor', okStatus: 200 },
    { method: 'PATCH', path: (id) => `booking/lease/accept/${id}/`, ok: 'owningLessor', okStatus: 200 },
    { method: 'PATCH', path: (id) => `booking/travel/revoke/${id}/`, ok: 'owningTraveller', okStatus: 200 },
  ]
  const expected = (who: Who, ok: Who, okStatus: number) => {
    if (who === ok) return okStatus
    if (who === 'anonymous') return 401
    const sameSide = who.endsWith('Traveller') === ok.endsWith('Traveller')
    return sameSide ? 404 : 403
  }

  it.each(kinds)('every booking route of %s answers each caller as the matrix says', async (kind) => {
    for (const route of routes) {
      for (const who of ['anonymous', 'otherTraveller', 'otherLessor', 'owningTraveller', 'owningLessor'] as Who[]) {
        if (who === route.ok) continue
        const booking = (await request(kind)).body
        const answer = await api.request(route.method, `/reservation/${kind}/${route.path(booking.id)}`, {
          token: tokenOf(who, kind),
        })
        expect(answer.status, `${who} ${route.method} ${route.path('{id}')}`).toBe(
          expected(who, route.ok, route.okStatus),
        )
        expect(answer.body).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
      }
      const booking = (await request(kind)).body
      const own = await api.request(route.method, `/reservation/${kind}/${route.path(booking.id)}`, {
        token: tokenOf(route.ok, kind),
      })
      expect(own.status, `${route.ok} ${route.method} ${route.path('{id}')}`).toBe(route.okStatus)
      expect(own.body.contact_info.traveller.email).toBe(world.traveller.email)
    }
  })

  it('lists answer only the right side', async () => {
    const kind: Kind = 'boat'
    for (const [who, path, status] of [
      ['anonymous', 'booking/travel/', 401],
      ['anonymous', 'booking/lease/', 401],
      ['owningLessor', 'booking/travel/', 403],
      ['owningTraveller', 'booking/lease/', 403],
      ['otherLessor', 'booking/lease/', 200],
    ] as [Who, string, number][]) {
      const answer = await api.request('GET', `/reservation/${kind}/${path}`, { token: tokenOf(who, kind) })
      expect(answer.status, `${who} ${path}`).toBe(status)
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
          token: index % 2 ? world.traveller.access : world.otherTraveller.access,
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
        token: world.traveller.access,
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
      token: world.traveller.access,
      body,
    })
    expect(retry.status).toBe(201)
  })
})

describe("the lessor's edit and remove, the traveller's cancellation", () => {
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
    const travellerStillSees = await api.request('GET', `/reservation/campsite/booking/travel/${pending.id}/`, {
      token: world.traveller.access,
    })
    expect(travellerStillSees.status).toBe(200)
  })

  it('the traveller cancels a confirmed booking; the refund follows the default tiers', async () => {
    const booking = (
      await request('recreational_vehicle', world.traveller.access, { is_instant: true, full_prepayment: true })
    ).body
    const paid = booking.total_rent_price_in_cents
    expect(booking.down_payment_in_cents).toBe(paid)
    const started = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/payment/', {
      token: world.traveller.access,
      body: { booking_request: booking.id },
    })
    const paymentId = String(started.body.redirect_url).split('/checkout/')[1]!.replace(/\/$/, '')
    const hook = (api.app.checkout as SandboxCheckout).webhookFor({
      id: `evt_${paymentId}`,
      type: 'succeeded',
      payment_id: paymentId,
      amount_in_cents: paid,
      transaction_id: 'x',
    })
    const delivered = await fetch(`${api.baseUrl}/payment/webhook/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
      body: hook.rawBody,
    })
    expect(delivered.status).toBe(200)
    const pending = (await request('recreational_vehicle')).body
    const refused = await api.request(
      'PATCH',
      `/reservation/recreational_vehicle/booking/travel/cancel/${pending.id}/`,
      {
        token: world.traveller.access,
      },
    )
    expect(refused.status).toBe(409)
    const cancelled = await api.request(
      'PATCH',
      `/reservation/recreational_vehicle/booking/travel/cancel/${booking.id}/`,
      { token: world.traveller.access },
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
