import { asSystem } from '@driftway/collections'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { pdfDocument } from '../support/documents'
import type { UserDoc } from '../support/payload'

/**
 * The documents each collection's access cells are tried on. "Theirs" belongs to people who are
 * not the caller (another traveler, another lessor, another staff member); "own" to the caller.
 */

type StaffAccount = { id: string; email: string; token: string }
export type World = {
  payload: Payload
  traveler: UserDoc
  lessor: UserDoc
  otherTraveler: UserDoc
  otherLessor: UserDoc
  /** The other lessor's published campervan, and a draft of theirs. */
  otherListing: string
  otherDraft: string
  staff: Record<'editor' | 'support' | 'admin', StaffAccount>
}

export type FileInput = { data: Buffer; name: string; mimetype: string }
export type CreateInput = { data: Record<string, unknown>; file?: FileInput }
export type Actor = UserDoc

export type Fixture = {
  /** Someone else's document; for collections with public documents, a private one (draft, hidden). */
  theirs: (w: World) => Promise<string>
  /** Someone else's public document (`public` and `own+public` reads). */
  publicDoc?: (w: World) => Promise<string>
  /** A document of the marketplace caller (own cells); undefined when their role cannot have one. */
  own?: (w: World, actor: Actor) => Promise<string | undefined>
  /** A document a staff member may change as "own" (their staff record; media staff uploaded). */
  ownStaff?: (w: World, role: keyof World['staff']) => Promise<string>
  /** Valid input to create one, as `actor` (a marketplace user) or as staff (no actor). */
  create: (w: World, actor?: Actor) => Promise<CreateInput>
  /** For `own` creates: input naming someone else's document or account, which must be refused … */
  createForOther?: (w: World, actor: Actor) => Promise<CreateInput>
  /** … or the owner field the server sets to the caller whatever the input says. */
  ownerField?: string
  /** A harmless change (a function when each change must differ, e.g. unique names). */
  patch: Record<string, unknown> | (() => Record<string, unknown>)
  /** Deleting an own document deletes the caller (users): use a throwaway caller. */
  ownIsActor?: boolean
}

const T0 = 1_900_000_000
const DAY = 86_400
let counter = 0
const next = () => ++counter
/** Periods that never overlap another fixture's (seasons and reservations refuse overlaps). */
const period = () => {
  const start = T0 + next() * 10 * DAY
  return { start_timestamp: start, end_timestamp: start + 2 * DAY }
}

export const make = async (w: World, collection: CollectionSlug, data: Record<string, unknown>, file?: FileInput) =>
  String(
    (
      await w.payload.create({
        collection,
        data: data as never,
        ...asSystem(),
        depth: 0,
        ...(file ? { file: { ...file, size: file.data.length } } : {}),
      })
    ).id,
  )

async function pngFile(): Promise<FileInput> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .png()
    .toBuffer()
  return { data, name: `photo-${next()}.png`, mimetype: 'image/png' }
}
export const pdfFile = (): FileInput => ({
  data: pdfDocument(),
  name: `papers-${next()}.pdf`,
  mimetype: 'application/pdf',
})

export const userData = (role: number, extra: Record<string, unknown> = {}) => ({
  email: `person-${next()}@example.com`,
  password: 'Secret123',
  role,
  first_name: 'Test',
  last_name: 'Person',
  currency_code: 'EUR',
  ...extra,
})

export const listingData = (lessor: string, extra: Record<string, unknown> = {}) => ({
  kind: 'recreational_vehicle',
  lessor,
  title: `Van ${next()}`,
  description: '<p>A van.</p>',
  currency: 'EUR',
  default_rate_in_cents: 9000,
  ...extra,
})

/** The caller's own listing when they are a lessor; otherwise (travelers, staff) the other lessor's. */
const listingFor = async (w: World, actor?: Actor) => (actor && actor.role !== 1 ? listingOf(w, actor) : w.otherListing)

/** Listings of callers, made once each (a lessor's own children hang off it). */
const listingsOf = new Map<string, Promise<string>>()
const listingOf = (w: World, lessor: Actor) => {
  let listing = listingsOf.get(lessor.id)
  if (!listing) {
    listing = make(w, 'listings', listingData(lessor.id, { is_draft: false }))
    listingsOf.set(lessor.id, listing)
  }
  return listing
}

