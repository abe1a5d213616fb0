import { asSystem, asVisitor } from '@driftway/collections'
import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * The audit trail (issue 24): every change to money settings, prices and seasons, roles and
 * booking statuses leaves one append-only entry — who, what, before/after, when, from where —
 * whichever path made it (API, admin, server code); the account's owner reads their own entries.
 */
let api: TestApi
let lessor: TestUser
let traveler: TestUser
let listing: string
let admin: Record<string, unknown>

const make = async (collection: CollectionSlug, data: Record<string, unknown>) =>
  String((await api.payload.create({ collection, data: data as never, depth: 0, ...asSystem() })).id)
const change = (collection: CollectionSlug, id: string, data: Record<string, unknown>) =>
  api.payload.update({ collection, id, data: data as never, depth: 0, ...asSystem() })

async function entries(where: Where) {
  const { docs } = await api.payload.find({
    collection: 'audit-log',
    where,
    sort: 'createdAt',
    depth: 0,
    ...asSystem(),
  })
  return docs
}
const entriesOf = (collection: string, id: string) =>
  entries({ and: [{ target_collection: { equals: collection } }, { target_id: { equals: id } }] })

/** A staff member signed in to the admin just now (money settings need a fresh sign-in). */
const asAdminStaff = () => ({ ...asVisitor(), user: { ...admin, collection: 'staff' as const } })

beforeAll(async () => {
  api = await startTestApi()
  lessor = await createSignedInUser(api, { role: 2, profile: { company_name: 'Vans GmbH' } })
  traveler = await createSignedInUser(api)
  listing = await make('listings', {
    kind: 'recreational_vehicle',
    lessor: lessor.id,
    title: 'Blue van',
    description: '<p>Van</p>',
    currency: 'EUR',
    default_rate_in_cents: 8_000,
    is_draft: false,
    country_iso2: 'DE',
  })
  const staff = await api.payload.create({
    collection: 'staff',
    data: { email: 'admin@driftway.test', password: 'Staff-secret-1', staff_role: 'admin' },
    ...asSystem(),
  })
  admin = { ...staff, _sid: 'fresh', sessions: [{ id: 'fresh', createdAt: new Date().toISOString() }] }
})

afterAll(async () => {
  await api?.stop()
})

describe('money settings', () => {
  it('records the payout merchant and bank account, with redacted bank details', async () => {
    const merchant = await make('merchants', { user: lessor.id, provider: 'sandbox', provider_account_id: 'acct_1' })
    await change('merchants', merchant, { status: 'live' })
    const bank = await make('bank-accounts', {
      merchant,
      holder_name: 'Vans GmbH',
      iban_last4: '1234',
      currency: 'EUR',
    })
    await change('bank-accounts', bank, { iban_last4: '9876' })

    const merchantEntries = await entriesOf('merchants', merchant)
    expect(merchantEntries.map((entry) => entry.action)).toEqual(['merchant.created', 'merchant.updated'])
    expect(merchantEntries[1]).toMatchObject({
      actor_type: 'system',
      account_user: lessor.id,
      before: { status: 'pending' },
      after: { status: 'live' },
    })
    const bankEntries = await entriesOf('bank-accounts', bank)
    expect(bankEntries.map((entry) => entry.action)).toEqual(['bank_account.created', 'bank_account.updated'])
    expect(bankEntries[0]?.after).toMatchObject({ holder_name: '(set)', iban_last4: '(set)', currency: 'EUR' })
    expect(bankEntries[1]).toMatchObject({ before: { iban_last4: '(set)' }, after: { iban_last4: '(changed)' } })
    // The digits themselves are nowhere in the trail.
    expect(JSON.stringify(bankEntries)).not.toMatch(/1234|9876|Vans GmbH/)
  })

  it('records plan prices changed in the admin with the staff member as the actor', async () => {
    const plan = await make('plans', {
      name: 'Pro',
      listing_number: 5,
      price_in_cents_without_vat: 1_900,
      currency: 'EUR',
    })
    const changePrice = (price: number, forwardedFor: string) =>
      api.payload.update({
        collection: 'plans',
        id: plan,
        data: { price_in_cents_without_vat: price },
        req: { headers: new Headers({ 'x-forwarded-for': forwardedFor }) } as never,
        ...asAdminStaff(),
      })
    // Straight to the CMS (no TRUST_PROXY), X-Forwarded-For is whatever the client wrote: no address.
    await changePrice(2_100, '198.51.100.9')
    // Behind a trusted proxy, the entry the proxy appended, not the one the client put first.
    vi.stubEnv('TRUST_PROXY', 'loopback')
    try {
      await changePrice(2_400, '6.6.6.6, 198.51.100.4')
    } finally {
      vi.unstubAllEnvs()
    }
    const [created, direct, proxied] = await entriesOf('plans', plan)
    expect(created?.action).toBe('plan.created')
    expect(direct).toMatchObject({ action: 'plan.updated', client_ip: null })
    expect(proxied).toMatchObject({
      action: 'plan.updated',
      actor_type: 'staff',
      actor_staff: String(admin.id),
      before: { price_in_cents_without_vat: 2_100 },
      after: { price_in_cents_without_vat: 2_400 },
      client_ip: '198.51.100.4',
    })
    await api.payload.delete({ collection: 'plans', id: plan, ...asAdminStaff() })
    expect((await entriesOf('plans', plan)).at(-1)).toMatchObject({
      action: 'plan.deleted',
      before: { price_in_cents_without_vat: 2_400 },
      after: null,
    })
  })

  it("records the subscription's plan and status", async () => {
    const plan = await make('plans', {
      name: 'Basic',
      listing_number: 1,
      price_in_cents_without_vat: 900,
      currency: 'EUR',
    })
    const subscription = await make('subscriptions', { user: lessor.id, plan, status: 'active' })
    await change('subscriptions', subscription, { is_cancelled: true })
    const [, cancelled] = await entriesOf('subscriptions', subscription)
    expect(cancelled).toMatchObject({ before: { is_cancelled: false }, after: { is_cancelled: true } })
    const card = { type: 'card', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }
    await change('subscriptions', subscription, { payment_method: card })
    const [, , methodChanged] = await entriesOf('subscriptions', subscription)
    expect(methodChanged).toMatchObject({ after: { payment_method: card } })
    expect(Object.keys(methodChanged!.after as object)).toEqual(['payment_method'])
  })
})

