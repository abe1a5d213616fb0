import net from 'node:net'
import { searchQueryString } from '@driftway/domain/search-params'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createBookingWorld, travelerBooker } from './support/bookings'
import { noonIn } from './support/lessor'

/**
 * REDIS_URL set but Redis not answering (decision 0078): the API neither fails open nor answers
 * 500 — rate limits and sign-in throttles count in this process's memory until Redis is back,
 * and /ready says 503 so that a proxy or orchestrator knows.
 */
let api: TestApi
let user: TestUser
let closedPort: number

beforeAll(async () => {
  // A port nothing listens on: every connection to it is refused at once.
  closedPort = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  api = await startTestApi({
    env: {
      redisUrl: `redis://127.0.0.1:${closedPort}`,
      mailRateLimitMax: 2,
      loginMaxFailuresPerAccount: 2,
    },
  })
  user = await createSignedInUser(api, { role: 1 })
}, 120_000)
afterAll(async () => {
  await api?.stop()
})

describe('with Redis unreachable', () => {
  it('reports not ready', async () => {
    expect(await api.request('GET', '/ready')).toMatchObject({ status: 503, body: { error_key: 'not_ready' } })
    expect(await api.request('GET', '/health')).toMatchObject({ status: 200 })
  })

  it('keeps limiting mail-sending forms in this process, without a 500', async () => {
    const body = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Redis is down' }
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await api.request('POST', '/user/contact-us/', { body })).status)
    expect(statuses).toEqual([201, 201, 429])
  })

  it('keeps throttling failed sign-ins in this process, without a 500', async () => {
    const wrong = { email: user.email, password: 'not-the-password' }
    expect((await api.request('POST', '/auth/token/', { body: wrong })).status).toBe(401)
    expect((await api.request('POST', '/auth/token/', { body: wrong })).status).toBe(401)
    const right = await api.request('POST', '/auth/token/', { body: { email: user.email, password: user.password } })
    expect(right).toMatchObject({ status: 429, body: { error_key: 'too_many_login_attempts' } })
  })

  it('applies a booking to this process’s search index at once (the change cannot be published)', async () => {
    const world = await createBookingWorld(api)
    const listing = world.listings.recreational_vehicle
    const query = `/listing/recreational_vehicle/?${searchQueryString({
      limit: 100,
      trip_start_timestamp: noonIn(30),
      trip_end_timestamp: noonIn(32),
    } as never)}`
    const offered = async () => {
      const page = await api.request('GET', query)
      expect(page.status, JSON.stringify(page.body)).toBe(200)
      return (page.body.results as { id: string }[]).some((card) => card.id === listing)
    }
    // Until the index has it (the world was written around the API, so polling brings it).
    const until = Date.now() + 10_000
    while (!(await offered()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await offered()).toBe(true)
    // The index was just synced: without the announced change the next search would not wait for one.
    const booked = await travelerBooker(api, world, 30)('recreational_vehicle', { instant: true })
    expect(booked.id).toBeTruthy()
    expect(await offered()).toBe(false)
  })
})
