import { asSystem } from '@driftway/collections'
import './support/scratch-media'
import type { Booking } from '@driftway/collections/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import {
  type Catalog,
  completeListing,
  createCatalog,
  createCompleteListing,
  createLessor,
  createListing,
  giveMerchant,
  giveSubscription,
  type Kind,
  noonIn,
  pdfDocument,
  uploadedImage,
  uploadFile,
} from './support/lessor'

/**
 * Listing management by lessors (listings spec §4, §5, §7 base/my/…): create as draft, list,
 * read, save a step, publish and its failures, duplicate, delete. Real HTTP, fresh database.
 */
let api: TestApi
let catalog: Catalog
const rv = {} as { owner: TestUser; image: string }

beforeAll(async () => {
  api = await startTestApi()
  catalog = await createCatalog(api)
  rv.owner = await createLessor(api, 'recreational_vehicle', { ready: true })
  rv.image = await uploadedImage(api, rv.owner)
})
afterAll(async () => {
  await api?.stop()
})

const my = (kind: Kind, rest = '') => `/listing/${kind}/my/${rest}`
const count = async (collection: string, listing: string) =>
  (
    await api.payload.count({
      collection: collection as never,
      where: { listing: { equals: listing } },
      ...asSystem(),
    })
  ).totalDocs

