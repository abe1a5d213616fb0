import { asSystem } from '@driftway/collections'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createBookableListing } from './support/bookings'
import { createLessor } from './support/lessor'

/**
 * The detail route keeps the listings it read (api/src/listings/detail-docs.ts) while the search
 * index holds the version they were read at. These tests run with the index's default polling
 * interval, so an edit shows at once only because writes are announced (search/changes.ts).
 */

let api: TestApi
let lessor: TestUser
beforeAll(async () => {
  api = await startTestApi()
  lessor = await createLessor(api, 'recreational_vehicle', { ready: true })
})
afterAll(async () => {
  await api?.stop()
})

const detailOf = async (id: string, token?: string) => {
  const answer = await api.request('GET', `/listing/recreational_vehicle/${id}/`, token ? { token } : {})
  return { status: answer.status, title: answer.body.title as string | undefined }
}

describe('a kept listing on the detail route', () => {
  it('an edit through the API shows on the next read', async () => {
    const id = await createBookableListing(api, 'recreational_vehicle', lessor.id, 'Blue van')
    // A search makes the index hold the listing; two reads make the route keep it and use the copy.
    await expect
      .poll(async () => JSON.stringify((await api.request('GET', '/listing/recreational_vehicle/?limit=100')).body))
      .toContain(id)
    expect(await detailOf(id)).toEqual({ status: 200, title: 'Blue van' })
    expect(await detailOf(id)).toEqual({ status: 200, title: 'Blue van' })

    const edited = await api.request('PATCH', `/listing/recreational_vehicle/my/${id}/`, {
      token: lessor.access,
      body: { title: 'Green van' },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await detailOf(id)).toEqual({ status: 200, title: 'Green van' })
  })

  it('a listing unpublished by another process is gone within the index polling, not the copy’s lifetime', async () => {
    const id = await createBookableListing(api, 'recreational_vehicle', lessor.id, 'Red van')
    await expect
      .poll(async () => JSON.stringify((await api.request('GET', '/listing/recreational_vehicle/?limit=100')).body))
      .toContain(id)
    expect((await detailOf(id)).status).toBe(200)
    expect((await detailOf(id)).status).toBe(200)
    await api.payload.update({ collection: 'listings', id, data: { is_draft: true }, ...asSystem() })
    await expect.poll(async () => (await detailOf(id)).status, { timeout: 5000 }).toBe(404)
    // Its owner still sees the draft.
    expect(await detailOf(id, lessor.access)).toEqual({ status: 200, title: 'Red van' })
  })
})
