import { withTransaction } from '@driftway/api/http/transaction'
import { asSystem } from '@driftway/collections'
import { bulkCreate } from '@driftway/collections/bulk-create'
import { insertStatementCounts } from '@driftway/collections/db-insert-rows'
import { type Payload, ValidationError } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Doc, startTestPayload, testDocs } from './support/payload'

/**
 * bulkCreate (collections/src/bulk-create.ts, db-bulk.ts): what it writes reads back exactly as
 * what `payload.create` writes from the same data — on the multi-row SQL path and on the
 * one-by-one adapter path (BULK_INSERT=adapter, the path MongoDB takes) — and it applies the
 * collection's validation, refusing a batch with one invalid document before writing any of it.
 */

let payload: Payload
let stop: () => Promise<void>
const { create, createUser } = testDocs(() => payload)
let rv: Record<string, unknown>
let campsite: Record<string, unknown>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const rvLessor = await createUser('bulk-vans@example.com', 2, { company_name: 'Vans' })
  const campLessor = await createUser('bulk-camps@example.com', 3, { company_name: 'Camps' })
  const amenity = async (kind: string, name: string) => (await create('amenities', { kind, section: 'x', name })).id
  const [awning, kitchen, showers] = await Promise.all([
    amenity('recreational_vehicle', 'Awning'),
    amenity('recreational_vehicle', 'Kitchen'),
    amenity('campsite', 'Showers'),
  ])
  const lake = (await create('location-situations', { name: 'By a lake' })).id
  const hiking = (await create('activities', { name: 'Hiking' })).id
  // Photos: media rows as the bench writes them (no file needed to be referenced).
  const photo = async (name: string) =>
    String(
      (
        await payload.db.create({
          collection: 'media',
          data: { filename: `${name}.jpg`, mimeType: 'image/jpeg', filesize: 1, width: 8, height: 6, alt: name },
        })
      ).id,
    )
  const [front, rear] = [await photo('front'), await photo('rear')]
  const common = { is_draft: false, currency: 'EUR', description: '<p>Bulk.</p>', default_min_rent_days: 2 }
  rv = {
    ...common,
    kind: 'recreational_vehicle',
    lessor: rvLessor.id,
    title: '  Bulk camper  ',
    city: 'Munich',
    country_iso2: 'DE',
    latitude: 48.1,
    longitude: 11.5,
    default_rate_in_cents: 9000,
    rv_type: 'Campervan',
    sleeps: 4,
    seats_num: 4,
    is_pets_allowed: true,
    fully_cover_insurance: true,
    amenities: [awning, kitchen],
    images: [
      { slot: 'Front View', image: front },
      { slot: 'Rear View', image: rear },
    ],
  }
  campsite = {
    ...common,
    kind: 'campsite',
    lessor: campLessor.id,
    title: 'Bulk campsite',
    city: 'Lyon',
    country_iso2: 'FR',
    latitude: 45.7,
    longitude: 4.8,
    default_rate_in_cents: 3000,
    suitability: ['Tent', 'Caravan'],
    area_m2: 80,
    pitches_num: 10,
    people_per_pitch: 4,
    amenities: [showers],
    location_situations: [lake],
    activities: [hiking],
  }
})
afterAll(async () => {
  await stop?.()
})
afterEach(() => {
  delete process.env.BULK_INSERT
})

/** A stored listing without what differs between two writes of the same data. */
async function stored(id: string): Promise<Record<string, unknown>> {
  const doc = (await payload.findByID({ collection: 'listings', id, depth: 0, ...asSystem() })) as unknown as Doc
  const { id: _id, createdAt, updatedAt, ...rest } = doc
  expect(typeof createdAt).toBe('string')
  expect(typeof updatedAt).toBe('string')
  return {
    ...rest,
    images: ((rest.images as { id?: string; slot: string; image: string }[] | undefined) ?? []).map((row) => {
      expect(typeof row.id).toBe('string')
      return { slot: row.slot, image: row.image }
    }),
  }
}

/**
 * Every stored row of the listings' tables (main, arrays, relationships, selects) that belongs to
 * `ids`, as the database returns it (drizzle's select: no Payload read transform), with the
 * listings' ids replaced by their place in the batch and what differs per write (row ids, the
 * time of the write) replaced by its type.
 */
async function rowsOf(ids: string[]): Promise<Record<string, unknown[]>> {
  const db = payload.db as unknown as {
    drizzle: { select(): { from(table: unknown): Promise<Record<string, unknown>[]> } }
    tables: Record<string, unknown>
  }
  const place = new Map(ids.map((id, index) => [id, `listing ${index}`]))
  const result: Record<string, unknown[]> = {}
  for (const [name, table] of Object.entries(db.tables)) {
    if (name !== 'listings' && !name.startsWith('listings_')) continue
    const rows = (await db.drizzle.select().from(table))
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, place.get(value as string) ?? value])),
      )
      .filter((row) => Object.values(row).some((value) => typeof value === 'string' && value.startsWith('listing ')))
      .map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            /^(id|createdAt|updatedAt|created_at|updated_at)$/.test(key) && !String(value).startsWith('listing ')
              ? `(${value === null ? 'null' : typeof value})`
              : value,
          ]),
        ),
      )
      .map((row) => JSON.stringify(row))
      .sort()
    if (rows.length > 0) result[name] = rows
  }
  return result
}