const freshLessor = (w: World) => make(w, 'users', userData(2, { company_name: `Company ${next()}` }))
const merchantOf = new Map<string, Promise<string>>()
const merchantFor = (w: World, user: string) => {
  let merchant = merchantOf.get(user)
  if (!merchant) {
    merchant = make(w, 'merchants', { user, provider: 'sandbox', provider_account_id: `acct_${next()}` })
    merchantOf.set(user, merchant)
  }
  return merchant
}
let planId: Promise<string> | undefined
const plan = (w: World) => {
  planId ??= make(w, 'plans', {
    name: 'Starter',
    listing_number: 3,
    price_in_cents_without_vat: 2900,
    currency: 'EUR',
    interval: 'month',
  })
  return planId
}

const booking = (listing: string, traveler: string) => ({
  listing,
  traveller: traveler,
  pickup_timestamp: T0,
  return_timestamp: T0 + 3 * DAY,
  total_rent_price_in_cents: 30_000,
  currency: 'EUR',
})
const request = (traveler: string, kind = 'recreational_vehicle') => ({
  traveller: traveler,
  kind,
  travellers_num: 2,
  location: 'Lisbon',
  destination_latitude: 38.7,
  destination_longitude: -9.1,
  pickup_timestamp: T0,
  return_timestamp: T0 + 7 * DAY,
})
const offer = (rentalRequest: string, listing: string) => ({
  rental_request: rentalRequest,
  listing,
  price_in_cents: 9000,
  pickup_timestamp: T0,
  return_timestamp: T0 + 7 * DAY,
})
const review = (listing: string, author: string, extra: Record<string, unknown> = {}) => ({
  listing,
  author,
  rating: 4,
  comment: `Review ${next()}`,
  ...extra,
})
const deal = (listing: string) => ({
  listing,
  pickup_timestamp: T0,
  return_timestamp: T0 + 2 * DAY,
  total_price_cents: 12_000,
  currency: 'EUR',
})
const data = (value: Record<string, unknown>): CreateInput => ({ data: value })

/** Content collections: documents nobody owns; editors and admins write them. */
const content = (
  slug: CollectionSlug,
  build: () => Record<string, unknown>,
  patch: () => Record<string, unknown>,
  publicDoc?: Fixture['publicDoc'],
): Fixture => ({
  theirs: (w) => make(w, slug, build()),
  create: async () => data(build()),
  patch,
  ...(publicDoc ? { publicDoc } : {}),
})

/** a, b, …, z, ba, bb, …: unique lowercase words for slugs that allow letters only. */
const letters = (n: number): string => (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26))

/** Children of a listing: theirs on the other lessor's listing, own on the caller's. */
const listingChild = (
  slug: CollectionSlug,
  build: () => Record<string, unknown>,
  patch: Record<string, unknown>,
): Fixture => ({
  theirs: (w) => make(w, slug, { listing: w.otherListing, ...build() }),
  // Only lessors have listings, so only they have children of their own.
  own: async (w, actor) =>
    actor.role === 1 ? undefined : make(w, slug, { listing: await listingOf(w, actor), ...build() }),
  create: async (w, actor) => data({ listing: await listingFor(w, actor), ...build() }),
  createForOther: async (w) => data({ listing: w.otherListing, ...build() }),
  patch,
})

