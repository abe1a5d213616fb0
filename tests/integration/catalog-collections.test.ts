import './support/scratch-media'
import { asSystem, asVisitor, type LocalApiPrincipal } from '@driftway/collections'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfDocument } from './support/documents'
import { asUser, type Doc, startTestPayload, testDocs, type UserDoc } from './support/payload'

/**
 * The catalog half of the data model on a real database: every catalog collection and the
 * currency-rates global round-trip; the booked-nights ledger refuses a night twice at the
 * database; and listing access by kind, ownership and draft state holds when a marketplace user
 * calls with `overrideAccess: false`, the way the API does.
 */

let payload: Payload
let stop: () => Promise<void>

const { create, update, createUser: signUp } = testDocs(() => payload)

const T0 = 1_900_000_000 // a fixed future unix second
const DAY = 86_400

const idOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? String((value as { id: unknown }).id) : String(value)
const ids = (docs: { id: unknown }[]) => docs.map((doc) => String(doc.id))

/** The field paths and messages of the ValidationError a write is expected to fail with. */
async function fieldErrors(write: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return Object.fromEntries(errors.map((e) => [e.path, e.message]))
  }
  throw new Error('expected the write to fail validation')
}

/** Payload's access refusal (403). */
const forbidden = { status: 403 }

const createUser = (email: string, role: number) => signUp(email, role, { company_name: email })

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()
}

async function upload(
  owner: UserDoc,
  name: string,
  data: Buffer,
  mimetype = 'image/png',
  collection: 'media' | 'private-files' = 'media',
): Promise<Doc> {
  return (await payload.create({
    collection,
    data: { alt: name } as never,
    file: { data, mimetype, name, size: data.length },
    ...asUser(owner),
  })) as unknown as Doc
}

function rvData(extra: Record<string, unknown> = {}) {
  return {
    kind: 'recreational_vehicle',
    title: 'Blue van',
    description: '<p>Cosy <strong>campervan</strong> for two.</p>',
    default_rate_in_cents: 9_500,
    ...extra,
  }
}

let rvLessorA: UserDoc
let rvLessorB: UserDoc
let campsiteLessor: UserDoc
let boatLessor: UserDoc
let traveler: UserDoc
let photo: Doc
let van: Doc

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  rvLessorA = await createUser('vans-a@example.com', 2)
  rvLessorB = await createUser('vans-b@example.com', 2)
  campsiteLessor = await createUser('camp@example.com', 3)
  boatLessor = await createUser('boats@example.com', 4)
  traveler = await createUser('anna@example.com', 1)
  photo = await upload(rvLessorA, 'front.png', await png(1200, 900))
  van = await create('listings', rvData({ images: [{ slot: 'Front View', image: photo.id }] }), rvLessorA)
})

afterAll(async () => {
  await stop?.()
})