describe('POST base/my/ (create as draft)', () => {
  it('creates a draft of the path kind owned by the caller, money in cents, insurance text in cents', async () => {
    const body = completeListing('recreational_vehicle', rv.image)
    const response = await api.request('POST', my('recreational_vehicle'), { token: rv.owner.access, body })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      id: expect.any(String),
      kind: 'recreational_vehicle',
      lessor: rv.owner.id,
      is_draft: true,
      title: body.title,
      default_rate_in_cents: 9900,
      deposit_amount: 100_000,
      currency: 'EUR',
      insurance_type: 'partial_cover_insurance',
      partial_cover_insurance: true,
      third_party_liability: false,
      partial_cover_amount: '1,000 EUR',
      partial_cover_amount_in_cents: 100_000,
      images: {
        'Front View': { id: rv.image, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.png$/) },
      },
      cancellation_terms_are_default: true,
      cancellation_terms: [
        { days: 60, percent: 10 },
        { days: 30, percent: 50 },
        { days: 14, percent: 80 },
        { days: 0, percent: 90 },
      ],
    })
    // Every editable field of the kind is present (null when unset); fields of other kinds are not.
    expect(response.body).toHaveProperty('licence_plate', null)
    expect(response.body).not.toHaveProperty('suitability')
    expect(response.body).not.toHaveProperty('harbour')
  })

  it('needs title and description (campsites also suitability)', async () => {
    const rvMissing = await api.request('POST', my('recreational_vehicle'), {
      token: rv.owner.access,
      body: { title: '   ' },
    })
    expect(rvMissing).toMatchObject({ status: 400, body: { error_key: 'validation_error' } })
    expect(Object.keys(rvMissing.body.fields).sort()).toEqual(['description', 'title'])

    const campsite = await createLessor(api, 'campsite')
    const noSuitability = await api.request('POST', my('campsite'), {
      token: campsite.access,
      body: { title: 'Lakeside', description: '<p>Quiet</p>' },
    })
    expect(noSuitability).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { suitability: [expect.any(String)] } },
    })
    const ok = await api.request('POST', my('campsite'), {
      token: campsite.access,
      body: { title: 'Lakeside', description: '<p>Quiet</p>', suitability: ['Tent'] },
    })
    expect(ok).toMatchObject({ status: 201, body: { kind: 'campsite', suitability: ['Tent'], is_draft: true } })
  })

  it('refuses unknown keys, keys of another kind, floats for cents, bad insurance text and out-of-range values', async () => {
    const base = { title: 'Van', description: '<p>Van</p>' }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, suitability: ['Tent'] }, 'suitability'],
      [{ ...base, titel: 'typo' }, 'titel'],
      [{ ...base, default_rate_in_cents: 99.5 }, 'default_rate_in_cents'],
      [{ ...base, default_rate_in_cents: 0 }, 'default_rate_in_cents'],
      [{ ...base, third_party_liability_amount: 'lots of money' }, 'third_party_liability_amount'],
      [{ ...base, fully_cover_amount: '20,000,000 EUR' }, 'fully_cover_amount_in_cents'],
      [{ ...base, driver_min_age: 15 }, 'driver_min_age'],
      [{ ...base, driver_min_age: 30, driver_max_age: 25 }, 'driver_max_age'],
      [
        { ...base, registration_timestamp: Math.floor(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1) / 1000) },
        'registration_timestamp',
      ],
      [{ ...base, latitude: 91 }, 'latitude'],
      [{ ...base, longer_hire_discount: 101 }, 'longer_hire_discount'],
      [{ ...base, deposit_payment_methods: [] }, 'deposit_payment_methods'],
      [{ ...base, deposit_amount: 0 }, 'deposit_amount'],
      [{ ...base, images: [{ slot: 'Main', image: rv.image }] }, 'images'],
      [{ ...base, cancellation_terms: [] }, 'cancellation_terms'],
      [{ ...base, is_draft: false }, 'is_draft'],
      [{ ...base, third_party_liability: true, fully_cover_insurance: true }, 'fully_cover_insurance'],
      // Spec §9 text limits: title 70, description 4000 (visible text), pickup info 600, location context 100.
      [{ ...base, title: 't'.repeat(71) }, 'title'],
      [{ ...base, description: `<p>${'d'.repeat(4001)}</p>` }, 'description'],
      [{ ...base, checkin_checkout_time_info: 'c'.repeat(601) }, 'checkin_checkout_time_info'],
      [{ ...base, location_context: 'l'.repeat(101) }, 'location_context'],
      [{ ...base, model: 'm'.repeat(71) }, 'model'],
      [{ ...base, longitude: -181 }, 'longitude'],
      [{ ...base, early_booking_discount: -1 }, 'early_booking_discount'],
      [{ ...base, driver_max_age: 102 }, 'driver_max_age'],
      [{ ...base, default_min_rent_days: 0 }, 'default_min_rent_days'],
      [{ ...base, cleaning_fee_in_cents: -1 }, 'cleaning_fee_in_cents'],
      [{ ...base, cancellation_terms: [{ days: 10, percent: 101 }] }, 'cancellation_terms.0.percent'],
      [{ ...base, cancellation_terms: [{ days: -1, percent: 10 }] }, 'cancellation_terms.0.days'],
    ]
    for (const [body, field] of cases) {
      const response = await api.request('POST', my('recreational_vehicle'), { token: rv.owner.access, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error_key).toBe('validation_error')
      expect(Object.keys(response.body.fields ?? {}), JSON.stringify(response.body)).toContain(field)
    }
    const listings = await api.payload.count({
      collection: 'listings',
      where: { title: { equals: 'Van' } },
      ...asSystem(),
    })
    expect(listings.totalDocs).toBe(0)
  })

  it('lets photos and documents reference only media the lessor uploaded, photos only images', async () => {
    const other = await createLessor(api, 'recreational_vehicle')
    const othersImage = await uploadedImage(api, other)
    const base = { title: 'Van', description: '<p>Van</p>' }
    const foreign = await api.request('POST', my('recreational_vehicle'), {
      token: rv.owner.access,
      body: { ...base, images: [{ slot: 'Front View', image: othersImage }] },
    })
    expect(foreign).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { images: [expect.any(String)] } },
    })

    const pdf = (await uploadFile(api, rv.owner.access, pdfDocument(), 'registration.pdf')).body.id
    const pdfAsPhoto = await api.request('POST', my('recreational_vehicle'), {
      token: rv.owner.access,
      body: { ...base, images: { 'Front View': pdf } },
    })
    expect(pdfAsPhoto.body.fields.images[0]).toMatch(/Unknown file/)
    // A public photo is no document either: papers are private files.
    const photoAsDocument = await api.request('POST', my('recreational_vehicle'), {
      token: rv.owner.access,
      body: { ...base, documents: [{ type: 'Proof of Insurance', file: rv.image }] },
    })
    expect(photoAsDocument.body.fields.documents[0]).toMatch(/Unknown document/)

    const withDocument = await api.request('POST', my('recreational_vehicle'), {
      token: rv.owner.access,
      body: {
        ...base,
        images: { 'Front View': rv.image },
        documents: [{ type: 'Registration Certificate', file: pdf }],
      },
    })
    expect(withDocument.status).toBe(201)
    expect(withDocument.body.documents).toEqual([
      {
        type: 'Registration Certificate',
        file: expect.objectContaining({
          id: pdf,
          mime_type: 'application/pdf',
          url: expect.stringMatching(/\/file\/private\/.+\.pdf\?expires=\d+&signature=/),
        }),
      },
    ])
  })

  it('mirrors boat people into onboard_capacity', async () => {
    const boat = await createLessor(api, 'boat')
    const created = await createListing(api, boat, 'boat', { title: 'Sloop', description: '<p>Sails</p>', people: 7 })
    expect(created).toMatchObject({ onboard_capacity: 7, people: 7 })
    const mismatch = await api.request('PATCH', my('boat', `${created.id}/`), {
      token: boat.access,
      body: { people: 5, onboard_capacity: 6 },
    })
    expect(mismatch.body.fields.people).toBeDefined()
  })
})

