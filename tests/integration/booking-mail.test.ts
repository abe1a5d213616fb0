import { sweepBookingDeadlines } from '@driftway/api/bookings/jobs'
import { transitionBooking } from '@driftway/api/bookings/service'
import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookingBody, createBookingWorld } from './support/bookings'
import type { Kind } from './support/lessor'
import { type MailCatcher, startMailCatcher } from './support/mail'

let api: TestApi
let mail: MailCatcher
let world: BookingWorld
let dayOffset = 60

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url, siteUrl: 'http://site.test' } })
  world = await createBookingWorld(api)
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

async function book(kind: Kind, instant = false, from?: number) {
  const start = from ?? dayOffset
  if (from === undefined) dayOffset += 4
  const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token: world.traveller.access,
    body: bookingBody(world, kind, start, start + 3, { is_instant: instant }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body
}

async function paySandbox(kind: Kind, booking: { id: string; down_payment_in_cents: number }) {
  const started = await api.request('POST', `/reservation/${kind}/booking/travel/payment/`, {
    token: world.traveller.access,
    body: { booking_request: booking.id },
  })
  const paymentId = String(started.body.redirect_url).split('/checkout/')[1]!.replace(/\/$/, '')
  const hook = (api.app.checkout as SandboxCheckout).webhookFor({
    id: `evt_${paymentId}`,
    type: 'succeeded',
    payment_id: paymentId,
    amount_in_cents: booking.down_payment_in_cents,
    transaction_id: 'x',
  })
  const answer = await fetch(`${api.baseUrl}/payment/webhook/sandbox/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
    body: hook.rawBody,
  })
  expect(answer.status).toBe(200)
}

const forBooking = (id: string, to: string, subject: RegExp) =>
  mail.waitFor((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject) && m.text.includes(id), 10_000)

describe('booking mail (SMTP catcher)', () => {
  it('request → lessor; accept → traveller with pay link and deadline; paid → both', async () => {
    const booking = await book('campsite')
    const request = await forBooking(booking.id, world.lessors.campsite.email, /New booking request/)
    expect(request.text).toContain('Answer by:')
    expect(request.links).toContain('http://site.test/lessor/bookings')

    await api.request('PATCH', `/reservation/campsite/booking/lease/accept/${booking.id}/`, {
      token: world.lessors.campsite.access,
    })
    const accepted = await forBooking(booking.id, world.traveller.email, /accepted: please pay/)
    expect(accepted.text).toContain('Pay by:')
    expect(accepted.links).toContain('http://site.test/my-bookings')

    await paySandbox('campsite', booking)
    await forBooking(booking.id, world.traveller.email, /booking is confirmed/)
    await forBooking(booking.id, world.lessors.campsite.email, /is confirmed/)
  })

  it('rejected in German for a traveller who reads German', async () => {
    await api.payload.update({
      collection: 'users',
      id: world.traveller.id,
      data: { lang_code: 'de' },
      ...asSystem(),
    })
    try {
      const booking = await book('campsite')
      await api.request('PATCH', `/reservation/campsite/booking/lease/reject/${booking.id}/`, {
        token: world.lessors.campsite.access,
      })
      const rejected = await forBooking(booking.id, world.traveller.email, /nicht angenommen/)
      expect(rejected.text).toContain('Hallo')
    } finally {
      await api.payload.update({
        collection: 'users',
        id: world.traveller.id,
        data: { lang_code: 'en' },
        ...asSystem(),
      })
    }
  })

  it('cancelled with the refund amount, withdrawn, expired and the trip reminder', async () => {
    const paid = await book('boat', true)
    await paySandbox('boat', paid)
    await api.request('PATCH', `/reservation/boat/booking/lease/cancel/${paid.id}/`, {
      token: world.lessors.boat.access,
    })
    const cancelled = await forBooking(paid.id, world.traveller.email, /was cancelled/)
    expect(cancelled.text).toMatch(/Refund: €[\d,.]+/)

    const withdrawn = await book('boat')
    await api.request('PATCH', `/reservation/boat/booking/travel/revoke/${withdrawn.id}/`, {
      token: world.traveller.access,
    })
    await forBooking(withdrawn.id, world.lessors.boat.email, /withdrawn/)

    const unpaid = await book('recreational_vehicle', true)
    await transitionBooking(api.app, unpaid.id, 'expire_payment', 'system')
    await forBooking(unpaid.id, world.traveller.email, /has expired/)

    const soon = await book('recreational_vehicle', true, 1)
    await paySandbox('recreational_vehicle', soon)
    await sweepBookingDeadlines(api.app)
    await forBooking(soon.id, world.traveller.email, /trip starts soon/)
  })

  it('asks for the remainder of a down-payment booking before it is due', async () => {
    const booking = await book('recreational_vehicle', true, 90)
    expect(booking.remaining_amount_in_cents).toBeGreaterThan(0)
    await paySandbox('recreational_vehicle', booking)
    // The controllable clock: two days before the remainder is due. It stays set until the mails
    // went out (the SMTP client times its connection with Date).
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime((booking.remaining_payment_deadline_timestamp - 2 * 86_400) * 1000)
      await sweepBookingDeadlines(api.app)
      await sweepBookingDeadlines(api.app)
      await api.app.mailer.idle()
    } finally {
      vi.useRealTimers()
    }
    const due = await forBooking(booking.id, world.traveller.email, /rest of your booking/)
    expect(due.text).toContain('Remaining amount:')
    expect(due.text).toContain('Pay by:')
    expect(
      mail.messages.filter((m) => m.text.includes(booking.id) && /rest of your booking/.test(m.subject)),
    ).toHaveLength(1)
  })
})
