import './support/scratch-media'
import { readPartnerSettings } from '@driftway/api/partners/config'
import { partnerAccountEmail } from '@driftway/api/partners/import'
import { queuePartnerImport } from '@driftway/api/partners/plugin'
import { type PartnerSimulator, startPartnerSimulator } from '@driftway/api/partners/simulator/server'
import { asSystem, PARTNER_IMPORT_TASK } from '@driftway/collections'
import type { Listing } from '@driftway/collections/payload-types'
import type { PartnerSlug } from '@driftway/domain/partners'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Partner fleet imports (issue 21, decision 0092): Payload jobs that create the partner's lessor
 * account and listings, update them in place, unpublish what left the feed; imported listings
 * show in search and detail like any other; the lessor editor's write routes refuse them.
 */
let api: TestApi
let simulator: PartnerSimulator

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${simulator.url}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Queues the partner's import job and runs it the way the schedule does; returns the job's output. */
async function runImport(partner: PartnerSlug) {
  expect(await queuePartnerImport(api.app, partner)).toBe(true)
  // A second request while one waits is the same import.
  expect(await queuePartnerImport(api.app, partner)).toBe(false)
  const { docs } = await api.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: PARTNER_IMPORT_TASK } },
    ...asSystem(),
  })
  expect(docs).toHaveLength(1)
  await api.payload.jobs.runByID({ id: docs[0]!.id })
  const job = await api.payload.find({
    collection: 'payload-jobs',
    where: { id: { equals: docs[0]!.id } },
    ...asSystem(),
  })
  // Completed jobs are deleted (jobs.ts deleteJobOnComplete); a failed one stays with its error.
  expect(job.docs[0]?.error ?? null).toBeNull()
  expect(job.docs).toHaveLength(0)
}