describe('GET base/my/ (own list)', () => {
  it('pages own listings of the kind by 30 with has_more, newest change first', async () => {
    const lessor = await createLessor(api, 'recreational_vehicle')
    const ids: string[] = []
    for (let i = 0; i < 32; i++) {
      const doc = await api.payload.create({
        collection: 'listings',
        data: {
          kind: 'recreational_vehicle',
          lessor: lessor.id,
          title: `Van ${i}`,
          description: '<p>x</p>',
          currency: 'EUR',
        },
        ...asSystem(),
      })
      ids.push(String(doc.id))
    }
    // Someone else's listing and another kind never appear.
    await createListing(api, rv.owner, 'recreational_vehicle', { title: 'Not yours', description: '<p>x</p>' })

    const first = await api.request('GET', `${my('recreational_vehicle')}?order_by=-updated_at`, {
      token: lessor.access,
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ count: 32, limit: 30, offset: 0, has_more: true, next_offset: 30 })
    expect(first.body.results).toHaveLength(30)
    expect(first.body.results[0]).toMatchObject({ id: ids[31], title: 'Van 31', is_draft: true, images: {} })
    const second = await api.request('GET', `${my('recreational_vehicle')}?order_by=-updated_at&offset=30&limit=30`, {
      token: lessor.access,
    })
    expect(second.body).toMatchObject({ count: 32, offset: 30, has_more: false, next_offset: null })
    expect(second.body.results.map((r: { id: string }) => r.id)).toEqual([ids[1], ids[0]])

    const oldestFirst = await api.request('GET', `${my('recreational_vehicle')}?order_by=created_at&limit=2`, {
      token: lessor.access,
    })
    expect(oldestFirst.body.results.map((r: { id: string }) => r.id)).toEqual([ids[0], ids[1]])
    const drafts = await api.request('GET', `${my('recreational_vehicle')}?is_draft=false`, { token: lessor.access })
    expect(drafts.body).toMatchObject({ count: 0, results: [] })

    const bad = await api.request('GET', `${my('recreational_vehicle')}?order_by=price&limit=500`, {
      token: lessor.access,
    })
    expect(bad).toMatchObject({ status: 400, body: { error_key: 'validation_error' } })
    expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'order_by'])
  })
})

