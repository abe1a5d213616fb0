import {
  asSystem,
  BOOKING_DEADLINES_TASK,
  type BookingDeadlinesOutput,
  setBookingDeadlinesHandler,
} from '@driftway/collections'
import type { BookingAction, BookingStatus } from '@driftway/domain'
import { currentTimestamp } from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { Where } from 'payload'
import { ApiError } from '../http/errors'
import { everyInterval } from '../http/periodic'
import { queueJob, withTransaction } from '../http/transaction'
import { settleRefunds } from '../payments/booking-payments'
import type { BookingEvent } from './events'
import { findLockedBooking, publishBookingEvent, transitionBooking } from './service'
import type { BookingDoc } from './view'

/** A confirmed trip gets its reminder this long before pickup. */
export const REMINDER_BEFORE_PICKUP_SECONDS = 48 * 60 * 60
/** The remainder of a down-payment booking is asked for this long before it is due. */
export const REMAINDER_NOTICE_SECONDS = 3 * 24 * 60 * 60
const BATCH = 200

async function due(app: FastifyInstance, where: Where): Promise<BookingDoc[]> {
  const { docs } = await app.ctx.payload.find({
    collection: 'bookings',
    where,
    limit: BATCH,
    depth: 0,
    sort: 'id',
    ...asSystem(),
  })
  return docs as BookingDoc[]
}

/**
 * Moves every booking whose deadline passed: each through the state machine in its own
 * transaction, which takes the booking's row and re-reads the status first (findLockedBooking) — so
 * when two API processes sweep at once, the second waits, finds the booking already moved (a 409
 * from the machine) and does nothing, on PostgreSQL as on SQLite.
 */
async function moveAll(app: FastifyInstance, bookings: BookingDoc[], action: BookingAction): Promise<number> {
  let moved = 0
  for (const booking of bookings) {
    try {
      await transitionBooking(app, String(booking.id), action, 'system')
      moved += 1
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) continue
      app.log.error({ err: error, booking: booking.id, action }, 'booking deadline step failed')
    }
  }
  return moved
}

export async function sweepBookingDeadlines(
  app: FastifyInstance,
  now = currentTimestamp(),
): Promise<BookingDeadlinesOutput> {
  const statusIn = (statuses: BookingStatus[]): Where => ({ status: { in: statuses } })
  const expired_requests = await moveAll(
    app,
    await due(app, { and: [statusIn(['PENDING']), { acception_deadline_timestamp: { less_than_equal: now } }] }),
    'expire_request',
  )
  const expired_payments = await moveAll(
    app,
    await due(app, {
      and: [
        statusIn(['AWAITING_PAYMENT', 'PROCESSING_PAYMENT']),
        { payment_deadline_timestamp: { less_than_equal: now } },
      ],
    }),
    'expire_payment',
  )
  const completed = await moveAll(
    app,
    await due(app, {
      and: [statusIn(['CONFIRMED', 'CONTACT_LESSOR']), { return_timestamp: { less_than_equal: now } }],
    }),
    'complete',
  )
  let reminded = 0
  const once = async (
    candidates: BookingDoc[],
    field: 'reminder_sent_timestamp' | 'remainder_reminder_sent_timestamp',
    action: 'reminder' | 'remainder_due',
  ) => {
    for (const candidate of candidates) {
      // Marked in a transaction that re-reads it: one mail even with two sweeping processes.
      const event = await withTransaction(app.ctx.payload, async (req): Promise<BookingEvent | null> => {
        const booking = await findLockedBooking(app, String(candidate.id), req)
        if (booking.status !== 'CONFIRMED' || booking[field]) return null
        const updated = (await app.ctx.payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { [field]: now },
          depth: 0,
          ...asSystem(),
          req,
        })) as BookingDoc
        return { action, from: 'CONFIRMED', booking: updated }
      })
      if (event) {
        reminded += 1
        await publishBookingEvent(app, event)
      }
    }
  }
  await once(
    await due(app, {
      and: [
        statusIn(['CONFIRMED']),
        { pickup_timestamp: { greater_than: now } },
        { pickup_timestamp: { less_than_equal: now + REMINDER_BEFORE_PICKUP_SECONDS } },
        { reminder_sent_timestamp: { exists: false } },
      ],
    }),
    'reminder_sent_timestamp',
    'reminder',
  )
  await once(
    await due(app, {
      and: [
        statusIn(['CONFIRMED']),
        { remaining_amount_in_cents: { greater_than: 0 } },
        { remaining_payment_deadline_timestamp: { less_than_equal: now + REMAINDER_NOTICE_SECONDS } },
        { remainder_reminder_sent_timestamp: { exists: false } },
      ],
    }),
    'remainder_reminder_sent_timestamp',
    'remainder_due',
  )
  // Refunds recorded but not yet accepted by the provider (a process stopped after the commit, the
  // provider was down); the minute keeps clear of those their own request is sending right now.
  await settleRefunds(app, { recordedBefore: now - 60 })
  return { expired_requests, expired_payments, completed, reminded }
}

/** A claimed job not touched for this long belongs to a process that stopped while running it. */
export const ABANDONED_JOB_SECONDS = 15 * 60

/**
 * Queues the deadlines job unless one is waiting to run. Payload never runs a job again that a
 * process claimed (`processing`) and then died with, nor one that used up its retries
 * (`hasError`): counting those as waiting would stop every sweep for good after one crash, so only
 * runnable jobs count, and claimed ones left behind are closed as failed (kept for the admin).
 * Nothing is lost with them: the deadlines live on the bookings, the next sweep finds them.
 */
export async function queueBookingDeadlines(app: FastifyInstance, nowMs = Date.now()): Promise<boolean> {
  const { payload } = app.ctx
  const task: Where = { taskSlug: { equals: BOOKING_DEADLINES_TASK } }
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        task,
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(nowMs - ABANDONED_JOB_SECONDS * 1000).toISOString() } },
      ],
    },
    data: {
      processing: false,
      hasError: true,
      error: { message: 'Abandoned: the process running it stopped before it finished.' },
    },
    depth: 0,
    ...asSystem(),
  })
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        task,
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        { hasError: { not_equals: true } },
      ],
    },
    ...asSystem(),
  })
  if (waiting.totalDocs > 0) return false
  await queueJob(payload, { task: BOOKING_DEADLINES_TASK, input: {} })
  return true
}

/**
 * Registers the sweep as the handler of the durable `bookingDeadlines` job and, when
 * BOOKING_JOBS_INTERVAL_MS > 0, queues and runs it on that interval in this process. Every API
 * process may do so: two processes may even run the same job at once (Payload claims jobs without
 * a lock), which the sweep is built for.
 */
export function startBookingJobs(app: FastifyInstance): void {
  const { payload, env } = app.ctx
  setBookingDeadlinesHandler(() => sweepBookingDeadlines(app))
  if (env.bookingJobsIntervalMs <= 0) return
  everyInterval(app, env.bookingJobsIntervalMs, async () => {
    try {
      await queueBookingDeadlines(app)
      await payload.jobs.run({ limit: 5 })
    } catch (error) {
      app.log.error({ err: error }, 'booking jobs run failed')
    }
  })
}
