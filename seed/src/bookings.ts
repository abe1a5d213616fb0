/**
 * One confirmed, upcoming booking of the demo traveler on a demo RV lessor's campervan: what the
 * traveler's and the lessor's bookings pages show, and what support finds by id in the admin to
 * resend its confirmation. Its nights are claimed in the booked-nights ledger like a real booking's.
 */
import { asSystem } from '@driftway/collections'
import { addDaysToKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import type { Traveler } from './accounts'
import type { SeedContext } from './context'
import { demoAccount } from './demo-accounts'
import type { ListingPlan } from './listing-plans'

const NIGHTS = 5
const DAYS_AHEAD = 45

export async function seedBookings(
  ctx: SeedContext,
  listings: Map<ListingPlan, string>,
  travelers: Traveler[],
): Promise<void> {
  ctx.step('a confirmed demo booking')
  const traveler = travelers.find((candidate) => candidate.email === demoAccount('Traveler').email)
  const entry = [...listings].find(
    ([plan]) =>
      !plan.draft && plan.kind === 'recreational_vehicle' && plan.lessor.email === demoAccount('RV lessor').email,
  )
  if (!traveler || !entry) return
  const listingId = entry[1]
  if (
    await ctx.findOne('bookings', { and: [{ traveller: { equals: traveler.id } }, { listing: { equals: listingId } }] })
  ) {
    return
  }
  await storeDemoBooking(ctx, listingId, traveler, { status: 'CONFIRMED', nights: NIGHTS, startInDays: DAYS_AHEAD })
}

const COMPLETED_NIGHTS = 4
const COMPLETED_DAYS_AGO = 14

/**
 * A completed, unreviewed trip of the demo traveler on another of the demo RV lessor's campervans:
 * what "Write a review" on My bookings (archived) acts on, and what the reviews end-to-end test
 * reviews (decision 0063). Past nights in the ledger like a real trip's; no review is seeded for it.
 */
export async function seedCompletedTrip(
  ctx: SeedContext,
  listings: Map<ListingPlan, string>,
  travelers: Traveler[],
): Promise<void> {
  ctx.step('a completed demo trip to review')
  const traveler = travelers.find((candidate) => candidate.email === demoAccount('Traveler').email)
  const own = [...listings].filter(
    ([plan]) =>
      !plan.draft && plan.kind === 'recreational_vehicle' && plan.lessor.email === demoAccount('RV lessor').email,
  )
  // The second campervan when there is one: the first carries the upcoming booking.
  const entry = own[1] ?? own[0]
  if (!traveler || !entry) return
  const listingId = entry[1]
  if (
    await ctx.findOne('bookings', {
      and: [{ traveller: { equals: traveler.id } }, { status: { equals: 'TRIP_COMPLETED' } }],
    })
  ) {
    return
  }
  await storeDemoBooking(ctx, listingId, traveler, {
    status: 'TRIP_COMPLETED',
    nights: COMPLETED_NIGHTS,
    startInDays: -COMPLETED_DAYS_AGO,
  })
}

/**
 * A paid-in-full demo booking of `nights` starting `startInDays` from today (negative: in the past)
 * at the listing's own time zone, with its nights claimed in the booked-nights ledger like a real one.
 */
async function storeDemoBooking(
  ctx: SeedContext,
  listingId: string,
  traveler: Traveler,
  trip: { status: 'CONFIRMED' | 'TRIP_COMPLETED'; nights: number; startInDays: number },
): Promise<void> {
  const listing = await ctx.payload.findByID({ collection: 'listings', id: listingId, depth: 0, ...asSystem() })
  const person = (await ctx.payload.findByID({ collection: 'users', id: traveler.id, depth: 0, ...asSystem() })) as {
    first_name?: string | null
    last_name?: string | null
    phone?: string | null
  }
  const timezone = listingTimeZone(listing)
  const firstNight = addDaysToKey(nightKeyOf(Math.floor(ctx.now.getTime() / 1000), timezone), trip.startInDays)
  const rent = (listing.default_rate_in_cents ?? 9000) * trip.nights
  const fee = listing.cleaning_fee_in_cents ?? 0
  const booking = await ctx.create('bookings', {
    listing: listingId,
    traveller: traveler.id,
    status: trip.status,
    pickup_timestamp: localNoonTimestamp(firstNight, timezone),
    return_timestamp: localNoonTimestamp(addDaysToKey(firstNight, trip.nights), timezone),
    total_rent_price_in_cents: rent + fee,
    opp_payment_in_cents: rent + fee,
    // Paid in full (as a real confirmed prepayment would be), so nothing is left to pay on it.
    paid_in_cents: rent + fee,
    currency: listing.currency,
    adults_num: 2,
    children_num: 0,
    traveller_name: [person.first_name, person.last_name].filter(Boolean).join(' ') || null,
    traveller_phone: person.phone ?? null,
    full_prepayment: true,
    is_instant: true,
    payment_method: 'creditcard',
    display_details: [
      { label: 'Trip Nights', value: trip.nights },
      { label: 'Listing Rent Price', amount_in_cents: rent },
      ...(fee > 0 ? [{ label: 'Service handling fee', amount_in_cents: fee }] : []),
    ],
  })
  for (let night = 0; night < trip.nights; night++) {
    await ctx.create('booked-nights', {
      listing: listingId,
      night: addDaysToKey(firstNight, night),
      source: 'booking',
      booking: booking.id,
    })
  }
}
