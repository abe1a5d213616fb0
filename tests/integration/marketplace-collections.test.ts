import { asSystem, asVisitor } from '@driftway/collections'
import { verifyPassword } from '@driftway/collections/auth/password'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asUser, type Doc, startTestPayload, testDocs, type UserDoc } from './support/payload'

/**
 * The marketplace half of the data model on a real database: every collection round-trips, and
 * the rules the API relies on (password hashing, e-mail identity, uniqueness, default wishlists,
 * access by role and ownership) hold when a marketplace user calls with `overrideAccess: false`.
 */

let payload: Payload
let stop: () => Promise<void>

const { create, update, createUser } = testDocs(() => payload)

const T0 = 1_900_000_000 // a fixed future unix second
const DAY = 86_400

async function createListing(lessor: UserDoc, kind: string, title: string): Promise<Doc> {
  return await create('listings', {
    kind,
    lessor: lessor.id,
    title,
    description: '<p>A fine place to stay.</p>',
    currency: 'EUR',
    ...(kind === 'campsite' ? { suitability: ['Tent'] } : {}),
  })
}

async function createBooking(listing: Doc, traveler: UserDoc, extra: Record<string, unknown> = {}): Promise<Doc> {
  return await create('bookings', {
    listing: listing.id,
    traveller: traveler.id,
    pickup_timestamp: T0,
    return_timestamp: T0 + 3 * DAY,
    total_rent_price_in_cents: 45_000,
    currency: 'EUR',
    adults_num: 2,
    ...extra,
  })
}

const ids = (docs: { id: unknown }[]) => docs.map((doc) => doc.id)

let travelerA: UserDoc
let travelerB: UserDoc
let rvLessor: UserDoc
let campsiteLessor: UserDoc
let van: Doc
let pitch: Doc

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  travelerA = await createUser('anna@example.com', 1)
  travelerB = await createUser('ben@example.com', 1)
  rvLessor = await createUser('vans@example.com', 2, { company_name: 'Vans & Co' })
  campsiteLessor = await createUser('camp@example.com', 3, { company_name: 'Lakeside Camp' })
  van = await createListing(rvLessor, 'recreational_vehicle', 'Blue van')
  pitch = await createListing(campsiteLessor, 'campsite', 'Lakeside pitch')
})

afterAll(async () => {
  await stop?.()
})

