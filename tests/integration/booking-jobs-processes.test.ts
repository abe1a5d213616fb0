import { transitionBooking } from '@driftway/api/bookings/service'
import { withTransaction } from '@driftway/api/http/transaction'
import { asSystem } from '@driftway/collections'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type ApiProcess, startApiProcess } from './support/api-process'
import { type BookingWorld, bookedNightsOf, createBookingWorld, travelerBooker } from './support/bookings'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * Issue 11: "A restart loses no deadline; each job acts once even when two API processes run."
 * Real API processes (`tsx api/src/main.ts`, as `npm start` runs it) with their deadlines job on a
 * short interval share this file's SQLite database; the test process only creates bookings and moves
 * their deadlines (its own jobs timer is off, its mail goes to the outbox, not to the catcher).
 */
const mongo = process.env.DATABASE_URL?.startsWith('mongodb')
let api: TestApi
let world: BookingWorld
let mail: MailCatcher
const processes: ApiProcess[] = []
let booker: ReturnType<typeof travelerBooker>

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi()
  world = await createBookingWorld(api)
  booker = travelerBooker(api, world, 30)
}, 120_000)
afterEach(async () => {
  // Nothing of one test keeps sweeping into the next.
  await Promise.all(processes.splice(0).map((started) => started.stop('SIGKILL')))
})
afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

const start = async () => {
  // Starting takes long on a busy machine (tsx compiles the API, Payload builds its schema).
  const started = await startApiProcess(
    api.databaseUrl,
    // At info, Payload's job runner logs each run ("Running 1 jobs."): the proof both processes ran.
    { SMTP_URL: mail.url, BOOKING_JOBS_INTERVAL_MS: '200', LOG_LEVEL: 'info' },
    { readyWithinMs: 300_000 },
  )
  processes.push(started)
  return started
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Books through the API and answers the booking's id. */
/** The booking number of each booking made here: booking mails name a booking by it (decision 0113). */
const referenceOf = new Map<string, string>()
const book = async (...args: Parameters<ReturnType<typeof travelerBooker>>) => {
  const booking = await booker(...args)
  referenceOf.set(booking.id, booking.reference)
  return booking.id
}
/** Whether a mail is about booking `id`. */
const isAbout = (id: string) => (message: { text: string }) => message.text.includes(referenceOf.get(id)!)

const bookingOf = (id: string) => api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })

/** Polls until `check` holds for every booking (or fails with what it last saw). */
async function waitForBookings(ids: string[], check: (booking: Awaited<ReturnType<typeof bookingOf>>) => boolean) {
  const until = Date.now() + 90_000
  let seen: Awaited<ReturnType<typeof bookingOf>>[] = []
  while (Date.now() < until) {
    seen = await Promise.all(ids.map(bookingOf))
    if (seen.every(check)) return seen
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`bookings did not get there: ${JSON.stringify(seen.map((b) => [b.id, b.status]))}`)
}

/** The audit trail's status entries of a booking: one per party and change. */
async function statusEntries(id: string) {
  const { docs } = await api.payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'booking.status_changed' } }, { target_id: { equals: id } }] },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  return docs.map(
    (entry) => `${(entry.before as { status: string }).status}→${(entry.after as { status: string }).status}`,
  )
}

/** Mails about booking `id` (their details name it), by subject. */
const mailsAbout = (id: string) => mail.messages.filter(isAbout(id)).map((message) => message.subject)

