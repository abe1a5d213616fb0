/**
 * Two demo last-minute deals (booking spec §3, decision 0068) so the deals page and the search
 * strip are not empty on a fresh start: a campervan of the demo RV lessor and a pitch of the demo
 * campsite lessor, a few days ahead, about a quarter below the listing's plain price.
 */
import { asSystem } from '@driftway/collections'
import { addDaysToKey, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import type { SeedContext } from './context'
import { demoAccount } from './demo-accounts'
import type { ListingPlan } from './listing-plans'

const demoDeals = [
  { lessor: 'RV lessor', kind: 'recreational_vehicle', startInDays: 4 },
  { lessor: 'Campsite lessor', kind: 'campsite', startInDays: 3 },
] as const

export async function seedDeals(ctx: SeedContext, listings: Map<ListingPlan, string>): Promise<void> {
  ctx.step('demo last-minute deals')
  for (const demo of demoDeals) {
    const own = [...listings].filter(
      ([plan]) => !plan.draft && plan.kind === demo.kind && plan.lessor.email === demoAccount(demo.lessor).email,
    )
    // The last of the lessor's listings: the first ones carry the demo bookings.
    const entry = own.at(-1)
    if (!entry) continue
    const listingId = entry[1]
    if (await ctx.findOne('last-minute-deals', { listing: { equals: listingId } })) continue
    const listing = await ctx.payload.findByID({ collection: 'listings', id: listingId, depth: 0, ...asSystem() })
    const timezone = listingTimeZone(listing)
    const nights = Math.max(3, listing.default_min_rent_days ?? 1)
    const first = addDaysToKey(nightKeyOf(Math.floor(ctx.now.getTime() / 1000), timezone), demo.startInDays)
    // The plain price of the stay (rate × nights + cleaning), the badge's "before" price.
    const normal = (listing.default_rate_in_cents ?? 9000) * nights + (listing.cleaning_fee_in_cents ?? 0)
    await ctx.create('last-minute-deals', {
      listing: listingId,
      pickup_timestamp: localNoonTimestamp(first, timezone),
      return_timestamp: localNoonTimestamp(addDaysToKey(first, nights), timezone),
      total_price_cents: Math.round((normal * 0.75) / 100) * 100,
      normal_price_cents: normal,
      currency: listing.currency,
    })
  }
}