describe('users', () => {
  it('stores only a scrypt hash of the password and never returns either', async () => {
    const created = await createUser('hash@example.com', 1)
    expect(created).not.toHaveProperty('password')
    expect(created).not.toHaveProperty('password_hash')

    const read = await payload.findByID({ collection: 'users', id: created.id, ...asSystem() })
    expect(read).not.toHaveProperty('password')
    expect(read).not.toHaveProperty('password_hash')
    const own = await payload.findByID({
      collection: 'users',
      id: created.id,
      showHiddenFields: true,
      ...asUser(created),
    })
    expect(own).not.toHaveProperty('password_hash')

    // Only a trusted server call that asks for hidden fields (sign-in) sees the hash.
    const stored = await payload.findByID({
      collection: 'users',
      id: created.id,
      showHiddenFields: true,
      ...asSystem(),
    })
    expect(stored).not.toHaveProperty('password')
    expect(String(stored.password_hash)).toMatch(/^scrypt\$/)
    expect(String(stored.password_hash)).not.toContain('Secret123')
    expect(await verifyPassword('Secret123', String(stored.password_hash))).toBe(true)
    expect(await verifyPassword('Secret124', String(stored.password_hash))).toBe(false)
  })

  it('keeps the hash across other updates, rehashes a new password, and ignores a hash sent by the user', async () => {
    const user = await createUser('rehash@example.com', 1)
    const hashOf = async () =>
      String(
        (await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true, ...asSystem() }))
          .password_hash,
      )
    const first = await hashOf()

    await update('users', user.id, { city: 'Utrecht' }, user)
    expect(await hashOf()).toBe(first)

    await update('users', user.id, { password_hash: 'scrypt$forged' }, user)
    expect(await hashOf()).toBe(first)

    await update('users', user.id, { password: 'NewSecret9' }, user)
    const second = await hashOf()
    expect(second).not.toBe(first)
    expect(await verifyPassword('NewSecret9', second)).toBe(true)
  })

  it('rejects a weak password with the spec message', async () => {
    await expect(createUser('weak@example.com', 1, { password: 'secret12' })).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: 'Password must have at least 1 uppercase character' }] },
    })
  })

  it('stores e-mail lower-cased and unique regardless of case', async () => {
    const user = await createUser('  Mixed.Case@Example.COM ', 1)
    expect(user.email).toBe('mixed.case@example.com')
    await expect(createUser('MIXED.case@example.com', 1)).rejects.toThrow()
    await expect(createUser('not-an-email', 1)).rejects.toMatchObject({
      data: { errors: [{ path: 'email', message: 'Please use a valid email address' }] },
    })
  })

  it('does not let users raise their own role or verify themselves', async () => {
    const user = await createUser('flags@example.com', 1)
    const updated = await update('users', user.id, { role: 2, is_email_verified: true, first_name: 'Flo' }, user)
    expect(updated).toMatchObject({ role: 1, is_email_verified: false, first_name: 'Flo', is_active: true })
  })

  it('signs up anonymously through the Local API only, without self-verification', async () => {
    const data = { email: 'signup@example.com', password: 'Secret123', role: 1, is_email_verified: true } as never
    await expect(
      payload.create({ collection: 'users', data, ...asVisitor(), req: { payloadAPI: 'REST' } as never }),
    ).rejects.toThrow('not allowed')
    const created = await payload.create({ collection: 'users', data, ...asVisitor() })
    expect(created).toMatchObject({
      email: 'signup@example.com',
      is_email_verified: false,
      is_active: true,
      currency_code: 'EUR',
    })
  })

  it('lets a user read only themselves', async () => {
    await expect(payload.findByID({ collection: 'users', id: travelerB.id, ...asUser(travelerA) })).rejects.toThrow()
    const visible = await payload.find({ collection: 'users', limit: 100, ...asUser(travelerA) })
    expect(ids(visible.docs)).toEqual([travelerA.id])
    await expect(update('users', travelerB.id, { city: 'X' }, travelerA)).rejects.toThrow()
  })
})

describe('bookings', () => {
  it('takes lessor and kind from the listing and checks dates and amounts', async () => {
    const booking = await createBooking(van, travelerA, { lessor: travelerB.id, kind: 'boat' })
    const read = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, ...asSystem() })
    expect(read).toMatchObject({
      lessor: rvLessor.id,
      kind: 'recreational_vehicle',
      status: 'PENDING',
      travellers_num: 2,
      children_num: 0,
      full_prepayment: false,
    })
    await expect(createBooking(van, travelerA, { return_timestamp: T0 - DAY })).rejects.toThrow()
    await expect(createBooking(van, travelerA, { total_rent_price_in_cents: 10.5 })).rejects.toThrow()
    await expect(createBooking(van, rvLessor)).rejects.toMatchObject({
      data: { errors: [{ path: 'traveller', message: 'Only travelers can make bookings.' }] },
    })
  })

  it('is visible to its traveler and to the lessor of its listing only', async () => {
    const ofA = await createBooking(van, travelerA)
    const ofB = await createBooking(pitch, travelerB, { pitches_num: 1 })

    expect((await payload.findByID({ collection: 'bookings', id: ofA.id, ...asUser(travelerA) })).id).toBe(ofA.id)
    await expect(payload.findByID({ collection: 'bookings', id: ofB.id, ...asUser(travelerA) })).rejects.toThrow()

    const lessorView = await payload.find({ collection: 'bookings', limit: 100, depth: 0, ...asUser(campsiteLessor) })
    expect(ids(lessorView.docs)).toEqual([ofB.id])
    const rvView = await payload.find({ collection: 'bookings', limit: 100, depth: 0, ...asUser(rvLessor) })
    expect(ids(rvView.docs)).toContain(ofA.id)
    expect(ids(rvView.docs)).not.toContain(ofB.id)

    // Bookings are written by the API (or staff), not directly by marketplace users.
    await expect(update('bookings', ofA.id, { status: 'CONFIRMED' }, travelerA)).rejects.toThrow()
  })
})

