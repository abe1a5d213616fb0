import { asSystem, asVisitor } from '@driftway/collections'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { type MailCatcher, startMailCatcher } from './support/mail'

/**
 * Support actions (issue 20): the API's /staff/... routes, for support and administrators with
 * their admin session token; each is audited, and nobody else gets through.
 */
let api: TestApi
let mail: MailCatcher
const tokens: Record<'editor' | 'support' | 'admin', string> = { editor: '', support: '', admin: '' }
const staffIds: Record<string, string> = {}
let traveler: TestUser
let lessor: TestUser
let listing: string

const T0 = Math.floor(Date.now() / 1000) + 30 * 86_400
const make = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await api.payload.create({ collection, data: data as never, depth: 0, ...asSystem() })).id)
const booking = (status: string, traveller_id = traveler.id) =>
  make('bookings', {
    listing,
    traveller: traveller_id,
    status,
    pickup_timestamp: T0,
    return_timestamp: T0 + 4 * 86_400,
    total_rent_price_in_cents: 52_000,
    currency: 'EUR',
  })
const asStaff = (role: keyof typeof tokens) => ({ authorization: `JWT ${tokens[role]}` })
const post = (path: string, headers: Record<string, string> = {}, body: unknown = {}) =>
  api.request('POST', path, { headers, body })

beforeAll(async () => {
  mail = await startMailCatcher()
  api = await startTestApi({ env: { smtpUrl: mail.url } })
  for (const role of ['admin', 'editor', 'support'] as const) {
    const staff = await createSignedInStaff(api.payload, { role, email: `${role}@driftway.test` })
    staffIds[role] = staff.id
    tokens[role] = staff.token
  }
  traveler = await createSignedInUser(api, { profile: { first_name: 'Tilda', lang_code: 'de' } })
  lessor = await createSignedInUser(api, { role: 2, profile: { company_name: 'Vans GmbH' } })
  listing = await make('listings', {
    kind: 'recreational_vehicle',
    lessor: lessor.id,
    title: 'Blue van',
    title_de: 'Blauer Bus',
    description: '<p>Van</p>',
    currency: 'EUR',
    is_draft: false,
    country_iso2: 'DE',
  })
})

afterAll(async () => {
  await api?.stop()
  await mail?.stop()
})

async function auditEntries(action: string, target: string) {
  const { docs } = await api.payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: action } }, { target_id: { equals: target } }] },
    depth: 0,
    ...asSystem(),
  })
  return docs
}

describe('who may run support actions', () => {
  it('support and admins only, with the admin session token', async () => {
    const confirmed = await booking('CONFIRMED')
    const path = `/staff/bookings/${confirmed}/resend-confirmation/`
    expect((await post(path)).status).toBe(401)
    // A marketplace token is no staff credential, in either scheme.
    expect((await post(path, { authorization: `Bearer ${traveler.access}` })).status).toBe(401)
    expect((await post(path, { authorization: `JWT ${traveler.access}` })).status).toBe(401)
    expect((await post(path, { authorization: 'JWT forged.token.value' })).status).toBe(401)
    const editor = await post(path, asStaff('editor'))
    expect(editor).toMatchObject({ status: 403, body: { error_key: 'permission_denied' } })
    expect((await post(path, asStaff('support'))).status).toBe(200)
    expect((await post(path, asStaff('admin'))).status).toBe(200)
  })

  it('stops working when the staff member signs out of the admin', async () => {
    const email = 'leaving@driftway.test'
    await api.payload.create({
      collection: 'staff',
      data: { email, password: 'Staff-secret-1', staff_role: 'support' },
      ...asSystem(),
    })
    const { token } = await api.payload.login({ collection: 'staff', data: { email, password: 'Staff-secret-1' } })
    const path = `/staff/bookings/${await booking('CONFIRMED')}/resend-confirmation/`
    expect((await post(path, { authorization: `JWT ${token}` })).status).toBe(200)
    const staff = (await api.payload.find({ collection: 'staff', where: { email: { equals: email } }, ...asSystem() }))
      .docs[0]!
    await api.payload.update({ collection: 'staff', id: staff.id, data: { sessions: [] } as never, ...asSystem() })
    expect((await post(path, { authorization: `JWT ${token}` })).status).toBe(401)
  })
})

describe('POST /staff/bookings/{id}/resend-confirmation/', () => {
  it("mails the traveler the booking's confirmation in their language and audits it", async () => {
    const confirmed = await booking('CONFIRMED')
    mail.clear()
    const answer = await post(`/staff/bookings/${confirmed}/resend-confirmation/`, {
      ...asStaff('support'),
      'x-forwarded-for': '198.51.100.23',
    })
    expect(answer).toMatchObject({ status: 200, body: { detail: expect.any(String) } })
    const sent = await mail.waitFor({ to: traveler.email, subject: /Buchung ist bestätigt/ })
    expect(sent.text).toContain('Blauer Bus')
    const { reference } = await api.payload.findByID({ collection: 'bookings', id: confirmed, depth: 0, ...asSystem() })
    expect(sent.text).toContain(`Buchungsnummer: ${reference}`)
    expect(sent.text).toMatch(/520\s?€/)
    expect(sent.links.some((link) => link.endsWith('/my-bookings'))).toBe(true)
    expect(await auditEntries('support.booking_confirmation_resent', confirmed)).toEqual([
      expect.objectContaining({
        actor_type: 'staff',
        actor_staff: staffIds.support,
        target_collection: 'bookings',
        client_ip: '198.51.100.23',
      }),
    ])
  })

  it('refuses unknown, unconfirmed and erased-recipient bookings', async () => {
    expect(await post('/staff/bookings/not-a-booking/resend-confirmation/', asStaff('support'))).toMatchObject({
      status: 404,
      body: { error_key: 'booking_not_found' },
    })
    const pending = await booking('PENDING')
    expect(await post(`/staff/bookings/${pending}/resend-confirmation/`, asStaff('support'))).toMatchObject({
      status: 409,
      body: { error_key: 'booking_not_confirmed' },
    })
    const leaving = await createSignedInUser(api)
    const theirs = await booking('CONFIRMED', leaving.id)
    expect((await api.request('DELETE', '/user/me/', { token: leaving.access })).status).toBe(204)
    expect(await post(`/staff/bookings/${theirs}/resend-confirmation/`, asStaff('support'))).toMatchObject({
      status: 409,
      body: { error_key: 'recipient_unavailable' },
    })
  })
})