describe('catalog collections round-trip', () => {
  it('stores media with its resized variants and the uploading owner', async () => {
    const media = (await payload.findByID({ collection: 'media', id: photo.id, ...asSystem() })) as unknown as Doc & {
      sizes: Record<string, { filename?: string; width?: number; mimeType?: string }>
    }
    expect(media.mimeType).toBe('image/png')
    expect(idOf(media.owner)).toBe(rvLessorA.id)
    expect(media.sizes.thumbnail).toMatchObject({ width: 400, mimeType: 'image/webp' })
    expect(media.sizes.card).toMatchObject({ width: 800 })
  })

  it('creates a listing of each kind with its kind-specific fields', async () => {
    const certificate = await upload(rvLessorA, 'certificate.pdf', pdfDocument(), 'application/pdf', 'private-files')
    const amenity = await create('amenities', {
      kind: 'recreational_vehicle',
      section: 'dimensions_weight_capacity',
      name: 'Bike rack',
    })
    expect(amenity.is_dimension).toBe(true)
    const kitchen = await create('amenities', {
      kind: 'recreational_vehicle',
      section: 'kitchen',
      name: 'Fridge',
      name_de: 'Kühlschrank',
    })
    expect(kitchen.is_dimension).toBe(false)
    const brand = await create('brands', { kind: 'recreational_vehicle', name: 'Westfalia' })
    expect(brand.name).toBe('Westfalia')

    const rv = await create(
      'listings',
      rvData({
        title: '  Westfalia Club Joker  ',
        lessor: rvLessorB.id, // ignored: a lessor always creates for themselves
        country_iso2: 'de',
        latitude: 52.52,
        longitude: 13.4,
        brand: 'Westfalia',
        model: 'Club Joker',
        rv_type: 'Campervan',
        length: 499,
        seats_num: 4,
        sleeps: 4,
        fuel_type: 'Diesel',
        amenities: [amenity.id, kitchen.id],
        deposit_payment_methods: ['Credit Card', 'Cash'],
        station_pickup_hours: [{ day: 'monday', from: '09:00', to: '18:00' }],
        third_party_liability: true,
        third_party_liability_amount: '1,000 EUR',
        documents: [{ type: 'Registration Certificate', file: certificate.id }],
      }),
      rvLessorA,
    )
    expect(rv).toMatchObject({
      kind: 'recreational_vehicle',
      title: 'Westfalia Club Joker',
      country_iso2: 'DE',
      is_draft: true,
      currency: 'EUR',
      default_min_rent_days: 1,
      third_party_liability_amount_in_cents: 100_000,
      insurance_currency: 'EUR',
      deposit_payment_methods: ['Credit Card', 'Cash'],
    })
    expect(rv).not.toHaveProperty('third_party_liability_amount')
    // Vehicle papers are private files, never public media.
    await expect(
      create('listings', rvData({ documents: [{ type: 'Proof of Insurance', file: photo.id }] }), rvLessorA),
    ).rejects.toThrow()
    expect(idOf(rv.lessor)).toBe(rvLessorA.id)

    const activity = await create('activities', { name: 'Hiking', name_de: 'Wandern' })
    const situation = await create('location-situations', { name: 'Lakeside' })
    const campsite = await create(
      'listings',
      {
        kind: 'campsite',
        title: 'Lakeside pitch',
        description: '<p>By the water.</p>',
        suitability: ['Tent', 'Caravan'],
        pitches_num: 12,
        area_m2: 80,
        default_extra_charge_per_adult_in_cents: 500,
        activities: [activity.id],
        location_situations: [situation.id],
        images: [{ slot: 'Main', image: photo.id }],
      },
      campsiteLessor,
    )
    expect(campsite.suitability).toEqual(['Tent', 'Caravan'])
    // Even a campsite draft needs its suitability (spec §5).
    expect(
      await fieldErrors(
        create('listings', { kind: 'campsite', title: 'Meadow', description: '<p>Green.</p>' }, campsiteLessor),
      ),
    ).toHaveProperty('suitability')
    expect(ids(campsite.activities as Doc[])).toEqual([String(activity.id)])

    const boat = await create(
      'listings',
      {
        kind: 'boat',
        title: 'Canal houseboat',
        description: '<p>Slow travel.</p>',
        boat_type: 'Houseboat',
        harbour: 'Zehdenick',
        fuel_type: 'LPG',
        length: 12.5,
        speed: 6,
        cabins_number: 2,
        boat_license_requirement: false,
      },
      boatLessor,
    )
    expect(boat).toMatchObject({ kind: 'boat', fuel_type: 'LPG', length: 12.5 })

    // LPG is a boat fuel; a campervan cannot use it.
    expect(await fieldErrors(create('listings', rvData({ fuel_type: 'LPG' }), rvLessorA))).toHaveProperty('fuel_type')
    expect(
      await fieldErrors(create('listings', rvData({ third_party_liability_amount: 'a lot' }), rvLessorA)),
    ).toHaveProperty('third_party_liability_amount')
    // Amounts stay within 1..10,000,000 major units (spec §5).
    expect(
      await fieldErrors(create('listings', rvData({ fully_cover_amount: '20,000,000 EUR' }), rvLessorA)),
    ).toHaveProperty('fully_cover_amount_in_cents')
  })

  it('keeps photo slots to the listing kind and one photo per slot', async () => {
    const slots = (...names: string[]) => ({ images: names.map((slot) => ({ slot, image: photo.id })) })
    const wrongKind = await fieldErrors(update('listings', van.id, slots('Cockpit'), rvLessorA))
    expect(Object.values(wrongKind).join(' ')).toMatch(/Cockpit/)
    const twice = await fieldErrors(update('listings', van.id, slots('Kitchen', 'Kitchen'), rvLessorA))
    expect(twice.images).toMatch(/used twice/)
    const ok = await update('listings', van.id, slots('Front View', 'Kitchen'), rvLessorA)
    expect((ok.images as { slot: string }[]).map((row) => row.slot)).toEqual(['Front View', 'Kitchen'])
  })

  it('creates the pricing and calendar children, copying lessor and currency from the listing', async () => {
    /** A period of the van from day `from` to day `to` after T0, written by its lessor. */
    const period = (from: number, to: number, extra: object) =>
      create(
        'season-availabilities',
        { listing: van.id, start_timestamp: T0 + from * DAY, end_timestamp: T0 + to * DAY, ...extra },
        rvLessorA,
      )
    const rate = await create(
      'season-rates',
      { listing: van.id, season: 'Summer', color: 'orange', rate_in_cents: 12_000 },
      rvLessorA,
    )
    expect(rate).toMatchObject({ season: 'Summer', rate_in_cents: 12_000, currency: 'EUR' })
    expect(idOf(rate.lessor)).toBe(rvLessorA.id)

    const season = await period(0, 30, { season_rate: rate.id, min_rent_dates: 3 })
    expect(season).toMatchObject({ is_available: true, min_rent_dates: 3 })
    expect(idOf(season.season_rate)).toBe(rate.id)

    const reservation = await create(
      'manual-reservations',
      { listing: van.id, start_timestamp: T0 + 40 * DAY, end_timestamp: T0 + 42 * DAY, comment: 'Family trip' },
      rvLessorA,
    )
    expect(reservation.comment).toBe('Family trip')

    const extra = (fields: object) => create('extra-amenities', { listing: van.id, ...fields }, rvLessorA)
    const bedding = await extra({
      name: 'Bedding set',
      price_in_cents: 1_500,
      available: 2,
      unit: 'per_booking',
      recurrence: 'once',
      conditions: [{ line: 'Per person', subline: 'Washed at 60 °C' }],
    })
    expect(bedding).toMatchObject({ price_in_cents: 1_500, currency: 'EUR', mandatory: false, included: false })
    expect(bedding.conditions).toEqual([expect.objectContaining({ line: 'Per person', subline: 'Washed at 60 °C' })])
    expect(
      await fieldErrors(extra({ name: 'Kids seat', price_in_cents: 500, available: 1, age_from: 4, age_to: 2 })),
    ).toEqual({ age_to: 'Must not be below "age from".' })

    const tier = await create('cancellation-terms', { listing: van.id, days: 30, percent: 50 }, rvLessorA)
    expect(tier).toMatchObject({ days: 30, percent: 50 })
    expect(idOf(tier.lessor)).toBe(rvLessorA.id)

    // Rules of the periods: end after start, no overlap within one listing.
    expect(await fieldErrors(period(60, 60, { min_rent_dates: 1 }))).toEqual({
      end_timestamp: 'The end must be after the start.',
    })
    expect(await fieldErrors(period(29, 35, { min_rent_dates: 1 }))).toEqual({
      start_timestamp: 'Overlaps another season of this listing.',
    })
    // A season cannot use another listing's rate.
    const otherListing = await create('listings', rvData(), rvLessorA)
    const otherRate = await create('season-rates', { listing: otherListing.id, season: 'Other', rate_in_cents: 1 })
    expect(await fieldErrors(period(50, 55, { season_rate: otherRate.id }))).toHaveProperty('season_rate')
    // Back-to-back is not an overlap.
    await period(30, 35, { min_rent_dates: 1 })
  })

  it('stores landing pages with sanitized rich text', async () => {
    const image = await upload(rvLessorA, 'berlin.png', await png(1280, 850))
    const page = await create<Doc & { sections: { description: string }[] }>('landing-pages', {
      slug: 'campervan-hire-berlin',
      type: 'campervan',
      page_type: 'city',
      country: 'Germany',
      city: 'Berlin',
      meta: {
        title: 'Campervan hire Berlin',
        description: 'Rent a campervan in Berlin',
        keywords: 'campervan, berlin',
      },
      main_title: 'Campervan hire in Berlin',
      main_description:
        '<p onclick="steal()">Hello <b>Berlin</b><script>alert(1)</script></p><h2 style="text-align:center;color:red">Why</h2><a href="javascript:alert(1)">x</a>',
      main_image: image.id,
      sections: [
        {
          order: 0,
          title: 'Routes',
          description: '<p>Baltic coast</p><img src=x onerror=alert(1)>',
          image_objects: [{ image: image.id }],
        },
      ],
      faqs: [{ order: 0, question: 'Age?', answer: '21+' }],
      // Landing pages keep drafts (decision 0065); visitors read only published ones.
      _status: 'published',
    })
    expect(page.main_description).toBe(
      '<p>Hello <strong>Berlin</strong></p><h2 style="text-align:center">Why</h2><a>x</a>',
    )
    expect(page.sections[0]?.description).toBe('<p>Baltic coast</p>')
    expect((page.meta as { title: string }).title).toBe('Campervan hire Berlin')

    const found = await payload.find({
      collection: 'landing-pages',
      where: { slug: { equals: 'campervan-hire-berlin' } },
      ...asVisitor(),
    })
    expect(ids(found.docs)).toEqual([page.id])

    const minimal = { type: 'boat', page_type: 'city', meta: { title: 't', description: 'd' }, main_title: 't' }
    expect(
      await fieldErrors(create('landing-pages', { ...minimal, slug: 'Berlin_2', main_description: '<p>x</p>' })),
    ).toHaveProperty('slug')
    // "Empty rich text becomes an empty string", which a required field then refuses.
    expect(
      await fieldErrors(create('landing-pages', { ...minimal, slug: 'empty', main_description: '<p> </p>' })),
    ).toHaveProperty('main_description')
    await expect(
      create('landing-pages', { ...minimal, slug: 'by-a-lessor', main_description: '<p>x</p>' }, rvLessorA),
    ).rejects.toMatchObject(forbidden)
  })

  it('stores the currency-rates global', async () => {
    const setRates = (rates: [currency: string, rate_per_eur: number][], user?: UserDoc) =>
      payload.updateGlobal({
        slug: 'currency-rates',
        data: { rates: rates.map(([currency, rate_per_eur]) => ({ currency, rate_per_eur })) } as never,
        ...(user ? asUser(user) : asSystem()),
      })
    await setRates([
      ['USD', 1.08],
      ['GBP', 0.85],
    ])
    const rates = (await payload.findGlobal({ slug: 'currency-rates', ...asVisitor() })) as unknown as {
      rates: { currency: string; rate_per_eur: number }[]
      updated_at_ts: number
    }
    expect(rates.rates.map((r) => [r.currency, r.rate_per_eur])).toEqual([
      ['USD', 1.08],
      ['GBP', 0.85],
    ])
    expect(Number.isInteger(rates.updated_at_ts)).toBe(true)
    expect(await fieldErrors(setRates([['USD', 0]]))).toHaveProperty('rates.0.rate_per_eur')
    expect(
      await fieldErrors(
        setRates([
          ['USD', 1],
          ['USD', 2],
        ]),
      ),
    ).toHaveProperty('rates')
    await expect(setRates([], rvLessorA)).rejects.toMatchObject(forbidden)
  })

  it('refuses uploads over 5 MB, and documents as public media', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    expect((await fieldErrors(upload(rvLessorA, 'huge.png', big, 'image/png'))).file).toMatch(/5 MB/)
    expect((await fieldErrors(upload(rvLessorA, 'huge.pdf', big, 'application/pdf', 'private-files'))).file).toMatch(
      /5 MB/,
    )
    expect((await fieldErrors(upload(rvLessorA, 'notes.txt', Buffer.from('hi'), 'text/plain'))).file).toMatch(
      /PNG or JPEG/,
    )
    expect((await fieldErrors(upload(rvLessorA, 'papers.pdf', pdfDocument(), 'application/pdf'))).file).toMatch(
      /PNG or JPEG image/,
    )
    // Signed-in people upload; anonymous callers cannot.
    await expect(
      payload.create({
        collection: 'media',
        data: {} as never,
        file: { data: await png(10, 10), mimetype: 'image/png', name: 'y.png', size: 100 },
        ...asVisitor(),
      }),
    ).rejects.toMatchObject(forbidden)
  })
})

