import { asSystem, asUser } from '@driftway/collections'
import type { Booking, Transaction } from '@driftway/collections/payload-types'
import {
  addDaysToKey,
  addMonths,
  currentTimestamp,
  isLessorRole,
  kindForLessorRole,
  type ListingKind,
  monthOf,
  type NightKey,
  nightKeyOf,
  startOfDayTimestamp,
} from '@driftway/domain'
import { commissionFor, commissionPercent } from '@driftway/domain/payouts'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { idOf, timezoneOfListing } from '../listings/pricing-input'
import { findOwnMerchant, toMerchantResponse } from '../payments/merchants'
import { payoutErrors } from './connect'

/** Months of revenue shown (accounts issue 14: "last 12 months", the current one included). */
const REVENUE_MONTHS = 12
/** Nights from today over which occupancy is measured. */
const OCCUPANCY_NIGHTS = 30
const LIST_LIMIT = 10
const arrivingStatuses = ['CONFIRMED', 'UPCOMING_TRIP']

type DashboardBooking = Pick<
  Booking,
  | 'id'
  | 'kind'
  | 'listing'
  | 'status'
  | 'pickup_timestamp'
  | 'return_timestamp'
  | 'total_rent_price_in_cents'
  | 'currency'
  | 'traveller_name'
  | 'travellers_num'
  | 'adults_num'
  | 'children_num'
  | 'acception_deadline_timestamp'
>

/** Month key `YYYY-MM` of a moment, in UTC (the months of the revenue chart). */
const monthKeyOf = (timestamp: number) => nightKeyOf(timestamp, 'UTC').slice(0, 7)

/**
 * GET /lessor/dashboard/: the lessor's own figures, read with a handful of Local API queries
 * (own listings and bookings as the lessor; their payments, nights and merchant scoped by those
 * ids). Money in integer cents of the lessor's currency: paid less refunds less the commission of
 * the listing's kind, per payment (what the provider keeps per charge).
 */