describe('GET and PATCH base/my/{id}/', () => {
  it('reads the editor listing with its rates, seasons, extras and reservations', async () => {
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    const response = await api.request('GET', my('recreational_vehicle', `${listing.id}/`), { token: rv.owner.access })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: listing.id,
      season_rates: [{ season: 'High season', rate_in_cents: 12900, color: 'red', currency: 'EUR' }],
      season_availability: [],
      extra_amenities: [],
      manual_reservations: [],
    })
  })

  it('saves only the fields of one step and keeps the others', async () => {
    const listing = await createListing(
      api,
      rv.owner,
      'recreational_vehicle',
      completeListing('recreational_vehicle', rv.image),
    )
    const response = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: {
        default_rate_in_cents: 11_000,
        cleaning_fee_in_cents: 0,
        longer_hire_discount: 10,
        insurance_type: 'fully_cover_insurance',
        fully_cover_amount: 'EUR 2.500',
        licence_plate: '   ',
        images: { 'Front View': rv.image, Kitchen: { id: rv.image, url: 'ignored' } },
        cancellation_terms: [
          { days: 30, percent: 20 },
          { days: 7, percent: 0, minimum_amount_in_cents: 5000 },
        ],
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      title: listing.title,
      model: 'California Ocean',
      default_rate_in_cents: 11_000,
      cleaning_fee_in_cents: 0,
      longer_hire_discount: 10,
      insurance_type: 'fully_cover_insurance',
      partial_cover_insurance: false,
      fully_cover_insurance: true,
      fully_cover_amount_in_cents: 250_000,
      fully_cover_amount: '2,500 EUR',
      licence_plate: null,
      cancellation_terms_are_default: false,
      cancellation_terms: [
        { days: 30, percent: 20, minimum_amount_in_cents: null },
        { days: 7, percent: 0, minimum_amount_in_cents: 5000 },
      ],
    })
    expect(Object.keys(response.body.images).sort()).toEqual(['Front View', 'Kitchen'])
    expect(await count('cancellation-terms', listing.id)).toBe(2)

    // A slot map changes only the slots it names; rows replace the whole set.
    const merged = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: { images: { Kitchen: null, Berth: rv.image } },
    })
    expect(Object.keys(merged.body.images).sort()).toEqual(['Berth', 'Front View'])
    const replaced = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: { images: [{ slot: 'Seats', image: rv.image }] },
    })
    expect(Object.keys(replaced.body.images)).toEqual(['Seats'])
  })

  it('refuses clearing what a draft needs and bad cancellation tables, writing nothing', async () => {
    const listing = await createListing(
      api,
      rv.owner,
      'recreational_vehicle',
      completeListing('recreational_vehicle', rv.image),
    )
    const path = my('recreational_vehicle', `${listing.id}/`)
    const cases: [Record<string, unknown>, string][] = [
      [{ title: null }, 'title'],
      [{ description: '<p> </p>' }, 'description'],
      [{ cancellation_terms: [{ days: 10, percent: 120 }] }, 'cancellation_terms.0.percent'],
      [{ cancellation_terms: [{ days: -1, percent: 10 }] }, 'cancellation_terms.0.days'],
      [
        {
          cancellation_terms: [
            { days: 10, percent: 10 },
            { days: 10, percent: 20 },
          ],
        },
        'cancellation_terms',
      ],
      [{ amenities: [catalog.amenity.boat] }, 'amenities'],
      [{ default_rate_in_cents: 500, kind: 'boat' }, 'kind'],
    ]
    for (const [body, field] of cases) {
      const response = await api.request('PATCH', path, { token: rv.owner.access, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error_key).toBe('validation_error')
      expect(Object.keys(response.body.fields).join(','), JSON.stringify(response.body)).toContain(field)
    }
    const after = await api.request('GET', path, { token: rv.owner.access })
    expect(after.body).toMatchObject({
      title: listing.title,
      default_rate_in_cents: 9900,
      cancellation_terms_are_default: true,
    })
  })

  it('takes a published listing offline with is_draft: true, and keeps at least one photo on it', async () => {
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    expect(
      (await api.request('PATCH', my('recreational_vehicle', `${listing.id}/publish/`), { token: rv.owner.access }))
        .status,
    ).toBe(200)
    const noPhotos = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: { images: [] },
    })
    expect(noPhotos.body.fields.images).toBeDefined()
    const offline = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: { is_draft: true },
    })
    expect(offline.body.is_draft).toBe(true)
    expect((await api.request('GET', `/listing/recreational_vehicle/${listing.id}/`)).status).toBe(404)
  })
})

