import { asSystem } from '@driftway/collections'
import './support/scratch-media'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import {
  type Catalog,
  createCatalog,
  createCompleteListing,
  createLessor,
  type Kind,
  kinds,
  noonIn,
  pngImage,
  uploadFile,
} from './support/lessor'

/**
 * Who may call what, over every lessor call (listings spec §6, routes.tsv `lessor` / `owner` /
 * `user`), per kind: the owner (lessor A), another lessor of the same kind (B), a lessor of
 * another kind (C) on A's kind path and on their own kind path, a traveler, and anonymous.
 * Non-owners never change A's listing or its children (the state is compared before and after).
 */
let api: TestApi
let catalog: Catalog
let traveler: TestUser
const otherKindOf: Record<Kind, Kind> = {
  recreational_vehicle: 'campsite',
  campsite: 'boat',
  boat: 'recreational_vehicle',
}

type Fixture = {
  kind: Kind
  owner: TestUser
  sameKind: TestUser
  otherKind: TestUser
  listing: string
  season: string
  rate: string
  extra: string
  reservation: string
}
const fixtures = {} as Record<Kind, Fixture>

let dayOffset = 400
/** A fresh [start, end) pair far from any other period in the test. */
const period = () => {
  dayOffset += 5
  return { start_timestamp: noonIn(dayOffset), end_timestamp: noonIn(dayOffset + 2) }
}
const rateBody = (kind: Kind) => ({
  season: 'Season',
  rate_in_cents: 5000,
  ...(kind === 'campsite'
    ? { max_guests_allowed: 4, extra_charge_per_adult_in_cents: 300, extra_charge_per_child_in_cents: 100 }
    : {}),
})
const extraBody = { name: 'Kayak', price_in_cents: 2000, available: 1, recurrence: 'once' }

async function post(path: string, user: TestUser, body: unknown) {
  const response = await api.request('POST', path, { token: user.access, body })
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.id as string
}

beforeAll(async () => {
  api = await startTestApi()
  catalog = await createCatalog(api)
  traveler = await createSignedInUser(api, { role: 1 })
  const lessors = {} as Record<Kind, TestUser[]>
  for (const kind of kinds)
    lessors[kind] = [await createLessor(api, kind, { ready: true }), await createLessor(api, kind)]
  for (const kind of kinds) {
    const owner = lessors[kind][0]!
    const listing = (await createCompleteListing(api, owner, kind, catalog)).id
    const base = `/listing/${kind}/${listing}`
    const rate = await post(`${base}/season-rate/`, owner, rateBody(kind))
    fixtures[kind] = {
      kind,
      owner,
      sameKind: lessors[kind][1]!,
      otherKind: lessors[otherKindOf[kind]][1]!,
      listing,
      rate,
      season: await post(`${base}/season-availability/`, owner, { ...period(), min_rent_dates: 1, season_rate: rate }),
      extra: await post(`${base}/extra-amenity/`, owner, extraBody),
      reservation: await post(`${base}/manual-reservation/`, owner, period()),
    }
  }
})
afterAll(async () => {
  await api?.stop()
})

/** Everything of a listing a call could change: the document, its children and its booked nights. */
async function stateOf(listing: string): Promise<string> {
  const parts: unknown[] = [
    await api.payload.findByID({
      collection: 'listings',
      id: listing,
      depth: 0,
      ...asSystem(),
      disableErrors: true,
    }),
  ]
  for (const collection of [
    'season-availabilities',
    'season-rates',
    'extra-amenities',
    'manual-reservations',
    'cancellation-terms',
    'booked-nights',
  ]) {
    const { docs } = await api.payload.find({
      collection: collection as never,
      where: { listing: { equals: listing } },
      sort: 'id',
      pagination: false,
      ...asSystem(),
    })
    parts.push(docs)
  }
  return JSON.stringify(parts)
}

