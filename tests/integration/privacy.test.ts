import './support/scratch-media'
import fs from 'node:fs'
import path from 'node:path'
import { asSystem } from '@driftway/collections'
import { unzipSync } from 'fflate'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import {
  createCompleteListing,
  giveMerchant,
  giveSubscription,
  pdfDocument,
  pngImage,
  uploadFile,
} from './support/lessor'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * People's own data (issue 20): the export holds every record of the person and nobody else's;
 * after DELETE /user/me/ a scan of every collection (and of the upload folders) finds none of the
 * person's personal values, while bookings and payouts keep what accounting needs.
 */
let api: TestApi
let mail: MailCatcher

const T0 = Math.floor(Date.now() / 1000) + 40 * 86_400
const DAY = 86_400

/** Values that occur nowhere else, so finding one anywhere means it leaked. */
const anna = {
  first_name: 'Annabel',
  last_name: 'Quillfeather',
  phone: '+49 170 5550199',
  address: 'Zeppelinweg 77',
  city: 'Quellendorf',
  postal_code: '06386',
}
const lena = {
  first_name: 'Lenora',
  last_name: 'Vantablack',
  company_name: 'Vantablack Vans GbR',
  phone: '+49 151 4440123',
  address: 'Kesselgasse 12',
  city: 'Oberammergau',
  coc_number: 'HRB 987654',
  vat_number: 'DE999888777',
}
const bea = { first_name: 'Beatrix', last_name: 'Zwirbelmoos', phone: '+43 664 3330987', address: 'Almgasse 5' }

type World = {
  traveler: TestUser
  lessor: TestUser
  bystander: TestUser
  listingId: string
  annaBooking: string
  beaBooking: string
  annaReview: string
  beaReview: string
  chat: string
  annaMessage: string
  annaPhoto: { id: string; filename: string }
  lessorDocument: { id: string; filename: string }
  lessorPhoto: string
  annaRequest: string
  annaWishlist: string
  lessorBankAccount: string
  lessorTransaction: string
}
let world: World

const create = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await api.payload.create({ collection, data: data as never, ...asSystem(), depth: 0 })).id)