describe('PATCH base/my/{id}/publish/', () => {
  it('publishes a complete listing of each kind and stores the default cancellation table', async () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      const owner = await createLessor(api, kind, { ready: true })
      const listing = await createCompleteListing(api, owner, kind, catalog)
      const response = await api.request('PATCH', my(kind, `${listing.id}/publish/`), { token: owner.access })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body).toMatchObject({ is_draft: false, cancellation_terms_are_default: false })
      expect(
        response.body.cancellation_terms.map(
          (t: { days: number; percent: number; minimum_amount_in_cents: number | null }) => [
            t.days,
            t.percent,
            t.minimum_amount_in_cents,
          ],
        ),
      ).toEqual([
        [60, 10, kind === 'boat' ? 7500 : null],
        [30, 50, kind === 'boat' ? 7500 : null],
        [14, 80, kind === 'boat' ? 7500 : null],
        [0, 90, kind === 'boat' ? 7500 : null],
      ])
      // Public now.
      expect((await api.request('GET', `/listing/${kind}/${listing.id}/`)).status).toBe(200)
      // Publishing again changes nothing.
      const again = await api.request('PATCH', my(kind, `${listing.id}/publish/`), { token: owner.access })
      expect(again.status).toBe(200)
      expect(await count('cancellation-terms', listing.id)).toBe(4)
    }
  })

  it('names every missing required field of the kind (listing_incomplete)', async () => {
    const expected: Record<Kind, string[]> = {
      recreational_vehicle: [
        'brand',
        'can_travel_abroad',
        'checkin_checkout_time_info',
        'deposit_amount',
        'deposit_payment_methods',
        'default_rate_in_cents',
        'fresh_water_capacity',
        'height',
        'images',
        'insurance_type',
        'latitude',
        'length',
        'location_context',
        'longitude',
        'model',
        'registration_country_iso2',
        'registration_timestamp',
        'rv_type',
        'season_rates',
        'waste_water_capacity',
        'width',
      ],
      campsite: [
        'activities',
        'amenities',
        'area_m2',
        'checkin_checkout_time_info',
        'default_extra_charge_per_adult_in_cents',
        'default_extra_charge_per_child_in_cents',
        'default_rate_in_cents',
        'deposit_amount',
        'deposit_payment_methods',
        'images',
        'latitude',
        'location_situations',
        'longitude',
        'people_per_pitch',
        'pitches_num',
      ],
      boat: [
        'bedrooms_number',
        'berths_number',
        'boat_type',
        'brand',
        'cabins_number',
        'checkin_checkout_time_info',
        'city',
        'construction_timestamp',
        'deductible_insurance',
        'default_rate_in_cents',
        'deposit_amount',
        'deposit_payment_methods',
        'draft',
        'fuel_type',
        'harbour',
        'images',
        'latitude',
        'length',
        'longitude',
        'model',
        'motor_horse_power',
        'onboard_capacity',
        'renovated',
        'speed',
        'tender_horse_power',
        'width',
      ],
    }
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      const owner = await createLessor(api, kind, { ready: true })
      const listing = await createListing(api, owner, kind, {
        title: 'Bare',
        description: '<p>Bare</p>',
        ...(kind === 'campsite' ? { suitability: ['Tent'] } : {}),
      })
      const response = await api.request('PATCH', my(kind, `${listing.id}/publish/`), { token: owner.access })
      expect(response.status).toBe(400)
      expect(response.body.error_key).toBe('listing_incomplete')
      expect(Object.keys(response.body.fields).sort()).toEqual([...expected[kind]].sort())
      expect(response.body.fields.checkin_checkout_time_info).toEqual(['Pick-up and Return Time is required'])
      expect((await api.request('GET', my(kind, `${listing.id}/`), { token: owner.access })).body.is_draft).toBe(true)
    }
  })

  it('requires the chosen insurance deductible', async () => {
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
      body: { insurance_type: 'fully_cover_insurance' },
    })
    const response = await api.request('PATCH', my('recreational_vehicle', `${listing.id}/publish/`), {
      token: rv.owner.access,
    })
    expect(response.body).toMatchObject({
      error_key: 'listing_incomplete',
      fields: { fully_cover_amount: [expect.any(String)] },
    })
  })

  it('checks the account first: activation, then payout account, then the RV plan', async () => {
    // Not activated: profile not completed, or e-mail no longer confirmed → permission_denied_cant_lease, even with a payout account.
    const incompleteProfile = await createLessor(api, 'boat')
    await giveMerchant(api, incompleteProfile)
    const draft = await createCompleteListing(api, incompleteProfile, 'boat')
    const cantLease = await api.request('PATCH', my('boat', `${draft.id}/publish/`), {
      token: incompleteProfile.access,
    })
    expect(cantLease).toMatchObject({
      status: 403,
      body: { error_key: 'permission_denied_cant_lease', error_msg: expect.stringMatching(/profile/) },
    })
    const unverified = await createLessor(api, 'boat', { ready: true })
    const unverifiedDraft = await createCompleteListing(api, unverified, 'boat')
    await api.payload.update({
      collection: 'users',
      id: unverified.id,
      data: { is_email_verified: false },
      ...asSystem(),
    })
    const unconfirmed = await api.request('PATCH', my('boat', `${unverifiedDraft.id}/publish/`), {
      token: unverified.access,
    })
    expect(unconfirmed).toMatchObject({
      status: 403,
      body: { error_key: 'permission_denied_cant_lease', error_msg: expect.stringMatching(/e-mail/) },
    })

    // No payout account, even for an incomplete listing: stripe_account_not_created.
    const noMerchant = await createLessor(api, 'campsite', { profile: { is_profile_completed: true } })
    const bare = await createListing(api, noMerchant, 'campsite', {
      title: 'Bare',
      description: '<p>x</p>',
      suitability: ['Tent'],
    })
    const stripe = await api.request('PATCH', my('campsite', `${bare.id}/publish/`), { token: noMerchant.access })
    expect(stripe).toMatchObject({ status: 400, body: { error_key: 'stripe_account_not_created' } })
    // A blocked payout account counts as none.
    const blocked = await createLessor(api, 'campsite', { profile: { is_profile_completed: true } })
    await giveMerchant(api, blocked, 'suspended')
    const blockedListing = await createCompleteListing(api, blocked, 'campsite', catalog)
    const blockedResponse = await api.request('PATCH', my('campsite', `${blockedListing.id}/publish/`), {
      token: blocked.access,
    })
    expect(blockedResponse.body.error_key).toBe('stripe_account_not_created')
    // A pending one (fresh from the profile) is enough.
    const pending = await createLessor(api, 'campsite', { profile: { is_profile_completed: true } })
    await giveMerchant(api, pending, 'pending')
    const pendingListing = await createCompleteListing(api, pending, 'campsite', catalog)
    expect(
      (await api.request('PATCH', my('campsite', `${pendingListing.id}/publish/`), { token: pending.access })).status,
    ).toBe(200)

    // RV lessors: a plan is needed, and it bounds the published campervans.
    const rvLessor = await createLessor(api, 'recreational_vehicle', { profile: { is_profile_completed: true } })
    await giveMerchant(api, rvLessor)
    const first = await createCompleteListing(api, rvLessor, 'recreational_vehicle')
    const second = await createCompleteListing(api, rvLessor, 'recreational_vehicle')
    const noPlan = await api.request('PATCH', my('recreational_vehicle', `${first.id}/publish/`), {
      token: rvLessor.access,
    })
    expect(noPlan).toMatchObject({ status: 403, body: { error_key: 'subscription_required' } })
    // A cancelled subscription past its term does not count.
    await giveSubscription(api, rvLessor, 5, { is_cancelled: true, current_term_end_ts: noonIn(-1) })
    expect(
      (await api.request('PATCH', my('recreational_vehicle', `${first.id}/publish/`), { token: rvLessor.access })).body
        .error_key,
    ).toBe('subscription_required')
    await giveSubscription(api, rvLessor, 1)
    expect(
      (await api.request('PATCH', my('recreational_vehicle', `${first.id}/publish/`), { token: rvLessor.access }))
        .status,
    ).toBe(200)
    const full = await api.request('PATCH', my('recreational_vehicle', `${second.id}/publish/`), {
      token: rvLessor.access,
    })
    expect(full).toMatchObject({ status: 403, body: { error_key: 'listing_limit_reached' } })
    // Re-publishing the one already published stays within the plan.
    expect(
      (await api.request('PATCH', my('recreational_vehicle', `${first.id}/publish/`), { token: rvLessor.access }))
        .status,
    ).toBe(200)
  })
})

