import { sweepRentalDigest } from '@driftway/api/rental/mail'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import {
  type BookingWorld,
  bookedNightsOf,
  createBookableListing,
  createBookingWorld,
  paySandbox,
} from './support/bookings'
import { noonIn } from './support/lessor'

/**
 * Rental requests and offers (booking §2/§3/§5/§6/§7, issue 15, decision 0067): the authorization
 * matrix of every rental call (anonymous, owner traveler, other traveler, RV lessor, campsite
 * lessor, staff), the matching rules (kind, area, dates with flexibility), the offer's price on the
 * booking, expiry after the pickup date, the offered nights booked only once, bad input 4xx and
 * the mails (offer to the traveler, the lessors' digest with a working unsubscribe link).
 */
let api: TestApi
let world: BookingWorld
let staffToken: string
/** An RV lessor whose only published van is in Hamburg (far from Munich). */
let farLessor: TestUser
let draftListing: string
let thirdTraveler: TestUser

const RV = 'recreational_vehicle'
const base = `/reservation/${RV}/rental`
const munich = { location: 'Munich, Germany', destination_latitude: 48.14, destination_longitude: 11.58 }

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
  farLessor = await createSignedInUser(api, { role: 2 })
  const far = await createBookableListing(api, RV, farLessor.id, 'Hamburg van')
  await api.payload.update({
    collection: 'listings',
    id: far,
    data: { city: 'Hamburg', latitude: 53.55, longitude: 9.99 },
    ...asSystem(),
  })
  draftListing = await createBookableListing(api, RV, world.lessors[RV].id, 'Draft van')
  await api.payload.update({ collection: 'listings', id: draftListing, data: { is_draft: true }, ...asSystem() })
  thirdTraveler = await createSignedInUser(api, { role: 1 })
  staffToken = (await createSignedInStaff(api.payload, { role: 'admin', email: 'admin-rental@example.com' })).token
})
afterAll(async () => {
  await api?.stop()
})

const requestBody = (from: number, to: number, extra: object = {}) => ({
  travellers_num: 2,
  ...munich,
  vehicle_types: ['Campervan'],
  pickup_timestamp: noonIn(from),
  return_timestamp: noonIn(to),
  flexibility: 0,
  ...extra,
})

