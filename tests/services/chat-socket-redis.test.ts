import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from '../integration/support/accounts'
import { startTestApi, type TestApi } from '../integration/support/api'
import { type ApiProcess, startApiProcess } from '../integration/support/api-process'
import { createBookableListing } from '../integration/support/bookings'
import { connectAs, pause, type TestSocket } from '../integration/support/chat-socket'
import { createLessor, noonIn } from '../integration/support/lessor'
import { redisUrl, requester, requireServices, testRedisPrefix } from './support'

/**
 * `npm run test:services`: with REDIS_URL set, two API processes on one PostgreSQL database deliver
 * each other's chat messages to their sockets (the Socket.IO Redis adapter, decision 0061).
 */
const redisPrefix = testRedisPrefix()
let first: TestApi
let second: ApiProcess
let traveler: TestUser
let lessor: TestUser
let stranger: TestUser
let chatPath: string
const open: TestSocket[] = []

beforeAll(async () => {
  await requireServices()
  // One API in this process, one as `npm start` runs it; both on the same database and Redis.
  first = await startTestApi({ env: { redisUrl, redisPrefix } })
  second = await startApiProcess(
    first.databaseUrl,
    { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix },
    { readyWithinMs: 300_000 },
  )
  traveler = await createSignedInUser(first, { role: 1 })
  stranger = await createSignedInUser(first, { role: 1 })
  lessor = await createLessor(first, 'recreational_vehicle', { ready: true })
  const listing = await createBookableListing(first, 'recreational_vehicle', lessor.id)
  const opened = await first.request('POST', '/chat/rv-booking-chat/', {
    token: traveler.access,
    body: { listing, pickup_timestamp: noonIn(20), return_timestamp: noonIn(22) },
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(201)
  chatPath = `/chat/rv-booking-chat/${opened.body.id}/`
}, 400_000)
afterAll(async () => {
  for (const socket of open.splice(0)) socket.close()
  await second?.stop()
  await first?.stop()
})

/** The second process over real HTTP, JSON in and out (what `first.request` is for the first). */
const secondRequest: ReturnType<typeof requester> = (...args) => requester(second)(...args)

describe('two API processes with REDIS_URL', () => {
  it('relay each other’s messages to the parties’ sockets, and to no one else', async () => {
    // The lessor and a stranger are connected to the second process, the traveler to the first.
    const lessorSocket = await connectAs(second.baseUrl, secondRequest, lessor.access)
    const strangerSocket = await connectAs(second.baseUrl, secondRequest, stranger.access)
    const travelerSocket = await connectAs(first.baseUrl, first.request, traveler.access)
    open.push(lessorSocket, strangerSocket, travelerSocket)

    // Stored and published by the first process, pushed by the second.
    const sent = await first.request('POST', `${chatPath}message/`, {
      token: traveler.access,
      body: { message: 'Across processes' },
    })
    expect(sent.status).toBe(201)
    expect(await lessorSocket.nextMessage((event) => event.message.id === sent.body.id, 20_000)).toMatchObject({
      message: { message: 'Across processes', author: traveler.id },
      unread: 1,
      replayed: false,
    })

    // And the other way round: written through the second process, pushed by the first.
    const reply = await secondRequest('POST', `${chatPath}message/`, {
      token: lessor.access,
      body: { message: 'Back again' },
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    const replyId = reply.body.id as string
    expect(await travelerSocket.nextMessage((event) => event.message.id === replyId, 20_000)).toMatchObject({
      message: { message: 'Back again', author: lessor.id },
      unread: 1,
    })

    // Each party gets each message once, however many processes relay it.
    await pause(500)
    expect(lessorSocket.messages.filter((event) => event.message.id === sent.body.id)).toHaveLength(1)
    expect(travelerSocket.messages.filter((event) => event.message.id === replyId)).toHaveLength(1)
    expect(strangerSocket.messages).toEqual([])
  })
})
