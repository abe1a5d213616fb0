import type { BookingEvent } from '@driftway/api/bookings/events'
import { ABANDONED_JOB_SECONDS, queueBookingDeadlines, sweepBookingDeadlines } from '@driftway/api/bookings/jobs'
import { transitionBooking } from '@driftway/api/bookings/service'
import { asSystem } from '@driftway/collections'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApi, type TestApi } from './support/api'
import { type BookingWorld, bookedNightsOf, createBookingWorld, travelerBooker } from './support/bookings'

let api: TestApi
let world: BookingWorld
const events: BookingEvent[] = []
let book: ReturnType<typeof travelerBooker>

beforeAll(async () => {
  api = await startTestApi()
  world = await createBookingWorld(api)
  book = travelerBooker(api, world, 5)
  api.app.bookingEvents.on((event) => {
    events.push(event)
  })
})
afterAll(async () => {
  await api?.stop()
})
afterEach(() => {
  vi.useRealTimers()
})

const statusOf = async (id: string) =>
  (await api.payload.findByID({ collection: 'bookings', id, depth: 0, ...asSystem() })).status

/** The controllable clock: only Date moves, timers stay real. */
const travelTo = (unixSeconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(unixSeconds * 1000)
}

describe('booking deadlines job', () => {
  it('runs through the durable Payload jobs queue: expires requests and payments, completes trips, reminds', async () => {
    const request = await book('campsite')
    const instant = await book('recreational_vehicle', { instant: true })
    const trip = await book('boat', { instant: true, from: 1, nights: 1 })
    await transitionBooking(api.app, trip.id, 'payment_succeeded', 'system')
    const soon = await book('recreational_vehicle', { instant: true, from: 1, nights: 1 })
    await transitionBooking(api.app, soon.id, 'payment_succeeded', 'system')

    // Nothing is due yet.
    await api.payload.jobs.queue({ task: 'bookingDeadlines', input: {} })
    await api.payload.jobs.run()
    expect(await statusOf(request.id)).toBe('PENDING')
    const reminders = events.filter((event) => event.action === 'reminder').map((event) => event.booking.id)
    expect(reminders).toContain(soon.id)
    expect(reminders).toContain(trip.id)

    // 25 hours later: the request and the unpaid instant booking have expired.
    travelTo(Math.floor(Date.now() / 1000) + 25 * 3600)
    await api.payload.jobs.queue({ task: 'bookingDeadlines', input: {} })
    await api.payload.jobs.run()
    expect(await statusOf(request.id)).toBe('REJECTED')
    expect(await statusOf(instant.id)).toBe('EXPIRED_PAYMENT')
    const held = (await bookedNightsOf(api, world.listings.recreational_vehicle)).map((night) => night.booking)
    expect(held).not.toContain(instant.id)
    expect(held).toContain(soon.id)

    // After the return date the trips are completed; the jobs queue is empty again.
    travelTo(trip.return_timestamp + 3600)
    await api.payload.jobs.queue({ task: 'bookingDeadlines', input: {} })
    await api.payload.jobs.run()
    expect(await statusOf(trip.id)).toBe('TRIP_COMPLETED')
    expect(await statusOf(soon.id)).toBe('TRIP_COMPLETED')
    const left = await api.payload.count({ collection: 'payload-jobs', ...asSystem() })
    expect(left.totalDocs).toBe(0)
  })

  it('acts once on each booking when two workers sweep at the same time', async () => {
    const ids = [(await book('campsite')).id, (await book('campsite')).id, (await book('boat', { instant: true })).id]
    travelTo(Math.floor(Date.now() / 1000) + 2 * 24 * 3600)
    const before = events.length
    const [a, b] = await Promise.all([sweepBookingDeadlines(api.app), sweepBookingDeadlines(api.app)])
    const moved = events.slice(before).filter((event) => ids.includes(String(event.booking.id)))
    expect(moved).toHaveLength(3)
    expect(a.expired_requests + b.expired_requests).toBe(2)
    expect(a.expired_payments + b.expired_payments).toBe(1)
  })

  it('a job left claimed by a stopped process, or failed for good, does not stop the sweeps', async () => {
    const job = (data: object) =>
      api.payload.create({
        collection: 'payload-jobs',
        data: { taskSlug: 'bookingDeadlines', input: {}, ...data },
        ...asSystem(),
      })
    // Payload runs neither again: counted as waiting, they would keep the next job from being queued.
    const claimed = await job({ processing: true })
    await job({ hasError: true, totalTried: 4 })
    expect(await queueBookingDeadlines(api.app)).toBe(true)
    expect(await queueBookingDeadlines(api.app)).toBe(false)
    await api.payload.jobs.run()
    // Long after, the claimed one is closed as failed (kept for the admin); nothing else changes.
    expect(await queueBookingDeadlines(api.app, Date.now() + (ABANDONED_JOB_SECONDS + 60) * 1000)).toBe(true)
    const closed = await api.payload.findByID({ collection: 'payload-jobs', id: claimed.id, ...asSystem() })
    expect(closed).toMatchObject({ processing: false, hasError: true })
    await api.payload.jobs.run()
  })
})