async function postRequest(token: string, from: number, to: number, extra: object = {}) {
  const answer = await api.request('POST', `${base}/travel/`, { token, body: requestBody(from, to, extra) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: string; status: string }
}

const offerBody = (from: number, to: number, price = 8500, listing = world.listings[RV]) => ({
  listing,
  pickup_timestamp: noonIn(from),
  return_timestamp: noonIn(to),
  price_in_cents: price,
})

async function postOffer(requestId: string, from: number, to: number, price = 8500, token = world.lessors[RV].access) {
  const answer = await api.request('POST', `${base}/request/${requestId}/offer/`, {
    token,
    body: offerBody(from, to, price),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: string; total_price_in_cents: number; nights: number }
}

const board = async (token: string, kind = RV) =>
  (await api.request('GET', `/reservation/${kind}/rental/lease/`, { token })).body as {
    results: { id: string; listings: { id: string }[]; my_offers: { id: string }[] }[]
    digest_subscribed: boolean
  }

describe('authorization matrix', () => {
  type Who = 'anonymous' | 'staff' | 'owner' | 'otherTraveler' | 'rvLessor' | 'campsiteLessor'
  const tokenOf = (who: Who): { token?: string; headers?: Record<string, string> } => {
    if (who === 'staff') return { headers: { authorization: `JWT ${staffToken}` } }
    if (who === 'owner') return { token: world.traveler.access }
    if (who === 'otherTraveler') return { token: world.otherTraveler.access }
    if (who === 'rvLessor') return { token: world.lessors[RV].access }
    if (who === 'campsiteLessor') return { token: world.lessors.campsite.access }
    return {}
  }
  const send = (who: Who, method: string, path: string, body?: unknown) =>
    api.request(method, path, { ...tokenOf(who), body })
  const statuses = async (method: string, path: string, body: unknown, order: Who[]) => {
    const seen: Partial<Record<Who, number>> = {}
    for (const who of order) seen[who] = (await send(who, method, path, body)).status
    return seen
  }

  it('lets only travelers post and list requests, each seeing their own', async () => {
    const seen = await statuses('POST', `${base}/travel/`, requestBody(30, 33), [
      'anonymous',
      'staff',
      'rvLessor',
      'campsiteLessor',
      'owner',
    ])
    expect(seen).toEqual({ anonymous: 401, staff: 401, rvLessor: 403, campsiteLessor: 403, owner: 201 })
    const list = await statuses('GET', `${base}/travel/`, undefined, [
      'anonymous',
      'staff',
      'rvLessor',
      'campsiteLessor',
      'owner',
      'otherTraveler',
    ])
    expect(list).toEqual({
      anonymous: 401,
      staff: 401,
      rvLessor: 403,
      campsiteLessor: 403,
      owner: 200,
      otherTraveler: 200,
    })
    const mine = await send('owner', 'GET', `${base}/travel/`)
    expect(mine.body.results.length).toBeGreaterThan(0)
    const theirs = await send('otherTraveler', 'GET', `${base}/travel/`)
    expect(theirs.body.results).toEqual([])
    // Kind by kind: the owner's campervan request is not among their boat requests.
    const boats = await send('owner', 'GET', '/reservation/boat/rental/travel/')
    expect(boats.body.results).toEqual([])
  })

  it('keeps deleting a request to its owner', async () => {
    const created = await postRequest(world.traveler.access, 40, 42)
    const path = `${base}/travel/${created.id}/`
    const seen = await statuses('DELETE', path, undefined, [
      'anonymous',
      'staff',
      'rvLessor',
      'campsiteLessor',
      'otherTraveler',
    ])
    expect(seen).toEqual({ anonymous: 401, staff: 401, rvLessor: 403, campsiteLessor: 403, otherTraveler: 404 })
    expect((await send('owner', 'DELETE', `/reservation/boat/rental/travel/${created.id}/`)).status).toBe(404)
    expect((await send('owner', 'DELETE', path)).status).toBe(204)
    expect((await send('owner', 'DELETE', path)).status).toBe(404)
  })

  it('lets RV lessors (not campsite lessors or travelers) see the request and offer on it; offers go to their traveler', async () => {
    const created = await postRequest(world.traveler.access, 50, 53)
    const offerPath = `${base}/request/${created.id}/offer/`
    const make = await statuses('POST', offerPath, offerBody(50, 53), [
      'anonymous',
      'staff',
      'owner',
      'otherTraveler',
      'campsiteLessor',
      'rvLessor',
    ])
    expect(make).toEqual({
      anonymous: 401,
      staff: 401,
      owner: 403,
      otherTraveler: 403,
      campsiteLessor: 403,
      rvLessor: 201,
    })
    // Another RV lessor cannot offer a listing that is not theirs (404), nor their van 600 km away.
    const notTheirs = await api.request('POST', offerPath, {
      token: world.otherLessors[RV].access,
      body: offerBody(50, 53),
    })
    expect(notTheirs.status).toBe(404)
    const far = (
      await api.payload.find({
        collection: 'listings',
        where: { lessor: { equals: farLessor.id } },
        ...asSystem(),
      })
    ).docs[0]!
    const tooFar = await api.request('POST', offerPath, {
      token: farLessor.access,
      body: offerBody(50, 53, 8500, String(far.id)),
    })
    expect(tooFar.status).toBe(400)
    expect(tooFar.body.error_key).toBe('listing_too_far')

    const read = await statuses('GET', offerPath, undefined, [
      'anonymous',
      'staff',
      'otherTraveler',
      'campsiteLessor',
      'owner',
      'rvLessor',
    ])
    expect(read).toEqual({
      anonymous: 401,
      staff: 401,
      otherTraveler: 404,
      campsiteLessor: 404,
      owner: 200,
      rvLessor: 200,
    })
    expect((await send('owner', 'GET', offerPath)).body).toHaveLength(1)
    // Another RV lessor sees only their own offers on it (none).
    expect((await api.request('GET', offerPath, { token: world.otherLessors[RV].access })).body).toEqual([])

    const boardSeen = await statuses('GET', `${base}/lease/`, undefined, [
      'anonymous',
      'staff',
      'owner',
      'campsiteLessor',
      'rvLessor',
    ])
    expect(boardSeen).toEqual({ anonymous: 401, staff: 401, owner: 403, campsiteLessor: 403, rvLessor: 200 })
  })

  it('lets only the request’s traveler book its offer', async () => {
    const created = await postRequest(world.traveler.access, 60, 62)
    const offer = await postOffer(created.id, 60, 62)
    const path = `${base}/offer/${offer.id}/book/`
    const seen = await statuses('POST', path, {}, ['anonymous', 'staff', 'rvLessor', 'campsiteLessor', 'otherTraveler'])
    expect(seen).toEqual({ anonymous: 401, staff: 401, rvLessor: 403, campsiteLessor: 403, otherTraveler: 404 })
    expect((await send('owner', 'POST', `/reservation/boat/rental/offer/${offer.id}/book/`, {})).status).toBe(404)
    const booked = await send('owner', 'POST', path, {})
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  })
})

describe('matching', () => {
  it('shows a request to RV lessors with a free published van nearby, not to far lessors or other kinds', async () => {
    const created = await postRequest(thirdTraveler.access, 70, 73)
    const near = await board(world.lessors[RV].access)
    const entry = near.results.find((row) => row.id === created.id)
    expect(entry?.listings.map((listing) => listing.id)).toEqual([world.listings[RV]])
    // The draft van of the same lessor is never offered on the board.
    expect(entry?.listings.map((listing) => listing.id)).not.toContain(draftListing)
    expect((await board(farLessor.access)).results.find((row) => row.id === created.id)).toBeUndefined()
    expect(
      (await board(world.lessors.boat.access, 'boat')).results.find((row) => row.id === created.id),
    ).toBeUndefined()
    // The draft cannot be offered either.
    const draft = await api.request('POST', `${base}/request/${created.id}/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(70, 73, 8500, draftListing),
    })
    expect(draft.status).toBe(400)
    expect(draft.body.error_key).toBe('listing_not_offerable')
  })

  it('widens the dates by the flexibility days, and only within them', async () => {
    // The van is booked on days 80–83; a request for exactly those days fits only when it may move.
    const blocker = await api.request('POST', `/reservation/${RV}/booking/travel/`, {
      token: world.otherTraveler.access,
      body: {
        vehicle: world.listings[RV],
        pickup_timestamp: noonIn(80),
        return_timestamp: noonIn(83),
        adults_num: 1,
        traveller_phone: '+49 30 1',
      },
    })
    expect(blocker.status, JSON.stringify(blocker.body)).toBe(201)
    const rigid = await postRequest(thirdTraveler.access, 80, 83)
    const flexible = await postRequest(thirdTraveler.access, 80, 83, { flexibility: 3 })
    const rows = (await board(world.lessors[RV].access)).results
    expect(rows.find((row) => row.id === rigid.id)).toBeUndefined()
    const fit = rows.find((row) => row.id === flexible.id) as unknown as {
      listings: { free_pickup_timestamp: number; free_return_timestamp: number }[]
    }
    expect(fit.listings[0]).toMatchObject({ free_pickup_timestamp: expect.any(Number) })
    // Offer dates: within ±3 days of each date → ok; 4 days later → outside.
    const outside = await api.request('POST', `${base}/request/${flexible.id}/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(84, 87),
    })
    expect(outside.status).toBe(400)
    expect(outside.body.error_key).toBe('offer_dates_outside_request')
    // Booked nights cannot be offered (the booking engine's check).
    const taken = await api.request('POST', `${base}/request/${flexible.id}/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(81, 84),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error_key).toBe('dates_unavailable')
    const moved = await postOffer(flexible.id, 83, 86)
    expect(moved.nights).toBe(3)
    // One offer per listing and request.
    const again = await api.request('POST', `${base}/request/${flexible.id}/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(83, 86),
    })
    expect(again.status).toBe(409)
    expect(again.body.error_key).toBe('offer_exists')
  })
})

