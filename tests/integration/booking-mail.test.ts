import { sweepBookingDeadlines } from '@driftway/api/bookings/jobs'
import { transitionBooking } from '@driftway/api/bookings/service'
import { asSystem } from '@driftway/collections'
import { formatMoney } from '@driftway/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookingBody, createBookingWorld, paySandbox } from './support/bookings'
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

async function book(kind: Kind, instant = false, from?: number, extra: object = {}) {
  const start = from ?? dayOffset
  if (from === undefined) dayOffset += 4
  const created = await api.request('POST', `/reservation/${kind}/booking/travel/`, {
    token: world.traveler.access,
    body: bookingBody(world, kind, start, start + 3, { is_instant: instant, ...extra }),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body
}

const pay = (kind: Kind, booking: { id: string; down_payment_in_cents: number }) =>
  paySandbox(api, world.traveler.access, kind, booking)

const stored = (id: string) => api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })

const setLanguage = (id: string, lang_code: 'en' | 'de') =>
  api.payload.update({ collection: 'users', id, data: { lang_code }, ...asSystem() })

/** The mail to `to` about the booking with this booking number (every booking mail quotes it). */
const forBooking = (reference: string, to: string, subject: RegExp) =>
  mail.waitFor((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject) && m.text.includes(reference), 10_000)

