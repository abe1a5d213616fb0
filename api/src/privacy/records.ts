import type { CollectionSlug, Where } from 'payload'

export type Person = { id: string; email: string }
type Doc = Record<string, unknown>

/**
 * Where a marketplace user's records live, for their data export (GET /user/me/export/). Each
 * entry finds the documents the person is a party to and drops what belongs to someone else in
 * them (the traveler's details on a lessor's booking, the other side's last message preview) or
 * is a secret (session token ids, the password hash).
 */
export type RecordSource = {
  collection: CollectionSlug
  /** The archive's file name: `data/{name}.json`. */
  name: string
  where: (person: Person) => Where
  redact?: (doc: Doc, person: Person) => Doc
}

const without =
  (...fields: string[]) =>
  (doc: Doc): Doc =>
    Object.fromEntries(Object.entries(doc).filter(([field]) => !fields.includes(field)))

const is = (field: string) => (person: Person) => ({ [field]: { equals: person.id } }) as Where
const either =
  (...fields: string[]) =>
  (person: Person) =>
    ({ or: fields.map((field) => ({ [field]: { equals: person.id } })) }) as Where

/** A booking's guest details are the traveler's: a lessor's export keeps the booking without them. */
const travelerDetails = ['traveller_name', 'traveller_phone', 'persons', 'description', 'license_plate']

export const recordSources: RecordSource[] = [
  {
    collection: 'users',
    name: 'profile',
    where: (person) => ({ id: { equals: person.id } }),
    redact: without('password_hash'),
  },
  {
    collection: 'auth-sessions',
    name: 'sign-in-sessions',
    where: is('user'),
    // Token ids are secrets of the session, not facts about the person.
    redact: without('family_id', 'current_jti'),
  },
  { collection: 'merchants', name: 'payout-accounts', where: is('user') },
  { collection: 'bank-accounts', name: 'bank-accounts', where: is('user') },
  { collection: 'subscriptions', name: 'subscriptions', where: is('user') },
  { collection: 'transactions', name: 'transactions', where: is('user') },
  { collection: 'wishlists', name: 'wishlists', where: is('owner') },
  { collection: 'listings', name: 'listings', where: is('lessor') },
  { collection: 'season-rates', name: 'listing-season-rates', where: is('lessor') },
  { collection: 'season-availabilities', name: 'listing-seasons', where: is('lessor') },
  { collection: 'manual-reservations', name: 'listing-reservations', where: is('lessor') },
  { collection: 'extra-amenities', name: 'listing-extras', where: is('lessor') },
  { collection: 'cancellation-terms', name: 'listing-cancellation-terms', where: is('lessor') },
  { collection: 'last-minute-deals', name: 'last-minute-deals', where: is('lessor') },
  {
    collection: 'bookings',
    name: 'bookings',
    where: either('traveller', 'lessor'),
    redact: (doc, person) => (doc.traveller === person.id ? doc : without(...travelerDetails)(doc)),
  },
  {
    collection: 'chats',
    name: 'chats',
    where: either('traveller', 'lessor'),
    // The preview may be the other party's words; the person's own messages are in messages.json.
    redact: without('last_message_preview'),
  },
  { collection: 'messages', name: 'messages', where: is('author') },
  { collection: 'reviews', name: 'reviews', where: is('author') },
  { collection: 'review-replies', name: 'review-replies', where: is('author') },
  { collection: 'rental-requests', name: 'rental-requests', where: is('traveller') },
  { collection: 'offers', name: 'offers', where: either('lessor', 'traveller') },
  {
    collection: 'contact-messages',
    name: 'contact-messages',
    where: (person) => ({ email: { equals: person.email } }),
  },
  { collection: 'mail-outbox', name: 'e-mails', where: (person) => ({ to: { equals: person.email } }) },
  {
    collection: 'audit-log',
    name: 'account-history',
    where: (person): Where => ({
      or: [
        { actor_user: { equals: person.id } } as Where,
        { and: [{ target_collection: { equals: 'users' } }, { target_id: { equals: person.id } }] } as Where,
      ],
    }),
  },
  { collection: 'media', name: 'photos', where: is('owner') },
  { collection: 'private-files', name: 'documents', where: is('owner') },
]
