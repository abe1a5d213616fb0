import { sweepBookingDeadlines } from '@driftway/api/bookings/jobs'
import { transitionBooking } from '@driftway/api/bookings/service'
import { StripeCheckout } from '@driftway/api/payments/stripe-checkout'
import { asSystem } from '@driftway/collections'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookingBody, createBookingWorld } from './support/bookings'
import type { Kind } from './support/lessor'

/**
 * The Stripe provider against recorded requests: the SDK runs for real with a fetch of our own that
 * records every call and answers like Stripe's API, so no request leaves the machine. Webhooks are
 * the SDK's own signed test payloads.
 */
type Recorded = { method: string; path: string; params: URLSearchParams; headers: Headers; status: number }
const recorded: Recorded[] = []
let counter = 0
/** Answers Stripe gave per idempotency key: a repeat with the same parameters is answered the same, other parameters are refused (Stripe's rule). */
const byKey = new Map<string, { body: string; answer: object }>()
/** The next this many refund calls fail before Stripe executes them (an outage: nothing saved for the key). */
let refundOutage = 0
const answer = (body: object, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': `req_${counter}`, ...headers },
  })
const fakeStripeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = new URL(String(input instanceof Request ? input.url : input))
  const rawBody = String(init?.body ?? '')
  const params = new URLSearchParams(rawBody)
  const headers = new Headers(init?.headers)
  counter += 1
  const record = (status: number) =>
    recorded.push({ method: init?.method ?? 'GET', path: url.pathname, params, headers, status })
  const key = headers.get('idempotency-key')
  const saved = key ? byKey.get(key) : undefined
  if (saved) {
    if (saved.body !== rawBody) {
      record(400)
      return answer(
        {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
        400,
      )
    }
    record(200)
    return answer(saved.answer, 200, { 'idempotent-replayed': 'true' })
  }
  if (url.pathname === '/v1/refunds' && refundOutage > 0) {
    refundOutage -= 1
    record(500)
    return answer({ error: { type: 'api_error', message: 'Stripe is down.' } }, 500, { 'stripe-should-retry': 'false' })
  }
  const body =
    url.pathname === '/v1/checkout/sessions'
      ? {
          id: `cs_test_${counter}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/cs_test_${counter}`,
        }
      : url.pathname === '/v1/refunds'
        ? { id: `re_test_${counter}`, object: 'refund', status: 'succeeded' }
        : undefined
  if (!body) {
    record(400)
    return answer({ error: { message: 'unexpected call', type: 'invalid_request_error' } }, 400)
  }
  if (key) byKey.set(key, { body: rawBody, answer: body })
  record(200)
  return answer(body, 200)
}

const WEBHOOK_SECRET = 'whsec_test_driftway'
let api: TestApi
let world: BookingWorld
let stripe: StripeCheckout
let dayOffset = 20

beforeAll(async () => {
  api = await startTestApi({ env: { stripeSecretKey: 'sk_test_driftway', stripeWebhookSecret: WEBHOOK_SECRET } })
  stripe = new StripeCheckout('sk_test_driftway', WEBHOOK_SECRET, {
    httpClient: Stripe.createFetchHttpClient(fakeStripeFetch as typeof fetch),
  })
  // The server built its Stripe provider from the env; the tests swap in the one with the recording fetch.
  ;(api.app as unknown as { checkout: StripeCheckout }).checkout = stripe
  world = await createBookingWorld(api)
})
afterAll(async () => {
  await api?.stop()
})

async function bookAndPay(kind: Kind, listingId?: string) {
  const booking = await book(kind, listingId)
  return { booking, ...(await openPayment(kind, booking.id)) }
}

async function book(kind: Kind, listingId?: string) {
  const from = dayOffset
  dayOffset += 4
  const body = bookingBody(world, kind, from, from + 3, { is_instant: kind !== 'campsite' })
  if (listingId) Object.assign(body, { [kind === 'boat' ? 'boat_id' : 'vehicle']: listingId })
  const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token: world.traveler.access,
    body,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  if (kind === 'campsite') {
    await api.request('PATCH', `/reservation/campsite/booking/lease/accept/${created.body.id}/`, {
      token: world.lessors.campsite.access,
    })
  }
  return created.body
}

/** POST booking/travel/payment/: the Stripe call it made and the session it opened. */
async function openPayment(kind: Kind, bookingId: string) {
  const before = recorded.length
  const paid = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
    token: world.traveler.access,
    body: { booking_request: bookingId, payment_method: 'ideal' },
  })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  expect(paid.body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/)
  const call = recorded.slice(before).find((r) => r.path === '/v1/checkout/sessions')!
  return { call, sessionId: paid.body.redirect_url.split('/pay/')[1] as string }
}