describe('POST /staff/users/{id}/resend-verification/', () => {
  it('mails a new confirmation link to an unconfirmed account only', async () => {
    const unconfirmed = await api.payload.create({
      collection: 'users',
      data: { email: 'not-yet@example.com', password: 'Secret123', role: 1, currency_code: 'EUR', first_name: 'Nia' },
      depth: 0,
      ...asSystem(),
    })
    mail.clear()
    expect((await post(`/staff/users/${unconfirmed.id}/resend-verification/`, asStaff('support'))).status).toBe(200)
    const sent = await mail.waitFor({ to: unconfirmed.email, subject: /confirm/i })
    expect(sent.links.some((link) => link.includes('/confirm-email/'))).toBe(true)
    expect(await auditEntries('support.verification_resent', unconfirmed.id)).toHaveLength(1)
    expect(await post(`/staff/users/${traveler.id}/resend-verification/`, asStaff('support'))).toMatchObject({
      status: 409,
      body: { error_key: 'already_verified' },
    })
  })
})

describe('POST /staff/listings/{id}/unpublish/', () => {
  it('takes the listing offline with a reason, tells the lessor, and the lessor can publish again', async () => {
    const reason = 'The photos show another vehicle than the description.'
    expect(
      await post(`/staff/listings/${listing}/unpublish/`, asStaff('support'), { reason: 'too short' }),
    ).toMatchObject({ status: 400, body: { fields: { reason: [expect.any(String)] } } })
    mail.clear()
    const answer = await post(`/staff/listings/${listing}/unpublish/`, asStaff('support'), { reason })
    expect(answer.status).toBe(200)
    const stored = await api.payload.findByID({ collection: 'listings', id: listing, depth: 0, ...asSystem() })
    expect(stored).toMatchObject({ is_draft: true, unpublished_reason: reason })
    expect((await api.request('GET', `/listing/recreational_vehicle/${listing}/`)).status).toBe(404)
    const sent = await mail.waitFor({ to: lessor.email, subject: /taken offline/ })
    expect(sent.text).toContain(reason)
    // The lessor's own view says why (the listings overview shows it).
    const own = await api.request('GET', `/listing/recreational_vehicle/my/${listing}/`, { token: lessor.access })
    expect(own.body).toMatchObject({ is_draft: true, unpublished_reason: reason })
    expect(await auditEntries('support.listing_unpublished', listing)).toEqual([
      expect.objectContaining({ reason, before: { is_draft: false }, after: { is_draft: true } }),
    ])
    expect(await post(`/staff/listings/${listing}/unpublish/`, asStaff('support'), { reason })).toMatchObject({
      status: 409,
      body: { error_key: 'listing_not_published' },
    })
    // Publishing again clears the note.
    const republished = await api.payload.update({
      collection: 'listings',
      id: listing,
      data: { is_draft: false },
      depth: 0,
      ...asSystem(),
    })
    expect(republished.unpublished_reason ?? null).toBeNull()
  })
})

describe('POST /staff/reviews/{id}/hide/ and unhide/', () => {
  it('hides a review from the public and from the rating, and shows it again', async () => {
    const visible = await make('reviews', { listing, author: traveler.id, rating: 5, comment: 'Great' })
    const abusive = await make('reviews', { listing, author: traveler.id, rating: 1, comment: 'Rude words' })
    const rating = async () =>
      (await api.payload.findByID({ collection: 'listings', id: listing, depth: 0, ...asSystem() })).average_rating
    expect(await rating()).toBe(3)
    const reason = 'Insults the host; against the review rules.'
    expect((await post(`/staff/reviews/${abusive}/hide/`, asStaff('support'), { reason })).status).toBe(200)
    const publicIds = async () =>
      (
        await api.payload.find({ collection: 'reviews', where: { listing: { equals: listing } }, ...asVisitor() })
      ).docs.map((doc) => doc.id)
    expect(await publicIds()).toEqual([visible])
    expect(await rating()).toBe(5)
    expect(await post(`/staff/reviews/${abusive}/hide/`, asStaff('support'), { reason })).toMatchObject({
      status: 409,
      body: { error_key: 'review_already_hidden' },
    })
    expect(
      (await post(`/staff/reviews/${abusive}/unhide/`, asStaff('admin'), { reason: 'Reviewed again: allowed.' }))
        .status,
    ).toBe(200)
    expect((await publicIds()).sort()).toEqual([visible, abusive].sort())
    expect(await auditEntries('support.review_hidden', abusive)).toHaveLength(1)
    expect(await auditEntries('support.review_shown', abusive)).toEqual([
      expect.objectContaining({ actor_staff: staffIds.admin }),
    ])
  })
})
