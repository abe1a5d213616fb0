import { type BookedPeriod, SECONDS_PER_DAY } from '@driftway/domain'
import { isPartnerSlug } from '@driftway/domain/partners'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/errors'
import { bookedPeriods, type ListingDoc } from '../listings/bundle'
import { partnerIdField } from './types'

/** How far ahead a partner's calendar is asked for (the detail page's calendar shows about a year). */
const PARTNER_CALENDAR_DAYS = 366

/**
 * The booked periods a listing's calendar shows from `now` on (booking §7 booked periods, the
 * detail's booked_info). A partner-managed listing shows the partner's own availability instead of
 * our ledger (listings §8: "booked info is ignored" for them): the partner sells the same units
 * elsewhere, and our own bookings of it are in its calendar once it confirmed them.
 * `fallback`: when the partner does not answer, our ledger rather than an error (the detail page
 * must render; the booked-periods call itself answers 503).
 */
export async function listingCalendar(
  app: FastifyInstance,
  listing: ListingDoc,
  now: number,
  options: { fallback?: boolean } = {},
): Promise<BookedPeriod[]> {
  const partner = listing.partner
  const externalId = isPartnerSlug(partner) ? listing[partnerIdField[partner]] : null
  if (!isPartnerSlug(partner) || !externalId) return bookedPeriods(app.ctx.payload, listing, now)
  try {
    app.partners.assertBookable(partner)
    // From the start of the UTC day: one question (and one cached answer) per listing and day, not per second.
    const from = now - (now % SECONDS_PER_DAY)
    const periods = await app.partners.unavailable(
      partner,
      String(externalId),
      from,
      from + PARTNER_CALENDAR_DAYS * SECONDS_PER_DAY,
    )
    return periods.filter((p) => p.return_timestamp > now)
  } catch (error) {
    if (!options.fallback || !(error instanceof ApiError)) throw error
    app.log.warn({ err: error, listing: listing.id }, 'partner calendar unavailable; showing our ledger')
    return bookedPeriods(app.ctx.payload, listing, now)
  }
}
