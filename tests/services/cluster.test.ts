import { asSystem } from '@driftway/collections'
import { searchQueryString } from '@driftway/domain/search-params'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../integration/support/api'
import { type ApiProcess, startApiProcess } from '../integration/support/api-process'
import { type BookingWorld, bookingBody, createBookingWorld } from '../integration/support/bookings'
import { connectAs } from '../integration/support/chat-socket'
import { noonIn } from '../integration/support/lessor'
import { type MailCatcher, startMailCatcher } from '../integration/support/mail'
import { redisUrl, requester, requireServices, testRedisPrefix } from './support'

/**
 * Issue 16, "Done means": two API processes (`tsx api/src/main.ts`, as `npm start` runs it) on one
 * PostgreSQL database and one Redis. The in-process test API only prepares data (users, listings)
 * and reads the database; every request under test goes to the two processes.
 */
let api: TestApi
let world: BookingWorld
let mail: MailCatcher
let one: ApiProcess
let two: ApiProcess

const SHUTDOWN_DELAY_MS = 1500

beforeAll(async () => {
  await requireServices()
  mail = await startMailCatcher()
  api = await startTestApi()
  world = await createBookingWorld(api)
  const env = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: testRedisPrefix(),
    SMTP_URL: mail.url,
    BOOKING_JOBS_INTERVAL_MS: '300',
    MAIL_RATE_LIMIT_MAX: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
  }
  ;[one, two] = await Promise.all([
    startApiProcess(api.databaseUrl, env, { readyWithinMs: 300_000 }),
    startApiProcess(api.databaseUrl, env, { readyWithinMs: 300_000 }),
  ])
}, 400_000)
afterAll(async () => {
  await Promise.all([one?.stop('SIGKILL'), two?.stop('SIGKILL')])
  await api?.stop()
  await mail?.stop()
})

const bookingOf = (id: string) => api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })

/** POST booking/travel/ as the world's traveler on `target`: [from, from + nights) days from today. */
const book = (target: ApiProcess, kind: 'recreational_vehicle' | 'boat' | 'campsite', from: number, instant = true) =>
  requester(target)('POST', `/reservation/${kind}/booking/travel/`, {
    token: world.traveler.access,
    body: bookingBody(world, kind, from, from + 2, { is_instant: instant }),
  })