describe('booked nights', () => {
  it('refuses a second claim of the same night of a listing, but not on another listing', async () => {
    const other = await create('listings', rvData({ title: 'Red van' }), rvLessorA)
    const reservation = await create(
      'manual-reservations',
      { listing: van.id, start_timestamp: T0 + 100 * DAY, end_timestamp: T0 + 101 * DAY },
      rvLessorA,
    )
    const night = (listing: string) => ({
      listing,
      night: '2030-07-01',
      source: 'manual_reservation',
      manual_reservation: reservation.id,
    })

    const first = await create('booked-nights', night(van.id))
    expect(first.night).toBe('2030-07-01')
    // No hook checks this: the database's unique index refuses the row, which both adapters
    // report as a ValidationError (400), and nothing is written.
    await expect(create('booked-nights', night(van.id))).rejects.toMatchObject({
      status: 400,
      data: { collection: 'booked-nights' },
    })
    expect(
      (await payload.count({ collection: 'booked-nights', where: { listing: { equals: van.id } }, ...asSystem() }))
        .totalDocs,
    ).toBe(1)
    await create('booked-nights', night(other.id))

    const claims = await payload.find({
      collection: 'booked-nights',
      where: { night: { equals: '2030-07-01' } },
      ...asSystem(),
    })
    expect(claims.docs.map((doc) => idOf(doc.listing)).sort()).toEqual([van.id, other.id].sort())

    // Only the API (overrideAccess) writes the ledger; nobody reads it but staff.
    await expect(create('booked-nights', { ...night(other.id), night: '2030-07-02' }, rvLessorA)).rejects.toMatchObject(
      forbidden,
    )
    await expect(payload.find({ collection: 'booked-nights', ...asUser(rvLessorA) })).rejects.toMatchObject(forbidden)
    expect(await fieldErrors(create('booked-nights', { ...night(other.id), night: '2030-02-30' }))).toHaveProperty(
      'night',
    )
  })
})