/** A second listing (with a child of each kind) for the rows that delete something. */
async function disposable(f: Fixture) {
  const listing = (await createCompleteListing(api, f.owner, f.kind, catalog)).id
  const base = `/listing/${f.kind}/${listing}`
  return {
    listing,
    season: await post(`${base}/season-availability/`, f.owner, { ...period(), min_rent_dates: 1 }),
    rate: await post(`${base}/season-rate/`, f.owner, rateBody(f.kind)),
    extra: await post(`${base}/extra-amenity/`, f.owner, extraBody),
    reservation: await post(`${base}/manual-reservation/`, f.owner, period()),
  }
}

type Ids = { listing: string; season: string; rate: string; extra: string; reservation: string }
type Row = {
  route: string
  /** Concrete path for `kind` and the ids; `kindInPath` lets a lessor of another kind use their own kind. */
  path: (ids: Ids, kindInPath: Kind) => string
  body?: (kind: Kind) => unknown
  owner: number
  /** What another lessor of the same kind gets (their own list / their own new listing, or 404). */
  sameKind: number
  /** Rows that delete use a fresh listing. */
  fresh?: boolean
  /** Signed-in users other than lessors may call it (uploads). */
  anyUser?: boolean
}

const row = (route: string, owner: number, options: Partial<Row> = {}): Row => {
  const [, template] = route.split(' ') as [string, string]
  return {
    route,
    owner,
    sameKind: 404,
    path: (ids, kind) =>
      template
        .replace('{kind}', kind)
        .replace('{id}', ids.listing)
        .replace('{sid}', ids.season)
        .replace('{rid}', route.includes('season-rate') ? ids.rate : ids.reservation)
        .replace('{eid}', ids.extra),
    ...options,
  }
}

const rows: Row[] = [
  row('GET /listing/{kind}/my/', 200, { sameKind: 200 }),
  row('POST /listing/{kind}/my/', 201, {
    sameKind: 201,
    body: (kind) => ({
      title: 'New',
      description: '<p>x</p>',
      ...(kind === 'campsite' ? { suitability: ['Tent'] } : {}),
    }),
  }),
  row('GET /listing/{kind}/my/{id}/', 200),
  row('PATCH /listing/{kind}/my/{id}/', 200, { body: () => ({ title: 'Renamed by its owner' }) }),
  row('PATCH /listing/{kind}/my/{id}/publish/', 200),
  row('POST /listing/{kind}/my/{id}/duplicate/', 201),
  row('GET /listing/{kind}/{id}/season-availability/', 200),
  row('POST /listing/{kind}/{id}/season-availability/', 201, { body: () => ({ ...period(), min_rent_dates: 2 }) }),
  row('GET /listing/{kind}/{id}/season-availability/{sid}/', 200),
  row('PUT /listing/{kind}/{id}/season-availability/{sid}/', 200, { body: () => ({ ...period(), min_rent_dates: 3 }) }),
  row('PATCH /listing/{kind}/{id}/season-availability/{sid}/', 200, { body: () => ({ min_rent_dates: 4 }) }),
  row('DELETE /listing/{kind}/{id}/season-availability/{sid}/', 204, { fresh: true }),
  row('GET /listing/{kind}/{id}/season-rate/', 200),
  row('POST /listing/{kind}/{id}/season-rate/', 201, { body: rateBody }),
  row('GET /listing/{kind}/{id}/season-rate/{rid}/', 200),
  row('PUT /listing/{kind}/{id}/season-rate/{rid}/', 200, {
    body: (kind) => ({ ...rateBody(kind), season: 'Replaced' }),
  }),
  row('PATCH /listing/{kind}/{id}/season-rate/{rid}/', 200, { body: () => ({ color: 'purple' }) }),
  row('DELETE /listing/{kind}/{id}/season-rate/{rid}/', 204, { fresh: true }),
  row('GET /listing/{kind}/{id}/extra-amenity/', 200),
  row('POST /listing/{kind}/{id}/extra-amenity/', 201, { body: () => extraBody }),
  row('PATCH /listing/{kind}/{id}/extra-amenity/{eid}/', 200, { body: () => ({ price_in_cents: 2500 }) }),
  row('DELETE /listing/{kind}/{id}/extra-amenity/{eid}/', 204, { fresh: true }),
  row('GET /listing/{kind}/{id}/manual-reservation/', 200),
  row('POST /listing/{kind}/{id}/manual-reservation/', 201, { body: () => period() }),
  row('DELETE /listing/{kind}/{id}/manual-reservation/{rid}/', 204, { fresh: true }),
  row('DELETE /listing/{kind}/my/{id}/', 204, { fresh: true }),
]

