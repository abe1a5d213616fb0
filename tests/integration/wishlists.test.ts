import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchFixture, type Fixture } from './search-fixture'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'

/**
 * Wishlists (accounts §3, §5, §6, §7; issue 13): the authorization matrix of every wishlist call
 * (owner traveler, other traveler, lessor, anonymous, staff) and the default-list rules.
 */
let api: TestApi
let fx: Fixture
let other: TestUser
let staffToken: string

beforeAll(async () => {
  api = await startTestApi()
  fx = await createSearchFixture(api)
  other = await createSignedInUser(api, { role: 1 })
  staffToken = (await createSignedInStaff(api.payload, { role: 'admin', email: 'admin-wishlists@example.com' })).token
})
afterAll(async () => {
  await api?.stop()
})

const as = (token?: string) => ({
  get: (path: string) => api.request('GET', path, { token }),
  post: (path: string, body: unknown = {}) => api.request('POST', path, { token, body }),
  patch: (path: string, body: unknown) => api.request('PATCH', path, { token, body }),
  delete: (path: string) => api.request('DELETE', path, { token }),
})
const owner = () => as(fx.tokens.traveler)
const van = () => String(fx.listings.munichVan!.id)

describe('authorization matrix', () => {
  type Principal = 'anonymous' | 'owner' | 'otherTraveler' | 'lessor' | 'staffBearer' | 'staffJwt'
  const send = (who: Principal, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {}
    let token: string | undefined
    if (who === 'owner') token = fx.tokens.traveler
    if (who === 'otherTraveler') token = other.access
    if (who === 'lessor') token = fx.tokens.rvLessor
    if (who === 'staffBearer') token = staffToken
    if (who === 'staffJwt') headers.authorization = `JWT ${staffToken}`
    return api.request(method, path, { token, headers, body })
  }
  // Expected status per principal; the owner's list is the fixture's "Summer" (munich van, Como RIB).
  const rows: [string, string, () => unknown, Record<Principal, number>][] = [
    ['GET', '/wishlist/', () => undefined, cells(401, 200, 200, 403)],
    ['POST', '/wishlist/', () => ({ name: 'Autumn' }), cells(401, 201, 201, 403)],
    ['GET', '/wishlist/{id}/', () => undefined, cells(401, 200, 404, 403)],
    ['PATCH', '/wishlist/{id}/', () => ({ name: 'Summer trips' }), cells(401, 200, 404, 403)],
    ['GET', '/wishlist/{id}/listing/', () => undefined, cells(401, 200, 404, 403)],
    [
      'POST',
      '/wishlist/{id}/listing/boat/',
      () => ({ listing_id: String(fx.listings.splitYacht!.id) }),
      cells(401, 201, 404, 403),
    ],
    ['DELETE', '/wishlist/{id}/listing/boat/{boat}/', () => undefined, cells(401, 204, 404, 403)],
  ]
  function cells(anonymous: number, ownerStatus: number, otherTraveler: number, lessor: number) {
    return { anonymous, owner: ownerStatus, otherTraveler, lessor, staffBearer: 401, staffJwt: 401 }
  }
  const order: Principal[] = ['anonymous', 'staffBearer', 'staffJwt', 'lessor', 'otherTraveler', 'owner']

  it.each(rows)('%s %s', async (method, template, body, expected) => {
    const path = template.replace('{id}', String(fx.wishlist.id)).replace('{boat}', String(fx.listings.splitYacht!.id))
    if (method === 'DELETE')
      await owner().post(`/wishlist/${fx.wishlist.id}/listing/boat/`, {
        listing_id: String(fx.listings.splitYacht!.id),
      })
    for (const who of order) {
      const answer = await send(who, method, path, body())
      expect(answer.status, `${who} ${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(expected[who])
      if (answer.status >= 400)
        expect(answer.body).toMatchObject({ error_key: expect.any(String), error_msg: expect.any(String) })
    }
  })

  it('DELETE /wishlist/{id}/: only the owner deletes a list', async () => {
    const created = await owner().post('/wishlist/', { name: 'To delete' })
    const path = `/wishlist/${created.body.id}/`
    for (const who of ['anonymous', 'staffBearer', 'staffJwt', 'lessor', 'otherTraveler'] as const) {
      expect((await send(who, 'DELETE', path)).status, who).toBe(
        who === 'lessor' ? 403 : who === 'otherTraveler' ? 404 : 401,
      )
    }
    expect((await owner().get(path)).status).toBe(200)
    expect((await send('owner', 'DELETE', path)).status).toBe(204)
    expect((await owner().get(path)).status).toBe(404)
  })

  it("another traveler cannot save into or empty someone else's list", async () => {
    const path = `/wishlist/${fx.wishlist.id}/listing/recreational_vehicle/${van()}/`
    expect((await as(other.access).delete(path)).status).toBe(404)
    const list = await owner().get(`/wishlist/${fx.wishlist.id}/listing/`)
    expect(list.body.vehicles.map((card: { id: string }) => card.id)).toContain(van())
  })
})

describe('default list', () => {
  it('is created on first use, once, and listed first', async () => {
    const fresh = await createSignedInUser(api, { role: 1 })
    const [first, second] = await Promise.all([as(fresh.access).get('/wishlist/'), as(fresh.access).get('/wishlist/')])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    // Private answers are never kept by shared caches.
    expect(first.headers.get('cache-control')).toBe('no-store')
    const { totalDocs } = await api.payload.count({
      collection: 'wishlists',
      where: { owner: { equals: fresh.id } },
      ...asSystem(),
    })
    expect(totalDocs).toBe(1)
    expect(first.body).toEqual([
      {
        id: expect.any(String),
        name: 'Favourites',
        is_default: true,
        count_listings: 0,
        photos_listing: [],
        created_at_timestamp: expect.any(Number),
      },
    ])
    await as(fresh.access).post('/wishlist/', { name: 'Summer' })
    const lists = (await as(fresh.access).get('/wishlist/')).body
    expect(lists.map((list: { name: string }) => list.name)).toEqual(['Favourites', 'Summer'])
  })

  it('cannot be renamed or deleted', async () => {
    const fresh = await createSignedInUser(api, { role: 1 })
    const [favourites] = (await as(fresh.access).get('/wishlist/')).body
    const rename = await as(fresh.access).patch(`/wishlist/${favourites.id}/`, { name: 'Mine' })
    expect(rename.status).toBe(400)
    expect(rename.body.error_key).toBe('default_wishlist_protected')
    const remove = await as(fresh.access).delete(`/wishlist/${favourites.id}/`)
    expect(remove.status).toBe(400)
    expect(remove.body.error_key).toBe('default_wishlist_protected')
    expect((await as(fresh.access).get(`/wishlist/${favourites.id}/`)).body.name).toBe('Favourites')
  })
})

describe('names', () => {
  it.each([
    ['blank', { name: '   ' }, 'Please enter name'],
    ['missing', {}, 'Please enter name'],
    ['too long', { name: 'x'.repeat(71) }, 'The value is too long (max 70 characters).'],
    ['unknown field', { name: 'Ok', is_default: true }, undefined],
  ])('refuses a %s name with a field error and writes nothing', async (_case, body, message) => {
    const before = (await owner().get('/wishlist/')).body.length
    const answer = await owner().post('/wishlist/', body)
    expect(answer.status).toBe(400)
    expect(answer.body.error_key).toBe('validation_error')
    if (message) expect(answer.body.fields.name).toEqual([message])
    expect((await owner().get('/wishlist/')).body.length).toBe(before)
  })

  it('keeps 70 characters and trims', async () => {
    const created = await owner().post('/wishlist/', { name: `  ${'y'.repeat(70)}  ` })
    expect(created.status).toBe(201)
    expect(created.body.name).toBe('y'.repeat(70))
    const renamed = await owner().patch(`/wishlist/${created.body.id}/`, { name: ' ' })
    expect(renamed.status).toBe(400)
    expect(renamed.body.fields.name).toEqual(['Please enter name'])
  })
})

describe('listings in a list', () => {
  it('saves, groups per kind, counts, and removes', async () => {
    const fresh = await createSignedInUser(api, { role: 1 })
    const me = as(fresh.access)
    const list = (await me.post('/wishlist/', { name: 'Lakes' })).body
    const add = (kind: string, key: string) =>
      me.post(`/wishlist/${list.id}/listing/${kind}/`, { listing_id: String(fx.listings[key]!.id) })
    expect((await add('recreational_vehicle', 'munichVan')).status).toBe(201)
    expect((await add('campsite', 'gardaCamp')).status).toBe(201)
    const twice = await add('campsite', 'gardaCamp')
    expect(twice.status).toBe(201)
    expect(twice.body.count_listings).toBe(2)
    expect((await add('boat', 'muritzHouseboat')).body).toMatchObject({ count_listings: 3 })

    const detail = (await me.get(`/wishlist/${list.id}/`)).body
    expect(detail).toMatchObject({ id: list.id, name: 'Lakes', is_default: false, count_listings: 3 })
    expect(detail.vehicles.map((card: { id: string }) => card.id)).toEqual([van()])
    expect(detail.campsites.map((card: { id: string }) => card.id)).toEqual([String(fx.listings.gardaCamp!.id)])
    expect(detail.boats[0]).toMatchObject({
      id: String(fx.listings.muritzHouseboat!.id),
      title: 'Müritz Houseboat',
      wishlists: [list.id],
      onboard_capacity: expect.anything(),
    })
    expect(detail.campsites[0]).toHaveProperty('pitches_num')
    expect(detail.vehicles[0]).toHaveProperty('sleeps')

    // The listing's cards elsewhere name the list.
    const card = (await me.get(`/listing/recreational_vehicle/${van()}/`)).body
    expect(card.wishlists).toEqual([list.id])

    const remove = await me.delete(`/wishlist/${list.id}/listing/campsite/${fx.listings.gardaCamp!.id}/`)
    expect(remove.status).toBe(204)
    const again = await me.delete(`/wishlist/${list.id}/listing/campsite/${fx.listings.gardaCamp!.id}/`)
    expect(again.status).toBe(404)
    expect(again.body.error_key).toBe('listing_not_in_wishlist')
    expect((await me.get(`/wishlist/${list.id}/listing/`)).body.campsites).toEqual([])
  })

  it('refuses drafts, unknown ids and a kind that does not match', async () => {
    const path = `/wishlist/${fx.wishlist.id}/listing/`
    const draft = await owner().post(`${path}recreational_vehicle/`, { listing_id: String(fx.listings.draftVan!.id) })
    expect(draft.status).toBe(404)
    expect(draft.body.error_key).toBe('listing_not_found')
    expect((await owner().post(`${path}boat/`, { listing_id: van() })).status).toBe(404)
    expect((await owner().post(`${path}boat/`, { listing_id: 'not-an-id' })).status).toBe(404)
    expect((await owner().post(`${path}ship/`, { listing_id: van() })).status).toBe(400)
    expect((await owner().post(`${path}boat/`, {})).status).toBe(400)
  })

  it('builds photos_listing from up to four saved listings', async () => {
    const fresh = await createSignedInUser(api, { role: 1 })
    const me = as(fresh.access)
    const list = (await me.post('/wishlist/', { name: 'Many' })).body
    const keys = ['munichVan', 'augsburgCoach', 'viennaIntegrated', 'londonVan', 'berlinCaravan']
    for (const key of keys) {
      await me.post(`/wishlist/${list.id}/listing/recreational_vehicle/`, { listing_id: String(fx.listings[key]!.id) })
    }
    const summary = (await me.get('/wishlist/')).body.find((item: { id: string }) => item.id === list.id)
    expect(summary.count_listings).toBe(5)
    expect(summary.photos_listing.length).toBeLessThanOrEqual(4)
    for (const url of summary.photos_listing) expect(url).toMatch(/^http.*\/media\//)
  })
})