const fixtures: Record<string, Fixture> = {
  // Created as drafts (decision 0065): the public reads published pages only.
  'landing-pages': content(
    'landing-pages',
    () => ({
      slug: `page-${letters(next())}`,
      type: 'campervan',
      page_type: 'city',
      main_title: 'Campervans in Berlin',
      main_description: '<p>Vans.</p>',
      meta: { title: 'Campervans in Berlin', description: 'Rent a campervan in Berlin.' },
    }),
    () => ({ main_title: `Renamed ${next()}` }),
    async (w) =>
      make(w, 'landing-pages', {
        slug: `page-${letters(next())}`,
        type: 'campervan',
        page_type: 'city',
        main_title: 'Campervans in Hamburg',
        main_description: '<p>Vans.</p>',
        meta: { title: 'Campervans in Hamburg', description: 'Rent a campervan in Hamburg.' },
        main_image: await make(w, 'media', { alt: 'Hamburg' }, await pngFile()),
        _status: 'published',
      }),
  ),
  amenities: content(
    'amenities',
    () => ({ kind: 'recreational_vehicle', section: 'kitchen', name: `Fridge ${next()}` }),
    () => ({
      name: `Renamed ${next()}`,
    }),
  ),
  activities: content(
    'activities',
    () => ({ name: `Hiking ${next()}` }),
    () => ({ name: `Renamed ${next()}` }),
  ),
  'location-situations': content(
    'location-situations',
    () => ({ name: `Lakeside ${next()}` }),
    () => ({ name: `Renamed ${next()}` }),
  ),
  brands: content(
    'brands',
    () => ({ kind: 'recreational_vehicle', name: `Brand ${next()}` }),
    () => ({ name: `Renamed ${next()}` }),
  ),
  'legal-types': content(
    'legal-types',
    () => ({ code: `LT${next()}`, name: 'GmbH', country_code_iso2: 'DE' }),
    () => ({ name: `Renamed ${next()}` }),
  ),
  media: {
    theirs: async (w) => make(w, 'media', { owner: w.otherLessor.id, alt: 'Their van' }, await pngFile()),
    own: async (w, actor) => make(w, 'media', { owner: actor.id, alt: 'Mine' }, await pngFile()),
    // Files staff uploaded (no owner): what editors manage.
    ownStaff: async (w) => make(w, 'media', { alt: 'Site image' }, await pngFile()),
    create: async () => ({ data: { alt: 'New' }, file: await pngFile() }),
    createForOther: async (w) => ({ data: { alt: 'Theirs?', owner: w.otherLessor.id }, file: await pngFile() }),
    ownerField: 'owner',
    patch: { alt: 'Renamed' },
  },
  'private-files': {
    theirs: (w) => make(w, 'private-files', { owner: w.otherLessor.id, kind: 'Registration Certificate' }, pdfFile()),
    own: (w, actor) => make(w, 'private-files', { owner: actor.id, kind: 'Proof of Insurance' }, pdfFile()),
    create: async () => ({ data: { kind: 'Company Papers' }, file: pdfFile() }),
    createForOther: async (w) => ({ data: { owner: w.otherLessor.id }, file: pdfFile() }),
    ownerField: 'owner',
    patch: { kind: 'Identity Document' },
  },
  listings: {
    theirs: (w) => make(w, 'listings', listingData(w.otherLessor.id, { is_draft: true })),
    publicDoc: async (w) =>
      make(
        w,
        'listings',
        listingData(w.otherLessor.id, {
          is_draft: false,
          documents: [
            {
              type: 'Registration Certificate',
              file: await make(w, 'private-files', { owner: w.otherLessor.id }, pdfFile()),
            },
          ],
          unpublished_reason: 'Was offline once',
        }),
      ),
    own: (w, actor) => make(w, 'listings', listingData(actor.id, { is_draft: true })),
    create: async (w, actor) => data(listingData(actor ? actor.id : w.otherLessor.id)),
    createForOther: async (w) => data(listingData(w.otherLessor.id, { kind: 'boat' })),
    ownerField: 'lessor',
    patch: { title: 'Renamed van' },
  },
  'season-rates': listingChild('season-rates', () => ({ season: `Season ${next()}`, rate_in_cents: 12_000 }), {
    rate_in_cents: 13_000,
  }),
  'season-availabilities': listingChild('season-availabilities', () => ({ ...period(), min_rent_dates: 2 }), {
    min_rent_dates: 3,
  }),
  'extra-amenities': listingChild(
    'extra-amenities',
    () => ({ name: `Bike ${next()}`, price_in_cents: 1500, available: 2, unit: 'per_booking', recurrence: 'once' }),
    { price_in_cents: 1600 },
  ),
  'cancellation-terms': listingChild('cancellation-terms', () => ({ days: next(), percent: 50 }), { percent: 60 }),
  'manual-reservations': listingChild('manual-reservations', () => ({ ...period(), comment: 'Family' }), {
    comment: 'Friends',
  }),
  'booked-nights': {
    theirs: async (w) => {
      const reservation = await make(w, 'manual-reservations', { listing: w.otherListing, ...period() })
      return make(w, 'booked-nights', {
        listing: w.otherListing,
        night: new Date(Date.UTC(2031, 0, next())).toISOString().slice(0, 10),
        source: 'manual_reservation',
        manual_reservation: reservation,
      })
    },
    create: async (w) => data({ listing: w.otherListing, night: '2031-02-01', source: 'booking' }),
    patch: { night: '2031-03-01' },
  },
  'payment-events': {
    theirs: (w) =>
      make(w, 'payment-events', {
        provider: 'sandbox',
        event_id: `evt_${next()}`,
        type: 'succeeded',
        provider_payment_id: `sbx_pay_${counter}`,
        received_timestamp: T0,
      }),
    create: async () =>
      data({ provider: 'sandbox', event_id: `evt_${next()}`, type: 'pending', received_timestamp: T0 }),
    patch: { type: 'failed' },
  },
  users: {
    theirs: (w) => make(w, 'users', userData(1)),
    own: async (_w, actor) => actor.id,
    ownIsActor: true,
    create: async () => data(userData(1)),
    patch: { first_name: 'Renamed' },
  },
  'auth-sessions': {
    theirs: (w) =>
      make(w, 'auth-sessions', {
        user: w.otherTraveler.id,
        family_id: `family-${next()}`,
        current_jti: `jti-${counter}`,
        expires_at_ts: T0,
      }),
    create: async (w) =>
      data({ user: w.otherTraveler.id, family_id: `family-${next()}`, current_jti: 'x', expires_at_ts: T0 }),
    patch: { revoked: true },
  },
  merchants: {
    theirs: async (w) => merchantFor(w, await freshLessor(w)),
    own: async (w, actor) => merchantFor(w, actor.id),
    create: async (w) =>
      data({ user: await freshLessor(w), provider: 'sandbox', provider_account_id: `acct_${next()}` }),
    patch: { status: 'live' },
  },
  'bank-accounts': {
    theirs: async (w) =>
      make(w, 'bank-accounts', {
        merchant: await merchantFor(w, await freshLessor(w)),
        holder_name: 'Their Company',
        iban_last4: '1234',
        currency: 'EUR',
      }),
    own: async (w, actor) =>
      make(w, 'bank-accounts', {
        merchant: await merchantFor(w, actor.id),
        holder_name: 'My Company',
        iban_last4: '9876',
        currency: 'EUR',
      }),
    create: async (w) =>
      data({ merchant: await merchantFor(w, await freshLessor(w)), holder_name: 'New', iban_last4: '5555' }),
    patch: { status: 'verified' },
  },
  plans: {
    theirs: (w) =>
      make(w, 'plans', {
        name: `Plan ${next()}`,
        listing_number: 5,
        price_in_cents_without_vat: 4900,
        currency: 'EUR',
        interval: 'month',
      }),
    create: async () =>
      data({
        name: `Plan ${next()}`,
        listing_number: 9,
        price_in_cents_without_vat: 9900,
        currency: 'EUR',
        interval: 'year',
      }),
    patch: { price_in_cents_without_vat: 1 },
  },
  subscriptions: {
    theirs: async (w) => make(w, 'subscriptions', { user: w.otherLessor.id, plan: await plan(w) }),
    own: async (w, actor) => make(w, 'subscriptions', { user: actor.id, plan: await plan(w) }),
    create: async (w) => data({ user: w.otherLessor.id, plan: await plan(w) }),
    patch: { is_cancelled: true },
  },
  transactions: {
    theirs: (w) =>
      make(w, 'transactions', {
        user: w.otherLessor.id,
        date_ts: T0,
        amount_in_cents: 2900,
        total_in_cents: 3451,
        currency_code: 'EUR',
        status: 'paid',
      }),
    own: (w, actor) =>
      make(w, 'transactions', {
        user: actor.id,
        date_ts: T0,
        amount_in_cents: 2900,
        total_in_cents: 3451,
        currency_code: 'EUR',
        status: 'paid',
      }),
    create: async (w) =>
      data({
        user: w.otherLessor.id,
        date_ts: T0,
        amount_in_cents: 1,
        total_in_cents: 1,
        currency_code: 'EUR',
        status: 'paid',
      }),
    patch: { status: 'refunded' },
  },
  wishlists: {
    theirs: (w) => make(w, 'wishlists', { owner: w.otherTraveler.id, name: `List ${next()}` }),
    // Only travelers keep wishlists.
    own: async (w, actor) =>
      actor.role === 1 ? make(w, 'wishlists', { owner: actor.id, name: `Mine ${next()}` }) : undefined,
    create: async (w, actor) => data({ owner: actor?.id ?? w.otherTraveler.id, name: `New ${next()}` }),
    createForOther: async (w) => data({ owner: w.otherTraveler.id, name: `Theirs ${next()}` }),
    patch: () => ({ name: `Renamed ${next()}` }),
  },
  bookings: {
    theirs: (w) => make(w, 'bookings', booking(w.otherListing, w.otherTraveler.id)),
    own: async (w, actor) =>
      actor.role === 1
        ? make(w, 'bookings', booking(w.otherListing, actor.id))
        : make(w, 'bookings', booking(await listingOf(w, actor), w.otherTraveler.id)),
    create: async (w) => data(booking(w.otherListing, w.otherTraveler.id)),
    patch: { adults_num: 3 },
  },
  chats: {
    theirs: (w) => make(w, 'chats', { listing: w.otherListing, traveller: w.otherTraveler.id }),
    own: async (w, actor) =>
      actor.role === 1
        ? make(w, 'chats', { listing: w.otherListing, traveller: actor.id })
        : make(w, 'chats', { listing: await listingOf(w, actor), traveller: w.otherTraveler.id }),
    create: async (w, actor) =>
      actor?.role === 1
        ? data({ listing: w.otherListing, traveller: actor.id })
        : data({ listing: actor ? await listingOf(w, actor) : w.otherListing, traveller: w.otherTraveler.id }),
    createForOther: async (w) => data({ listing: w.otherListing, traveller: w.otherTraveler.id }),
    patch: { is_draft: true },
  },
  messages: {
    theirs: async (w) => {
      const chat = await make(w, 'chats', { listing: w.otherListing, traveller: w.otherTraveler.id })
      return make(w, 'messages', { chat, author: w.otherTraveler.id, message: 'Their words' })
    },
    own: async (w, actor) => make(w, 'messages', { chat: await chatOf(w, actor), author: actor.id, message: 'Mine' }),
    create: async (w, actor) =>
      actor
        ? data({ chat: await chatOf(w, actor), message: 'Hello' })
        : data({
            chat: await make(w, 'chats', { listing: w.otherListing, traveller: w.otherTraveler.id }),
            author: w.otherTraveler.id,
            message: 'Hi',
          }),
    createForOther: async (w) =>
      data({ chat: await make(w, 'chats', { listing: w.otherListing, traveller: w.otherTraveler.id }), message: 'Hi' }),
    patch: { message: 'Edited' },
  },
  reviews: {
    theirs: (w) =>
      make(w, 'reviews', review(w.otherListing, w.otherTraveler.id, { is_hidden: true, hidden_reason: 'Spam' })),
    publicDoc: (w) => make(w, 'reviews', review(w.otherListing, w.otherTraveler.id)),
    own: (w, actor) =>
      make(w, 'reviews', review(w.otherListing, actor.id, { is_hidden: true, hidden_reason: 'Abuse' })),
    create: async (w, actor) => data(review(w.otherListing, actor?.id ?? w.otherTraveler.id)),
    createForOther: async (w) => data(review(w.otherListing, w.otherTraveler.id)),
    patch: { comment: 'Edited' },
  },
  'review-replies': {
    theirs: async (w) =>
      make(w, 'review-replies', {
        review: await make(w, 'reviews', review(w.otherListing, w.otherTraveler.id)),
        author: w.otherLessor.id,
        comment: 'Thanks',
      }),
    own: async (w, actor) =>
      make(w, 'review-replies', {
        review: await make(w, 'reviews', review(await listingOf(w, actor), w.otherTraveler.id)),
        author: actor.id,
        comment: 'Mine',
      }),
    create: async (w, actor) =>
      actor
        ? data({
            review: await make(w, 'reviews', review(await listingFor(w, actor), w.otherTraveler.id)),
            comment: 'Thank you',
          })
        : data({
            review: await make(w, 'reviews', review(w.otherListing, w.otherTraveler.id)),
            author: w.otherLessor.id,
            comment: 'Thank you',
          }),
    createForOther: async (w) =>
      data({ review: await make(w, 'reviews', review(w.otherListing, w.otherTraveler.id)), comment: 'Not mine' }),
    patch: { comment: 'Edited' },
  },
  'rental-requests': {
    // A boat request: not of the (campervan) lessor's kind either.
    theirs: (w) => make(w, 'rental-requests', request(w.otherTraveler.id, 'boat')),
    own: (w, actor) => make(w, 'rental-requests', request(actor.id)),
    create: async (w, actor) => data(request(actor?.id ?? w.otherTraveler.id)),
    createForOther: async (w) => data(request(w.otherTraveler.id)),
    patch: { location: 'Porto' },
  },
  offers: {
    theirs: async (w) =>
      make(w, 'offers', offer(await make(w, 'rental-requests', request(w.otherTraveler.id)), w.otherListing)),
    own: async (w, actor) =>
      actor.role === 1
        ? make(w, 'offers', offer(await make(w, 'rental-requests', request(actor.id)), w.otherListing))
        : make(
            w,
            'offers',
            offer(await make(w, 'rental-requests', request(w.otherTraveler.id)), await listingOf(w, actor)),
          ),
    create: async (w, actor) =>
      data(offer(await make(w, 'rental-requests', request(w.otherTraveler.id)), await listingFor(w, actor))),
    createForOther: async (w) =>
      data(offer(await make(w, 'rental-requests', request(w.otherTraveler.id)), w.otherListing)),
    patch: { price_in_cents: 8000 },
  },
  'last-minute-deals': {
    theirs: (w) => make(w, 'last-minute-deals', deal(w.otherListing)),
    own: async (w, actor) => make(w, 'last-minute-deals', deal(await listingOf(w, actor))),
    create: async (w, actor) => data(deal(await listingFor(w, actor))),
    createForOther: async (w) => data(deal(w.otherListing)),
    patch: { total_price_cents: 9000 },
  },
  'contact-messages': {
    theirs: (w) => make(w, 'contact-messages', { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Q' }),
    create: async () => data({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Question' }),
    patch: { subject: 'Edited' },
  },
  'mail-outbox': {
    theirs: (w) => make(w, 'mail-outbox', { to: 'ann@example.com', subject: 'Welcome', text: 'Hi' }),
    create: async () => data({ to: 'x@example.com', subject: 'Forged' }),
    patch: { subject: 'Edited' },
  },
  'audit-log': {
    theirs: (w) =>
      make(w, 'audit-log', { action: 'test.entry', actor_type: 'system', target_collection: 'users', target_id: '1' }),
    own: (w, actor) =>
      make(w, 'audit-log', {
        action: 'test.entry',
        actor_type: 'system',
        target_collection: 'users',
        target_id: actor.id,
        account_user: actor.id,
      }),
    create: async () => data({ action: 'forged', actor_type: 'system', target_collection: 'users', target_id: '1' }),
    patch: { reason: 'Rewritten history' },
  },
  staff: {
    theirs: (w) =>
      make(w, 'staff', { email: `staff-${next()}@driftway.test`, password: 'Staff-secret-1', staff_role: 'editor' }),
    ownStaff: async (w, role) => w.staff[role].id,
    create: async () =>
      data({ email: `new-${next()}@driftway.test`, password: 'Staff-secret-1', staff_role: 'editor' }),
    patch: { name: 'Renamed' },
  },
  'currency-rates': {
    theirs: async () => 'currency-rates',
    create: async () => data({}),
    patch: { rates: [{ currency: 'USD', rate_per_eur: 1.1 }] },
  },
  imprint: {
    theirs: async () => 'imprint',
    create: async () => data({}),
    patch: {
      operator_name: 'Matrix Operator GmbH',
      street: 'Teststraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country_iso2: 'de',
      email: 'imprint@driftway.test',
    },
  },
}

/** The caller's own chat (traveler: with the other lessor; lessor: on their own listing). */
const chatsOf = new Map<string, Promise<string>>()
async function chatOf(w: World, actor: Actor): Promise<string> {
  let chat = chatsOf.get(actor.id)
  if (!chat) {
    chat =
      actor.role === 1
        ? make(w, 'chats', { listing: w.otherListing, traveller: actor.id })
        : listingOf(w, actor).then((listing) => make(w, 'chats', { listing, traveller: w.otherTraveler.id }))
    chatsOf.set(actor.id, chat)
  }
  return chat
}

export function fixtureFor(collection: string): Fixture {
  const fixture = fixtures[collection]
  if (!fixture) throw new Error(`access fixtures: no fixture for "${collection}"`)
  return fixture
}
