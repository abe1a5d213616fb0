/**
 * Builds the demo marketplace through the Payload Local API. Idempotent: a database that already
 * holds the demo staff admin (written last) is left alone, except that `listings` above the current
 * count adds benchmark listings. An interrupted run can be started again: every step finds what
 * the previous run created by its natural key.
 */
import { asSystem } from '@driftway/collections'
import { listingKinds } from '@driftway/domain'
import type { Payload } from 'payload'
import { type Lessor, seedLessors, seedStaff, seedSubscriptions, seedTravelers } from './accounts'
import { seedBookings, seedCompletedTrip } from './bookings'
import { seedBulkListings } from './bulk'
import { type CatalogLists, seedCatalogLists } from './catalog-lists'
import { seedDemoImprint, seedLandingPages, wantLandingPhotos } from './content'
import { type Log, SeedContext } from './context'
import { seedDeals } from './deals'
import { demoAccount } from './demo-accounts'
import { lessors as lessorSeeds } from './fixtures/people'
import { planListings } from './listing-plans'
import { seedListings } from './listings'
import { PhotoLibrary } from './photo-library'
import { seedRentalRequests } from './rental'
import { seedReviews, seedWishlists } from './social'

/** 32 published listings per kind, plus a draft for each demo lessor. */
export const DEFAULT_LISTINGS = 96

export type SeedOptions = {
  /** Published listings wanted in total. Up to DEFAULT_LISTINGS they are fully detailed demo listings; beyond, light benchmark listings. */
  listings?: number
  log?: Log
  /** Reference date for seasons (default: now). */
  now?: Date
}

export type SeedResult = {
  /** True when the database was already seeded and nothing needed doing. */
  skipped: boolean
  created: Record<string, number>
  seconds: number
}

async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'staff',
    where: { email: { equals: demoAccount('Admin (CMS)').email } },
    ...asSystem(),
  })
  return totalDocs > 0
}

async function countPublished(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'listings',
    where: { is_draft: { equals: false } },
    ...asSystem(),
  })
  return totalDocs
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const target = Math.max(3, options.listings ?? DEFAULT_LISTINGS)
  const ctx = new SeedContext(payload, options.log ?? ((line) => console.log(line)), options.now ?? new Date())
  const started = Date.now()
  const result = (skipped: boolean): SeedResult => ({
    skipped,
    created: ctx.created,
    seconds: (Date.now() - started) / 1000,
  })

  if (await isSeeded(payload)) {
    const published = await countPublished(payload)
    if (published >= target) {
      ctx.log(`Database already seeded (${published} published listings); nothing to do.`)
      return result(true)
    }
    ctx.log(
      `Database already seeded with ${published} published listings; adding ${target - published} benchmark listings.`,
    )
    const { lessors, lists, photos } = await loadExisting(ctx)
    await seedBulkListings(ctx, target - published, published, lessors, lists, photos)
    ctx.step('done')
    return result(false)
  }

  const detailed = Math.min(target, DEFAULT_LISTINGS)
  const perKind = Math.ceil(detailed / listingKinds.length)
  ctx.step(
    `seeding the demo marketplace: ${perKind * listingKinds.length} detailed listings${target > detailed ? ` + ${target - perKind * 3} benchmark listings` : ''}`,
  )
  const lists = await seedCatalogLists(ctx)
  await seedDemoImprint(ctx)
  const photos = new PhotoLibrary(ctx)
  const lessors = await seedLessors(ctx, photos)
  const travelers = await seedTravelers(ctx, photos)

  const plans = planListings(perKind, lessors, photos)
  const landingPhotos = wantLandingPhotos(photos)
  ctx.step('rendering and uploading listing photos')
  await photos.upload()

  const listings = await seedListings(ctx, plans, lists, photos)
  const rvLessors = lessors
    .filter((l) => l.kind === 'recreational_vehicle')
    .map((lessor) => ({ lessor, listings: plans.filter((p) => p.lessor === lessor && !p.draft).length }))
  await seedSubscriptions(ctx, lists, rvLessors)
  const demoLessors = lessors.filter((l) => l.email.endsWith('@driftway.test'))
  await seedReviews(ctx, listings, travelers, demoLessors)
  await seedWishlists(ctx, listings, travelers)
  await seedBookings(ctx, listings, travelers)
  await seedCompletedTrip(ctx, listings, travelers)
  await seedRentalRequests(ctx, listings, travelers)
  await seedDeals(ctx, listings)
  await seedLandingPages(ctx, photos, landingPhotos)

  const published = plans.filter((p) => !p.draft).length
  await seedBulkListings(ctx, target - published, published, lessors, lists, photos)
  // Last: the admin's presence tells the next run that this database is complete.
  await seedStaff(ctx)
  ctx.step('done')
  return result(false)
}

/**
 * Only the reference lists every deployment needs (legal types, currency rates, amenities,
 * activities, situations, brands, plans): no accounts, listings or content. Idempotent, and the
 * one seed a production start may run.
 */
export async function seedCatalog(
  payload: Payload,
  options: Pick<SeedOptions, 'log' | 'now'> = {},
): Promise<SeedResult> {
  const ctx = new SeedContext(payload, options.log ?? ((line) => console.log(line)), options.now ?? new Date())
  const started = Date.now()
  ctx.step('seeding the reference lists')
  await seedCatalogLists(ctx)
  ctx.step('done')
  return { skipped: false, created: ctx.created, seconds: (Date.now() - started) / 1000 }
}

/** Lessors, lists and photos of an earlier run, for adding benchmark listings to it. */
async function loadExisting(
  ctx: SeedContext,
): Promise<{ lessors: Lessor[]; lists: CatalogLists; photos: PhotoLibrary }> {
  const photos = new PhotoLibrary(ctx)
  await photos.loadExisting()
  const lessors: Lessor[] = []
  for (const lessor of lessorSeeds) {
    const doc = await ctx.findOne('users', { email: { equals: lessor.email } })
    if (doc) lessors.push({ ...lessor, id: doc.id })
  }
  // Generic over the slug so each list keeps its generated document type.
  const find = async <C extends 'amenities' | 'activities' | 'location-situations' | 'plans'>(collection: C) =>
    (await ctx.payload.find({ collection, pagination: false, depth: 0, ...asSystem() })).docs
  const amenities = await find('amenities')
  const lists: CatalogLists = {
    amenitiesByKind: Object.fromEntries(
      listingKinds.map((kind) => [
        kind,
        amenities.filter((a) => a.kind === kind).map((a) => ({ id: a.id, section: a.section, name: a.name })),
      ]),
    ) as CatalogLists['amenitiesByKind'],
    activityIds: new Map((await find('activities')).map((a) => [a.name, a.id])),
    situationIds: new Map((await find('location-situations')).map((s) => [s.name, s.id])),
    planIds: Object.fromEntries((await find('plans')).map((p) => [p.name, p.id])) as CatalogLists['planIds'],
  }
  return { lessors, lists, photos }
}