describe('prices and seasons', () => {
  it('records a season rate changed through the API with the lessor and their address', async () => {
    const rate = await make('season-rates', { listing, season: 'Summer', rate_in_cents: 12_000 })
    const answer = await api.request('PATCH', `/listing/recreational_vehicle/${listing}/season-rate/${rate}/`, {
      token: lessor.access,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: { rate_in_cents: 13_500 },
    })
    expect(answer.status).toBe(200)
    expect((await entriesOf('season-rates', rate)).at(-1)).toMatchObject({
      action: 'season_rate.updated',
      actor_type: 'user',
      actor_user: lessor.id,
      account_user: lessor.id,
      before: { rate_in_cents: 12_000 },
      after: { rate_in_cents: 13_500 },
      client_ip: '203.0.113.7',
    })
  })

  it('records seasons and the listing default rate, and nothing for unaudited fields', async () => {
    const season = await make('season-availabilities', {
      listing,
      start_timestamp: 1_900_000_000,
      end_timestamp: 1_900_864_000,
      is_available: true,
    })
    await change('season-availabilities', season, { is_available: false })
    await api.payload.delete({ collection: 'season-availabilities', id: season, ...asSystem() })
    expect((await entriesOf('season-availabilities', season)).map((entry) => entry.action)).toEqual([
      'season.created',
      'season.updated',
      'season.deleted',
    ])

    await change('listings', listing, { title: 'Renamed van' })
    expect(await entriesOf('listings', listing)).toEqual([])
    await change('listings', listing, { default_rate_in_cents: 9_500 })
    expect(await entriesOf('listings', listing)).toMatchObject([
      {
        action: 'listing.price.updated',
        account_user: lessor.id,
        before: { default_rate_in_cents: 8_000 },
        after: { default_rate_in_cents: 9_500 },
      },
    ])
  })
})