describe('wishlists', () => {
  it('protect default lists and belong to travelers only', async () => {
    const fallback = (await create(
      'wishlists',
      { name: ' Favourites ', is_default: true, listings: [van.id] },
      travelerA,
    )) as Doc
    expect(fallback).toMatchObject({ name: 'Favourites', is_default: true })
    expect((fallback.owner as Doc).id ?? fallback.owner).toBe(travelerA.id)

    await expect(update('wishlists', fallback.id, { name: 'Renamed' }, travelerA)).rejects.toMatchObject({
      data: { errors: [{ path: 'name', message: 'Default wishlists cannot be renamed.' }] },
    })
    await expect(payload.delete({ collection: 'wishlists', id: fallback.id, ...asUser(travelerA) })).rejects.toThrow(
      'Default wishlists cannot be deleted.',
    )
    await expect(create('wishlists', { name: 'Second', is_default: true }, travelerA)).rejects.toThrow()
    // Adding listings to a default list is fine.
    const grown = await payload.update({
      collection: 'wishlists',
      id: fallback.id,
      data: { listings: [van.id, pitch.id] } as never,
      depth: 0,
      ...asUser(travelerA),
    })
    expect(grown.listings).toEqual([van.id, pitch.id])

    const trip = (await create('wishlists', { name: 'Summer' }, travelerA)) as Doc
    const renamed = await update('wishlists', trip.id, { name: 'Autumn' }, travelerA)
    expect(renamed.name).toBe('Autumn')
    await payload.delete({ collection: 'wishlists', id: trip.id, ...asUser(travelerA) })

    await expect(payload.findByID({ collection: 'wishlists', id: fallback.id, ...asUser(travelerB) })).rejects.toThrow()
    await expect(create('wishlists', { name: 'Mine' }, rvLessor)).rejects.toMatchObject({
      data: { errors: [{ path: 'owner', message: 'Only travelers can have wishlists.' }] },
    })
    await expect(create('wishlists', { name: 'x'.repeat(71) }, travelerA)).rejects.toThrow()
    await expect(create('wishlists', { name: '   ' }, travelerA)).rejects.toThrow()
  })
})

describe('chats and messages', () => {
  it('are readable by the two parties only', async () => {
    const chat = (await create(
      'chats',
      { listing: van.id, pickup_timestamp: T0, return_timestamp: T0 + DAY },
      travelerA,
    )) as Doc
    const stored = await payload.findByID({ collection: 'chats', id: chat.id, depth: 0, ...asSystem() })
    expect(stored).toMatchObject({
      type: 'vehicle',
      lessor: rvLessor.id,
      traveller: travelerA.id,
      unread_for_lessor: 0,
    })

    const message = (await create('messages', { chat: chat.id, message: 'Is the van free in May?' }, travelerA)) as Doc
    const reply = (await create(
      'messages',
      {
        chat: chat.id,
        message: '',
        attachments: [{ kind: 'image', url: '/media/van.jpg', name: 'van.jpg' }],
      },
      rvLessor,
    )) as Doc
    expect(await payload.findByID({ collection: 'messages', id: message.id, depth: 0, ...asSystem() })).toMatchObject({
      author: travelerA.id,
      lessor: rvLessor.id,
      traveller: travelerA.id,
      type: 'user',
    })

    const lessorSees = await payload.find({
      collection: 'messages',
      where: { chat: { equals: chat.id } },
      ...asUser(rvLessor),
    })
    expect(ids(lessorSees.docs).sort()).toEqual([message.id, reply.id].sort())
    expect((await payload.find({ collection: 'messages', ...asUser(travelerB) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'chats', ...asUser(travelerB) })).totalDocs).toBe(0)
    await expect(create('messages', { chat: chat.id, message: 'Hi' }, travelerB)).rejects.toThrow()
    await expect(create('messages', { chat: chat.id, message: '  ' }, travelerA)).rejects.toMatchObject({
      data: { errors: [{ path: 'message', message: 'A message needs text or an attachment.' }] },
    })
  })
})

