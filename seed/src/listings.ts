/**
 * Published listings with everything a detail page shows: photos, amenities, kind-specific facts
 * (planned in `listing-plans.ts`, filled in by `listing-fields.ts`), seasons with coloured rates,
 * extras and the default cancellation table.
 */
import type { RateColor } from '@driftway/domain'
import type { CatalogLists } from './catalog-lists'
import { DAY_SECONDS, noonUtc, type SeedContext } from './context'
import { defaultCancellationTerms, extrasByKind } from './fixtures/extras'
import { clamp, listingData, rateBands, round } from './listing-fields'
import type { ListingPlan } from './listing-plans'
import type { PhotoLibrary } from './photo-library'
import { createRng, hashSeed } from './photos/rng'

type SeasonDef = {
  name: string
  color: RateColor
  factor: number
  from: [month: number, day: number]
  to: [month: number, day: number]
}

const seasonDefs: SeasonDef[] = [
  { name: 'Spring and early summer', color: 'green', factor: 1, from: [3, 1], to: [6, 1] },
  { name: 'Summer high season', color: 'red', factor: 1.3, from: [6, 1], to: [8, 1] },
  { name: 'Autumn', color: 'orange', factor: 0.9, from: [8, 1], to: [10, 1] },
]

/** The next occurrence of a season (half-open [start, end) at noon UTC) within the coming 12 months. */
export function upcomingPeriod(def: SeasonDef, now: Date): { start: number; end: number } | undefined {
  const nowTs = Math.floor(now.getTime() / 1000)
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const end = noonUtc(year, def.to[0], def.to[1])
    if (end <= nowTs + DAY_SECONDS) continue
    const start = Math.max(
      noonUtc(year, def.from[0], def.from[1]),
      noonUtc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    )
    if (start >= nowTs + 365 * DAY_SECONDS) return undefined
    return { start, end: Math.min(end, nowTs + 365 * DAY_SECONDS) }
  }
  return undefined
}

/** Seasons with their rates, extras and cancellation tiers of one listing. */
async function seedListingChildren(
  ctx: SeedContext,
  plan: ListingPlan,
  listing: { id: string; default_rate_in_cents?: unknown; default_min_rent_days?: unknown },
): Promise<void> {
  const rng = createRng(hashSeed('children', plan.kind, plan.index))
  const base = Number(listing.default_rate_in_cents)
  const minDays = Number(listing.default_min_rent_days) || 1
  const defs = seasonDefs.filter((def) => def.color === 'red' || rng.chance(0.7))
  for (const def of defs.length >= 2 ? defs : seasonDefs.slice(0, 2)) {
    const period = upcomingPeriod(def, ctx.now)
    if (!period) continue
    const rate = await ctx.create('season-rates', {
      listing: listing.id,
      season: def.name,
      color: def.color,
      rate_in_cents: clamp(round(base * def.factor, 100), ...rateBands[plan.kind]),
      ...(plan.kind === 'campsite'
        ? {
            max_guests_allowed: rng.pick([4, 5, 6]),
            extra_charge_per_adult_in_cents: round(600 * def.factor, 50),
            extra_charge_per_child_in_cents: round(300 * def.factor, 50),
          }
        : {}),
    })
    await ctx.create('season-availabilities', {
      listing: listing.id,
      start_timestamp: period.start,
      end_timestamp: period.end,
      is_available: true,
      season_rate: rate.id,
      min_rent_dates: def.color === 'red' ? Math.max(minDays, plan.kind === 'campsite' ? 3 : 7) : minDays,
    })
  }
  const extras = extrasByKind[plan.kind]
  const chosen = new Set<number>()
  const wanted = rng.int(2, 4)
  while (chosen.size < wanted) chosen.add(rng.int(0, extras.length - 1))
  for (const i of [...chosen].sort()) {
    const { name, name_de, ...rest } = extras[i]!
    await ctx.create('extra-amenities', { listing: listing.id, name, name_de, ...rest })
  }
  for (const term of defaultCancellationTerms) {
    await ctx.create('cancellation-terms', {
      listing: listing.id,
      ...term,
      // Boats default to a fixed minimum fee (listings spec §2).
      ...(plan.kind === 'boat' ? { minimum_amount_in_cents: 7500 } : {}),
    })
  }
}

/** Creates the planned listings (skipping ones an interrupted run already made); returns their ids by plan. */
export async function seedListings(
  ctx: SeedContext,
  plans: ListingPlan[],
  lists: CatalogLists,
  photos: PhotoLibrary,
): Promise<Map<ListingPlan, string>> {
  ctx.step(
    `listings (${plans.filter((p) => !p.draft).length} published, ${plans.filter((p) => p.draft).length} drafts) with seasons, rates, extras and cancellation terms`,
  )
  const ids = new Map<ListingPlan, string>()
  const titles = new Set<string>()
  let done = 0
  for (const plan of plans) {
    const data = listingData(plan, lists, photos)
    // A lessor's titles stay distinct: the seed finds its listings again by (lessor, title).
    for (let n = 1; titles.has(`${plan.lessor.id}|${data.title}`); n++) {
      const suffix = n === 1 ? ` (${plan.city.name})` : ` ${n}`
      data.title = `${String(data.title).slice(0, 70 - suffix.length)}${suffix}`
    }
    titles.add(`${plan.lessor.id}|${data.title}`)
    const existing = await ctx.findOne('listings', {
      and: [{ lessor: { equals: plan.lessor.id } }, { title: { equals: data.title as string } }],
    })
    if (existing) {
      ids.set(plan, existing.id)
    } else {
      const listing = await ctx.create('listings', data)
      ids.set(plan, listing.id)
      await seedListingChildren(ctx, plan, listing)
    }
    done += 1
    if (done % 25 === 0 || done === plans.length) ctx.step(`  listings ${done}/${plans.length}`)
  }
  return ids
}
