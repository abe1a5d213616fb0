import type { JobsConfig, PayloadRequest, TaskConfig } from 'payload'
import { adminStaff, noOne, staffWith } from './access'

/**
 * Payload's jobs queue (durable: jobs are rows of `payload-jobs`). The booking deadlines task
 * expires requests and payments, completes trips and sends reminders; the deadlines themselves
 * live on the bookings, so a restart loses none — the next run finds them. The API registers the
 * handler (it needs the API's mail and payment provider); a process without it fails the job,
 * which Payload retries.
 */
export type BookingDeadlinesOutput = {
  expired_requests: number
  expired_payments: number
  completed: number
  reminded: number
}
type Handler = (req: PayloadRequest) => Promise<BookingDeadlinesOutput>

const handlers: { bookingDeadlines?: Handler } = {}

export function setBookingDeadlinesHandler(handler: Handler): void {
  handlers.bookingDeadlines = handler
}

export const BOOKING_DEADLINES_TASK = 'bookingDeadlines'

const bookingDeadlinesTask: TaskConfig = {
  slug: BOOKING_DEADLINES_TASK,
  label: 'Booking deadlines',
  retries: 3,
  outputSchema: [
    { name: 'expired_requests', type: 'number' },
    { name: 'expired_payments', type: 'number' },
    { name: 'completed', type: 'number' },
    { name: 'reminded', type: 'number' },
  ],
  handler: async ({ req }) => {
    const run = handlers.bookingDeadlines
    if (!run) throw new Error('The booking deadlines handler is registered by the API process only.')
    return { output: await run(req) }
  },
}

/**
 * The lessors' daily digest of new matching rental requests (decision 0067); like the deadlines,
 * the API registers the handler and the state (each lessor's last digest) lives on the users.
 */
export const RENTAL_DIGEST_TASK = 'rentalRequestDigest'
let rentalDigestHandler: ((req: PayloadRequest) => Promise<{ mailed: number }>) | undefined

export function setRentalDigestHandler(handler: (req: PayloadRequest) => Promise<{ mailed: number }>): void {
  rentalDigestHandler = handler
}

const rentalDigestTask: TaskConfig = {
  slug: RENTAL_DIGEST_TASK,
  label: 'Rental request digest',
  retries: 3,
  outputSchema: [{ name: 'mailed', type: 'number' }],
  handler: async ({ req }) => {
    if (!rentalDigestHandler) throw new Error('The rental digest handler is registered by the API process only.')
    return { output: await rentalDigestHandler(req) }
  },
}

/**
 * Imports one partner's fleet (issue 21, decision 0092): queued on a schedule by the API and on
 * demand; the API registers the handler (it holds the partner adapters).
 */
export const PARTNER_IMPORT_TASK = 'partnerImport'
export type PartnerImportOutput = { created: number; updated: number; unpublished: number }
let partnerImportHandler: ((req: PayloadRequest, partner: string) => Promise<PartnerImportOutput>) | undefined

export function setPartnerImportHandler(
  handler: (req: PayloadRequest, partner: string) => Promise<PartnerImportOutput>,
): void {
  partnerImportHandler = handler
}

const partnerImportTask: TaskConfig = {
  slug: PARTNER_IMPORT_TASK,
  label: 'Partner fleet import',
  retries: 2,
  inputSchema: [{ name: 'partner', type: 'text', required: true }],
  outputSchema: [
    { name: 'created', type: 'number' },
    { name: 'updated', type: 'number' },
    { name: 'unpublished', type: 'number' },
  ],
  handler: async ({ req, input }) => {
    if (!partnerImportHandler) throw new Error('The partner import handler is registered by the API process only.')
    return { output: await partnerImportHandler(req, String((input as { partner?: unknown }).partner)) }
  },
}

export const jobs: JobsConfig = {
  tasks: [bookingDeadlinesTask, rentalDigestTask, partnerImportTask],
  deleteJobOnComplete: true,
  // The queue is the server's: administrators may look at it in the admin, nobody edits it there.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { read: staffWith(adminStaff), create: noOne, update: noOne, delete: noOne },
  }),
}