async function listingsOf(partner: PartnerSlug): Promise<Listing[]> {
  const { docs } = await api.payload.find({
    collection: 'listings',
    where: { partner: { equals: partner } },
    sort: 'title',
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  return docs
}

beforeAll(async () => {
  simulator = await startPartnerSimulator()
  api = await startTestApi({
    env: {
      partners: readPartnerSettings({
        PARTNER_SIMULATOR_URL: simulator.url,
        PARTNER_TIMEOUT_MS: '5000',
        PARTNER_RETRY_DELAY_MS: '10',
        PARTNER_IMPORT_INTERVAL_MS: '0',
      }),
    },
  })
})
afterAll(async () => {
  await api?.stop()
  await simulator?.close()
})

describe('partner fleet import', () => {
  it('creates the partner account and its published listings with photos, stations and partner ids', async () => {
    await runImport('thl')
    const account = await api.payload.find({
      collection: 'users',
      where: { partner: { equals: 'thl' } },
      ...asSystem(),
    })
    expect(account.docs).toHaveLength(1)
    expect(account.docs[0]).toMatchObject({ email: partnerAccountEmail('thl'), role: 2, company_name: 'THL' })
    const listings = await listingsOf('thl')
    expect(listings).toHaveLength(4)
    for (const listing of listings) {
      expect(listing).toMatchObject({
        kind: 'recreational_vehicle',
        lessor: account.docs[0]!.id,
        partner: 'thl',
        is_draft: false,
        is_instant_booking_allowed: true,
        currency: 'EUR',
      })
      expect(listing.thl_booking_code).toMatch(/^THL-41\d\d$/)
      expect(listing.images?.map((row) => row.slot)).toEqual(['Front View', 'Rear View'])
      expect((listing.partner_locations as { code: string }[]).map((l) => l.code).sort()).toEqual(['FRA', 'MUC'])
    }
    const first = listings.find((l) => l.thl_booking_code === 'THL-4100')!
    expect(first).toMatchObject({
      default_rate_in_cents: 11_900,
      city: 'Frankfurt am Main',
      country_iso2: 'DE',
      seats_num: 4,
    })
  })

  it('shows imported listings in search and on their detail page like any other listing', async () => {
    const [listing] = await listingsOf('thl')
    const detail = await api.request('GET', `/listing/recreational_vehicle/${listing!.id}/`)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({ id: listing!.id, title: listing!.title })
    const search = await api.request('GET', '/listing/recreational_vehicle/?limit=50')
    expect(search.status).toBe(200)
    const cards = search.body.results as { id: string; [field: string]: unknown }[]
    const ids = cards.map((card) => card.id)
    for (const imported of await listingsOf('thl')) {
      expect(ids).toContain(imported.id)
      // The card carries the partner's home station (listings §2: the detail page's pickup/dropoff query).
      const home = (imported.partner_locations as { code: string }[])[0]!.code
      expect(['FRA', 'MUC']).toContain(home)
      expect(cards.find((card) => card.id === imported.id)).toMatchObject({
        pickup_location_code: home,
        dropoff_location_code: home,
        return_location_code: home,
      })
    }
  })

  it('search never waits on a partner: with THL silent, its listings are still found at once', async () => {
    await control('PUT', 'faults/thl', { hang: true })
    try {
      const started = Date.now()
      const search = await api.request('GET', '/listing/recreational_vehicle/?limit=50')
      expect(search.status).toBe(200)
      expect(search.body.count).toBeGreaterThanOrEqual(4)
      // Search reads the imported listings only; a search that asked THL would wait its 5 s timeout.
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      await control('PUT', 'faults/thl', { hang: false })
    }
  })

  it('updates listings in place, keeping photos whose URLs did not change', async () => {
    const before = await listingsOf('thl')
    const target = before.find((l) => l.thl_booking_code === 'THL-4101')!
    await control('PATCH', 'fleet/thl', {
      update: [{ id: 'THL-4101', daily_rate_cents: 13_500, title: 'Renamed camper' }],
    })
    await runImport('thl')
    const after = await listingsOf('thl')
    expect(after.map((l) => l.id).sort()).toEqual(before.map((l) => l.id).sort())
    const updated = after.find((l) => l.id === target.id)!
    expect(updated).toMatchObject({ title: 'Renamed camper', default_rate_in_cents: 13_500, is_draft: false })
    expect(updated.images).toEqual(target.images)
  })

  it('unpublishes listings that left the feed, and publishes them again when they come back', async () => {
    await control('PATCH', 'fleet/thl', { remove: ['THL-4102'] })
    await runImport('thl')
    const gone = (await listingsOf('thl')).find((l) => l.thl_booking_code === 'THL-4102')!
    expect(gone.is_draft).toBe(true)
    expect((await listingsOf('thl')).filter((l) => !l.is_draft)).toHaveLength(3)
    const detail = await api.request('GET', `/listing/recreational_vehicle/${gone.id}/`)
    expect(detail.status).toBe(404)

    await control('POST', 'reset')
    await runImport('thl')
    expect((await listingsOf('thl')).every((l) => !l.is_draft)).toBe(true)
    expect(await listingsOf('thl')).toHaveLength(4)
  })

  it('a partner that is down fails the import without unpublishing its fleet', async () => {
    await control('PUT', 'faults/thl', { fail_next: -1 })
    const started = await queuePartnerImport(api.app, 'thl')
    expect(started).toBe(true)
    await api.payload.jobs.run({ where: { taskSlug: { equals: PARTNER_IMPORT_TASK } } })
    await control('PUT', 'faults/thl', { fail_next: 0 })
    expect((await listingsOf('thl')).every((l) => !l.is_draft)).toBe(true)
    // Leave no failed job for the next test.
    await api.payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: PARTNER_IMPORT_TASK } },
      ...asSystem(),
    })
  })

  it.each([
    ['indie', 'identifier', 'recreational_vehicle', 4],
    ['campnerd', 'campnerd_accommodation_id', 'campsite', 3],
    ['five-anker', 'five_anker_id', 'boat', 2],
  ] as const)('imports %s into %s listings of its kind', async (partner, idField, kind, count) => {
    await runImport(partner)
    const listings = await listingsOf(partner)
    expect(listings).toHaveLength(count)
    expect(listings.every((l) => l.kind === kind && !l.is_draft && l[idField])).toBe(true)
    if (partner === 'indie') expect(listings.every((l) => l.is_indie_camper)).toBe(true)
    const account = await api.payload.find({
      collection: 'users',
      where: { partner: { equals: partner } },
      ...asSystem(),
    })
    expect(account.docs[0]!.role).toBe({ recreational_vehicle: 2, campsite: 3, boat: 4 }[kind])
  })
})