describe('bulkCreate', () => {
  for (const path of ['sql', 'adapter'] as const) {
    it(`writes what payload.create writes (${path} path)`, async () => {
      if (path === 'adapter') process.env.BULK_INSERT = 'adapter'
      for (const data of [rv, campsite]) {
        const reference = await create('listings', data)
        const ids = await withTransaction(payload, (req) =>
          bulkCreate(payload, { collection: 'listings', docs: [data, { ...data, title: 'Second' }], req }),
        )
        expect(ids).toHaveLength(2)
        expect(new Set(ids).size).toBe(2)
        const [first, second] = [await stored(ids[0]!), await stored(ids[1]!)]
        expect(first).toEqual(await stored(reference.id))
        // The field hooks ran (the title is trimmed as on any create).
        expect(first.title).toBe(String(data.title).trim())
        expect(second.title).toBe('Second')
      }
    })
  }

  it.skipIf(process.env.DATABASE_URL?.startsWith('mongodb'))(
    "stores, with its own multi-row INSERTs, the same rows as drizzle's insert builder (SQL adapters)",
    async () => {
      // Three listings that leave different columns to their defaults (no photos or amenities in the
      // third), with a JSON column (stored as text on SQLite, jsonb on PostgreSQL: mapped by its column).
      const stations = [
        { code: 'HAM', name: 'Hamburg', city: 'Hamburg', country_iso2: 'DE', latitude: 53.6, longitude: 10 },
      ]
      const docs = [
        { ...rv, partner_locations: stations },
        campsite,
        { ...rv, title: 'Third', amenities: [], images: [], is_draft: undefined },
      ]
      const write = async (how: 'drizzle' | 'direct') => {
        if (how === 'drizzle') process.env.BULK_INSERT = 'drizzle'
        const before = { ...insertStatementCounts }
        const ids = await withTransaction(payload, (req) => bulkCreate(payload, { collection: 'listings', docs, req }))
        delete process.env.BULK_INSERT
        // Which way the statements went: all through drizzle's builder, or all printed directly.
        expect(insertStatementCounts[how]).toBeGreaterThan(before[how])
        expect(insertStatementCounts[how === 'drizzle' ? 'direct' : 'drizzle']).toBe(
          before[how === 'drizzle' ? 'direct' : 'drizzle'],
        )
        return ids
      }
      const reference = await rowsOf(await write('drizzle'))
      const direct = await rowsOf(await write('direct'))
      expect(Object.keys(reference).length).toBeGreaterThan(3)
      expect(direct).toEqual(reference)
    },
  )

  it('refuses a batch with an invalid document before writing any of it', async () => {
    const before = (await payload.count({ collection: 'listings', ...asSystem() })).totalDocs
    const invalid = { ...rv, default_rate_in_cents: -5, amenities: ['00000000-0000-4000-8000-000000000000'] }
    const attempt = withTransaction(payload, (req) =>
      bulkCreate(payload, { collection: 'listings', docs: [rv, invalid], req }),
    )
    await expect(attempt).rejects.toBeInstanceOf(ValidationError)
    await expect(attempt).rejects.toThrow(/document 1 of the batch/)
    const error = (await attempt.catch((e: unknown) => e)) as ValidationError
    expect(error.data.errors.map((e) => e.path).sort()).toEqual(['amenities', 'default_rate_in_cents'])
    expect((await payload.count({ collection: 'listings', ...asSystem() })).totalDocs).toBe(before)
  })

  it('refuses a campsite without suitability, a rule of the collection (not of the database)', async () => {
    const { suitability: _, ...withoutSuitability } = campsite
    await expect(
      withTransaction(payload, (req) =>
        bulkCreate(payload, { collection: 'listings', docs: [withoutSuitability], req }),
      ),
    ).rejects.toBeInstanceOf(ValidationError)
  })

  it('writes children that name their listing, readable by relation', async () => {
    const [listing] = await withTransaction(payload, (req) =>
      bulkCreate(payload, { collection: 'listings', docs: [rv], req }),
    )
    const nights = ['2031-05-01', '2031-05-02', '2031-05-03']
    await withTransaction(payload, async (req) => {
      const [reservation] = await bulkCreate(payload, {
        collection: 'manual-reservations',
        docs: [{ listing, lessor: rv.lessor, start_timestamp: 1_935_576_000, end_timestamp: 1_935_835_200 }],
        req,
      })
      await bulkCreate(payload, {
        collection: 'booked-nights',
        docs: nights.map((night) => ({
          listing,
          night,
          source: 'manual_reservation',
          manual_reservation: reservation,
        })),
        req,
      })
    })
    const { docs } = await payload.find({
      collection: 'booked-nights',
      where: { listing: { equals: listing } },
      sort: 'night',
      ...asSystem(),
    })
    expect(docs.map((doc) => doc.night)).toEqual(nights)
  })

  it('refuses collections whose create does more (auth, uploads)', async () => {
    await expect(
      withTransaction(payload, (req) => bulkCreate(payload, { collection: 'media', docs: [], req })),
    ).rejects.toThrow(/auth, uploads or versions/)
  })
})
