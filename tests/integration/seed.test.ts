import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asSystem } from '@driftway/collections'
import { listingImageSlots, listingKinds } from '@driftway/domain'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Uploaded photos go to a scratch directory, not the repository's data/media. The collections
// read MEDIA_DIR when first imported, hence the dynamic imports below.
process.env.MEDIA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-seed-media-'))

const PER_KIND = 6

let payload: Payload
let stop: () => Promise<void>
let firstRun: Awaited<ReturnType<typeof import('../../seed/src/seed').seed>>
let seedFn: typeof import('../../seed/src/seed').seed

const count = async (collection: string, where: Record<string, unknown> = {}) =>
  (await payload.count({ collection: collection as never, where: where as never, ...asSystem() })).totalDocs

beforeAll(async () => {
  const { startTestPayload } = await import('./support/payload')
  const { seed } = await import('../../seed/src/seed')
  seedFn = seed
  ;({ payload, stop } = await startTestPayload())
  firstRun = await seed(payload, { listings: PER_KIND * 3, log: () => {} })
  // The demo marketplace with its generated photos: about a minute alone, more on a busy 2-core machine.
}, 360_000)

afterAll(async () => {
  await stop?.()
})

describe('demo seed', () => {
  it('publishes listings of every kind with every main photo slot filled', async () => {
    expect(firstRun.skipped).toBe(false)
    for (const kind of listingKinds) {
      const { docs } = await payload.find({
        collection: 'listings',
        where: { and: [{ kind: { equals: kind } }, { is_draft: { equals: false } }] },
        pagination: false,
        depth: 1,
        ...asSystem(),
      })
      expect(docs).toHaveLength(PER_KIND)
      const mainSlots = listingImageSlots[kind].filter((slot) => !slot.startsWith('Other'))
      for (const listing of docs as unknown as {
        images: { slot: string; image: { mimeType?: string; width?: number } }[]
        amenities: unknown[]
      }[]) {
        expect(listing.images.map((row) => row.slot)).toEqual(mainSlots)
        for (const row of listing.images) expect(row.image).toMatchObject({ mimeType: 'image/jpeg', width: 1200 })
        expect(listing.amenities.length).toBeGreaterThan(0)
      }
    }
  })

  it('spreads listings over at least 8 countries at real coordinates, with realistic prices', async () => {
    const { docs } = await payload.find({
      collection: 'listings',
      where: { is_draft: { equals: false } },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    const listings = docs as unknown as {
      kind: string
      country_iso2: string
      latitude: number
      longitude: number
      default_rate_in_cents: number
    }[]
    expect(new Set(listings.map((l) => l.country_iso2)).size).toBeGreaterThanOrEqual(8)
    const bands: Record<string, [number, number]> = {
      recreational_vehicle: [6000, 25000],
      campsite: [1500, 6000],
      boat: [15000, 60000],
    }
    for (const listing of listings) {
      // Europe, roughly: Portugal to Croatia, Andalusia to Norway.
      expect(listing.latitude).toBeGreaterThan(35)
      expect(listing.latitude).toBeLessThan(62)
      expect(listing.longitude).toBeGreaterThan(-10)
      expect(listing.longitude).toBeLessThan(20)
      const [min, max] = bands[listing.kind]!
      expect(listing.default_rate_in_cents).toBeGreaterThanOrEqual(min)
      expect(listing.default_rate_in_cents).toBeLessThanOrEqual(max)
    }
  })

  it('gives each published listing seasons with rates, extras and the default cancellation table', async () => {
    const published = await count('listings', { is_draft: { equals: false } })
    const drafts = await count('listings', { is_draft: { equals: true } })
    const all = published + drafts
    expect(drafts).toBeGreaterThanOrEqual(3)
    expect(await count('cancellation-terms')).toBe(all * 4)
    expect(await count('season-availabilities')).toBeGreaterThanOrEqual(all * 2)
    expect(await count('season-rates')).toBe(await count('season-availabilities'))
    expect(await count('extra-amenities')).toBeGreaterThanOrEqual(all * 2)
    const { docs } = await payload.find({
      collection: 'season-availabilities',
      limit: 5,
      depth: 1,
      ...asSystem(),
    })
    for (const season of docs as unknown as {
      start_timestamp: number
      end_timestamp: number
      season_rate: { color: string; rate_in_cents: number }
    }[]) {
      expect(season.end_timestamp).toBeGreaterThan(season.start_timestamp)
      // Stored at 12:00 UTC (listings spec §4).
      expect(new Date(season.start_timestamp * 1000).getUTCHours()).toBe(12)
      expect(season.season_rate.rate_in_cents).toBeGreaterThan(0)
      expect(['red', 'blue', 'green', 'orange', 'purple', 'gray']).toContain(season.season_rate.color)
    }
  })

  it('seeds a confirmed upcoming booking of the demo traveler whose nights are taken', async () => {
    const traveler = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'traveler@driftway.test' } },
        ...asSystem(),
      })
    ).docs[0]!
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { and: [{ traveller: { equals: traveler.id } }, { status: { not_equals: 'TRIP_COMPLETED' } }] },
      depth: 0,
      ...asSystem(),
    })
    expect(docs).toHaveLength(1)
    const booking = docs[0]!
    expect(booking.status).toBe('CONFIRMED')
    expect(booking.pickup_timestamp).toBeGreaterThan(Date.now() / 1000)
    expect(booking.total_rent_price_in_cents).toBeGreaterThan(0)
    // Prepaid in full: nothing is left for a second payment to collect.
    expect(booking.paid_in_cents).toBe(booking.total_rent_price_in_cents)
    expect(await count('booked-nights', { booking: { equals: booking.id } })).toBe(5)
  })

  it('seeds a completed, unreviewed past trip of the demo traveler (what the add-review modal acts on)', async () => {
    const traveler = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'traveler@driftway.test' } },
        ...asSystem(),
      })
    ).docs[0]!
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { and: [{ traveller: { equals: traveler.id } }, { status: { equals: 'TRIP_COMPLETED' } }] },
      depth: 0,
      ...asSystem(),
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.return_timestamp).toBeLessThan(Date.now() / 1000)
    expect(await count('reviews', { booking: { equals: docs[0]!.id } })).toBe(0)
  })

  it('creates the demo accounts with completed profiles and active payout accounts', async () => {
    expect(
      await count('staff', {
        and: [{ email: { equals: 'admin@driftway.test' } }, { staff_role: { equals: 'admin' } }],
      }),
    ).toBe(1)
    for (const role of ['editor', 'support'] as const) {
      expect(
        await count('staff', {
          and: [{ email: { equals: `${role}@driftway.test` } }, { staff_role: { equals: role } }],
        }),
        role,
      ).toBe(1)
    }
    const emails = [
      'traveler@driftway.test',
      'rv-lessor@driftway.test',
      'campsite-lessor@driftway.test',
      'boat-lessor@driftway.test',
    ]
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { in: emails } },
      depth: 0,
      ...asSystem(),
    })
    const users = docs as unknown as {
      id: string
      email: string
      role: number
      is_profile_completed: boolean
      is_email_verified: boolean
    }[]
    expect(users.map((u) => [u.email, u.role]).sort()).toEqual([
      ['boat-lessor@driftway.test', 4],
      ['campsite-lessor@driftway.test', 3],
      ['rv-lessor@driftway.test', 2],
      ['traveler@driftway.test', 1],
    ])
    for (const user of users) {
      expect(user).toMatchObject({ is_profile_completed: true, is_email_verified: true })
      if (user.role === 1) continue
      const merchant = (
        await payload.find({ collection: 'merchants', where: { user: { equals: user.id } }, ...asSystem() })
      ).docs[0]
      expect(merchant).toMatchObject({ status: 'live', merged_status: 'live' })
      const bank = (
        await payload.find({
          collection: 'bank-accounts',
          where: { merchant: { equals: merchant!.id } },
          ...asSystem(),
        })
      ).docs[0]
      expect(bank).toMatchObject({ status: 'approved' })
    }
    for (const role of [2, 3, 4]) expect(await count('users', { role: { equals: role } })).toBeGreaterThanOrEqual(3)
    expect(await count('users', { role: { equals: 1 } })).toBeGreaterThanOrEqual(10)
  })

  it('fills the reference data: legal types, currency rates, plans, taxonomies and landing pages', async () => {
    expect(
      await count('legal-types', { and: [{ country_code_iso2: { equals: 'DE' } }, { code: { equals: 'GMBH' } }] }),
    ).toBe(1)
    expect(await count('legal-types', { code: { equals: 'private_person' } })).toBeGreaterThan(0)
    const countries = new Set(
      (
        (await payload.find({ collection: 'legal-types', pagination: false, ...asSystem() })).docs as unknown as {
          country_code_iso2: string
        }[]
      ).map((t) => t.country_code_iso2),
    )
    for (const country of ['DE', 'NL', 'FR', 'ES', 'IT', 'BE', 'AT', 'PT', 'GB', 'US'])
      expect(countries).toContain(country)
    const rates = (await payload.findGlobal({ slug: 'currency-rates' as never, ...asSystem() })) as unknown as {
      rates: { currency: string; rate_per_eur: number }[]
    }
    expect(rates.rates).toHaveLength(19)
    const plans = (await payload.find({ collection: 'plans', sort: 'sort_order', ...asSystem() })).docs as unknown as {
      name: string
      listing_number: number
    }[]
    expect(plans.map((p) => [p.name, p.listing_number])).toEqual([
      ['Free', 1],
      ['Basic', 5],
      ['Pro', 20],
    ])
    for (const collection of ['amenities', 'activities', 'location-situations', 'brands'])
      expect(await count(collection)).toBeGreaterThan(5)
    const pages = (await payload.find({ collection: 'landing-pages', ...asSystem() })).docs as unknown as {
      sections: unknown[]
      faqs: unknown[]
      main_image: unknown
      _status: string
    }[]
    expect(pages).toHaveLength(2)
    for (const page of pages) {
      // Landing pages have drafts (decision 0065): the demo's are published, so the site shows them.
      expect(page._status).toBe('published')
      expect(page.sections.length).toBeGreaterThan(0)
      expect(page.faqs.length).toBeGreaterThan(0)
      expect(page.main_image).toBeTruthy()
    }
  })

  it('writes reviews rated 3 to 5 and keeps the listing rating in step', async () => {
    const { docs } = await payload.find({ collection: 'reviews', pagination: false, depth: 0, ...asSystem() })
    const reviews = docs as unknown as { rating: number; comment: string; listing: string }[]
    expect(reviews.length).toBeGreaterThan(0)
    for (const review of reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(3)
      expect(review.rating).toBeLessThanOrEqual(5)
      expect(review.comment.length).toBeGreaterThan(40)
    }
    const reviewed = await payload.findByID({
      collection: 'listings',
      id: reviews[0]!.listing,
      depth: 0,
      ...asSystem(),
    })
    expect((reviewed as unknown as { comments_count: number }).comments_count).toBeGreaterThan(0)
  })

  it('does nothing on a second run', async () => {
    const collections = ['listings', 'media', 'users', 'reviews', 'season-rates', 'landing-pages', 'legal-types']
    const before = await Promise.all(collections.map((c) => count(c)))
    const second = await seedFn(payload, { listings: PER_KIND * 3, log: () => {} })
    expect(second.skipped).toBe(true)
    expect(second.created).toEqual({})
    expect(await Promise.all(collections.map((c) => count(c)))).toEqual(before)
  })

  it('adds benchmark listings beyond the demo set through bulkCreate, published with their photos', async () => {
    const published = await count('listings', { is_draft: { equals: false } })
    const more = await seedFn(payload, { listings: published + 9, log: () => {} })
    expect(more.created.listings).toBe(9)
    expect(await count('listings', { is_draft: { equals: false } })).toBe(published + 9)
    const { docs } = await payload.find({
      collection: 'listings',
      sort: '-createdAt',
      limit: 9,
      depth: 0,
      ...asSystem(),
    })
    for (const doc of docs as unknown as { kind: string; is_draft: boolean; images: { slot: string }[] }[]) {
      expect(doc.is_draft).toBe(false)
      // The listings collection's validation ran: every photo sits in a slot of the listing's kind.
      expect(doc.images.length).toBeGreaterThan(0)
      for (const image of doc.images)
        expect(listingImageSlots[doc.kind as (typeof listingKinds)[number]]).toContain(image.slot)
    }
  })
})