describe('partner-managed listings in the lessor editor', () => {
  let token: string
  let listing: Listing

  beforeAll(async () => {
    // Nobody signs in to a partner account normally; a password lets this test act as it.
    const account = await api.payload.find({
      collection: 'users',
      where: { partner: { equals: 'thl' } },
      ...asSystem(),
    })
    await api.payload.update({
      collection: 'users',
      id: account.docs[0]!.id,
      data: { password: 'Secret123' },
      ...asSystem(),
    })
    const login = await api.request('POST', '/auth/token/', {
      body: { email: partnerAccountEmail('thl'), password: 'Secret123' },
    })
    expect(login.status).toBe(200)
    token = login.body.access
    listing = (await listingsOf('thl'))[0]!
  })

  it('reads them', async () => {
    const read = await api.request('GET', `/listing/recreational_vehicle/my/${listing.id}/`, { token })
    expect(read.status).toBe(200)
  })

  it.each([
    ['PATCH', '', { title: 'Edited here' }],
    ['DELETE', '', undefined],
    ['PATCH', 'publish/', undefined],
    ['POST', 'duplicate/', undefined],
  ] as const)('refuses %s my/{id}/%s with 403 partner_managed_listing', async (method, suffix, body) => {
    const answer = await api.request(method, `/listing/recreational_vehicle/my/${listing.id}/${suffix}`, {
      token,
      body,
    })
    expect(answer.status).toBe(403)
    expect(answer.body.error_key).toBe('partner_managed_listing')
    const after = await api.payload.findByID({ collection: 'listings', id: listing.id, depth: 0, ...asSystem() })
    expect(after.title).toBe(listing.title)
  })

  it('refuses child writes (seasons, rates, extras, reservations) but lists them', async () => {
    const base = `/listing/recreational_vehicle/${listing.id}`
    const rate = await api.request('POST', `${base}/season-rate/`, {
      token,
      body: { rate_in_cents: 5_000, color: '#ff0000' },
    })
    expect(rate.status).toBe(403)
    expect(rate.body.error_key).toBe('partner_managed_listing')
    const extra = await api.request('POST', `${base}/extra-amenity/`, {
      token,
      body: { name: 'Towels', price_in_cents: 500 },
    })
    expect(extra.status).toBe(403)
    expect((await api.request('GET', `${base}/season-rate/`, { token })).status).toBe(200)
  })
})

describe('import on demand from the admin', () => {
  let staffToken: string
  beforeAll(async () => {
    staffToken = (await createSignedInStaff(api.payload, { role: 'support', email: 'partners-support@example.com' }))
      .token
  })
  const asStaff = () => ({ authorization: `JWT ${staffToken}` })

  it("support runs a partner's import from its account, audited", async () => {
    await control('PATCH', 'fleet/thl', { update: [{ id: 'THL-4103', title: 'Changed at THL' }] })
    const account = await api.payload.find({
      collection: 'users',
      where: { partner: { equals: 'thl' } },
      ...asSystem(),
    })
    const id = String(account.docs[0]!.id)
    const answer = await api.request('POST', `/staff/users/${id}/partner-import/`, { headers: asStaff() })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ queued: true })
    // The import runs in the background: wait for the listing to change.
    let title = ''
    for (let i = 0; i < 150 && title !== 'Changed at THL'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      title = String((await listingsOf('thl')).find((l) => l.thl_booking_code === 'THL-4103')!.title)
    }
    expect(title).toBe('Changed at THL')
    const audit = await api.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'support.partner_import_requested' } },
      ...asSystem(),
    })
    expect(audit.docs).toHaveLength(1)
  })

  it('refuses users that are not partner accounts, and anonymous callers', async () => {
    const traveler = await api.payload.create({
      collection: 'users',
      data: { email: 'not-a-partner@example.com', role: 1, currency_code: 'EUR' },
      ...asSystem(),
    })
    const refused = await api.request('POST', `/staff/users/${traveler.id}/partner-import/`, { headers: asStaff() })
    expect(refused.status).toBe(409)
    expect(refused.body.error_key).toBe('not_a_partner_account')
    const anonymous = await api.request('POST', `/staff/users/${traveler.id}/partner-import/`)
    expect(anonymous.status).toBe(401)
  })
})
