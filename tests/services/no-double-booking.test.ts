import { randomUUID } from 'node:crypto'
import { asSystem } from '@driftway/collections'
import { migrationNames } from '@driftway/collections/migrations'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from '../integration/support/accounts'
import { startTestApi, type TestApi } from '../integration/support/api'
import { type ApiProcess, startApiProcess } from '../integration/support/api-process'
import { type BookingWorld, bookedNightsOf, bookingBody, createBookingWorld } from '../integration/support/bookings'
import { redisUrl, requester, requireServices, testRedisPrefix } from './support'

/**
 * Issue 16: the no-double-booking guarantee on PostgreSQL under real concurrency. 200 booking
 * requests for the same nights, all at once, spread over three API processes (`tsx api/src/main.ts`)
 * on one database: the unique (listing, night) index lets exactly one transaction claim the
 * nights; every other request answers 409 `dates_unavailable`, none a 500.
 */
const REQUESTS = 200
let api: TestApi
let world: BookingWorld
let travelers: TestUser[]
let processes: ApiProcess[] = []

beforeAll(async () => {
  await requireServices()
  api = await startTestApi()
  world = await createBookingWorld(api)
  travelers = [world.traveler, world.otherTraveler]
  for (let i = 0; i < 3; i++) travelers.push(await createSignedInUser(api, { role: 1 }))
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: testRedisPrefix() }
  processes = await Promise.all([1, 2, 3].map(() => startApiProcess(api.databaseUrl, env, { readyWithinMs: 300_000 })))
}, 400_000)
afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop('SIGKILL')))
  await api?.stop()
})

describe('booking the same nights from three API processes on PostgreSQL', () => {
  it(`${REQUESTS} simultaneous requests: exactly one booking, every other answer 409 dates_unavailable`, async () => {
    const listing = world.listings.recreational_vehicle
    const body = bookingBody(world, 'recreational_vehicle', 30, 34)
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        requester(processes[index % processes.length]!)('POST', '/reservation/recreational_vehicle/booking/travel/', {
          token: travelers[index % travelers.length]!.access,
          body,
        }),
      ),
    )
    const statuses = answers.reduce<Record<number, number>>((count, answer) => {
      count[answer.status] = (count[answer.status] ?? 0) + 1
      return count
    }, {})
    expect(statuses).toEqual({ 201: 1, 409: REQUESTS - 1 })
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((answer.body as { error_key: string }).error_key).toBe('dates_unavailable')
    }
    const winner = answers.find((answer) => answer.status === 201)!.body as { id: string }

    const { docs: bookings } = await api.payload.find({
      collection: 'bookings',
      where: { and: [{ listing: { equals: listing } }, { pickup_timestamp: { equals: body.pickup_timestamp } }] },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    expect(bookings.map((booking) => String(booking.id))).toEqual([winner.id])
    // Four nights, all the winner's: no night of a rolled-back attempt stayed behind.
    const nights = await bookedNightsOf(api, listing)
    expect(nights.map((night) => String(night.booking)).sort()).toEqual([winner.id, winner.id, winner.id, winner.id])
  })
})

/**
 * Several processes starting at once on a new database all migrate it (db.ts applies the
 * migrations when the adapter connects): the schema lock lets one run each migration, the others
 * find it done and start — no process fails on a table another just created.
 */
describe('API processes starting together on an empty PostgreSQL database', () => {
  const server = process.env.DATABASE_URL as string
  const name = `driftway_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      return await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const started: ApiProcess[] = []
  afterAll(async () => {
    await Promise.all(started.map((process) => process.stop('SIGKILL')))
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  it('migrate it once, and both serve', async () => {
    await onServer(`CREATE DATABASE "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: testRedisPrefix() }
    started.push(
      ...(await Promise.all([1, 2].map(() => startApiProcess(url.toString(), env, { readyWithinMs: 300_000 })))),
    )
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT name FROM payload_migrations ORDER BY name')
      expect(rows.map((row) => row.name)).toEqual(await migrationNames('postgres'))
    } finally {
      await client.end()
    }
    for (const process of started) {
      const answer = await requester(process)('GET', '/ready')
      expect(answer.status).toBe(200)
    }
  }, 400_000)
})
