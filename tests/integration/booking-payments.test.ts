import { transitionBooking } from '@driftway/api/bookings/service'
import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookedNightsOf, bookingBody, createBookingWorld } from './support/bookings'
import type { Kind } from './support/lessor'

let api: TestApi
let world: BookingWorld
let dayOffset = 40
const nextRange = (nights = 3): [number, number] => {
  const from = dayOffset
  dayOffset += nights + 1
  return [from, from + nights]
}

beforeAll(async () => {
  api = await startTestApi({ env: { siteUrl: 'http://site.test' } })
  world = await createBookingWorld(api)
})
afterAll(async () => {
  await api?.stop()
})

async function instantBooking(kind: Kind = 'recreational_vehicle', extra: object = {}) {
  const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token: world.traveler.access,
    body: bookingBody(world, kind, ...nextRange(), { is_instant: true, ...extra }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body
}

async function pay(kind: Kind, bookingId: string) {
  const answer = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
    token: world.traveler.access,
    body: { booking_request: bookingId, payment_method: 'creditcard' },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.redirect_url as string
}

const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/payment/sandbox/checkout/')[1]!.replace(/\/$/, '')

const booking = (id: string) => api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })

const transactionsOf = async (bookingId: string) =>
  (
    await api.payload.find({
      collection: 'transactions',
      where: { booking: { equals: bookingId } },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
  ).docs

/** A signed sandbox webhook for `paymentId`, as the hosted page would send it. */
function webhook(
  paymentId: string,
  type: 'succeeded' | 'pending' | 'failed' | 'cancelled',
  amount: number,
  id: string,
) {
  return (api.app.checkout as SandboxCheckout).webhookFor({
    id,
    type,
    payment_id: paymentId,
    amount_in_cents: amount,
    transaction_id: 'ignored',
  })
}

const sendWebhook = (rawBody: string, signature: string) =>
  fetch(`${api.baseUrl}/payment/webhook/sandbox/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body: rawBody,
  })

describe('sandbox payment page', () => {
  it('pays an instant booking: page → success → webhook → site result view → Confirmed', async () => {
    const created = await instantBooking()
    const redirect = await pay('recreational_vehicle', created.id)
    expect(redirect).toMatch(/\/payment\/sandbox\/checkout\/sbx_pay_\w+\/$/)
    const page = await fetch(redirect)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://site.test")
    const html = await page.text()
    for (const id of ['sandbox-success', 'sandbox-pending', 'sandbox-failure', 'sandbox-cancel']) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    const css = await fetch(`${api.baseUrl}/payment/sandbox/checkout.css`)
    expect(css.headers.get('content-type')).toContain('text/css')

    const chosen = await fetch(redirect, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe(
      `http://site.test/rent-a-campervan/${world.listings.recreational_vehicle}/booking-finish/${created.id}?result=success&ref=${created.reference}`,
    )
    const paid = await booking(created.id)
    expect(paid.status).toBe('CONFIRMED')
    expect(paid.paid_in_cents).toBe(created.down_payment_in_cents)
    const [charge] = await transactionsOf(created.id)
    expect(charge).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      amount_in_cents: created.down_payment_in_cents,
    })

    const last = await api.request('GET', `/payment/multi-transaction/last/recreational_vehicle/${created.id}/`, {
      token: world.lessors.recreational_vehicle.access,
    })
    expect(last.status).toBe(200)
    expect(last.body).toMatchObject({ status: 'succeeded', kind: 'charge', currency: 'EUR' })
    const stranger = await api.request('GET', `/payment/multi-transaction/last/recreational_vehicle/${created.id}/`, {
      token: world.otherTraveler.access,
    })
    expect(stranger.status).toBe(404)
    const anonymous = await api.request('GET', `/payment/multi-transaction/last/recreational_vehicle/${created.id}/`)
    expect(anonymous.status).toBe(401)
  })

  it('the remainder of a down-payment booking is paid through a second link', async () => {
    const created = await instantBooking()
    expect(created.remaining_amount_in_cents).toBeGreaterThan(0)
    const first = paymentIdOf(await pay('recreational_vehicle', created.id))
    const a = webhook(first, 'succeeded', created.down_payment_in_cents, `evt_${first}`)
    expect((await sendWebhook(a.rawBody, a.signature)).status).toBe(200)
    const second = paymentIdOf(await pay('recreational_vehicle', created.id))
    expect(second).not.toBe(first)
    const [, remainder] = (await transactionsOf(created.id)).sort((x, y) =>
      String(x.purpose).localeCompare(String(y.purpose)),
    )
    expect(remainder).toMatchObject({ purpose: 'remaining', amount_in_cents: created.remaining_amount_in_cents })
    const b = webhook(second, 'succeeded', created.remaining_amount_in_cents, `evt_${second}`)
    expect((await sendWebhook(b.rawBody, b.signature)).status).toBe(200)
    const done = await booking(created.id)
    expect(done).toMatchObject({
      status: 'CONFIRMED',
      paid_in_cents: created.total_rent_price_in_cents,
      remaining_amount_in_cents: 0,
    })
    const nothing = await api.request('POST', '/reservation/recreational_vehicle/booking/travel/payment/', {
      token: world.traveler.access,
      body: { booking_request: created.id },
    })
    expect(nothing.status).toBe(409)
    expect(nothing.body.error_key).toBe('nothing_to_pay')
  })
})