describe('booking an offer', () => {
  it("books at the offer's price straight to payment, and the payment confirms it at that price", async () => {
    const created = await postRequest(world.traveler.access, 100, 103)
    const offer = await postOffer(created.id, 100, 103, 7350)
    expect(offer.total_price_in_cents).toBe(3 * 7350)
    const booked = await api.request('POST', `${base}/offer/${offer.id}/book/`, { token: world.traveler.access })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    expect(booked.body).toMatchObject({
      status: 'AWAITING_PAYMENT',
      total_rent_price_in_cents: 22_050,
      down_payment_in_cents: 22_050,
      currency: 'EUR',
      payment_deadline_timestamp: expect.any(Number),
    })
    expect(await bookedNightsOf(api, world.listings[RV])).toEqual(
      expect.arrayContaining([expect.objectContaining({ booking: booked.body.id })]),
    )
    const list = await api.request('GET', `${base}/travel/`, { token: world.traveler.access })
    const row = list.body.results.find((item: { id: string }) => item.id === created.id)
    expect(row.status).toBe('CLOSED')
    expect(row.offers[0]).toMatchObject({ status: 'ACCEPTED', booking: booked.body.id })
    // A second "Book" of the same offer: 409, no second booking.
    const twice = await api.request('POST', `${base}/offer/${offer.id}/book/`, { token: world.traveler.access })
    expect(twice.status).toBe(409)
    expect(twice.body.error_key).toBe('offer_taken')

    await paySandbox(api, world.traveler.access, RV, booked.body)
    const paid = await api.request('GET', `/reservation/${RV}/booking/travel/${booked.body.id}/`, {
      token: world.traveler.access,
    })
    expect(paid.body).toMatchObject({ status: 'CONFIRMED', total_rent_price_in_cents: 22_050 })
  })

  it('lets the offered nights be booked only once, even by two travelers at the same moment', async () => {
    const first = await postRequest(world.traveler.access, 110, 112)
    const second = await postRequest(world.otherTraveler.access, 110, 112)
    const offerA = await postOffer(first.id, 110, 112)
    const offerB = await postOffer(second.id, 110, 112)
    const before = (await bookedNightsOf(api, world.listings[RV])).length
    const answers = await Promise.all([
      api.request('POST', `${base}/offer/${offerA.id}/book/`, { token: world.traveler.access }),
      api.request('POST', `${base}/offer/${offerB.id}/book/`, { token: world.otherTraveler.access }),
    ])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses[0]).toBe(201)
    expect(statuses[1]).toBeGreaterThanOrEqual(400)
    expect(statuses[1]).toBeLessThan(500)
    expect((await bookedNightsOf(api, world.listings[RV])).length).toBe(before + 2)
    const loser = answers.find((answer) => answer.status !== 201)!
    expect(['dates_unavailable']).toContain(loser.body.error_key)
  })

  it('refuses one offer booked twice at once: one booking', async () => {
    const created = await postRequest(world.traveler.access, 120, 122)
    const offer = await postOffer(created.id, 120, 122)
    const answers = await Promise.all([
      api.request('POST', `${base}/offer/${offer.id}/book/`, { token: world.traveler.access }),
      api.request('POST', `${base}/offer/${offer.id}/book/`, { token: world.traveler.access }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, expect.any(Number)])
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const { totalDocs } = await api.payload.count({
      collection: 'bookings',
      where: { and: [{ listing: { equals: world.listings[RV] } }, { pickup_timestamp: { equals: noonIn(120) } }] },
      ...asSystem(),
    })
    expect(totalDocs).toBe(1)
  })
})