describe('roles and bookings', () => {
  it("records a member's role and deactivation", async () => {
    await change('users', traveler.id, { role: 3 })
    await change('users', traveler.id, { is_active: false })
    expect((await entriesOf('users', traveler.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 1 }, { role: 3 }],
      [{ is_active: true }, { is_active: false }],
    ])
    await change('users', traveler.id, { role: 1, is_active: true })
  })

  it("records each booking status for both parties' accounts", async () => {
    const booking = await make('bookings', {
      listing,
      traveller: traveler.id,
      lessor: lessor.id,
      status: 'PENDING',
      pickup_timestamp: 1_950_000_000,
      return_timestamp: 1_950_345_600,
      total_rent_price_in_cents: 52_000,
      currency: 'EUR',
    })
    await change('bookings', booking, { status: 'CONFIRMED' })
    const trail = await entriesOf('bookings', booking)
    expect(trail.map((entry) => [entry.account_user, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [traveler.id, { status: null }, { status: 'PENDING' }],
        [lessor.id, { status: null }, { status: 'PENDING' }],
        [traveler.id, { status: 'PENDING' }, { status: 'CONFIRMED' }],
        [lessor.id, { status: 'PENDING' }, { status: 'CONFIRMED' }],
      ]),
    )
    expect(trail).toHaveLength(4)
  })
})

describe('the trail is append-only', () => {
  it('refuses edits and deletions by the system and by administrators', async () => {
    const [entry] = await entries({ account_user: { equals: lessor.id } })
    const id = String(entry?.id)
    await expect(change('audit-log', id, { reason: 'Rewritten history' })).rejects.toThrow(/cannot be changed/)
    await expect(api.payload.delete({ collection: 'audit-log', id, ...asSystem() })).rejects.toThrow(
      /cannot be changed/,
    )
    await expect(
      api.payload.update({ collection: 'audit-log', id, data: { reason: 'x' }, ...asAdminStaff() }),
    ).rejects.toThrow()
    await expect(api.payload.delete({ collection: 'audit-log', id, ...asAdminStaff() })).rejects.toThrow()
    await expect(
      api.payload.delete({ collection: 'audit-log', where: { id: { exists: true } }, ...asSystem() }),
    ).resolves.toMatchObject({ docs: [] })
    expect((await api.payload.findByID({ collection: 'audit-log', id, depth: 0, ...asSystem() })).reason).toBeNull()
  })
})

describe('GET /user/me/audit-log/', () => {
  it("lists the own account's entries only, newest first, without staff names or addresses", async () => {
    const mine = await api.request('GET', '/user/me/audit-log/', { token: lessor.access })
    expect(mine.status).toBe(200)
    expect(mine.body.count).toBeGreaterThan(5)
    const actions = mine.body.results.map((entry: { action: string }) => entry.action)
    expect(actions).toContain('season_rate.updated')
    expect(actions).not.toContain('plan.updated')
    expect(JSON.stringify(mine.body)).not.toMatch(/203\.0\.113\.7|client_ip|actor_staff/)
    const stamps = mine.body.results.map((entry: { created_ts: number }) => entry.created_ts)
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a))
    expect(mine.body.results.find((entry: { action: string }) => entry.action === 'season_rate.updated').actor).toBe(
      'you',
    )

    const theirs = await api.request('GET', '/user/me/audit-log/', { token: traveler.access })
    expect(
      theirs.body.results.every((entry: { target_collection: string }) => entry.target_collection !== 'merchants'),
    ).toBe(true)
    expect((await api.request('GET', '/user/me/audit-log/')).status).toBe(401)
    expect((await api.request('GET', '/user/me/audit-log/?page=0', { token: lessor.access })).status).toBe(400)
  })

  it('names the listings, bookings and rates it refers to, only while the caller may read them', async () => {
    type Entry = { action: string; target_collection: string; target_id: string }
    const mine = await api.request('GET', '/user/me/audit-log/', { token: lessor.access })
    const rate = (mine.body.results as Entry[]).find((entry) => entry.action === 'season_rate.updated')
    expect(mine.body.labels[rate!.target_id]).toBe('Summer')
    expect(mine.body.labels[listing]).toBe('Renamed van')

    const booking = async (user: TestUser) => {
      const answer = await api.request('GET', '/user/me/audit-log/', { token: user.access })
      const entry = (answer.body.results as Entry[]).find((item) => item.target_collection === 'bookings')
      return answer.body.labels[entry!.target_id] as string | undefined
    }
    expect(await booking(traveler)).toBe('Renamed van')
    // Taken offline, the listing is the lessor's to see: the traveler's history no longer names it.
    await change('listings', listing, { is_draft: true })
    expect(await booking(traveler)).toBeUndefined()
    expect(await booking(lessor)).toBe('Renamed van')
  })
})