/** What the first payment of a booking is for (a short or cheap stay is paid in full at once). */
const purposeOf = (booking: { down_payment_in_cents: number; total_rent_price_in_cents: number }) =>
  booking.down_payment_in_cents >= booking.total_rent_price_in_cents ? 'full' : 'down_payment'

const transactionsOf = async (bookingId: string, kind: 'charge' | 'refund') =>
  (
    await api.payload.find({
      collection: 'transactions',
      where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
  ).docs

const listOf = (params: URLSearchParams, prefix: string) =>
  [...params.entries()].filter(([key]) => key.startsWith(prefix)).map(([, value]) => value)

const sendEvent = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event)
  const header = stripe.stripe.webhooks.generateTestHeaderString({ payload, secret })
  return fetch(`${api.baseUrl}/payment/webhook/stripe/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
}

const completed = (sessionId: string, amount: number, eventId: string) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: amount,
      payment_intent: `pi_${sessionId}`,
      metadata: {},
    },
  },
})

describe('Stripe Checkout', () => {
  it('creates a destination charge with the 12 % fee for campsites, EUR methods and an idempotency key', async () => {
    const { booking, call } = await bookAndPay('campsite')
    const amount = booking.down_payment_in_cents
    expect(call.method).toBe('POST')
    expect(call.params.get('mode')).toBe('payment')
    expect(call.params.get('line_items[0][price_data][unit_amount]')).toBe(String(amount))
    expect(call.params.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(call.params.get('payment_intent_data[application_fee_amount]')).toBe(String(Math.round(amount * 0.12)))
    expect(call.params.get('payment_intent_data[transfer_data][destination]')).toMatch(/^acct_/)
    expect(listOf(call.params, 'allowed_payment_method_types')).toEqual([
      'card',
      'paypal',
      'bancontact',
      'ideal',
      'sepa_debit',
      'eps',
    ])
    // The key names the booking, what the payment is for and the attempt: never random.
    expect(call.headers.get('idempotency-key')).toBe(`booking-${booking.id}-${purposeOf(booking)}-1`)
    expect(call.params.get('success_url')).toContain(`/booking-finish/${booking.id}?result=success`)
  })

  it('takes no fee from RV lessors and offers only card and PayPal outside EUR', async () => {
    const rv = await bookAndPay('recreational_vehicle')
    expect(rv.call.params.get('payment_intent_data[application_fee_amount]')).toBe('0')
    const gbpBoat = await api.payload.create({
      collection: 'listings',
      data: {
        kind: 'boat',
        lessor: world.lessors.boat.id,
        title: 'Thames boat',
        description: '<p>Nice.</p>',
        currency: 'GBP',
        is_draft: false,
        default_min_rent_days: 1,
        default_rate_in_cents: 10_000,
        country_iso2: 'GB',
        city: 'London',
        latitude: 51.5,
        longitude: -0.12,
        boat_type: 'Houseboat',
        onboard_capacity: 6,
        is_instant_booking_allowed: true,
      } as never,
      ...asSystem(),
    })
    const boat = await bookAndPay('boat', String(gbpBoat.id))
    expect(boat.call.params.get('line_items[0][price_data][currency]')).toBe('gbp')
    expect(listOf(boat.call.params, 'allowed_payment_method_types')).toEqual(['card', 'paypal'])
    expect(boat.call.params.get('payment_intent_data[application_fee_amount]')).toBe(
      String(Math.round(boat.booking.down_payment_in_cents * 0.12)),
    )
  })

  it('applies the SDK-signed completed event once and refunds through Stripe on cancellation', async () => {
    const { booking, sessionId } = await bookAndPay('boat')
    const event = completed(sessionId, booking.down_payment_in_cents, `evt_${sessionId}`)
    const answers = await Promise.all([sendEvent(event), sendEvent(event), sendEvent(event)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect((await Promise.all(answers.map((a) => a.json()))).filter((b) => b.applied)).toHaveLength(1)
    const confirmed = await api.payload.findByID({ collection: 'bookings', id: booking.id, ...asSystem() })
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', paid_in_cents: booking.down_payment_in_cents })

    const before = recorded.length
    const cancelled = await api.request('PATCH', `/reservation/boat/booking/lease/cancel/${booking.id}/`, {
      token: world.lessors.boat.access,
    })
    expect(cancelled.status).toBe(200)
    const refund = recorded.slice(before).find((r) => r.path === '/v1/refunds')!
    expect(refund.params.get('payment_intent')).toBe(`pi_${sessionId}`)
    expect(refund.params.get('amount')).toBe(String(booking.down_payment_in_cents))
    expect(refund.params.get('reverse_transfer')).toBe('true')
    expect(refund.params.get('refund_application_fee')).toBe('true')
    const [charge] = await transactionsOf(booking.id, 'charge')
    expect(refund.headers.get('idempotency-key')).toBe(
      `refund-${booking.id}-${charge!.id}-${booking.down_payment_in_cents}-1`,
    )
    const [record] = await transactionsOf(booking.id, 'refund')
    expect(record).toMatchObject({
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^re_test_/),
      idempotency_key: refund.headers.get('idempotency-key'),
    })
  })

  it('a repeated payment request opens no second session: the same key and the same parameters', async () => {
    const booking = await book('recreational_vehicle')
    const first = await openPayment('recreational_vehicle', booking.id)
    const key = `booking-${booking.id}-${purposeOf(booking)}-1`
    expect(first.call.headers.get('idempotency-key')).toBe(key)
    // A double click and a retry by the site: one after the other, and two at once.
    const again = await openPayment('recreational_vehicle', booking.id)
    const [x, y] = await Promise.all([
      openPayment('recreational_vehicle', booking.id),
      openPayment('recreational_vehicle', booking.id),
    ])
    for (const repeat of [again, x, y]) {
      expect(repeat.call.headers.get('idempotency-key')).toBe(key)
      // Stripe answers a repeated key with other parameters with an error: these are byte for byte the same.
      expect(repeat.call.params.toString()).toBe(first.call.params.toString())
      expect(repeat.call.status).toBe(200)
      expect(repeat.sessionId).toBe(first.sessionId)
    }
    expect(await transactionsOf(booking.id, 'charge')).toHaveLength(1)

    // The payer leaves the page until it expires: the next request is a new attempt with a key of its own.
    const expired = await sendEvent({
      id: `evt_expired_${first.sessionId}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: first.sessionId, object: 'checkout.session', payment_status: 'unpaid', metadata: {} } },
    })
    expect(expired.status).toBe(200)
    const next = await openPayment('recreational_vehicle', booking.id)
    expect(next.call.headers.get('idempotency-key')).toBe(`booking-${booking.id}-${purposeOf(booking)}-2`)
    expect(next.sessionId).not.toBe(first.sessionId)
    expect((await transactionsOf(booking.id, 'charge')).map((charge) => charge.status).sort()).toEqual([
      'cancelled',
      'open',
    ])
  })

  it('refunds reach Stripe only after the commit, and a failed call is retried with the same key', async () => {
    const { booking, sessionId } = await bookAndPay('boat')
    await sendEvent(completed(sessionId, booking.down_payment_in_cents, `evt_${sessionId}`))
    const before = recorded.length

    // A cancellation that fails after the refund was decided rolls back: Stripe never hears of it.
    await expect(
      transitionBooking(api.app, booking.id, 'cancel', 'lessor', {
        within: async () => {
          throw new Error('injected failure after the refund')
        },
      }),
    ).rejects.toThrow('injected failure')
    expect(recorded.slice(before).filter((r) => r.path === '/v1/refunds')).toHaveLength(0)
    expect(await transactionsOf(booking.id, 'refund')).toHaveLength(0)
    expect(await api.payload.findByID({ collection: 'bookings', id: booking.id, ...asSystem() })).toMatchObject({
      status: 'CONFIRMED',
      refunded_in_cents: 0,
    })

    // Stripe is down when the cancellation commits: the refund stays recorded as owed.
    refundOutage = 1
    const cancelled = await api.request('PATCH', `/reservation/boat/booking/lease/cancel/${booking.id}/`, {
      token: world.lessors.boat.access,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      status: 'RENTING_CANCELLED',
      refunded_in_cents: booking.down_payment_in_cents,
    })
    const [owed] = await transactionsOf(booking.id, 'refund')
    expect(owed).toMatchObject({ status: 'pending', amount_in_cents: booking.down_payment_in_cents })
    const refundCalls = () => recorded.slice(before).filter((r) => r.path === '/v1/refunds')
    expect(refundCalls().map((r) => r.status)).toEqual([500])

    // The deadlines sweep sends it again with the same key; once accepted, never again.
    const inTwoMinutes = Math.floor(Date.now() / 1000) + 120
    await sweepBookingDeadlines(api.app, inTwoMinutes)
    await sweepBookingDeadlines(api.app, inTwoMinutes)
    expect(refundCalls().map((r) => r.status)).toEqual([500, 200])
    expect(new Set(refundCalls().map((r) => r.headers.get('idempotency-key')))).toEqual(
      new Set([owed!.idempotency_key]),
    )
    const [settled] = await transactionsOf(booking.id, 'refund')
    expect(settled).toMatchObject({ status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_test_/) })
  })

  it('refuses a payload signed with another secret (400)', async () => {
    const { booking, sessionId } = await bookAndPay('recreational_vehicle')
    const answer = await sendEvent(completed(sessionId, booking.down_payment_in_cents, 'evt_forged'), 'whsec_other')
    expect(answer.status).toBe(400)
    expect((await answer.json()).error_key).toBe('invalid_signature')
    const untouched = await api.payload.findByID({ collection: 'bookings', id: booking.id, ...asSystem() })
    expect(untouched.status).toBe('AWAITING_PAYMENT')
  })
})