describe('reviews', () => {
  it('are public, written by travelers, and get at most one reply from the listing lessor', async () => {
    const review = (await create('reviews', { listing: van.id, rating: 5, comment: 'Lovely van' }, travelerA)) as Doc
    expect(await payload.findByID({ collection: 'reviews', id: review.id, depth: 0, ...asVisitor() })).toMatchObject({
      author: travelerA.id,
      lessor: rvLessor.id,
      kind: 'recreational_vehicle',
      rating: 5,
    })
    await expect(create('reviews', { listing: van.id, rating: 5, comment: 'Mine!' }, rvLessor)).rejects.toThrow()
    await expect(create('reviews', { listing: van.id, rating: 6, comment: ' ' }, travelerA)).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'rating', message: 'Please select a rating' },
          { path: 'comment', message: 'Please enter your comment' },
        ],
      },
    })

    await expect(create('review-replies', { review: review.id, comment: 'Not mine' }, campsiteLessor)).rejects.toThrow()
    const reply = await create('review-replies', { review: review.id, comment: 'Thank you!' }, rvLessor)
    expect(
      await payload.findByID({ collection: 'review-replies', id: reply.id, depth: 0, ...asVisitor() }),
    ).toMatchObject({
      review: review.id,
      author: rvLessor.id,
      comment: 'Thank you!',
    })
    await expect(
      create('review-replies', { review: review.id, author: rvLessor.id, comment: 'Again' }),
    ).rejects.toThrow()
  })
})

describe('listing rating counters', () => {
  it('follow the reviews of the listing and leave the rest of the listing alone', async () => {
    const ratingOf = async () => {
      const listing = await payload.findByID({ collection: 'listings', id: pitch.id, depth: 0, ...asSystem() })
      return {
        comments_count: listing.comments_count,
        average_rating: listing.average_rating,
        suitability: listing.suitability,
      }
    }
    const first = (await create('reviews', { listing: pitch.id, rating: 4, comment: 'Quiet' }, travelerA)) as Doc
    await create('reviews', { listing: pitch.id, rating: 5, comment: 'Great lake' }, travelerB)
    expect(await ratingOf()).toEqual({ comments_count: 2, average_rating: 4.5, suitability: ['Tent'] })

    await payload.delete({ collection: 'reviews', id: first.id, ...asSystem() })
    expect(await ratingOf()).toEqual({ comments_count: 1, average_rating: 5, suitability: ['Tent'] })
  })
})