describe('POST base/my/{id}/duplicate/', () => {
  it('copies the listing as a draft "(copy)" with rates, seasons, extras and terms, not reservations', async () => {
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    const base = `/listing/recreational_vehicle/${listing.id}`
    const token = rv.owner.access
    const rate = (await api.request('GET', `${base}/season-rate/`, { token })).body[0]
    await api.request('POST', `${base}/season-availability/`, {
      token,
      body: { start_timestamp: noonIn(10), end_timestamp: noonIn(20), season_rate: rate.id, min_rent_dates: 3 },
    })
    await api.request('POST', `${base}/extra-amenity/`, {
      token,
      body: {
        name: 'Bike rack',
        price_in_cents: 1500,
        available: 2,
        recurrence: 'once',
        conditions: [{ line: 'Max 2 bikes' }],
      },
    })
    await api.request('POST', `${base}/manual-reservation/`, {
      token,
      body: { start_timestamp: noonIn(30), end_timestamp: noonIn(33) },
    })
    await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token,
      body: {
        title: 'A'.repeat(70),
        cancellation_terms: [{ days: 10, percent: 50 }],
        station_pickup_hours: [{ day: 'monday', from: '09:00', to: '12:00' }],
      },
    })
    await api.request('PATCH', my('recreational_vehicle', `${listing.id}/publish/`), { token })

    const response = await api.request('POST', my('recreational_vehicle', `${listing.id}/duplicate/`), { token })
    expect(response.status).toBe(201)
    const copy = response.body
    expect(copy.id).not.toBe(listing.id)
    expect(copy).toMatchObject({
      is_draft: true,
      lessor: rv.owner.id,
      title: `${'A'.repeat(63)} (copy)`,
      model: 'California Ocean',
      partial_cover_amount_in_cents: 100_000,
      images: { 'Front View': { id: listing.images['Front View']?.id } },
      cancellation_terms: [{ days: 10, percent: 50 }],
      station_pickup_hours: [{ day: 'monday', from: '09:00', to: '12:00' }],
    })
    expect(copy.title).toHaveLength(70)
    const full = (await api.request('GET', my('recreational_vehicle', `${copy.id}/`), { token })).body
    expect(full.season_rates).toHaveLength(1)
    expect(full.season_rates[0].id).not.toBe(rate.id)
    expect(full.season_availability).toEqual([
      expect.objectContaining({ season_rate: full.season_rates[0].id, min_rent_dates: 3 }),
    ])
    expect(full.extra_amenities).toEqual([
      expect.objectContaining({
        name: 'Bike rack',
        price_in_cents: 1500,
        conditions: [{ line: 'Max 2 bikes', subline: null }],
      }),
    ])
    expect(full.manual_reservations).toEqual([])
    expect(await count('booked-nights', copy.id)).toBe(0)
    expect(await count('booked-nights', listing.id)).toBe(3)
  })
})