describe('expiry', () => {
  it('expires a request after its pickup date: off the board, no offers, no booking', async () => {
    const created = await postRequest(world.traveler.access, 130, 133)
    const offer = await postOffer(created.id, 130, 133)
    // The pickup date passes (moved into the past directly: the API refuses past dates).
    await api.payload.update({
      collection: 'rental-requests',
      id: created.id,
      data: { pickup_timestamp: noonIn(-2), return_timestamp: noonIn(1) },
      ...asSystem(),
    })
    expect((await board(world.lessors[RV].access)).results.find((row) => row.id === created.id)).toBeUndefined()
    const list = await api.request('GET', `${base}/travel/`, { token: world.traveler.access })
    expect(list.body.results.find((row: { id: string }) => row.id === created.id).status).toBe('EXPIRED')
    const late = await api.request('POST', `${base}/request/${created.id}/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(1, 3),
    })
    expect(late.status).toBe(409)
    expect(late.body.error_key).toBe('rental_request_expired')
    const book = await api.request('POST', `${base}/offer/${offer.id}/book/`, { token: world.traveler.access })
    expect(book.status).toBe(409)
    expect(book.body.error_key).toBe('rental_request_expired')
  })
})

describe('bad input', () => {
  it.each([
    ['no travellers', { travellers_num: 0 }, 'validation_error'],
    ['negative flexibility', { flexibility: -1 }, 'validation_error'],
    ['too flexible', { flexibility: 99 }, 'validation_error'],
    ['no location', { location: ' ' }, 'validation_error'],
    ['latitude off the globe', { destination_latitude: 91 }, 'validation_error'],
    ['unknown vehicle type', { vehicle_types: ['Spaceship'] }, 'validation_error'],
    ['past pickup', { pickup_timestamp: noonIn(-3) }, 'past_pickup'],
    ['return before pickup', { return_timestamp: noonIn(5) }, 'invalid_range'],
    ['return on pickup day', { return_timestamp: noonIn(10) }, 'invalid_range'],
    ['unknown field', { price: 1 }, 'validation_error'],
    ['string dates', { pickup_timestamp: '2030-01-01' }, 'validation_error'],
  ])('refuses a request with %s (400 %s)', async (_name, change, key) => {
    const answer = await api.request('POST', `${base}/travel/`, {
      token: world.traveler.access,
      body: requestBody(10, 12, change),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error_key: key, error_msg: expect.any(String) })
  })

  it("refuses a request over 90 days or nights, in the kind's rental unit (too_long)", async () => {
    const tooLong = async (kind: string) => {
      const answer = await api.request('POST', `/reservation/${kind}/rental/travel/`, {
        token: world.traveler.access,
        body: requestBody(10, 101, { vehicle_types: [] }),
      })
      expect(answer.status, kind).toBe(400)
      return answer.body
    }
    expect(await tooLong(RV)).toMatchObject({
      error_key: 'too_long',
      error_msg: 'A rental request can cover at most 90 days.',
    })
    for (const kind of ['campsite', 'boat']) {
      expect(await tooLong(kind)).toMatchObject({
        error_key: 'too_long',
        error_msg: 'A rental request can cover at most 90 nights.',
      })
    }
  })

  it('refuses bad offers, unknown ids and kinds with 4xx', async () => {
    const created = await postRequest(world.traveler.access, 140, 142)
    const path = `${base}/request/${created.id}/offer/`
    const send = (body: unknown) => api.request('POST', path, { token: world.lessors[RV].access, body })
    expect((await send({ ...offerBody(140, 142), price_in_cents: 0 })).status).toBe(400)
    expect((await send({ ...offerBody(140, 142), price_in_cents: 12.5 })).status).toBe(400)
    expect((await send({ ...offerBody(142, 140) })).status).toBe(400)
    expect((await send({ ...offerBody(140, 142), listing: 'nope' })).status).toBe(404)
    expect((await send({})).status).toBe(400)
    const unknown = await api.request('POST', `${base}/request/nope/offer/`, {
      token: world.lessors[RV].access,
      body: offerBody(140, 142),
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error_key).toBe('rental_request_not_found')
    // The request is a campervan one: under the boat path it does not exist.
    const otherKind = await api.request('POST', `/reservation/boat/rental/request/${created.id}/offer/`, {
      token: world.lessors.boat.access,
      body: offerBody(140, 142, 8500, world.listings.boat),
    })
    expect(otherKind.status).toBe(404)
    expect(
      (await api.request('GET', '/reservation/bike/rental/travel/', { token: world.traveler.access })).status,
    ).toBe(400)
    expect((await api.request('POST', `${base}/offer/nope/book/`, { token: world.traveler.access })).status).toBe(404)
  })
})

describe('mail', () => {
  const outbox = async (to: string) =>
    (
      await api.payload.find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        sort: '-createdAt',
        ...asSystem(),
      })
    ).docs

  it('mails the traveler about a new offer, its price per day for a campervan and per night for a boat', async () => {
    const traveler = await createSignedInUser(api, { role: 1 })
    const created = await postRequest(traveler.access, 150, 152)
    await postOffer(created.id, 150, 152, 9900)
    await api.app.mailer.idle()
    const mails = await outbox(traveler.email)
    expect(mails.map((mail) => mail.template)).toContain('rentalOfferReceived')
    const mail = mails.find((item) => item.template === 'rentalOfferReceived')!
    expect(mail.text).toContain('€99')
    expect(mail.text).toContain('/rental/requests')
    // A campervan is rented by the day: its offer's price per night is worded per day (decision 0010).
    expect(mail.text).toContain('€99 per day')
    expect(mail.text).not.toContain('per night')

    const boatRequest = await api.request('POST', '/reservation/boat/rental/travel/', {
      token: traveler.access,
      body: requestBody(150, 152, { vehicle_types: ['Houseboat'] }),
    })
    expect(boatRequest.status, JSON.stringify(boatRequest.body)).toBe(201)
    const boatOffer = await api.request('POST', `/reservation/boat/rental/request/${boatRequest.body.id}/offer/`, {
      token: world.lessors.boat.access,
      body: offerBody(150, 152, 7700, world.listings.boat),
    })
    expect(boatOffer.status, JSON.stringify(boatOffer.body)).toBe(201)
    await api.app.mailer.idle()
    const boatMail = (await outbox(traveler.email)).find(
      (item) => item.template === 'rentalOfferReceived' && item.text?.includes('€77'),
    )!
    expect(boatMail.text).toContain('€77 per night')
    expect(boatMail.text).toContain('/rental/requests?kind=boat')
  })

  it('sends lessors one daily digest of new matching requests, with an unsubscribe link that works', async () => {
    await postRequest(thirdTraveler.access, 160, 163)
    const lessor = world.lessors[RV]
    await sweepRentalDigest(api.app)
    await api.app.mailer.idle()
    const digests = (await outbox(lessor.email)).filter((mail) => mail.template === 'rentalRequestsDigest')
    expect(digests).toHaveLength(1)
    expect(digests[0]!.text).toContain('Munich, Germany')
    // The far lessor has no listing near any request: no digest.
    expect((await outbox(farLessor.email)).filter((mail) => mail.template === 'rentalRequestsDigest')).toEqual([])
    // Once a day: a new request an hour later waits for tomorrow's digest.
    await postRequest(thirdTraveler.access, 165, 167)
    await sweepRentalDigest(api.app, Math.floor(Date.now() / 1000) + 3600)
    await api.app.mailer.idle()
    expect((await outbox(lessor.email)).filter((mail) => mail.template === 'rentalRequestsDigest')).toHaveLength(1)

    const link = /\/rental\/unsubscribe\/([^/\s]+)\/([^\s"<]+)/.exec(digests[0]!.text ?? '')!
    expect(link).not.toBeNull()
    const forged = await api.request('POST', '/rental/digest/unsubscribe/', {
      body: { uid: link[1], token: `${link[2]!.slice(0, -2)}xx` },
    })
    expect(forged.status).toBe(400)
    const done = await api.request('POST', '/rental/digest/unsubscribe/', { body: { uid: link[1], token: link[2] } })
    expect(done.status).toBe(200)
    expect((await board(lessor.access)).digest_subscribed).toBe(false)
    // Their last digest two days ago and a new request: nothing for the unsubscribed lessor.
    await api.payload.update({
      collection: 'users',
      id: lessor.id,
      data: { rental_digest_sent_ts: Math.floor(Date.now() / 1000) - 2 * 86_400 },
      ...asSystem(),
    })
    await postRequest(thirdTraveler.access, 168, 170)
    await sweepRentalDigest(api.app)
    await api.app.mailer.idle()
    expect((await outbox(lessor.email)).filter((mail) => mail.template === 'rentalRequestsDigest')).toHaveLength(1)
    // The board's switch turns it back on.
    const on = await api.request('PATCH', `${base}/lease/digest/`, { token: lessor.access, body: { subscribed: true } })
    expect(on.status).toBe(200)
    expect((await board(lessor.access)).digest_subscribed).toBe(true)
  })
})