const methodOf = (route: string) => route.split(' ')[0]!
const listRoute = (route: string) => route === 'GET /listing/{kind}/my/'

describe.each(kinds)('%s listings', (kind) => {
  it.each(rows.map((r) => [r.route, r] as const))('%s', async (_route, r) => {
    const f = fixtures[kind]
    const ids: Ids = r.fresh ? await disposable(f) : f
    const method = methodOf(r.route)
    const call = (user: TestUser | undefined, pathKind: Kind = kind) =>
      api.request(method, r.path(ids, pathKind), { token: user?.access, body: r.body?.(pathKind) })
    const before = await stateOf(ids.listing)
    const otherKind = otherKindOf[kind]

    const anonymous = await call(undefined)
    expect(anonymous.status, 'anonymous').toBe(401)
    expect(anonymous.body).toMatchObject({ error_key: 'not_authenticated', error_msg: expect.any(String) })

    const asTraveler = await call(traveler)
    expect(asTraveler.status, 'traveller').toBe(403)
    expect(asTraveler.body.error_key).toBe('permission_denied')

    const wrongKindPath = await call(f.otherKind)
    expect(wrongKindPath.status, 'lessor of another kind on this kind').toBe(403)
    expect(wrongKindPath.body.error_key).toBe('permission_denied')

    const ownKindPath = await call(f.otherKind, otherKind)
    const expectedOwnKind = r.sameKind === 404 ? 404 : r.sameKind
    expect(ownKindPath.status, `lessor of another kind on their kind: ${JSON.stringify(ownKindPath.body)}`).toBe(
      expectedOwnKind,
    )
    if (expectedOwnKind === 404) expect(ownKindPath.body.error_key).toBe('not_found')

    const sameKind = await call(f.sameKind)
    expect(sameKind.status, `other lessor of the same kind: ${JSON.stringify(sameKind.body)}`).toBe(r.sameKind)
    if (r.sameKind === 404) expect(sameKind.body.error_key).toBe('not_found')
    if (listRoute(r.route)) {
      // Their own lists never show A's listing.
      for (const response of [sameKind, ownKindPath]) {
        expect(response.body.results.map((doc: { id: string }) => doc.id)).not.toContain(ids.listing)
      }
    }

    expect(await stateOf(ids.listing), 'non-owners changed nothing').toBe(before)

    const owner = await call(f.owner)
    expect(owner.status, `owner: ${JSON.stringify(owner.body)}`).toBe(r.owner)
    if (listRoute(r.route)) expect(owner.body.results.map((doc: { id: string }) => doc.id)).toContain(ids.listing)
  })
})

describe('uploads', () => {
  it.each(['POST /file/upload/', 'POST /file/upload/v1/'])('%s: any signed-in user, never anonymous', async (route) => {
    const path = route.split(' ')[1]!
    const png = await pngImage()
    expect((await uploadFile(api, undefined, png, 'a.png', { path })).status).toBe(401)
    for (const user of [
      traveler,
      fixtures.recreational_vehicle.owner,
      fixtures.campsite.sameKind,
      fixtures.boat.otherKind,
    ]) {
      expect((await uploadFile(api, user.access, png, 'a.png', { path })).status).toBe(201)
    }
  })
})
