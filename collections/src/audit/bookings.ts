import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { idOf } from '../hooks'
import { recordAudit } from './record'

type BookingLike = { id: unknown; status?: unknown; traveller?: unknown; lessor?: unknown; listing?: unknown }

/**
 * Records a booking's status change (issue 24) in the caller's transaction. The booking code calls
 * it right after it writes the new status — with the same `req`, so entry and status commit or
 * roll back together — or registers `auditBookingStatus` as an afterChange hook on Bookings.
 * Both parties' accounts see the entry: one entry per party, as an entry names one account.
 */
export async function recordBookingStatusChange(
  req: PayloadRequest,
  booking: BookingLike,
  change: { from: string | null; to: string; reason?: string | null; clientIp?: string | null },
): Promise<void> {
  if (change.from === change.to) return
  const parties = [...new Set([idOf(booking.traveller), idOf(booking.lessor)].filter(Boolean))] as string[]
  for (const accountUser of parties.length > 0 ? parties : [null]) {
    await recordAudit(req, {
      action: 'booking.status_changed',
      targetCollection: 'bookings',
      targetId: String(booking.id),
      before: { status: change.from },
      after: { status: change.to },
      reason: change.reason ?? null,
      accountUser,
      ...(change.clientIp !== undefined ? { clientIp: change.clientIp } : {}),
    })
  }
}

/**
 * afterChange on Bookings (added by `withAuditTrail`): every status a booking takes — from the
 * API, the admin or a job — lands in the trail without the booking code calling anything.
 * A reason the caller wants on the entry travels in `req.context.auditReason`.
 */
export const auditBookingStatus: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  const from = operation === 'create' ? null : ((previousDoc?.status as string | undefined) ?? null)
  const to = doc.status as string
  const reason = typeof req.context?.auditReason === 'string' ? req.context.auditReason : null
  await recordBookingStatusChange(req, doc, { from, to, reason })
  return doc
}