describe('booking mail (SMTP catcher)', () => {
  it('request → lessor; accept → traveler with pay link and deadline; paid → both', async () => {
    const booking = await book('campsite')
    const request = await forBooking(booking.reference, world.lessors.campsite.email, /New booking request/)
    expect(request.text).toContain('Answer by:')
    expect(request.links).toContain('http://site.test/lessor/bookings')

    await api.request('PATCH', `/reservation/campsite/booking/lease/accept/${booking.id}/`, {
      token: world.lessors.campsite.access,
    })
    const accepted = await forBooking(booking.reference, world.traveler.email, /accepted: please pay/)
    expect(accepted.text).toContain('Pay by:')
    expect(accepted.links).toContain('http://site.test/my-bookings')

    await pay('campsite', booking)
    await forBooking(booking.reference, world.traveler.email, /booking is confirmed/)
    await forBooking(booking.reference, world.lessors.campsite.email, /is confirmed/)
  })

  it('rejected in German for a traveler who reads German', async () => {
    await setLanguage(world.traveler.id, 'de')
    try {
      const booking = await book('campsite')
      await api.request('PATCH', `/reservation/campsite/booking/lease/reject/${booking.id}/`, {
        token: world.lessors.campsite.access,
      })
      const rejected = await forBooking(booking.reference, world.traveler.email, /nicht angenommen/)
      expect(rejected.text).toContain('Hallo')
    } finally {
      await setLanguage(world.traveler.id, 'en')
    }
  })

  it('cancelled with the refund amount, withdrawn, expired and the trip reminder', async () => {
    const paid = await book('boat', true)
    await pay('boat', paid)
    const byLessor = await api.request('PATCH', `/reservation/boat/booking/lease/cancel/${paid.id}/`, {
      token: world.lessors.boat.access,
    })
    expect(byLessor.status).toBe(200)
    // A lessor's cancellation refunds everything paid; the mail states that very amount.
    expect(byLessor.body.refunded_in_cents).toBe(paid.down_payment_in_cents)
    const cancelled = await forBooking(paid.reference, world.traveler.email, /was cancelled/)
    expect(cancelled.text).toContain(`Refund: ${formatMoney(byLessor.body.refunded_in_cents, 'EUR', 'en')}`)

    const withdrawn = await book('boat')
    await api.request('PATCH', `/reservation/boat/booking/travel/revoke/${withdrawn.id}/`, {
      token: world.traveler.access,
    })
    await forBooking(withdrawn.reference, world.lessors.boat.email, /withdrawn/)

    const unpaid = await book('recreational_vehicle', true)
    await transitionBooking(api.app, unpaid.id, 'expire_payment', 'system')
    await forBooking(unpaid.reference, world.traveler.email, /has expired/)

    const soon = await book('recreational_vehicle', true, 1)
    await pay('recreational_vehicle', soon)
    await sweepBookingDeadlines(api.app)
    await forBooking(soon.reference, world.traveler.email, /trip starts soon/)
  })

  it('asks for the remainder of a down-payment booking before it is due', async () => {
    const booking = await book('recreational_vehicle', true, 90)
    expect(booking.remaining_amount_in_cents).toBeGreaterThan(0)
    await pay('recreational_vehicle', booking)
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
    const due = await forBooking(booking.reference, world.traveler.email, /rest of your booking/)
    expect(due.text).toContain('Remaining amount:')
    expect(due.text).toContain('Pay by:')
    expect(
      mail.messages.filter((m) => m.text.includes(booking.reference) && /rest of your booking/.test(m.subject)),
    ).toHaveLength(1)
  })

  it('a request the lessor leaves unanswered expires at its deadline and the traveler hears of it', async () => {
    const booking = await book('campsite')
    const deadline: number = booking.acception_deadline_timestamp
    expect(deadline).toBeGreaterThan(Math.floor(Date.now() / 1000))
    // The controllable clock of the deadline job: a second early nothing moves, at the deadline it expires.
    await sweepBookingDeadlines(api.app, deadline - 1)
    expect((await stored(booking.id)).status).toBe('PENDING')
    await sweepBookingDeadlines(api.app, deadline)
    expect((await stored(booking.id)).status).toBe('REJECTED')
    const expired = await forBooking(booking.reference, world.traveler.email, /^Your booking has expired$/)
    expect(expired.text).toContain('Hello')
    expect(expired.text).toContain(`Total: ${formatMoney(booking.total_rent_price_in_cents, 'EUR', 'en')}`)
    expect(expired.links).toContain('http://site.test/my-bookings')
    await api.app.mailer.idle()
    expect(mail.messages.filter((m) => m.text.includes(booking.reference) && /expired/.test(m.subject))).toHaveLength(1)
  })

  it("the traveler's cancellation: both parties hear the exact refund, the lessor in German", async () => {
    const lessor = world.lessors.recreational_vehicle
    await setLanguage(lessor.id, 'de')
    try {
      const booking = await book('recreational_vehicle', false, undefined, { full_prepayment: true })
      // The lessor lowers the price to one with cents, so the amounts show their decimals.
      const lowered = await api.request('PATCH', `/reservation/recreational_vehicle/booking/lease/${booking.id}/`, {
        token: lessor.access,
        body: { total_rent_price_in_cents: booking.total_rent_price_in_cents - 1 },
      })
      expect(lowered.status).toBe(200)
      const accepted = await api.request(
        'PATCH',
        `/reservation/recreational_vehicle/booking/lease/accept/${booking.id}/`,
        { token: lessor.access },
      )
      expect(accepted.body).toMatchObject({ status: 'AWAITING_PAYMENT', full_prepayment: true })
      const total: number = accepted.body.total_rent_price_in_cents
      expect(accepted.body.down_payment_in_cents).toBe(total)
      await pay('recreational_vehicle', accepted.body)
      expect((await stored(booking.id)).paid_in_cents).toBe(total)

      const cancelled = await api.request(
        'PATCH',
        `/reservation/recreational_vehicle/booking/travel/cancel/${booking.id}/`,
        { token: world.traveler.access },
      )
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.status).toBe('TRAVELLER_CANCELLED')
      const refund: number = cancelled.body.refunded_in_cents
      // The tiers keep part of it (a fee), the rest goes back, and the API stored what it answered.
      expect(refund).toBeGreaterThan(0)
      expect(refund).toBeLessThan(total)
      expect((await stored(booking.id)).refunded_in_cents).toBe(refund)
      const { docs: refunds } = await api.payload.find({
        collection: 'transactions',
        where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'refund' } }] },
        depth: 0,
        ...asSystem(),
      })
      expect(refunds.map((record) => record.amount_in_cents)).toEqual([refund])

      const toTraveler = await forBooking(booking.reference, world.traveler.email, /^Your booking was cancelled$/)
      expect(toTraveler.text).toContain(`Refund: ${formatMoney(refund, 'EUR', 'en')}`)
      expect(toTraveler.text).toContain(`Total: ${formatMoney(total, 'EUR', 'en')}`)
      const toLessor = await forBooking(
        booking.reference,
        lessor.email,
        /^Eine Buchung deines Inserats wurde storniert$/,
      )
      expect(toLessor.text).toContain('Hallo')
      expect(toLessor.text).toContain(`Erstattung: ${formatMoney(refund, 'EUR', 'de')}`)
      expect(toLessor.text).toContain(`Gesamt: ${formatMoney(total, 'EUR', 'de')}`)
      expect(toLessor.text).toContain(`Buchungsnummer: ${booking.reference}`)
      expect(toLessor.links).toContain('http://site.test/lessor/bookings')
    } finally {
      await setLanguage(lessor.id, 'en')
    }
  })
})