export async function lessorDashboard(payload: Payload, user: UserDoc, at = currentTimestamp()) {
  if (!isLessorRole(user.role)) throw payoutErrors.notALessor()
  const currency = user.currency_code || 'EUR'
  const firstMonth = addMonths(monthOf(nightKeyOf(at, 'UTC')), -(REVENUE_MONTHS - 1))
  const months = Array.from({ length: REVENUE_MONTHS }, (_, index) => addMonths(firstMonth, index).slice(0, 7))
  const windowStart = startOfDayTimestamp(firstMonth, 'UTC')

  const [listings, bookings, merchant] = await Promise.all([
    payload.find({
      collection: 'listings',
      where: { lessor: { equals: user.id } },
      select: { title: true, kind: true, is_draft: true, country_iso2: true, latitude: true, longitude: true },
      sort: 'title',
      depth: 0,
      pagination: false,
      ...asUser(user),
    }),
    // Bookings that moved within the revenue window (a payment updates its booking) or are still ahead.
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          { lessor: { equals: user.id } },
          {
            or: [
              { updatedAt: { greater_than_equal: new Date(windowStart * 1000).toISOString() } },
              { pickup_timestamp: { greater_than_equal: at } },
            ],
          },
        ],
      },
      select: {
        kind: true,
        listing: true,
        status: true,
        pickup_timestamp: true,
        return_timestamp: true,
        total_rent_price_in_cents: true,
        currency: true,
        traveller_name: true,
        travellers_num: true,
        adults_num: true,
        children_num: true,
        acception_deadline_timestamp: true,
      },
      depth: 0,
      pagination: false,
      ...asUser(user),
    }),
    findOwnMerchant(payload, user),
  ])
  const ownBookings: DashboardBooking[] = bookings.docs
  const bookingById = new Map(ownBookings.map((booking) => [String(booking.id), booking]))
  const listingById = new Map(listings.docs.map((listing) => [String(listing.id), listing]))
  const kindOf = (booking: DashboardBooking | undefined): ListingKind =>
    booking?.kind ??
    (listingById.get(idOf(booking?.listing) ?? '')?.kind as ListingKind | undefined) ??
    kindForLessorRole(user.role)!
  const titleOf = (booking: DashboardBooking) => listingById.get(idOf(booking.listing) ?? '')?.title ?? ''

  // Payments of these bookings (transactions are the traveler's records: scoped here by booking id).
  const payments = bookingById.size
    ? ((
        await payload.find({
          collection: 'transactions',
          where: {
            and: [
              { booking: { in: [...bookingById.keys()] } },
              { date_ts: { greater_than_equal: windowStart } },
              {
                or: [
                  { and: [{ kind: { equals: 'charge' } }, { status: { equals: 'succeeded' } }] },
                  // A refund counts once recorded (the booking's refunded amount), settled or not yet.
                  { and: [{ kind: { equals: 'refund' } }, { status: { in: ['pending', 'succeeded'] } }] },
                ],
              },
            ],
          },
          sort: '-date_ts',
          depth: 0,
          pagination: false,
          ...asSystem(),
        })
      ).docs as Transaction[])
    : []

  const revenue = new Map(months.map((month) => [month, { paid: 0, refunded: 0, commission: 0 }]))
  const payouts: {
    id: string
    booking_id: string
    listing_title: string
    kind: 'charge' | 'refund'
    date_timestamp: number
    amount_in_cents: number
    commission_in_cents: number
    payout_in_cents: number
    status: string
  }[] = []
  let otherCurrency = 0
  for (const payment of payments) {
    if (payment.currency_code !== currency) {
      otherCurrency += 1
      continue
    }
    const booking = bookingById.get(idOf(payment.booking) ?? '')
    const fee = commissionFor(kindOf(booking), payment.amount_in_cents)
    const refund = payment.kind === 'refund'
    const month = revenue.get(monthKeyOf(payment.date_ts))
    if (month) {
      if (refund) month.refunded += payment.amount_in_cents
      else month.paid += payment.amount_in_cents
      month.commission += refund ? -fee : fee
    }
    if (payouts.length < LIST_LIMIT) {
      const sign = refund ? -1 : 1
      payouts.push({
        id: String(payment.id),
        booking_id: idOf(payment.booking) ?? '',
        listing_title: booking ? titleOf(booking) : '',
        kind: refund ? 'refund' : 'charge',
        date_timestamp: payment.date_ts,
        amount_in_cents: sign * payment.amount_in_cents,
        commission_in_cents: sign * fee,
        payout_in_cents: sign * (payment.amount_in_cents - fee),
        status: payment.status,
      })
    }
  }
  const revenueMonths = months.map((month) => {
    const sums = revenue.get(month)!
    return {
      month,
      paid_in_cents: sums.paid,
      refunded_in_cents: sums.refunded,
      commission_in_cents: sums.commission,
      revenue_in_cents: sums.paid - sums.refunded - sums.commission,
    }
  })

  // Occupancy over the next OCCUPANCY_NIGHTS nights of each published listing, in its own time zone.
  const published = listings.docs.filter((listing) => !listing.is_draft)
  const windows = new Map(
    published.map((listing) => {
      const from = nightKeyOf(at, timezoneOfListing(listing))
      return [String(listing.id), { from, to: addDaysToKey(from, OCCUPANCY_NIGHTS) }] as const
    }),
  )
  const allFrom = [...windows.values()].map((w) => w.from).sort()[0]
  const allTo = [...windows.values()]
    .map((w) => w.to)
    .sort()
    .at(-1)
  const nights =
    allFrom && allTo
      ? (
          await payload.find({
            collection: 'booked-nights',
            where: {
              and: [
                { listing: { in: [...windows.keys()] } },
                { night: { greater_than_equal: allFrom } },
                { night: { less_than: allTo } },
              ],
            },
            select: { listing: true, night: true, source: true },
            depth: 0,
            pagination: false,
            // Booked nights are the API's ledger (staff-read only); scoped to the lessor's own listings.
            ...asSystem(),
          })
        ).docs
      : []
  const counts = new Map<string, { booked: number; blocked: number }>()
  for (const night of nights) {
    const listingId = idOf(night.listing) ?? ''
    const window = windows.get(listingId)
    if (!window || (night.night as NightKey) < window.from || (night.night as NightKey) >= window.to) continue
    const count = counts.get(listingId) ?? { booked: 0, blocked: 0 }
    if (night.source === 'booking') count.booked += 1
    else count.blocked += 1
    counts.set(listingId, count)
  }
  const occupancy = published.map((listing) => {
    const count = counts.get(String(listing.id)) ?? { booked: 0, blocked: 0 }
    // Nights the lessor closed by a manual reservation are not for sale: not "available".
    const available = OCCUPANCY_NIGHTS - count.blocked
    return {
      listing_id: String(listing.id),
      title: listing.title,
      kind: listing.kind as ListingKind,
      booked_nights: count.booked,
      blocked_nights: count.blocked,
      available_nights: available,
      occupancy_percent: available > 0 ? Math.round((100 * count.booked) / available) : 0,
    }
  })

  const summary = (booking: DashboardBooking) => ({
    id: String(booking.id),
    kind: kindOf(booking),
    listing_id: idOf(booking.listing) ?? '',
    listing_title: titleOf(booking),
    traveller_name: booking.traveller_name ?? '',
    travellers_num: booking.travellers_num ?? (booking.adults_num ?? 1) + (booking.children_num ?? 0),
    pickup_timestamp: booking.pickup_timestamp,
    return_timestamp: booking.return_timestamp,
    total_rent_price_in_cents: booking.total_rent_price_in_cents,
    currency: booking.currency,
    status: booking.status,
  })
  const arrivals = ownBookings
    .filter((booking) => arrivingStatuses.includes(booking.status) && booking.pickup_timestamp >= at)
    .sort((a, b) => a.pickup_timestamp - b.pickup_timestamp)
    .slice(0, LIST_LIMIT)
    .map(summary)
  const pending = ownBookings
    .filter((booking) => booking.status === 'PENDING')
    .sort(
      (a, b) =>
        (a.acception_deadline_timestamp ?? Number.MAX_SAFE_INTEGER) -
        (b.acception_deadline_timestamp ?? Number.MAX_SAFE_INTEGER),
    )
    .slice(0, LIST_LIMIT)
    .map((booking) => ({
      ...summary(booking),
      acception_deadline_timestamp: booking.acception_deadline_timestamp ?? null,
    }))

  const totals = revenueMonths.reduce(
    (sum, month) => ({
      paid_in_cents: sum.paid_in_cents + month.paid_in_cents,
      refunded_in_cents: sum.refunded_in_cents + month.refunded_in_cents,
      commission_in_cents: sum.commission_in_cents + month.commission_in_cents,
      revenue_in_cents: sum.revenue_in_cents + month.revenue_in_cents,
    }),
    { paid_in_cents: 0, refunded_in_cents: 0, commission_in_cents: 0, revenue_in_cents: 0 },
  )
  const kind = kindForLessorRole(user.role)!
  return {
    currency,
    commission_percent: commissionPercent[kind],
    generated_timestamp: at,
    revenue: { months: revenueMonths, totals, other_currency_payments: otherCurrency },
    occupancy: { window_nights: OCCUPANCY_NIGHTS, listings: occupancy },
    upcoming_arrivals: arrivals,
    pending_requests: pending,
    payouts: { merchant: merchant ? toMerchantResponse(merchant) : null, recent: payouts },
  }
}
