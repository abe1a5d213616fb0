/**
 * A demo open rental request (booking spec §3, decision 0067) so the lessors' request board is not
 * empty on a fresh start: the demo traveler looks for a campervan for two, three weeks ahead, near
 * the city of the demo RV lessor's last campervan (so it fits that lessor's board).
 */
import { addDaysToKey } from '@driftway/domain'
import { rentalDayOf, rentalTimestampOf } from '@driftway/domain/rental'
import type { Traveler } from './accounts'
import type { SeedContext } from './context'
import { demoAccount } from './demo-accounts'
import type { ListingPlan } from './listing-plans'

export async function seedRentalRequests(
  ctx: SeedContext,
  listings: Map<ListingPlan, string>,
  travelers: Traveler[],
): Promise<void> {
  ctx.step('demo rental request')
  const traveler = travelers.find((candidate) => candidate.email === demoAccount('Traveler').email)
  const van = [...listings].filter(
    ([plan]) =>
      !plan.draft && plan.kind === 'recreational_vehicle' && plan.lessor.email === demoAccount('RV lessor').email,
  )
  const entry = van.at(-1)
  if (!traveler || !entry) return
  if (await ctx.findOne('rental-requests', { traveller: { equals: traveler.id } })) return
  const [plan] = entry
  const pickup = addDaysToKey(rentalDayOf(Math.floor(ctx.now.getTime() / 1000)), 21)
  await ctx.create('rental-requests', {
    traveller: traveler.id,
    kind: 'recreational_vehicle',
    status: 'PENDING',
    travellers_num: 2,
    location: `${plan.city.name}, ${plan.city.country}`,
    destination_latitude: plan.city.latitude,
    destination_longitude: plan.city.longitude,
    vehicle_types: ['Campervan'],
    pickup_timestamp: rentalTimestampOf(pickup),
    return_timestamp: rentalTimestampOf(addDaysToKey(pickup, 5)),
    flexibility: 3,
  })
}