async function booking(listing: string, traveler: TestUser, guest: typeof anna | typeof bea, days: number) {
  return create('bookings', {
    listing,
    traveller: traveler.id,
    status: 'CONFIRMED',
    pickup_timestamp: T0 + days * DAY,
    return_timestamp: T0 + (days + 3) * DAY,
    total_rent_price_in_cents: 45_000,
    currency: 'EUR',
    adults_num: 2,
    traveller_name: `${guest.first_name} ${guest.last_name}`,
    traveller_phone: guest.phone,
    description: `Arriving late, call ${guest.phone}`,
    persons: [{ first_name: guest.first_name, last_name: guest.last_name, birthdate_timestamp: 600_000_000 }],
  })
}

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url } })
  const traveler = await createSignedInUser(api, { email: 'annabel.quillfeather@example.com', profile: anna })
  const bystander = await createSignedInUser(api, { email: 'beatrix.zwirbelmoos@example.com', profile: bea })
  const lessor = await createSignedInUser(api, {
    role: 2,
    email: 'lenora.vantablack@example.com',
    profile: { ...lena, is_profile_completed: true },
  })
  await giveMerchant(api, lessor)
  await giveSubscription(api, lessor)

  const listing = await createCompleteListing(api, lessor, 'recreational_vehicle')
  const document = await uploadFile(api, lessor.access, pdfDocument(), 'certificate.pdf')
  const withDocument = await api.request('PATCH', `/listing/recreational_vehicle/my/${listing.id}/`, {
    token: lessor.access,
    body: {
      documents: [{ type: 'Registration Certificate', file: document.body.id }],
      contact_phone: lena.phone,
      street_address: lena.address,
    },
  })
  expect(withDocument.status, JSON.stringify(withDocument.body)).toBe(200)
  const published = await api.request('PATCH', `/listing/recreational_vehicle/my/${listing.id}/publish/`, {
    token: lessor.access,
    body: { is_draft: false },
  })
  expect(published.status, JSON.stringify(published.body)).toBe(200)

  const photo = await uploadFile(api, traveler.access, await pngImage(), 'me.png')
  await api.payload.update({
    collection: 'users',
    id: traveler.id,
    data: { photo: photo.body.id },
    ...asSystem(),
  })
  const annaBooking = await booking(listing.id, traveler, anna, 0)
  const beaBooking = await booking(listing.id, bystander, bea, 10)
  const chat = await create('chats', { listing: listing.id, traveller: traveler.id, booking: annaBooking })
  const annaMessage = await create('messages', {
    chat,
    author: traveler.id,
    message: `Hello, this is ${anna.first_name} ${anna.last_name}, reach me on ${anna.phone}`,
  })
  await create('messages', { chat, author: lessor.id, message: 'See you at the pickup!' })
  const beaChat = await create('chats', { listing: listing.id, traveller: bystander.id })
  await create('messages', { chat: beaChat, author: bystander.id, message: `I am ${bea.first_name}, ${bea.phone}` })
  const annaReview = await create('reviews', {
    listing: listing.id,
    author: traveler.id,
    booking: annaBooking,
    rating: 5,
    comment: `Lovely van. ${anna.first_name} from ${anna.city}`,
  })
  const beaReview = await create('reviews', { listing: listing.id, author: bystander.id, rating: 4, comment: 'Good' })
  await create('review-replies', { review: annaReview, author: lessor.id, comment: 'Thanks, come again!' })
  const annaWishlist = await create('wishlists', { owner: traveler.id, name: 'Summer', listings: [listing.id] })
  const annaRequest = await create('rental-requests', {
    traveller: traveler.id,
    travellers_num: 2,
    location: 'Lisbon',
    destination_latitude: 38.7,
    destination_longitude: -9.1,
    pickup_timestamp: T0,
    return_timestamp: T0 + 7 * DAY,
  })
  await create('offers', {
    rental_request: annaRequest,
    listing: listing.id,
    price_in_cents: 9000,
    pickup_timestamp: T0,
    return_timestamp: T0 + 7 * DAY,
  })
  await create('contact-messages', {
    name: `${anna.first_name} ${anna.last_name}`,
    email: traveler.email,
    subject: 'Question',
    message: `Please call ${anna.phone}`,
  })
  const merchant = (
    await api.payload.find({ collection: 'merchants', where: { user: { equals: lessor.id } }, ...asSystem() })
  ).docs[0]!
  const lessorBankAccount = await create('bank-accounts', {
    merchant: merchant.id,
    holder_name: `${lena.first_name} ${lena.last_name}`,
    iban_last4: '4321',
    currency: 'EUR',
  })
  const lessorTransaction = await create('transactions', {
    user: lessor.id,
    date_ts: T0 - 30 * DAY,
    amount_in_cents: 2900,
    total_in_cents: 3451,
    status: 'paid',
    card_number: '**** 4242',
  })
  const lessorPhotoId = String(listing.images['Front View']?.id ?? Object.values(listing.images)[0]?.id)
  const readName = async (collection: 'media' | 'private-files', id: string) =>
    String((await api.payload.findByID({ collection, id, ...asSystem(), depth: 0 })).filename)
  world = {
    traveler,
    lessor,
    bystander,
    listingId: listing.id,
    annaBooking,
    beaBooking,
    annaReview,
    beaReview,
    chat,
    annaMessage,
    annaPhoto: { id: photo.body.id, filename: await readName('media', photo.body.id) },
    lessorDocument: { id: document.body.id, filename: await readName('private-files', document.body.id) },
    lessorPhoto: lessorPhotoId,
    annaRequest,
    annaWishlist,
    lessorBankAccount,
    lessorTransaction,
  }
})

afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

async function exportOf(user: TestUser) {
  const response = await fetch(`${api.baseUrl}/user/me/export/`, {
    headers: { authorization: `Bearer ${user.access}` },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="driftway-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  expect(response.headers.get('cache-control')).toMatch(/no-store/)
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  const json = (name: string) =>
    JSON.parse(Buffer.from(files[`data/${name}.json`]!).toString('utf8')) as { id: string }[]
  const text = Object.entries(files)
    .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
    .map(([, bytes]) => Buffer.from(bytes).toString('utf8'))
    .join('\n')
    .toLowerCase()
  return { files, json, text }
}

const idsOf = (docs: { id: string }[]) => docs.map((doc) => String(doc.id))
const valuesOf = (person: Record<string, string>, email: string) => [email, ...Object.values(person)]

describe('GET /user/me/export/', () => {
  it('needs a signed-in user', async () => {
    expect((await api.request('GET', '/user/me/export/')).status).toBe(401)
  })

  it("gives a traveler every record of theirs and their files, and nobody else's", async () => {
    const { files, json, text } = await exportOf(world.traveler)
    expect(Object.keys(files)).toContain('README.txt')
    expect(json('profile')).toEqual([expect.objectContaining({ id: world.traveler.id, email: world.traveler.email })])
    expect(json('profile')[0]).not.toHaveProperty('password_hash')
    expect(idsOf(json('bookings'))).toEqual([world.annaBooking])
    expect(idsOf(json('chats'))).toEqual([world.chat])
    expect(idsOf(json('messages'))).toEqual([world.annaMessage])
    expect(idsOf(json('reviews'))).toEqual([world.annaReview])
    expect(idsOf(json('wishlists'))).toEqual([world.annaWishlist])
    expect(idsOf(json('rental-requests'))).toEqual([world.annaRequest])
    expect(json('offers')).toHaveLength(1)
    expect(json('contact-messages')).toHaveLength(1)
    expect(json('sign-in-sessions').length).toBeGreaterThan(0)
    expect(JSON.stringify(json('sign-in-sessions'))).not.toMatch(/current_jti|family_id/)
    expect(idsOf(json('photos'))).toEqual([world.annaPhoto.id])
    const photoEntry = files[`files/photos/${world.annaPhoto.filename}`]
    expect(photoEntry && Buffer.from(photoEntry).subarray(1, 4).toString()).toBe('PNG')
    for (const value of [...valuesOf(anna, world.traveler.email)]) expect(text).toContain(value.toLowerCase())
    // Nobody else's: not the other traveler, not the lessor's contact data.
    for (const value of [...valuesOf(bea, world.bystander.email), lena.phone, lena.address, world.lessor.email]) {
      expect(text, value).not.toContain(value.toLowerCase())
    }
    expect(text).not.toContain(world.beaBooking)
    expect(text).not.toContain(world.beaReview)
  })

  it("gives a lessor their listings, documents, payout records and bookings without the travelers' details", async () => {
    const { files, json, text } = await exportOf(world.lessor)
    expect(idsOf(json('listings'))).toEqual([world.listingId])
    expect(idsOf(json('bookings')).sort()).toEqual([world.annaBooking, world.beaBooking].sort())
    for (const bookingDoc of json('bookings')) {
      expect(bookingDoc).not.toHaveProperty('traveller_name')
      expect(bookingDoc).not.toHaveProperty('traveller_phone')
      expect(bookingDoc).toHaveProperty('total_rent_price_in_cents', 45_000)
    }
    expect(idsOf(json('documents'))).toEqual([world.lessorDocument.id])
    expect(Buffer.from(files[`files/documents/${world.lessorDocument.filename}`]!).equals(pdfDocument())).toBe(true)
    expect(idsOf(json('photos'))).toContain(world.lessorPhoto)
    expect(idsOf(json('bank-accounts'))).toEqual([world.lessorBankAccount])
    expect(idsOf(json('transactions'))).toEqual([world.lessorTransaction])
    expect(json('payout-accounts')).toHaveLength(1)
    expect(json('subscriptions')).toHaveLength(1)
    expect(json('listing-season-rates')).toHaveLength(1)
    expect(json('review-replies')).toHaveLength(1)
    for (const value of [lena.phone, lena.address, lena.company_name, lena.vat_number]) {
      expect(text).toContain(value.toLowerCase())
    }
    for (const value of [...valuesOf(anna, world.traveler.email), ...valuesOf(bea, world.bystander.email)]) {
      expect(text, value).not.toContain(value.toLowerCase())
    }
  })
})

/** Every document of every collection and global, as text, lower-cased. */
async function everything(): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  for (const collection of api.payload.config.collections) {
    const { docs } = await api.payload.find({
      collection: collection.slug as CollectionSlug,
      depth: 0,
      pagination: false,
      ...asSystem(),
      showHiddenFields: true,
    })
    texts.set(collection.slug, JSON.stringify(docs).toLowerCase())
  }
  for (const global of api.payload.config.globals) {
    const doc = await api.payload.findGlobal({ slug: global.slug as never, ...asSystem(), depth: 0 })
    texts.set(`global:${global.slug}`, JSON.stringify(doc).toLowerCase())
  }
  return texts
}

async function expectNowhere(values: string[]) {
  const texts = await everything()
  const leaks = [...texts].flatMap(([collection, text]) =>
    values.filter((value) => text.includes(value.toLowerCase())).map((value) => `${collection}: ${value}`),
  )
  expect(leaks).toEqual([])
}

const filesIn = (dir: string | undefined) => (dir && fs.existsSync(dir) ? fs.readdirSync(dir) : [])

describe('DELETE /user/me/', () => {
  it("erases a traveler everywhere; bookings, reviews and the other party's chat stay without them", async () => {
    const { traveler } = world
    // The other party names them in the chat; they shared their number there too.
    await create('messages', { chat: world.chat, author: world.lessor.id, message: `Thanks ${anna.first_name}!` })
    const before = await everything()
    expect([...before.values()].some((text) => text.includes(anna.phone.toLowerCase()))).toBe(true)

    expect((await api.request('DELETE', '/user/me/', { token: traveler.access })).status).toBe(204)

    await expectNowhere([...valuesOf(anna, traveler.email), `${anna.first_name} ${anna.last_name}`])
    // Postal code and birth date are numbers that could occur by chance elsewhere: checked on the account.
    const account = await api.payload.findByID({ collection: 'users', id: traveler.id, ...asSystem() })
    expect(account).toMatchObject({ postal_code: null, date_of_birth_timestamp: null, photo: null, is_active: false })
    expect(account.email).toMatch(/@deleted\.driftway\.invalid$/)

    // Their photo is gone from disk and from media.
    expect(filesIn(process.env.MEDIA_DIR)).not.toContain(world.annaPhoto.filename)
    expect(
      await api.payload.count({ collection: 'media', where: { owner: { equals: traveler.id } }, ...asSystem() }),
    ).toEqual({
      totalDocs: 0,
    })

    // Accounting keeps the booking; the review stays as a former member's; the lessor keeps the chat.
    const kept = await api.payload.findByID({
      collection: 'bookings',
      id: world.annaBooking,
      ...asSystem(),
      depth: 0,
    })
    expect(kept).toMatchObject({
      status: 'CONFIRMED',
      total_rent_price_in_cents: 45_000,
      currency: 'EUR',
      pickup_timestamp: T0,
      traveller: traveler.id,
      traveller_name: null,
      traveller_phone: null,
      persons: [],
    })
    const review = await api.payload.findByID({ collection: 'reviews', id: world.annaReview, ...asSystem() })
    expect(review).toMatchObject({ rating: 5, comment: 'Lovely van. [removed] from [removed]' })
    const author = await api.request('GET', `/user/${traveler.id}/`, { token: world.lessor.access })
    expect(author.body).toMatchObject({ display_name: 'Former member', is_former_member: true, photo: null })
    const messages = await api.payload.find({
      collection: 'messages',
      where: { chat: { equals: world.chat } },
      sort: 'createdAt',
      ...asSystem(),
    })
    expect(messages.docs.map((doc) => doc.message)).toEqual([
      'Hello, this is [removed], reach me on [removed]',
      'See you at the pickup!',
      'Thanks [removed]!',
    ])
    // Gone entirely.
    for (const [collection, where] of [
      ['wishlists', { owner: { equals: traveler.id } }],
      ['rental-requests', { traveller: { equals: traveler.id } }],
      ['offers', { traveller: { equals: traveler.id } }],
      ['auth-sessions', { user: { equals: traveler.id } }],
    ] as const) {
      expect((await api.payload.count({ collection, where, ...asSystem() })).totalDocs, collection).toBe(0)
    }
    // The other traveler's records are untouched.
    const other = await api.payload.findByID({ collection: 'bookings', id: world.beaBooking, ...asSystem() })
    expect(other.traveller_name).toBe(`${bea.first_name} ${bea.last_name}`)
  })

  it('stops mail to an erased account', async () => {
    mail.clear()
    const reset = await api.request('POST', '/auth/password/reset/', { body: { email: world.traveler.email } })
    expect(reset.status).toBeLessThan(500)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.to(world.traveler.email)).toEqual([])
  })

  it('erases a lessor: listings leave search without photos, papers and contact data; payouts keep the amounts', async () => {
    const { lessor } = world
    const search = async () => (await api.request('GET', `/listing/recreational_vehicle/${world.listingId}/`)).status
    expect(await search()).toBe(200)

    expect((await api.request('DELETE', '/user/me/', { token: lessor.access })).status).toBe(204)

    await expectNowhere([
      ...valuesOf(lena, lessor.email),
      `${lena.first_name} ${lena.last_name}`,
      world.lessorDocument.filename,
    ])
    expect(await search()).toBe(404)
    const listing = await api.payload.findByID({ collection: 'listings', id: world.listingId, ...asSystem() })
    expect(listing).toMatchObject({ is_draft: true, images: [], documents: [], contact_phone: null })
    expect(filesIn(process.env.PRIVATE_FILES_DIR)).not.toContain(world.lessorDocument.filename)
    expect(await api.payload.count({ collection: 'private-files', ...asSystem() })).toEqual({ totalDocs: 0 })
    const transaction = await api.payload.findByID({
      collection: 'transactions',
      id: world.lessorTransaction,
      ...asSystem(),
    })
    expect(transaction).toMatchObject({ total_in_cents: 3451, status: 'paid' })
    const bank = await api.payload.findByID({
      collection: 'bank-accounts',
      id: world.lessorBankAccount,
      ...asSystem(),
    })
    expect(bank).toMatchObject({ holder_name: null, iban_last4: '4321' })
    // The other traveler's booking of the erased lessor's listing stays for both sides' accounting.
    const kept = await api.payload.findByID({
      collection: 'bookings',
      id: world.beaBooking,
      ...asSystem(),
      depth: 0,
    })
    expect(kept).toMatchObject({ listing: world.listingId, total_rent_price_in_cents: 45_000, status: 'CONFIRMED' })
    expect(path.basename(world.lessorDocument.filename)).toBe(world.lessorDocument.filename)
  })

  it('records each erasure in the audit trail by id only', async () => {
    const entries = await api.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'account.erased' } },
      ...asSystem(),
      depth: 0,
    })
    expect(entries.docs.map((doc) => doc.target_id).sort()).toEqual([world.traveler.id, world.lessor.id].sort())
  })
})