describe('two API processes on PostgreSQL and Redis', () => {
  it('share rate limits and sign-in throttles', async () => {
    const contact = { name: 'Jo', email: 'jo@example.com', subject: 'Hello', message: 'Across processes' }
    for (let i = 0; i < 3; i++) {
      const target = i % 2 === 0 ? one : two
      expect((await requester(target)('POST', '/user/contact-us/', { body: contact })).status).toBe(201)
    }
    // The fourth, on either process, is over the limit of three the two counted together.
    for (const target of [one, two]) {
      expect(await requester(target)('POST', '/user/contact-us/', { body: contact })).toMatchObject({
        status: 429,
        body: { error_key: 'too_many_requests' },
      })
    }

    const wrong = { email: world.otherTraveler.email, password: 'not-the-password' }
    for (const target of [one, two, one]) {
      expect((await requester(target)('POST', '/auth/token/', { body: wrong })).status).toBe(401)
    }
    const right = { email: world.otherTraveler.email, password: world.otherTraveler.password }
    expect(await requester(two)('POST', '/auth/token/', { body: right })).toMatchObject({
      status: 429,
      body: { error_key: 'too_many_login_attempts' },
    })
  })

  it('a booking through one process is gone from the other’s search within a second', async () => {
    const from = 40
    const query = searchQueryString({
      limit: 100,
      latitude: 48.137,
      longitude: 11.575,
      trip_start_timestamp: noonIn(from),
      trip_end_timestamp: noonIn(from + 2),
    } as never)
    const found = async () => {
      const page = await requester(two)('GET', `/listing/recreational_vehicle/?${query}`)
      expect(page.status, JSON.stringify(page.body)).toBe(200)
      return (page.body.results as { id: string }[]).some((card) => card.id === world.listings.recreational_vehicle)
    }
    // The second process's index is loaded and offers the listing for those nights.
    expect(await found()).toBe(true)
    const booked = await book(one, 'recreational_vehicle', from)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const acknowledged = Date.now()
    let seenAfter = -1
    while (Date.now() - acknowledged < 1000) {
      if (!(await found())) {
        seenAfter = Date.now() - acknowledged
        break
      }
    }
    expect(seenAfter, 'still offered a second after the booking was acknowledged').toBeGreaterThanOrEqual(0)
    expect(seenAfter).toBeLessThan(1000)
  })

  it('a due deadline job acts exactly once', async () => {
    const requested = await book(one, 'campsite', 60, false)
    expect(requested.status, JSON.stringify(requested.body)).toBe(201)
    const id = String(requested.body.id)
    // Booking mails name the booking by its booking number (decision 0113).
    const reference = String(requested.body.reference)
    await api.payload.update({
      collection: 'bookings',
      id,
      data: { acception_deadline_timestamp: Math.floor(Date.now() / 1000) - 60 },
      ...asSystem(),
    })
    const until = Date.now() + 60_000
    while ((await bookingOf(id)).status !== 'REJECTED' && Date.now() < until) await pause(200)
    expect((await bookingOf(id)).status).toBe('REJECTED')
    await mail.waitFor((message) => message.text.includes(reference), 30_000)
    // Both keep sweeping every 300 ms: a second effect would show up now.
    await pause(2000)
    const { docs } = await api.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'booking.status_changed' } }, { target_id: { equals: id } }] },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    // One entry per party of the one transition.
    const transitions = docs.map(
      (entry) => `${(entry.before as { status: string }).status}→${(entry.after as { status: string }).status}`,
    )
    expect(transitions.filter((entry) => entry.endsWith('→REJECTED'))).toEqual(['PENDING→REJECTED', 'PENDING→REJECTED'])
    const expiredMails = mail.messages.filter(
      (message) => message.text.includes(reference) && message.subject === 'Your booking has expired',
    )
    expect(expiredMails).toHaveLength(1)
  })
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `promise`, or a failure after 45 s naming what did not happen, with what both processes logged
 * and what the database's sessions were doing (waiting on locks?).
 */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const client = new pg.Client({ connectionString: api.databaseUrl })
      let sessions = ''
      try {
        await client.connect()
        const { rows } = await client.query(
          "SELECT pid, state, wait_event_type, wait_event, left(query, 160) AS query FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle'",
        )
        sessions = JSON.stringify(rows, null, 1)
      } catch (error) {
        sessions = String(error)
      } finally {
        await client.end().catch(() => {})
      }
      reject(
        new Error(
          `waited 45 s for ${what}\n--- sessions:\n${sessions}\n--- one:\n${one.output()}\n--- two:\n${two.output()}`,
        ),
      )
    }, 45_000)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** What a request came to: its answer, or the connection failing (the process died under it). */
const settle = async <T>(request: Promise<T>) =>
  request.then(
    (answer) => ({ answer }),
    (error: Error) => ({ error }),
  )

