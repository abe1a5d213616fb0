import { withTransaction } from '@driftway/api/http/transaction'
import { asSystem } from '@driftway/collections'
import { bulkCreate } from '@driftway/collections/bulk-create'
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