describe('listing access', () => {
  it('lets a lessor create only the kind their role leases out', async () => {
    await expect(create('listings', rvData({ title: 'Not my kind' }), boatLessor)).rejects.toMatchObject(forbidden)
    await expect(create('listings', rvData({ title: 'Travelers rent' }), traveler)).rejects.toMatchObject(forbidden)
    await expect(
      payload.create({ collection: 'listings', data: rvData() as never, ...asVisitor() }),
    ).rejects.toMatchObject(forbidden)
    // The hook holds even for a trusted call that still names the user.
    await expect(
      payload.create({ collection: 'listings', data: rvData() as never, ...asSystem(), user: asUser(boatLessor).user }),
    ).rejects.toMatchObject(forbidden)
    expect(
      (
        await payload.count({
          collection: 'listings',
          where: { lessor: { equals: boatLessor.id }, kind: { equals: 'recreational_vehicle' } },
          ...asSystem(),
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('lets only the owning lessor change or delete a listing', async () => {
    await expect(update('listings', van.id, { title: 'Hijacked' }, rvLessorB)).rejects.toMatchObject(forbidden)
    await expect(payload.delete({ collection: 'listings', id: van.id, ...asUser(rvLessorB) })).rejects.toMatchObject(
      forbidden,
    )
    expect((await payload.findByID({ collection: 'listings', id: van.id, ...asSystem() })).title).not.toBe('Hijacked')
    // The owner may edit but not hand the listing to someone else.
    const updated = await update('listings', van.id, { title: 'Blue van XL', lessor: rvLessorB.id }, rvLessorA)
    expect(updated.title).toBe('Blue van XL')
    expect(idOf(updated.lessor)).toBe(rvLessorA.id)
  })

  it('hides drafts from everyone but their lessor and staff', async () => {
    const published = await create('listings', rvData({ title: 'Published van' }), rvLessorA)
    await update('listings', published.id, { is_draft: false }, rvLessorA)

    const visible = async (options: LocalApiPrincipal) =>
      ids(
        (
          await payload.find({
            collection: 'listings',
            where: { kind: { equals: 'recreational_vehicle' } },
            limit: 100,
            ...options,
          })
        ).docs,
      )

    const forAnonymous = await visible(asVisitor())
    expect(forAnonymous).toContain(published.id)
    expect(forAnonymous).not.toContain(van.id)
    expect(await visible(asUser(rvLessorB))).not.toContain(van.id)
    expect(await visible(asUser(rvLessorA))).toEqual(expect.arrayContaining([van.id, published.id]))
    expect(await visible(asSystem())).toContain(van.id)
    await expect(payload.findByID({ collection: 'listings', id: van.id, ...asVisitor() })).rejects.toMatchObject({
      status: 404,
    })
  })

  it("keeps a lessor's hands off another lessor's seasons, rates and extras", async () => {
    await expect(
      create('season-rates', { listing: van.id, season: 'Mine now', rate_in_cents: 1 }, rvLessorB),
    ).rejects.toMatchObject(forbidden)
    const rate = await create('season-rates', { listing: van.id, season: 'Winter', rate_in_cents: 7_000 }, rvLessorA)
    await expect(update('season-rates', rate.id, { rate_in_cents: 1 }, rvLessorB)).rejects.toMatchObject(forbidden)
    // Reads stay public; the API decides what to expose.
    expect((await payload.findByID({ collection: 'season-rates', id: rate.id, ...asVisitor() })).season).toBe('Winter')
  })

  it('follows a staff transfer of the listing in the children, and deletes them with the listing', async () => {
    const listing = await create('listings', rvData({ title: 'Transfer van' }), rvLessorA)
    const chairs = { name: 'Chairs', price_in_cents: 0, available: 4, unit: 'included', recurrence: 'once' }
    const extra = await create('extra-amenities', { listing: listing.id, ...chairs }, rvLessorA)
    await update('listings', listing.id, { lessor: rvLessorB.id })
    expect(idOf((await payload.findByID({ collection: 'extra-amenities', id: extra.id, ...asSystem() })).lessor)).toBe(
      rvLessorB.id,
    )

    await payload.delete({ collection: 'listings', id: listing.id, ...asUser(rvLessorB) })
    expect(
      (await payload.find({ collection: 'extra-amenities', where: { listing: { equals: listing.id } }, ...asSystem() }))
        .totalDocs,
    ).toBe(0)
  })
})
