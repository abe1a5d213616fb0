import { asSystem } from '@driftway/collections'
import type { FastifyInstance } from 'fastify'
import type { Where } from 'payload'
import type { BookingDoc } from '../bookings/view'
import { now, type Outcome } from './saga-log'

/** How long after such a refund the partner's record is read again for a booking that arrived there late. */
const LATE_BOOKING_WINDOW_SECONDS = 60 * 60

/**
 * The reconciliation job: every partner booking paid but not settled — outcome unknown, or left
 * `paid`/`partner_requested` for `staleSeconds` by a process that stopped — is settled by reading
 * the partner's record (decision 0093); a confirmed booking cancelled with us whose cancellation
 * the partner has not taken yet is cancelled there, and so is one refunded in the last hour that
 * the partner booked after all. Safe to run in every process at once.
 */
export async function reconcilePartnerBookings(
  app: FastifyInstance,
  options: { staleSeconds?: number; now?: number } = {},
): Promise<Record<Outcome | 'cancelled', number>> {
  const at = options.now ?? now()
  const staleBefore = new Date((at - (options.staleSeconds ?? 300)) * 1000).toISOString()
  const where: Where = {
    and: [
      { partner: { exists: true } },
      { status: { equals: 'PROCESSING_PAYMENT' } },
      {
        or: [
          { partner_step: { equals: 'partner_unknown' } },
          {
            and: [{ partner_step: { in: ['paid', 'partner_requested'] } }, { updatedAt: { less_than: staleBefore } }],
          },
        ],
      },
    ],
  }
  const { docs } = await app.ctx.payload.find({
    collection: 'bookings',
    where,
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  const counts: Record<Outcome | 'cancelled', number> = {
    confirmed: 0,
    refunded: 0,
    given_up: 0,
    cancelled: 0,
    unknown: 0,
    skipped: 0,
  }
  // Cancellations with us that the partner has not taken yet.
  const { docs: cancelling } = await app.ctx.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { partner: { exists: true } },
        { status: { in: ['TRAVELLER_CANCELLED', 'RENTING_CANCELLED'] } },
        {
          or: [
            { partner_step: { equals: 'partner_cancel_pending' } },
            { and: [{ partner_step: { equals: 'partner_confirmed' } }, { updatedAt: { less_than: staleBefore } }] },
          ],
        },
      ],
    },
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  for (const booking of cancelling as BookingDoc[])
    counts[await app.partnerBookings.cancelAtPartner(String(booking.id))] += 1
  // Refunded within the last hour: booked at the partner after all by a call that was under way?
  const { docs: refunded } = await app.ctx.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { partner: { exists: true } },
        { status: { equals: 'RENTING_CANCELLED' } },
        { partner_step: { in: ['refunded', 'partner_cancelled'] } },
        { updatedAt: { greater_than: new Date((at - LATE_BOOKING_WINDOW_SECONDS) * 1000).toISOString() } },
      ],
    },
    limit: 100,
    sort: 'updatedAt',
    depth: 0,
    ...asSystem(),
  })
  for (const booking of refunded as BookingDoc[]) {
    // A partner that does not answer is read again next run (not counted: the money is settled).
    if ((await app.partnerBookings.checkLateBooking(String(booking.id))) === 'cancelled') counts.cancelled += 1
  }
  for (const booking of docs as BookingDoc[]) {
    try {
      counts[await app.partnerBookings.reconcile(String(booking.id))] += 1
    } catch (error) {
      counts.unknown += 1
      app.log.error({ err: error, booking: booking.id }, 'partner reconciliation failed')
    }
  }
  return counts
}
