/** Reviews with a few lessor replies, and travelers' wishlists. */
import type { ListingKind } from '@driftway/domain'
import type { Lessor, Traveler } from './accounts'
import type { SeedContext } from './context'
import { lessorReplies, reviewComments } from './fixtures/text'
import type { ListingPlan } from './listing-plans'
import { createRng, hashSeed } from './photos/rng'

export async function seedReviews(
  ctx: SeedContext,
  listings: Map<ListingPlan, string>,
  travelers: Traveler[],
  demoLessors: Lessor[],
): Promise<void> {
  ctx.step('reviews and lessor replies')
  const existing = await ctx.findOne('reviews', { author: { in: travelers.map((t) => t.id) } })
  if (existing) return
  const repliesLeft = new Map(demoLessors.map((l) => [l.id, 2]))
  for (const [plan, listingId] of listings) {
    if (plan.draft) continue
    const rng = createRng(hashSeed('reviews', plan.kind, plan.index))
    if (!rng.chance(0.65)) continue
    const count = rng.int(1, 4)
    const authors = [...travelers].sort(() => rng.next() - 0.5).slice(0, count)
    const used = new Set<string>()
    for (const author of authors) {
      const roll = rng.next()
      const rating = roll < 0.55 ? 5 : roll < 0.9 ? 4 : 3
      const pool = reviewComments[plan.kind as ListingKind][rating as 3 | 4 | 5].filter((c) => !used.has(c))
      const comment = pool.length > 0 ? rng.pick(pool) : rng.pick(reviewComments[plan.kind][5])
      used.add(comment)
      const review = await ctx.create('reviews', { listing: listingId, author: author.id, rating, comment })
      const left = repliesLeft.get(plan.lessor.id) ?? 0
      if (left > 0 && rng.chance(0.6)) {
        repliesLeft.set(plan.lessor.id, left - 1)
        await ctx.create('review-replies', {
          review: review.id,
          author: plan.lessor.id,
          comment: rating === 3 ? lessorReplies[1]! : rng.pick([lessorReplies[0]!, lessorReplies[2]!]),
        })
      }
    }
  }
}

export async function seedWishlists(
  ctx: SeedContext,
  listings: Map<ListingPlan, string>,
  travelers: Traveler[],
): Promise<void> {
  ctx.step('wishlists')
  const published = [...listings].filter(([plan]) => !plan.draft)
  for (const [index, traveler] of travelers.entries()) {
    const existing = await ctx.findOne('wishlists', { owner: { equals: traveler.id } })
    if (existing) continue
    const rng = createRng(hashSeed('wishlist', traveler.email))
    const favourites = [...published].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 6))
    await ctx.create('wishlists', {
      owner: traveler.id,
      name: 'Favourites',
      is_default: true,
      listings: favourites.map(([, id]) => id),
    })
    if (index !== 0) continue
    // The demo traveler also keeps themed lists, so the wishlist pages have something to show.
    const garda = published.filter(([plan]) => plan.city.region === 'Lake Garda' || plan.city.country_iso2 === 'IT')
    const alps = published.filter(
      ([plan]) => plan.kind === 'recreational_vehicle' && ['AT', 'CH', 'DE'].includes(plan.city.country_iso2),
    )
    await ctx.create('wishlists', {
      owner: traveler.id,
      name: 'Italy next summer',
      listings: garda.slice(0, 6).map(([, id]) => id),
    })
    await ctx.create('wishlists', {
      owner: traveler.id,
      name: 'Alps road trip',
      listings: alps.slice(0, 5).map(([, id]) => id),
    })
  }
}