describe('one of two API processes crashing', () => {
  it('loses no acknowledged booking or payment; the provider’s retry to the survivor completes it', async () => {
    const checkout = api.app.checkout as import('@driftway/api/payments/sandbox-checkout').SandboxCheckout
    // Bookings waiting for payment, each with a started checkout (through the survivor).
    const unpaid: { id: string; paymentId: string; amount: number; kind: 'recreational_vehicle' | 'boat' }[] = []
    for (let i = 0; i < 8; i++) {
      const kind = i % 2 === 0 ? 'recreational_vehicle' : 'boat'
      const created = await book(two, kind, 100 + i * 3)
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const started = await requester(two)('POST', `/reservation/${kind}/booking/travel/payment/`, {
        token: world.traveler.access,
        body: { booking_request: created.body.id },
      })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const paymentId = String(started.body.redirect_url).split('/checkout/')[1]!.replace(/\/$/, '')
      unpaid.push({ id: String(created.body.id), paymentId, amount: created.body.down_payment_in_cents, kind })
    }
    const webhookOf = (payment: (typeof unpaid)[number]) =>
      checkout.webhookFor({
        id: `evt_${payment.paymentId}`,
        type: 'succeeded',
        payment_id: payment.paymentId,
        amount_in_cents: payment.amount,
        transaction_id: `tx_${payment.paymentId}`,
      })
    const deliver = (target: ApiProcess, payment: (typeof unpaid)[number]) => {
      const hook = webhookOf(payment)
      return fetch(`${target.baseUrl}/payment/webhook/sandbox/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
        body: hook.rawBody,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    }

    // The stream: new bookings to both processes and every webhook to the one that dies, at once;
    // the process is killed while they are in flight.
    const bookings = Array.from({ length: 12 }, (_, i) =>
      settle(book(i % 2 === 0 ? one : two, i % 2 === 0 ? 'boat' : 'recreational_vehicle', 200 + i * 3)),
    )
    const webhooks = unpaid.map((payment) => settle(deliver(one, payment)))
    await pause(150)
    await within(one.stop('SIGKILL'), 'the killed process to exit')
    const bookingResults = await within(Promise.all(bookings), 'the bookings of the stream to be answered')
    const webhookResults = await within(Promise.all(webhooks), 'the webhooks of the stream to be answered')

    // Every booking acknowledged (201) is stored with its nights.
    const acknowledged = bookingResults.flatMap((result) =>
      'answer' in result && result.answer.status === 201 ? [String(result.answer.body.id)] : [],
    )
    expect(acknowledged.length).toBeGreaterThan(0)
    for (const id of acknowledged) {
      const booking = await bookingOf(id)
      expect(booking.status).toBe('AWAITING_PAYMENT')
      const nights = await api.payload.count({
        collection: 'booked-nights',
        where: { booking: { equals: id } },
        ...asSystem(),
      })
      expect(nights.totalDocs).toBe(2)
    }
    // What was not acknowledged is whole or absent, never half-written: no booking without nights.
    const { docs: all } = await api.payload.find({
      collection: 'bookings',
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    for (const booking of all.filter((doc) => doc.status === 'AWAITING_PAYMENT' || doc.status === 'CONFIRMED')) {
      const nights = await api.payload.count({
        collection: 'booked-nights',
        where: { booking: { equals: booking.id } },
        ...asSystem(),
      })
      expect(nights.totalDocs, `booking ${booking.id} without its nights`).toBe(2)
    }

    // The provider retries every webhook it got no 200 for, now reaching the survivor.
    for (const [i, result] of webhookResults.entries()) {
      if ('answer' in result && result.answer.status === 200) continue
      expect(await within(deliver(two, unpaid[i]!), 'a retried webhook')).toMatchObject({
        status: 200,
        body: { received: true },
      })
    }
    for (const payment of unpaid) {
      expect((await bookingOf(payment.id)).status, `booking ${payment.id} not paid`).toBe('CONFIRMED')
      const events = await api.payload.count({
        collection: 'payment-events',
        where: { event_id: { equals: `evt_${payment.paymentId}` } },
        ...asSystem(),
      })
      expect(events.totalDocs).toBe(1)
    }
    // A retry of one already applied changes nothing.
    expect(await deliver(two, unpaid[0]!)).toMatchObject({ status: 200, body: { applied: false } })
  })
})

describe('SIGTERM', () => {
  it('answers /ready 503, tells sockets to reconnect, answers the requests in flight and exits 0', async () => {
    const socket = await connectAs(two.baseUrl, requester(two), world.traveler.access)
    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
    const exited = new Promise<number | null>((resolve) => two.child.once('exit', (code) => resolve(code)))
    const inFlight = Array.from({ length: 6 }, (_, i) => settle(book(two, 'boat', 300 + i * 3)))
    await pause(50)
    process.kill(two.child.pid!, 'SIGTERM')
    await pause(300)
    // Still serving during SHUTDOWN_DELAY_MS, but no longer ready.
    const draining = await settle(requester(two)('GET', '/ready'))
    const answered = await within(Promise.all(inFlight), 'the requests in flight to be answered')
    const code = await within(exited, 'the process to exit')
    const output = two.output()
    expect(code, output).toBe(0)
    expect('answer' in draining && draining.answer, output).toMatchObject({
      status: 503,
      body: { error_key: 'not_ready' },
    })
    for (const result of answered) {
      expect('answer' in result && result.answer.status, JSON.stringify(result)).toBe(201)
    }
    // A closed transport, not "io server disconnect": a Socket.IO client reconnects by itself.
    expect(await disconnected).toBe('transport close')
  })
})