describe.skipIf(mongo)('booking deadlines with two API processes on one database', () => {
  it('each deadline acts once: one transition, one audit entry per party, one mail', async () => {
    const requests = [await book('campsite'), await book('campsite'), await book('campsite')]
    const unpaid = [
      await book('recreational_vehicle', { instant: true }),
      await book('recreational_vehicle', { instant: true }),
      await book('boat', { instant: true }),
    ]
    const trips = [await book('boat', { instant: true }), await book('recreational_vehicle', { instant: true })]
    for (const id of trips) await transitionBooking(api.app, id, 'payment_succeeded', 'system')
    const soon = await book('boat', { instant: true, from: 1, nights: 1 })
    await transitionBooking(api.app, soon, 'payment_succeeded', 'system')

    const [a, b] = await Promise.all([start(), start()])

    // Every deadline passes at the same moment, while both processes sweep every 200 ms.
    const past = nowSeconds() - 60
    await withTransaction(api.payload, async (req) => {
      const write = (id: string, data: object) =>
        api.payload.update({ collection: 'bookings', id, data, depth: 0, ...asSystem(), req })
      for (const id of requests) await write(id, { acception_deadline_timestamp: past })
      for (const id of unpaid) await write(id, { payment_deadline_timestamp: past })
      for (const id of trips) await write(id, { pickup_timestamp: past - 3 * 86_400, return_timestamp: past })
    })

    await waitForBookings(requests, (booking) => booking.status === 'REJECTED')
    await waitForBookings(unpaid, (booking) => booking.status === 'EXPIRED_PAYMENT')
    await waitForBookings(trips, (booking) => booking.status === 'TRIP_COMPLETED')
    await waitForBookings([soon], (booking) => Boolean(booking.reminder_sent_timestamp))
    // Mail goes out in the background after each commit.
    for (const id of [...requests, ...unpaid, soon]) await mail.waitFor(isAbout(id), 60_000)
    // Both keep sweeping for a while: a second effect would show up now.
    await new Promise((resolve) => setTimeout(resolve, 3000))

    for (const id of requests) {
      expect((await statusEntries(id)).filter((entry) => entry === 'PENDING→REJECTED')).toHaveLength(2)
      expect(mailsAbout(id)).toEqual(['Your booking has expired'])
    }
    for (const id of unpaid) {
      expect((await statusEntries(id)).filter((entry) => entry.endsWith('→EXPIRED_PAYMENT'))).toHaveLength(2)
      expect(mailsAbout(id)).toEqual(['Your booking has expired'])
    }
    for (const id of trips) {
      expect((await statusEntries(id)).filter((entry) => entry === 'CONFIRMED→TRIP_COMPLETED')).toHaveLength(2)
      expect(mailsAbout(id)).toEqual([])
    }
    expect(mailsAbout(soon).filter((subject) => subject === 'Your trip starts soon')).toHaveLength(1)
    expect((await bookingOf(soon)).status).toBe('CONFIRMED')
    // The nights of what expired are free once, those of the trips stay held.
    const heldRv = (await bookedNightsOf(api, world.listings.recreational_vehicle)).map((night) => night.booking)
    for (const id of unpaid) expect(heldRv).not.toContain(id)
    expect(heldRv).toContain(trips[1])
    // No mail beyond one per effect. Both processes ran the job (Payload logs each run), and no
    // sweep failed in either.
    expect(mail.messages.length).toBe(new Set(mail.messages.map((m) => `${m.subject} ${m.text}`)).size)
    for (const started of [a, b]) {
      expect(started.output()).toMatch(/Running \d+ jobs/)
      expect(started.output()).not.toMatch(/booking (deadline step|jobs run) failed/)
    }

    await Promise.all([a.stop(), b.stop()])
  }, 600_000)

  it('a restart loses no deadline, not even after a crash in the middle of a run', async () => {
    const first = await start()
    const request = await book('campsite')
    // Far enough ahead for a busy machine to kill the process before it.
    const deadline = nowSeconds() + 15
    await api.payload.update({
      collection: 'bookings',
      id: request,
      data: { acception_deadline_timestamp: deadline },
      ...asSystem(),
    })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect((await bookingOf(request)).status).toBe('PENDING')
    // The process dies before the deadline, as a crash would take it: no graceful close.
    await first.stop('SIGKILL')
    expect(nowSeconds()).toBeLessThan(deadline)
    // What a run killed half-way leaves in the queue (its job claimed for good), and a job that used
    // up its retries: Payload never runs either again.
    await api.payload.create({
      collection: 'payload-jobs',
      data: { taskSlug: 'bookingDeadlines', input: {}, processing: true },
      ...asSystem(),
    })
    await api.payload.create({
      collection: 'payload-jobs',
      data: { taskSlug: 'bookingDeadlines', input: {}, hasError: true, totalTried: 4 },
      ...asSystem(),
    })

    while (nowSeconds() <= deadline + 1) await new Promise((resolve) => setTimeout(resolve, 250))
    expect((await bookingOf(request)).status).toBe('PENDING')

    const second = await start()
    const [expired] = await waitForBookings([request], (booking) => booking.status === 'REJECTED')
    expect(expired!.status_changed_timestamp).toBeGreaterThan(deadline)
    await mail.waitFor(isAbout(request))
    expect(mailsAbout(request)).toEqual(['Your booking has expired'])
    expect((await statusEntries(request)).filter((entry) => entry === 'PENDING→REJECTED')).toHaveLength(2)
    await second.stop()
  }, 600_000)
})
