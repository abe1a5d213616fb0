import { asSystem, RENTAL_DIGEST_TASK, setRentalDigestHandler } from '@driftway/collections'
import type { FastifyInstance } from 'fastify'
import { everyInterval } from '../http/periodic'
import { queueJob } from '../http/transaction'
import { sweepRentalDigest } from './mail'

/** The digest is looked at this often (each lessor still gets at most one a day). */
const DIGEST_SWEEP_EVERY_MS = 10 * 60_000

/**
 * Runs the lessors' daily digest (rental/mail.ts) on Payload's jobs queue, beside the booking
 * deadlines job and on its timer (BOOKING_JOBS_INTERVAL_MS; 0 turns both off), at most every ten
 * minutes: it queues the job unless one waits; the sweep itself mails each lessor at most once a day.
 */
export function startRentalDigestJobs(app: FastifyInstance): void {
  const { payload, env } = app.ctx
  setRentalDigestHandler(async () => ({ mailed: await sweepRentalDigest(app) }))
  if (env.bookingJobsIntervalMs <= 0) return
  let lastSweep = 0
  everyInterval(app, env.bookingJobsIntervalMs, async () => {
    if (Date.now() - lastSweep < DIGEST_SWEEP_EVERY_MS) return
    lastSweep = Date.now()
    try {
      const waiting = await payload.count({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: RENTAL_DIGEST_TASK } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
          ],
        },
        ...asSystem(),
      })
      if (waiting.totalDocs === 0) await queueJob(payload, { task: RENTAL_DIGEST_TASK, input: {} })
      await payload.jobs.run({ limit: 5, where: { taskSlug: { equals: RENTAL_DIGEST_TASK } } })
    } catch (error) {
      app.log.error({ err: error }, 'rental digest run failed')
    }
  })
}