describe('every other marketplace collection', () => {
  it('round-trips a document', async () => {
    const roundTrip = async (collection: string, data: Record<string, unknown>, expected = data) => {
      const created = (await create(collection as never, data)) as Doc
      const read = await payload.findByID({ collection: collection as never, id: created.id, depth: 0, ...asSystem() })
      expect(read, collection).toMatchObject(expected)
      return created
    }

    await roundTrip(
      'auth-sessions',
      {
        user: travelerA.id,
        family_id: 'fam-1',
        current_jti: 'jti-1',
        expires_at_ts: T0,
        created_ip: '203.0.113.7',
        user_agent: 'vitest',
      },
      { family_id: 'fam-1', revoked: false, user: travelerA.id },
    )

    await roundTrip('legal-types', { code: 'GMBH', name: 'GmbH', country_code_iso2: 'de' }, { country_code_iso2: 'DE' })
    await roundTrip('legal-types', { code: 'GMBH', name: 'GmbH', country_code_iso2: 'AT' })
    await expect(create('legal-types', { code: 'GMBH', name: 'Other', country_code_iso2: 'DE' })).rejects.toThrow()

    const merchant = await roundTrip(
      'merchants',
      {
        user: rvLessor.id,
        provider: 'sandbox',
        provider_account_id: 'acct_1',
        overview_url: 'https://example.com/acct_1',
      },
      { user: rvLessor.id, status: 'pending', provider: 'sandbox' },
    )
    await roundTrip(
      'bank-accounts',
      { merchant: merchant.id, holder_name: 'Vans & Co', iban_last4: '4321', currency: 'EUR' },
      { merchant: merchant.id, user: rvLessor.id, status: 'pending', iban_last4: '4321' },
    )

    const plan = await roundTrip('plans', {
      name: 'Pro',
      listing_number: 10,
      price_in_cents_without_vat: 4_900,
      currency: 'EUR',
      interval: 'month',
      description: ['Up to 10 listings', 'Priority support'],
      sort_order: 2,
    })
    const subscription = await roundTrip(
      'subscriptions',
      { user: rvLessor.id, plan: plan.id, current_term_end_ts: T0 + 30 * DAY, provider_subscription_id: 'sub_1' },
      { status: 'active', is_cancelled: false, plan: plan.id },
    )
    await roundTrip(
      'transactions',
      {
        user: rvLessor.id,
        subscription: subscription.id,
        date_ts: T0,
        amount_in_cents: 4_900,
        total_in_cents: 5_929,
        payment_method: 'card',
        status: 'paid',
        card_number: '**** 4242',
      },
      { currency_code: 'EUR', total_in_cents: 5_929 },
    )

    const requestData = {
      traveller: travelerA.id,
      kind: 'recreational_vehicle',
      travellers_num: 2,
      location: 'Lisbon',
      destination_latitude: 38.72,
      destination_longitude: -9.14,
      vehicle_types: ['Campervan'],
      pickup_timestamp: T0,
      return_timestamp: T0 + 7 * DAY,
      flexibility: 2,
    }
    const request = await roundTrip('rental-requests', requestData, { status: 'PENDING', vehicle_types: ['Campervan'] })
    await expect(create('rental-requests', { ...requestData, return_timestamp: T0 - DAY })).rejects.toThrow()
    await roundTrip(
      'offers',
      {
        rental_request: request.id,
        listing: van.id,
        price_in_cents: 9_000,
        pickup_timestamp: T0,
        return_timestamp: T0 + 7 * DAY,
      },
      { lessor: rvLessor.id, traveller: travelerA.id, status: 'PENDING' },
    )
    const deal = await roundTrip(
      'last-minute-deals',
      {
        listing: pitch.id,
        pickup_timestamp: T0,
        return_timestamp: T0 + 2 * DAY,
        total_price_cents: 12_000,
        currency: 'EUR',
      },
      { lessor: campsiteLessor.id, kind: 'campsite' },
    )
    await roundTrip(
      'contact-messages',
      { name: 'Ann', email: 'Ann@Example.com', subject: 'Hello', message: 'A question about boats.' },
      { email: 'ann@example.com' },
    )

    // Access spot checks beyond bookings: owners, parties, public reads.
    expect((await payload.find({ collection: 'merchants', ...asUser(rvLessor) })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'bank-accounts', ...asUser(campsiteLessor) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'transactions', ...asUser(travelerA) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'plans', ...asVisitor() })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'last-minute-deals', ...asVisitor() })).docs.map((d) => d.id)).toContain(
      deal.id,
    )
    expect((await payload.find({ collection: 'rental-requests', ...asUser(rvLessor) })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'rental-requests', ...asUser(campsiteLessor) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'rental-requests', ...asUser(travelerB) })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'offers', ...asUser(travelerA) })).totalDocs).toBe(1)
    // Staff-only collections refuse marketplace users outright.
    await expect(payload.find({ collection: 'auth-sessions', ...asUser(travelerA) })).rejects.toThrow('not allowed')
    await expect(payload.find({ collection: 'contact-messages', ...asUser(travelerA) })).rejects.toThrow('not allowed')
    await expect(
      create(
        'last-minute-deals',
        {
          listing: van.id,
          pickup_timestamp: T0,
          return_timestamp: T0 + DAY,
          total_price_cents: 100,
          currency: 'EUR',
        },
        campsiteLessor,
      ),
    ).rejects.toThrow()
  })
})