describe('webhooks', () => {
  it('a replay ×10 and an out-of-order pending apply once', async () => {
    const created = await instantBooking()
    const paymentId = paymentIdOf(await pay('recreational_vehicle', created.id))
    const success = webhook(paymentId, 'succeeded', created.down_payment_in_cents, `evt_ok_${paymentId}`)
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(success.rawBody, success.signature)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies.filter((body) => body.applied)).toHaveLength(1)
    // An older "pending" arriving after the success changes nothing.
    const late = webhook(paymentId, 'pending', created.down_payment_in_cents, `evt_pending_${paymentId}`)
    expect((await sendWebhook(late.rawBody, late.signature)).status).toBe(200)
    const after = await booking(created.id)
    expect(after).toMatchObject({ status: 'CONFIRMED', paid_in_cents: created.down_payment_in_cents })
    const events = await api.payload.count({
      collection: 'payment-events',
      where: { provider_payment_id: { equals: paymentId } },
      ...asSystem(),
    })
    expect(events.totalDocs).toBe(2)
  })

  it('pending then failed returns the booking to Awaiting payment', async () => {
    const created = await instantBooking()
    const paymentId = paymentIdOf(await pay('recreational_vehicle', created.id))
    const pending = webhook(paymentId, 'pending', created.down_payment_in_cents, `evt_p_${paymentId}`)
    await sendWebhook(pending.rawBody, pending.signature)
    expect((await booking(created.id)).status).toBe('PROCESSING_PAYMENT')
    const failed = webhook(paymentId, 'failed', created.down_payment_in_cents, `evt_f_${paymentId}`)
    await sendWebhook(failed.rawBody, failed.signature)
    expect((await booking(created.id)).status).toBe('AWAITING_PAYMENT')
  })

  it('a bad signature is 400 and changes nothing', async () => {
    const created = await instantBooking()
    const paymentId = paymentIdOf(await pay('recreational_vehicle', created.id))
    const signed = webhook(paymentId, 'succeeded', created.down_payment_in_cents, `evt_bad_${paymentId}`)
    const tampered = signed.rawBody.replace(`"amount_in_cents":${created.down_payment_in_cents}`, '"amount_in_cents":1')
    const answer = await sendWebhook(tampered, signed.signature)
    expect(answer.status).toBe(400)
    expect((await answer.json()).error_key).toBe('invalid_signature')
    expect((await sendWebhook(signed.rawBody, 't=1,v1=00')).status).toBe(400)
    expect((await booking(created.id)).status).toBe('AWAITING_PAYMENT')
  })

  it('money arriving after expiry is refunded automatically, and the nights stay free', async () => {
    const created = await instantBooking()
    const paymentId = paymentIdOf(await pay('recreational_vehicle', created.id))
    await transitionBooking(api.app, created.id, 'expire_payment', 'system')
    expect((await bookedNightsOf(api, world.listings.recreational_vehicle)).map((n) => n.booking)).not.toContain(
      created.id,
    )
    const late = webhook(paymentId, 'succeeded', created.down_payment_in_cents, `evt_late_${paymentId}`)
    expect((await sendWebhook(late.rawBody, late.signature)).status).toBe(200)
    const after = await booking(created.id)
    expect(after).toMatchObject({
      status: 'EXPIRED_PAYMENT',
      paid_in_cents: created.down_payment_in_cents,
      refunded_in_cents: created.down_payment_in_cents,
    })
    const refund = (await transactionsOf(created.id)).find((record) => record.kind === 'refund')
    expect(refund).toMatchObject({ amount_in_cents: created.down_payment_in_cents, status: 'succeeded' })
  })

  it('a lessor cancellation of a paid booking refunds everything paid', async () => {
    const created = await instantBooking('boat')
    const paymentId = paymentIdOf(await pay('boat', created.id))
    const ok = webhook(paymentId, 'succeeded', created.down_payment_in_cents, `evt_c_${paymentId}`)
    await sendWebhook(ok.rawBody, ok.signature)
    const cancelled = await api.request('PATCH', `/reservation/boat/booking/lease/cancel/${created.id}/`, {
      token: world.lessors.boat.access,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      status: 'RENTING_CANCELLED',
      refunded_in_cents: created.down_payment_in_cents,
    })
  })
})