describe('DELETE base/my/{id}/', () => {
  it('removes the listing with its children and booked nights', async () => {
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    const base = `/listing/recreational_vehicle/${listing.id}`
    const token = rv.owner.access
    await api.request('POST', `${base}/manual-reservation/`, {
      token,
      body: { start_timestamp: noonIn(5), end_timestamp: noonIn(7) },
    })
    await api.request('POST', `${base}/extra-amenity/`, {
      token,
      body: { name: 'Chairs', price_in_cents: 500, available: 4, recurrence: 'once' },
    })
    await api.request('PATCH', my('recreational_vehicle', `${listing.id}/`), {
      token,
      body: { cancellation_terms: [{ days: 0, percent: 100 }] },
    })
    expect(await count('booked-nights', listing.id)).toBe(2)

    const response = await api.request('DELETE', my('recreational_vehicle', `${listing.id}/`), { token })
    expect(response.status).toBe(204)
    expect((await api.request('GET', my('recreational_vehicle', `${listing.id}/`), { token })).status).toBe(404)
    for (const collection of [
      'season-rates',
      'extra-amenities',
      'manual-reservations',
      'cancellation-terms',
      'booked-nights',
    ]) {
      expect(await count(collection, listing.id), collection).toBe(0)
    }
  })

  it('refuses while a booking still holds the listing (listing_has_bookings), and keeps listings with a booking history', async () => {
    const traveler = await createSignedInUser(api, { role: 1 })
    const listing = await createCompleteListing(api, rv.owner, 'recreational_vehicle')
    const booking = (status: Booking['status'], from: number, to: number) =>
      api.payload.create({
        collection: 'bookings',
        data: {
          listing: listing.id,
          traveller: traveler.id,
          status,
          pickup_timestamp: noonIn(from),
          return_timestamp: noonIn(to),
          total_rent_price_in_cents: 10_000,
          currency: 'EUR',
        },
        ...asSystem(),
      })
    const upcoming = await booking('CONFIRMED', 10, 12)
    const refused = await api.request('DELETE', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { error_key: 'listing_has_bookings', error_msg: expect.any(String) },
    })
    expect(
      (await api.request('GET', my('recreational_vehicle', `${listing.id}/`), { token: rv.owner.access })).status,
    ).toBe(200)

    // Cancelled (or past) bookings no longer hold it, but stay on record: the listing goes offline instead.
    await api.payload.update({
      collection: 'bookings',
      id: upcoming.id,
      data: { status: 'RENTING_CANCELLED' },
      ...asSystem(),
    })
    const history = await api.request('DELETE', my('recreational_vehicle', `${listing.id}/`), {
      token: rv.owner.access,
    })
    expect(history).toMatchObject({
      status: 400,
      body: { error_key: 'listing_has_history', error_msg: expect.stringMatching(/is_draft/) },
    })
    expect(
      (await api.request('GET', my('recreational_vehicle', `${listing.id}/`), { token: rv.owner.access })).status,
    ).toBe(200)
  })
})
