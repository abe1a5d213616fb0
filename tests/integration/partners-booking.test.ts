import './support/scratch-media'
import { setTimeout as sleep } from 'node:timers/promises'
import { readPartnerSettings } from '@driftway/api/partners/config'
import { queuePartnerImport } from '@driftway/api/partners/plugin'
import type { PartnerSagaLog } from '@driftway/api/partners/saga-log'
import { reconcilePartnerBookings } from '@driftway/api/partners/saga-reconcile'
import { type PartnerSimulator, startPartnerSimulator } from '@driftway/api/partners/simulator/server'
import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem, PARTNER_IMPORT_TASK } from '@driftway/collections'
import type { Booking, Listing } from '@driftway/collections/payload-types'
import type { PartnerSlug } from '@driftway/domain/partners'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { bookedNightsOf } from './support/bookings'
import { noonIn } from './support/lessor'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * Booking across two systems (issue 21, decision 0093): the partner validate/book routes against
 * the partner simulator over real HTTP, and the saga — our booking (no nights in our ledger: the
 * partner's stock is the ledger), payment,
 * book at the partner with our booking id as idempotency key, Confirmed — with the simulator's
 * faults: sold out or price changed between validate and book, 5xx, timeout, lost answer.
 */
let api: TestApi
let simulator: PartnerSimulator
let mail: MailCatcher
let traveler: TestUser
let lessor: TestUser
const listings = {} as Record<PartnerSlug, Listing[]>
let day = 30

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${simulator.url}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBeLessThan(300)
  return response.json()
}
const faults = (partner: PartnerSlug, value: Record<string, unknown>) => control('PUT', `faults/${partner}`, value)
const partnerBookings = async (partner: PartnerSlug) =>
  ((await control('GET', `bookings/${partner}`)) as { bookings: { idempotency_key: string; reference: string }[] })
    .bookings

async function importFleet(partner: PartnerSlug) {
  await queuePartnerImport(api.app, partner)
  await api.payload.jobs.run({ where: { taskSlug: { equals: PARTNER_IMPORT_TASK } } })
  const { docs } = await api.payload.find({
    collection: 'listings',
    where: { partner: { equals: partner } },
    sort: 'title',
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  expect(docs.length).toBeGreaterThan(0)
  listings[partner] = docs
}

const stored = async (id: string) =>
  (await api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })) as Booking

/** A fresh range of `nights` nights (each test its own, so nothing collides in our ledger). */
function range(nights = 3) {
  const from = day
  day += nights + 1
  return { pickup_timestamp: noonIn(from), return_timestamp: noonIn(from + nights) }
}

const vehicle = (partner: PartnerSlug, n = 1) => String(listings[partner][n]!.id)

/** Validates then books `partner`'s listing as the traveler; returns the validate answer and the booking. */
async function validateAndBook(partner: 'thl' | 'neorent', extra: Record<string, unknown> = {}) {
  const body = { vehicle: vehicle(partner), ...range(), adults_num: 2, children_num: 0, ...extra }
  const validated = await api.request('POST', `/reservation/recreational_vehicle/booking/travel/validate/${partner}/`, {
    token: traveler.access,
    body,
  })
  expect(validated.status, JSON.stringify(validated.body)).toBe(200)
  const booked = await api.request('POST', `/reservation/recreational_vehicle/booking/travel/${partner}/`, {
    token: traveler.access,
    body: {
      ...body,
      traveller_phone: '+49 30 123456',
      available_vehicle_id: validated.body.available_vehicle_id,
      expected_total_in_cents: validated.body.total_rent_price_in_cents,
    },
  })
  expect(booked.status, JSON.stringify(booked.body)).toBe(201)
  return {
    validated: validated.body,
    booking: booked.body as { id: string; reference: string; total_rent_price_in_cents: number },
  }
}

/** The saga's book call for `booking` sent to THL again, as a call still under way would arrive. */
async function repeatBookCall(booking: { id: string; total_rent_price_in_cents: number }) {
  const saga = (await stored(booking.id)).partner_saga as PartnerSagaLog
  return api.app.partners.book('thl', {
    ...saga.request,
    booking_id: booking.id,
    available_vehicle_id: saga.available_vehicle_id,
    expected_total_in_cents: booking.total_rent_price_in_cents,
    traveler: saga.traveler,
  })
}

/** Pays the booking through the sandbox's signed webhook, then waits for the partner step it starts. */
async function pay(booking: { id: string; total_rent_price_in_cents: number }, kind = 'recreational_vehicle') {
  const started = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
    token: traveler.access,
    body: { booking_request: booking.id },
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return payAt(String(started.body.redirect_url), booking.total_rent_price_in_cents)
}

async function payAt(redirectUrl: string, amount: number) {
  const paymentId = redirectUrl.split('/checkout/')[1]!.replace(/\/$/, '')
  const hook = (api.app.checkout as SandboxCheckout).webhookFor({
    id: `evt_${paymentId}`,
    type: 'succeeded',
    payment_id: paymentId,
    amount_in_cents: amount,
    transaction_id: 'x',
  })
  const deliver = () =>
    fetch(`${api.baseUrl}/payment/webhook/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
      body: hook.rawBody,
    }).then((r) => r.json())
  expect(await deliver()).toEqual({ received: true, applied: true })
  await api.app.partnerBookings.idle()
  return deliver
}

async function refundsOf(id: string) {
  const { docs } = await api.payload.find({
    collection: 'transactions',
    where: { and: [{ booking: { equals: id } }, { kind: { equals: 'refund' } }] },
    depth: 0,
    ...asSystem(),
  })
  return docs
}

/** The traveler's cancellation mail about the booking with this booking number. */
const cancelledMail = (reference: string) =>
  mail.waitFor(
    (m) => m.to.includes(traveler.email.toLowerCase()) && /cancelled/i.test(m.subject) && m.text.includes(reference),
    10_000,
  )

beforeAll(async () => {
  mail = await startMailCatcher()
  simulator = await startPartnerSimulator()
  api = await startTestApi({
    env: {
      smtpUrl: mail.url,
      siteUrl: 'http://site.test',
      partners: readPartnerSettings({
        PARTNER_SIMULATOR_URL: simulator.url,
        PARTNER_TIMEOUT_MS: '1500',
        // One attempt: each fault below reaches the saga as it is (the client's retries are tested in partners-adapters).
        PARTNER_ATTEMPTS: '1',
        PARTNER_RETRY_DELAY_MS: '10',
        PARTNER_BREAKER_FAILURES: '100',
        PARTNER_QUOTE_CACHE_SECONDS: '2',
        PARTNER_IMPORT_INTERVAL_MS: '0',
        PARTNER_RECONCILE_INTERVAL_MS: '0',
      }),
    },
  })
  traveler = await createSignedInUser(api, { role: 1, profile: { phone: '+49 30 123456' } })
  lessor = await createSignedInUser(api, { role: 2 })
  for (const partner of ['thl', 'neorent', 'indie', 'vanever', 'campnerd', 'five-anker'] as const)
    await importFleet(partner)
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await simulator?.close()
  await mail?.stop()
})

describe('partner validate', () => {
  it('answers the partner offer with available_vehicle_id and price details; its extras and insurance are readable', async () => {
    const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/thl/', {
      token: traveler.access,
      body: {
        vehicle: vehicle('thl'),
        ...range(4),
        adults_num: 2,
        booked_extra_amenities: [{ id: 'BIKE', quantity: 1 }],
        insurance: 'STANDARD',
      },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const body = answer.body
    expect(body).toMatchObject({ error: false, error_msg: null, partner: 'thl', currency: expect.any(String) })
    expect(body.available_vehicle_id).toEqual(expect.any(String))
    expect(body.total_rent_price_in_cents).toBe(body.rent_price_in_cents + body.options_price_in_cents)
    expect(body.options_price_in_cents).toBeGreaterThan(0)
    expect(body.display_details['Trip Nights']).toBe(4)
    expect(body.display_details['Extra Amenities']).toEqual([
      expect.objectContaining({ name: 'Bike rack', quantity: 1 }),
    ])
    expect(body.display_details['Insurance Fee']).toBeGreaterThan(0)

    const id = encodeURIComponent(body.available_vehicle_id)
    const thl = await api.request('GET', `/reservation/recreational_vehicle/thl/extras/?available_vehicle_id=${id}`)
    expect(thl.status).toBe(200)
    expect(thl.body.extras.find((e: { code: string }) => e.code === 'CHAIRS')).toMatchObject({
      isSelectable: 'No',
      unit: 'RENTAL',
      nettAmt: expect.any(Number),
    })
    expect(thl.body.insurance.map((i: { code: string }) => i.code)).toContain('PREMIUM')
    const extras = await api.request('GET', `/reservation/recreational_vehicle/extras/?available_vehicle_id=${id}`)
    expect(extras.body).toMatchObject({
      partner: 'thl',
      extras: expect.arrayContaining([expect.objectContaining({ code: 'BIKE' })]),
    })
    const insurance = await api.request(
      'GET',
      `/reservation/recreational_vehicle/insurance/?available_vehicle_id=${id}`,
    )
    expect(insurance.body.insurance_plans.length).toBe(3)
    const unknown = await api.request('GET', '/reservation/recreational_vehicle/extras/?available_vehicle_id=nope')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error_key).toBe('partner_offer_not_found')
  })

  it("takes Indie's wizard form and Vanever's package as the spec's payloads", async () => {
    const indie = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/indie/', {
      token: traveler.access,
      body: {
        vehicle: vehicle('indie'),
        ...range(3),
        adults_num: 2,
        is_indie_camper: true,
        identifier: listings.indie[1]!.identifier,
        checkin_time: { time: '09:00', price: 2500, price_local: 2500 },
        checkout_time: '12:00',
        insurance: { identifier: 'STANDARD', name: 'Standard' },
        distance_package: 'KM250',
        booked_extra_amenities: [{ identifier: 'BIKE', name: 'Bike rack', price: 800, currency: 'EUR', quantity: 1 }],
      },
    })
    expect(indie.status, JSON.stringify(indie.body)).toBe(200)
    const lines = indie.body.display_details
    expect(lines['Insurance Fee']).toBeGreaterThan(0)
    expect(lines['Distance Package Fee']).toBeGreaterThan(0)
    expect(lines['Extra Amenities']).toEqual([expect.objectContaining({ name: 'Bike rack', quantity: 1 })])
    expect(indie.body.time_slots.pickup.map((slot: { label: string }) => slot.label)).toEqual(
      expect.arrayContaining(['early_pickup', 'included', 'out_of_hours']),
    )
    // The 09:00 pick-up is an early one: its fee is among the options.
    const parts =
      lines['Insurance Fee'] +
      lines['Distance Package Fee'] +
      lines['Extra Amenities'][0].total_charge_in_cents +
      indie.body.time_slots.pickup.find((slot: { value: string }) => slot.value === '09:00').price_in_cents
    expect(indie.body.options_price_in_cents).toBe(parts)

    const bare = { vehicle: vehicle('vanever'), ...range(2), adults_num: 2 }
    const vanever = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/vanever/', {
      token: traveler.access,
      body: bare,
    })
    expect(vanever.status).toBe(200)
    expect(vanever.body.packages).toHaveLength(3)
    const smart = vanever.body.packages.find((p: { id: string }) => p.id === 'PKG-SMART')
    const withPackage = await api.request(
      'POST',
      '/reservation/recreational_vehicle/booking/travel/validate/vanever/',
      {
        token: traveler.access,
        body: { ...bare, insurance: 'PKG-SMART', pickup_time: '10:00', return_time: '10:00' },
      },
    )
    expect(withPackage.status).toBe(200)
    expect(withPackage.body.total_rent_price_in_cents).toBe(
      vanever.body.total_rent_price_in_cents + smart.price_in_cents,
    )
  })

  it('caches the same question briefly: one partner call for two validations', async () => {
    const body = { vehicle: vehicle('neorent'), ...range(), adults_num: 2 }
    const before = ((await control('GET', 'calls/neorent')) as { calls: number }).calls
    for (let i = 0; i < 2; i++) {
      const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/neorent/', {
        token: traveler.access,
        body,
      })
      expect(answer.status).toBe(200)
    }
    expect(((await control('GET', 'calls/neorent')) as { calls: number }).calls).toBe(before + 1)
  })

  it('answers VAL001 when the partner has no unit for the range', async () => {
    const unit = listings.neorent[2]!.neorent_uid!
    await control('PATCH', 'fleet/neorent', { update: [{ id: unit, stock: 0 }] })
    try {
      const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/neorent/', {
        token: traveler.access,
        body: { vehicle: vehicle('neorent', 2), ...range(), adults_num: 1 },
      })
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ error_key: 'VAL001', error: true, error_msg: expect.any(String) })
    } finally {
      await control('PATCH', 'fleet/neorent', { update: [{ id: unit, stock: 2 }] })
    }
  })

  it('refuses more travelers than seats with the seat count, before asking the partner', async () => {
    const before = ((await control('GET', 'calls/thl')) as { calls: number }).calls
    const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/thl/', {
      token: traveler.access,
      body: { vehicle: vehicle('thl'), ...range(), adults_num: 3, children_num: 3 },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error_key: 'seat_limit_exceeded', seats: listings.thl[1]!.seats_num })
    expect(answer.body.error_msg).toContain(String(listings.thl[1]!.seats_num))
    expect(((await control('GET', 'calls/thl')) as { calls: number }).calls).toBe(before)
  })

  it('answers 503 partner_unavailable, not a hang, when the partner does not answer', async () => {
    await faults('neorent', { hang: true })
    try {
      const started = Date.now()
      const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/neorent/', {
        token: traveler.access,
        body: { vehicle: vehicle('neorent'), ...range(), adults_num: 1 },
      })
      expect(answer.status).toBe(503)
      expect(answer.body.error_key).toBe('partner_unavailable')
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await faults('neorent', { hang: false })
    }
  })

  it("refuses another partner's listing, and the generic booking route for a partner's", async () => {
    const answer = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/neorent/', {
      token: traveler.access,
      body: { vehicle: vehicle('thl'), ...range(), adults_num: 1 },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error_key).toBe('not_a_partner_listing')
    // Nor can the generic booking route book a partner's listing (it would never reach the partner).
    const generic = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/', {
      token: traveler.access,
      body: { vehicle: vehicle('thl'), ...range(), adults_num: 1, is_instant: true },
    })
    expect(generic.status).toBe(400)
    expect(generic.body.error_key).toBe('partner_listing_route')
    expect(generic.body.book_route).toBe('/reservation/recreational_vehicle/booking/travel/thl/')
  })

  it("the generic validate route does not price a partner's listing with our rates: it names the partner's route", async () => {
    const body = { ...range(2), adults_num: 2, children_num: 0 }
    // Public like the generic route (no token); the same answer for every kind of partner listing.
    for (const [kind, field, id, route] of [
      [
        'recreational_vehicle',
        'vehicle',
        vehicle('thl'),
        '/reservation/recreational_vehicle/booking/travel/validate/thl/',
      ],
      [
        'campsite',
        'campsite_id',
        String(listings.campnerd[1]!.id),
        '/reservation/campsite/booking/travel/campnerd/validate/',
      ],
      ['boat', 'boat_id', String(listings['five-anker'][1]!.id), '/reservation/boat/booking/five-anker/validate/'],
    ] as const) {
      const answer = await api.request('POST', `/reservation/${kind}/booking/travel/validate/`, {
        body: { [field]: id, ...body },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body).toMatchObject({ error_key: 'partner_listing_route', validate_route: route })
      expect(answer.body.total_rent_price_in_cents).toBeUndefined()
      // The route it names answers the partner's price for the same range.
      const partnerAnswer = await api.request('POST', answer.body.validate_route, {
        token: traveler.access,
        body: { [field]: id, ...body },
      })
      expect(partnerAnswer.status, JSON.stringify(partnerAnswer.body)).toBe(200)
      expect(partnerAnswer.body.total_rent_price_in_cents).toBeGreaterThan(0)
    }
  })

  it('takes travelers only (routes.tsv "traveler")', async () => {
    const path = '/reservation/recreational_vehicle/booking/travel/validate/thl/'
    const body = { vehicle: vehicle('thl'), ...range(), adults_num: 1 }
    expect((await api.request('POST', path, { body })).status).toBe(401)
    const asLessor = await api.request('POST', path, { token: lessor.access, body })
    expect(asLessor.status).toBe(403)
    expect(asLessor.body.error_key).toBe('only_traveler_can_make_booking')
    const book = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/thl/', {
      token: lessor.access,
      body,
    })
    expect(book.status).toBe(403)
  })
})

describe('partner booking saga', () => {
  it('validate → our booking → payment → book at the partner → Confirmed, once, whatever is retried', async () => {
    const { booking } = await validateAndBook('thl')
    expect(booking).toMatchObject({
      status: 'AWAITING_PAYMENT',
      full_prepayment: true,
      paid_in_cents: 0,
      partner: 'thl',
      partner_step: 'awaiting_payment',
      partner_reference: null,
    })
    const created = await stored(booking.id)
    expect(created.partner_step).toBe('awaiting_payment')
    // The partner's stock decides, not one row per night of ours (the partner has several such vans).
    expect((await bookedNightsOf(api, vehicle('thl'))).filter((n) => n.booking === booking.id)).toHaveLength(0)
    // Nobody asked the partner to book before the money is in.
    expect((await partnerBookings('thl')).filter((b) => b.idempotency_key === booking.id)).toHaveLength(0)

    const deliverAgain = await pay(booking)
    const confirmed = await stored(booking.id)
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      partner: 'thl',
      partner_step: 'partner_confirmed',
      paid_in_cents: booking.total_rent_price_in_cents,
      refunded_in_cents: 0,
    })
    const steps = (confirmed.partner_saga as { steps: { step: string }[] }).steps.map((s) => s.step)
    expect(steps).toEqual(['validated', 'awaiting_payment', 'paid', 'partner_requested', 'partner_confirmed'])
    const atPartner = (await partnerBookings('thl')).filter((b) => b.idempotency_key === booking.id)
    expect(atPartner).toHaveLength(1)
    expect(confirmed.partner_reference).toBe(atPartner[0]!.reference)
    await mail.waitFor((m) => m.to.includes(traveler.email.toLowerCase()) && m.text.includes(booking.reference), 10_000)

    // Retries: the same webhook again, the book step again, the reconciliation, the adapter's book call itself.
    expect(await deliverAgain()).toEqual({ received: true, applied: false })
    expect(await api.app.partnerBookings.bookAtPartner(booking.id)).toBe('skipped')
    expect(await reconcilePartnerBookings(api.app, { staleSeconds: 0 })).toMatchObject({ confirmed: 0, refunded: 0 })
    const again = await repeatBookCall(booking)
    expect(again.reference).toBe(confirmed.partner_reference)
    expect((await partnerBookings('thl')).filter((b) => b.idempotency_key === booking.id)).toHaveLength(1)
    expect((await stored(booking.id)).status).toBe('CONFIRMED')
  })

  it('refuses the booking when the price changed between validate and book; nobody is charged', async () => {
    const body = { vehicle: vehicle('neorent'), ...range(), adults_num: 2 }
    const validated = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/validate/neorent/', {
      token: traveler.access,
      body,
    })
    await faults('neorent', { price_change_cents: 2_500 })
    try {
      const booked = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/neorent/', {
        token: traveler.access,
        body: { ...body, expected_total_in_cents: validated.body.total_rent_price_in_cents },
      })
      expect(booked.status).toBe(409)
      expect(booked.body).toMatchObject({
        error_key: 'partner_price_changed',
        total_rent_price_in_cents: validated.body.total_rent_price_in_cents + 2_500,
      })
      const { totalDocs } = await api.payload.count({
        collection: 'bookings',
        where: { listing: { equals: body.vehicle } },
        ...asSystem(),
      })
      expect(totalDocs).toBe(0)
    } finally {
      await faults('neorent', { price_change_cents: 0 })
    }
  })

  it('sold out at the partner after the payment → cancelled, refunded in full, traveler mailed', async () => {
    const { booking } = await validateAndBook('thl')
    await faults('thl', { sold_out_on_book: true })
    await pay(booking)
    const after = await stored(booking.id)
    expect(after).toMatchObject({
      status: 'RENTING_CANCELLED',
      partner_step: 'refunded',
      refunded_in_cents: booking.total_rent_price_in_cents,
    })
    const refunds = await refundsOf(booking.id)
    expect(refunds.map((r) => r.amount_in_cents)).toEqual([booking.total_rent_price_in_cents])
    expect(refunds[0]!.status).toBe('succeeded')
    expect((await bookedNightsOf(api, vehicle('thl'))).filter((n) => n.booking === booking.id)).toHaveLength(0)
    expect((await partnerBookings('thl')).filter((b) => b.idempotency_key === booking.id)).toHaveLength(0)
    await cancelledMail(booking.reference)
  })

  it('price changed at the partner after the payment → refunded', async () => {
    const { booking } = await validateAndBook('neorent')
    await faults('neorent', { price_change_cents: 100 })
    try {
      await pay(booking)
    } finally {
      await faults('neorent', { price_change_cents: 0 })
    }
    const after = await stored(booking.id)
    expect(after).toMatchObject({ status: 'RENTING_CANCELLED', refunded_in_cents: booking.total_rent_price_in_cents })
    expect(JSON.stringify(after.partner_saga)).toContain('price')
  })

  it('partner 5xx after the payment → its record read: none → refunded and mailed', async () => {
    const { booking } = await validateAndBook('neorent')
    await faults('neorent', { fail_next: 1 })
    await pay(booking)
    const after = await stored(booking.id)
    expect(after).toMatchObject({ status: 'RENTING_CANCELLED', refunded_in_cents: booking.total_rent_price_in_cents })
    const steps = (after.partner_saga as { steps: { step: string }[] }).steps.map((s) => s.step)
    expect(steps).toEqual(expect.arrayContaining(['partner_unknown', 'partner_refused', 'refunded']))
    await cancelledMail(booking.reference)

    // A book call still under way at the partner books after all, after our refund: the
    // reconciliation finds it within the hour and cancels it there.
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 0 })
    const saga = after.partner_saga as PartnerSagaLog
    await api.app.partners.book('neorent', {
      ...saga.request,
      booking_id: booking.id,
      available_vehicle_id: saga.available_vehicle_id,
      expected_total_in_cents: booking.total_rent_price_in_cents,
      traveler: saga.traveler,
    })
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 1 })
    expect(await stored(booking.id)).toMatchObject({
      status: 'RENTING_CANCELLED',
      partner_step: 'partner_cancelled',
      refunded_in_cents: booking.total_rent_price_in_cents,
    })
    const atPartner = (
      (await control('GET', 'bookings/neorent')) as { bookings: { idempotency_key: string; status: string }[] }
    ).bookings.filter((b) => b.idempotency_key === booking.id)
    expect(atPartner.map((b) => b.status)).toEqual(['cancelled'])
  })

  it('partner timeout after the payment → held as unknown (money kept, never expired) until the reconciliation reads the partner: refunded', async () => {
    const { booking } = await validateAndBook('thl')
    await faults('thl', { hang: true })
    try {
      await pay(booking)
      const waiting = await stored(booking.id)
      expect(waiting).toMatchObject({
        status: 'PROCESSING_PAYMENT',
        partner_step: 'partner_unknown',
        refunded_in_cents: 0,
      })
      expect(waiting.payment_deadline_timestamp ?? null).toBeNull()
      // The partner still does not answer: the job leaves it for its next run.
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ unknown: 1, refunded: 0, confirmed: 0 })
    } finally {
      await faults('thl', { hang: false })
    }
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ refunded: 1 })
    expect(await stored(booking.id)).toMatchObject({
      status: 'RENTING_CANCELLED',
      refunded_in_cents: booking.total_rent_price_in_cents,
    })
    await cancelledMail(booking.reference)
  })

  it('a partner that stays down past PARTNER_UNKNOWN_GIVE_UP_SECONDS → refunded, cancelled, mailed; its late confirmation cancelled at the partner', async () => {
    const settings = api.app.ctx.env.partners
    const giveUpSeconds = settings.unknownGiveUpSeconds
    const { booking } = await validateAndBook('thl')
    await faults('thl', { hang: true })
    try {
      await pay(booking)
      expect(await stored(booking.id)).toMatchObject({ status: 'PROCESSING_PAYMENT', partner_step: 'partner_unknown' })
      // Within the window the job waits for the partner, money kept.
      settings.unknownGiveUpSeconds = 600
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ unknown: 1, given_up: 0 })
      expect(await stored(booking.id)).toMatchObject({ status: 'PROCESSING_PAYMENT', refunded_in_cents: 0 })
      // Past it (the payment was more than a second ago): given up although the partner still does not answer.
      settings.unknownGiveUpSeconds = 1
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ given_up: 1, confirmed: 0 })
      const after = await stored(booking.id)
      expect(after).toMatchObject({
        status: 'RENTING_CANCELLED',
        refunded_in_cents: booking.total_rent_price_in_cents,
        // The partner may hold it (a lost answer): to be cancelled there once it answers.
        partner_step: 'partner_cancel_pending',
      })
      const steps = (after.partner_saga as PartnerSagaLog).steps
      expect(steps.find((s) => s.step === 'partner_refused')?.detail).toMatch(/no answer from the partner within 1 s/)
      expect((await refundsOf(booking.id)).map((r) => r.amount_in_cents)).toEqual([booking.total_rent_price_in_cents])
      expect((await bookedNightsOf(api, vehicle('thl'))).filter((n) => n.booking === booking.id)).toHaveLength(0)
      await cancelledMail(booking.reference)
      // Still down: the cancellation at the partner waits for the next run; nothing is refunded twice.
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ unknown: 1, cancelled: 0, given_up: 0 })
    } finally {
      settings.unknownGiveUpSeconds = giveUpSeconds
      await faults('thl', { hang: false })
    }
    // The partner comes back having booked it after all (the book call it received while we waited).
    await repeatBookCall(booking)
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 1 })
    expect(await stored(booking.id)).toMatchObject({
      status: 'RENTING_CANCELLED',
      partner_step: 'partner_cancelled',
      refunded_in_cents: booking.total_rent_price_in_cents,
    })
    expect((await refundsOf(booking.id)).length).toBe(1)
    const atPartner = (
      (await control('GET', 'bookings/thl')) as { bookings: { idempotency_key: string; status: string }[] }
    ).bookings.filter((b) => b.idempotency_key === booking.id)
    expect(atPartner.map((b) => b.status)).toEqual(['cancelled'])
  })

  it('given up with nothing at the partner to cancel; the book call that lands there later is cancelled', async () => {
    const settings = api.app.ctx.env.partners
    const giveUpSeconds = settings.unknownGiveUpSeconds
    const { booking } = await validateAndBook('thl')
    await faults('thl', { hang: true })
    try {
      await pay(booking)
      await sleep(1_100)
      settings.unknownGiveUpSeconds = 1
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ given_up: 1 })
    } finally {
      settings.unknownGiveUpSeconds = giveUpSeconds
      await faults('thl', { hang: false })
    }
    // The partner answers again, with no booking of ours: nothing to cancel there.
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 1 })
    expect(await stored(booking.id)).toMatchObject({ status: 'RENTING_CANCELLED', partner_step: 'partner_cancelled' })
    expect((await partnerBookings('thl')).filter((b) => b.idempotency_key === booking.id)).toHaveLength(0)
    // Then the book call that was under way reaches the partner after all.
    await repeatBookCall(booking)
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 1 })
    const atPartner = (
      (await control('GET', 'bookings/thl')) as { bookings: { idempotency_key: string; status: string }[] }
    ).bookings.filter((b) => b.idempotency_key === booking.id)
    expect(atPartner.map((b) => b.status)).toEqual(['cancelled'])
    expect(await stored(booking.id)).toMatchObject({
      status: 'RENTING_CANCELLED',
      partner_step: 'partner_cancelled',
      refunded_in_cents: booking.total_rent_price_in_cents,
    })
    expect((await refundsOf(booking.id)).length).toBe(1)
    // Cancelled there now: the next runs read it once more and leave it.
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 0 })
  })

  it("sells as many of a partner's identical units as the partner holds, then VAL001", async () => {
    const listing = listings.neorent[0]!
    await control('PATCH', 'fleet/neorent', { update: [{ id: listing.neorent_uid, stock: 2 }] })
    const dates = range(2)
    const book = async () => {
      const body = { vehicle: String(listing.id), ...dates, adults_num: 1, children_num: 0 }
      const validated = await api.request(
        'POST',
        '/reservation/recreational_vehicle/booking/travel/validate/neorent/',
        {
          token: traveler.access,
          body,
        },
      )
      if (validated.status !== 200) return validated
      return api.request('POST', '/reservation/recreational_vehicle/booking/travel/neorent/', {
        token: traveler.access,
        body: {
          ...body,
          traveller_phone: '+49 30 123456',
          available_vehicle_id: validated.body.available_vehicle_id,
          expected_total_in_cents: validated.body.total_rent_price_in_cents,
        },
      })
    }
    for (let n = 0; n < 2; n++) {
      const booked = await book()
      expect(booked.status, JSON.stringify(booked.body)).toBe(201)
      await pay(booked.body)
      expect((await stored(booked.body.id)).status).toBe('CONFIRMED')
    }
    const third = await book()
    expect(third.status).toBe(409)
    expect(third.body.error_key).toBe('VAL001')
  })

  it('lost answer → the partner record is read and the booking confirmed, booked once', async () => {
    const { booking } = await validateAndBook('neorent')
    await faults('neorent', { lose_next_book: 1 })
    await pay(booking)
    const after = await stored(booking.id)
    expect(after).toMatchObject({ status: 'CONFIRMED', partner_step: 'partner_confirmed', refunded_in_cents: 0 })
    const steps = (after.partner_saga as { steps: { step: string }[] }).steps.map((s) => s.step)
    expect(steps).toContain('partner_unknown')
    expect((await partnerBookings('neorent')).filter((b) => b.idempotency_key === booking.id)).toHaveLength(1)
  })

  it('the reconciliation books a paid booking a stopped process never sent, and confirms it', async () => {
    const { booking } = await validateAndBook('thl')
    // As if the process stopped right after recording the payment: paid, no book call sent.
    await api.payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { status: 'PROCESSING_PAYMENT', partner_step: 'paid', paid_in_cents: booking.total_rent_price_in_cents },
      depth: 0,
      ...asSystem(),
    })
    // Not stale yet: an in-flight step of another process is left alone.
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ confirmed: 0 })
    expect(await reconcilePartnerBookings(api.app, { staleSeconds: -60 })).toMatchObject({ confirmed: 1 })
    expect(await stored(booking.id)).toMatchObject({ status: 'CONFIRMED', partner_step: 'partner_confirmed' })
  })

  it('a confirmed booking cancelled with us is cancelled at the partner (retried by the reconciliation while it is down)', async () => {
    const partnerStatus = async (id: string) =>
      (await control('GET', 'bookings/neorent')).bookings.find(
        (b: { idempotency_key: string }) => b.idempotency_key === id,
      )?.status
    const cancel = async (id: string) => {
      const answer = await api.request('PATCH', `/reservation/recreational_vehicle/booking/travel/cancel/${id}/`, {
        token: traveler.access,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      await api.app.partnerBookings.idle()
    }

    const { booking } = await validateAndBook('neorent')
    await pay(booking)
    expect(await partnerStatus(booking.id)).toBe('confirmed')
    await cancel(booking.id)
    expect(await stored(booking.id)).toMatchObject({ status: 'TRAVELLER_CANCELLED', partner_step: 'partner_cancelled' })
    expect(await partnerStatus(booking.id)).toBe('cancelled')

    const second = (await validateAndBook('neorent')).booking
    await pay(second)
    await faults('neorent', { fail_next: -1 })
    try {
      await cancel(second.id)
      expect(await stored(second.id)).toMatchObject({ partner_step: 'partner_cancel_pending' })
      expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 0, unknown: 1 })
    } finally {
      await faults('neorent', { fail_next: 0 })
    }
    expect(await reconcilePartnerBookings(api.app)).toMatchObject({ cancelled: 1 })
    expect(await stored(second.id)).toMatchObject({ partner_step: 'partner_cancelled' })
    expect(await partnerStatus(second.id)).toBe('cancelled')
  })

  it('campnerd needs every person listed; five-anker books and opens the payment page in one call', async () => {
    const campsite = String(listings.campnerd[1]!.id)
    const body = { campsite_id: campsite, ...range(2), adults_num: 2, children_num: 0 }
    const missing = await api.request('POST', '/reservation/campsite/booking/travel/campnerd/', {
      token: traveler.access,
      body,
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields.persons).toBeDefined()
    const persons = [
      { first_name: 'Ada', last_name: 'Lovelace', birthdate: '1990-12-10' },
      { first_name: 'Alan', last_name: 'Turing', birthdate: '1988-06-23' },
    ]
    const checked = await api.request('POST', '/reservation/campsite/booking/validate/person/', {
      token: traveler.access,
      body: { persons, adults_num: 2, children_num: 0 },
    })
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({ valid: true, persons_count: 2 })
    const wrongCount = await api.request('POST', '/reservation/campsite/booking/validate/person/', {
      token: traveler.access,
      body: { persons, adults_num: 3 },
    })
    expect(wrongCount.status).toBe(400)
    const validated = await api.request('POST', '/reservation/campsite/booking/travel/campnerd/validate/', {
      token: traveler.access,
      body,
    })
    expect(validated.status, JSON.stringify(validated.body)).toBe(200)
    const pitch = await api.request('POST', '/reservation/campsite/booking/travel/campnerd/', {
      token: traveler.access,
      body: { ...body, persons },
    })
    expect(pitch.status, JSON.stringify(pitch.body)).toBe(201)
    await pay(pitch.body, 'campsite')
    expect((await stored(pitch.body.id)).status).toBe('CONFIRMED')

    const boat = { boat_id: String(listings['five-anker'][1]!.id), ...range(2), adults_num: 2 }
    const boatValidated = await api.request('POST', '/reservation/boat/booking/five-anker/validate/', {
      token: traveler.access,
      body: boat,
    })
    expect(boatValidated.status, JSON.stringify(boatValidated.body)).toBe(200)
    const paid = await api.request('POST', '/reservation/boat/booking/five-anker/payment/', {
      token: traveler.access,
      body: { ...boat, expected_total_in_cents: boatValidated.body.total_rent_price_in_cents },
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(201)
    expect(paid.body.redirect_url).toContain('/payment/sandbox/checkout/')
    await payAt(paid.body.redirect_url, paid.body.booking.total_rent_price_in_cents)
    expect(await stored(paid.body.id)).toMatchObject({ status: 'CONFIRMED', partner: 'five-anker' })
  })
})

describe('partner calendars (listings §8)', () => {
  it("show the partner's availability instead of our ledger; the detail page still renders when the partner is down", async () => {
    const listing = listings.thl[2]!
    const unit = listing.thl_booking_code!
    await control('PATCH', 'fleet/thl', { update: [{ id: unit, stock: 2 }] })
    const calendar = async () =>
      api.request('GET', `/reservation/recreational_vehicle/booking/travel/all/${listing.id}/`)
    const detailBooked = async () =>
      (await api.request('GET', `/listing/recreational_vehicle/${listing.id}/`)).body.booked_info as unknown[]

    // Booked through us: the partner holds it (our ledger does not), and still has one of its two vans.
    const body = { vehicle: String(listing.id), ...range(3), adults_num: 2 }
    const booked = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/thl/', {
      token: traveler.access,
      body,
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    await pay(booked.body)
    expect((await stored(booked.body.id)).status).toBe('CONFIRMED')
    expect((await bookedNightsOf(api, String(listing.id))).length).toBe(0)
    expect((await calendar()).body).toEqual([])

    // The second van sold elsewhere (another channel of the partner): the range is gone there.
    const quote = await api.app.partners.quote(
      'thl',
      { external_id: unit, pickup_timestamp: body.pickup_timestamp, return_timestamp: body.return_timestamp },
      { fresh: true },
    )
    await api.app.partners.book('thl', {
      external_id: unit,
      pickup_timestamp: body.pickup_timestamp,
      return_timestamp: body.return_timestamp,
      booking_id: 'another-channel-1',
      available_vehicle_id: quote.available_vehicle_id,
      expected_total_in_cents: quote.total_in_cents,
      traveler: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
    })
    // Calendars are cached like quotes (PARTNER_QUOTE_CACHE_SECONDS, 2 s here).
    await sleep(2_100)
    const periods = await calendar()
    expect(periods.status).toBe(200)
    expect(periods.body).toEqual([{ pickup_timestamp: body.pickup_timestamp, return_timestamp: body.return_timestamp }])
    expect(await detailBooked()).toEqual(periods.body)

    await faults('thl', { fail_next: -1 })
    try {
      await sleep(2_100)
      const down = await calendar()
      expect(down.status).toBe(503)
      expect(down.body.error_key).toBe('partner_unavailable')
      // The detail page still renders: it falls back to our ledger, which holds none of the partner's nights.
      expect(await detailBooked()).toEqual([])
    } finally {
      await faults('thl', { fail_next: 0 })
    }
  })
})
