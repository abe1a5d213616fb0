import { issueSocketTicket } from '@driftway/api/realtime/ticket'
import { asSystem } from '@driftway/collections'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInStaff, createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createBookableListing } from './support/bookings'
import { connectAs, openSocket, pause, type TestSocket } from './support/chat-socket'
import { createLessor, noonIn } from './support/lessor'

/**
 * Real-time chat over Socket.IO (issue 12, decision 0061) against a real listening API: the
 * ticket handshake, delivery to both parties, who may join a chat's room, the catch-up after a
 * reconnect, the per-socket event budget and support staff watching a chat.
 */
let api: TestApi
let traveler: TestUser
let lessor: TestUser
let stranger: TestUser
let otherLessor: TestUser
let chat: { id: string; path: string }
let staffTokens: Record<'support' | 'editor', string>
const open: TestSocket[] = []

const track = (socket: TestSocket) => {
  open.push(socket)
  return socket
}
const connect = async (user: TestUser, since?: string) =>
  track(await connectAs(api.baseUrl, api.request, user.access, since))
const send = async (user: TestUser, message: string) => {
  const answer = await api.request('POST', `${chat.path}message/`, { token: user.access, body: { message } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { id: string; created_at: string }
}
const refusal = async (auth: Record<string, unknown>) => {
  const error = await openSocket(api.baseUrl, auth).then(
    (socket) => {
      track(socket)
      return null
    },
    (reason: Error & { data?: { error_key?: string } }) => reason,
  )
  expect(error, 'the handshake must be refused').not.toBeNull()
  return { message: error!.message, data: error!.data }
}

beforeAll(async () => {
  api = await startTestApi()
  traveler = await createSignedInUser(api, { role: 1 })
  stranger = await createSignedInUser(api, { role: 1 })
  lessor = await createLessor(api, 'recreational_vehicle', { ready: true })
  otherLessor = await createLessor(api, 'recreational_vehicle', { ready: true })
  const listing = await createBookableListing(api, 'recreational_vehicle', lessor.id)
  const opened = await api.request('POST', '/chat/rv-booking-chat/', {
    token: traveler.access,
    body: { listing, pickup_timestamp: noonIn(30), return_timestamp: noonIn(33) },
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(201)
  chat = { id: opened.body.id, path: `/chat/rv-booking-chat/${opened.body.id}/` }
  staffTokens = {} as typeof staffTokens
  for (const role of ['support', 'editor'] as const) {
    staffTokens[role] = (await createSignedInStaff(api.payload, { role, email: `${role}-socket@driftway.test` })).token
  }
})
afterEach(() => {
  for (const socket of open.splice(0)) socket.close()
})
afterAll(async () => {
  await api?.stop()
})

describe('POST /chat/socket-ticket/', () => {
  it('gives any signed-in user a ticket valid about a minute; anonymous callers and bad tokens get 401', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const user of [traveler, lessor]) {
      const answer = await api.request('POST', '/chat/socket-ticket/', { token: user.access })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ ticket: expect.any(String), expires_at_ts: expect.any(Number) })
      expect(answer.body.expires_at_ts - now).toBeGreaterThanOrEqual(55)
      expect(answer.body.expires_at_ts - now).toBeLessThanOrEqual(65)
    }
    const anonymous = await api.request('POST', '/chat/socket-ticket/')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toMatchObject({ error_key: 'not_authenticated', error_msg: expect.any(String) })
    expect((await api.request('POST', '/chat/socket-ticket/', { token: 'forged.token.value' })).status).toBe(401)
  })

  it('gives support staff (admin JWT) a ticket; other staff roles get 403', async () => {
    const support = await api.request('POST', '/chat/socket-ticket/', {
      headers: { authorization: `JWT ${staffTokens.support}` },
    })
    expect(support.status).toBe(200)
    const editor = await api.request('POST', '/chat/socket-ticket/', {
      headers: { authorization: `JWT ${staffTokens.editor}` },
    })
    expect(editor.status).toBe(403)
    expect(editor.body).toMatchObject({ error_key: 'permission_denied' })
    // A marketplace token is no staff credential.
    const disguised = await api.request('POST', '/chat/socket-ticket/', {
      headers: { authorization: `JWT ${traveler.access}` },
    })
    expect(disguised.status).toBe(401)
  })
})

describe('the handshake', () => {
  it('refuses a missing, forged, expired or foreign ticket, and an access token in its place', async () => {
    const env = api.app.ctx.env
    const expired = await issueSocketTicket(
      env,
      { kind: 'user', id: traveler.id, sid: 'whatever' },
      Math.floor(Date.now() / 1000) - 120,
    )
    const foreign = await issueSocketTicket(
      { jwtSecret: 'another-deployment-secret-0123456789abcdef' },
      { kind: 'user', id: traveler.id, sid: 'x' },
    )
    const valid = await api.request('POST', '/chat/socket-ticket/', { token: traveler.access })
    const [head, body] = String(valid.body.ticket).split('.')
    const cases: Record<string, Record<string, unknown>> = {
      missing: {},
      garbage: { ticket: 'not-a-ticket' },
      tampered: { ticket: `${head}.${body}.${'A'.repeat(43)}` },
      expired: { ticket: expired.ticket },
      foreign: { ticket: foreign.ticket },
      accessToken: { ticket: traveler.access },
    }
    for (const [name, auth] of Object.entries(cases)) {
      const refused = await refusal(auth)
      expect(refused.message, name).toBe('socket_ticket_invalid')
      expect(refused.data, name).toMatchObject({ error_key: 'socket_ticket_invalid', error_msg: expect.any(String) })
    }
  })

  it('refuses a ticket whose sign-in session has ended', async () => {
    const user = await createSignedInUser(api, { role: 1 })
    const ticket = (await api.request('POST', '/chat/socket-ticket/', { token: user.access })).body.ticket
    const out = await api.request('POST', '/auth/logout/', { token: user.access, body: { refresh: user.refresh } })
    expect(out.status).toBeLessThan(300)
    expect((await refusal({ ticket })).message).toBe('socket_ticket_invalid')
  })
})

describe('delivery', () => {
  it('two parties exchange messages in real time, each stored before it is pushed', async () => {
    const travelerSocket = await connect(traveler)
    const lessorSocket = await connect(lessor)

    const sent = await send(traveler, 'Hello, is the van free?')
    const received = await lessorSocket.nextMessage((event) => event.message.id === sent.id)
    expect(received).toMatchObject({
      chat: { id: chat.id, chat_type: 'rv-booking-chat', lessor: lessor.id, traveller: traveler.id },
      message: { id: sent.id, chat: chat.id, author: traveler.id, type: 'user', message: 'Hello, is the van free?' },
      unread: expect.any(Number),
      replayed: false,
    })
    expect(received.unread).toBeGreaterThanOrEqual(1)
    const stored = await api.payload.findByID({ collection: 'messages', id: sent.id, depth: 0, ...asSystem() })
    expect(stored.message).toBe('Hello, is the van free?')
    // The writer's other tabs see it too, with nothing unread for them.
    expect(await travelerSocket.nextMessage((event) => event.message.id === sent.id)).toMatchObject({ unread: 0 })

    const reply = await send(lessor, 'Yes, it is.')
    const back = await travelerSocket.nextMessage((event) => event.message.id === reply.id)
    expect(back).toMatchObject({ message: { author: lessor.id, message: 'Yes, it is.' }, unread: 1 })
  })

  it('a party joins the chat room; a third user or another lessor cannot join and receives nothing', async () => {
    const lessorSocket = await connect(lessor)
    expect(await lessorSocket.emit('chat:join', { chat_id: chat.id })).toEqual({ ok: true })
    for (const outsider of [stranger, otherLessor]) {
      const socket = await connect(outsider)
      const joined = await socket.emit('chat:join', { chat_id: chat.id })
      expect(joined).toMatchObject({ ok: false, error_key: 'chat_not_found', error_msg: expect.any(String) })
      expect(await socket.emit('chat:join', { chat_id: 'no-such-chat' })).toMatchObject({ error_key: 'chat_not_found' })
      expect(await socket.emit('chat:join', { nothing: true })).toMatchObject({ error_key: 'validation_error' })
    }
    const sent = await send(traveler, 'Only for the lessor')
    await lessorSocket.nextMessage((event) => event.message.id === sent.id)
    await pause(500)
    const outsiders = open.filter((socket) => socket !== lessorSocket)
    for (const socket of outsiders) expect(socket.messages).toEqual([])
  })

  it('support staff may watch a chat and receive its messages; they have no unread count', async () => {
    const ticket = (
      await api.request('POST', '/chat/socket-ticket/', { headers: { authorization: `JWT ${staffTokens.support}` } })
    ).body.ticket
    const staff = track(await openSocket(api.baseUrl, { ticket }))
    expect(staff.syncs[0]?.unread).toEqual({ chats_count: 0, messages_total: 0, chats: {} })
    expect(await staff.emit('chat:join', { chat_id: chat.id })).toEqual({ ok: true })
    const sent = await send(lessor, 'Staff can see this')
    expect(await staff.nextMessage((event) => event.message.id === sent.id)).toMatchObject({
      unread: null,
      replayed: false,
    })
    // Leaving the room stops the delivery.
    expect(await staff.emit('chat:leave', { chat_id: chat.id })).toEqual({ ok: true })
    const travelerSocket = await connect(traveler)
    const after = await send(lessor, 'Not any more')
    await travelerSocket.nextMessage((event) => event.message.id === after.id)
    await pause(300)
    expect(staff.messages.map((event) => event.message.id)).not.toContain(after.id)
  })
})

describe('catch-up after a reconnect', () => {
  it('a message sent while the receiver was offline arrives on reconnect and counts as unread', async () => {
    // The lessor reads the chat (unread back to zero), is online, then goes offline.
    expect((await api.request('GET', `${chat.path}message/`, { token: lessor.access })).status).toBe(200)
    const first = await connect(lessor)
    expect(first.syncs[0]?.unread.chats[chat.id]).toBeUndefined()
    const seenUntil = first.syncs[0]!.server_time
    first.close()

    const missed = await send(traveler, 'Sent while you were away')
    const again = await connect(lessor, seenUntil)
    const replayed = await again.nextMessage((event) => event.message.id === missed.id)
    expect(replayed).toMatchObject({
      chat: { id: chat.id },
      message: { message: 'Sent while you were away', author: traveler.id },
      unread: 1,
      replayed: true,
    })
    expect(again.syncs[0]?.unread).toMatchObject({ chats: { [chat.id]: 1 } })
    expect(again.syncs[0]!.unread.chats_count).toBeGreaterThanOrEqual(1)
    const badge = await api.request('GET', '/chat/unread/', { token: lessor.access })
    expect(badge.body).toMatchObject({ unread_chats_count: 1, unread_messages_total: 1 })

    // Without `since` nothing is replayed (a first connection); the snapshot still counts it.
    const fresh = await connect(lessor)
    await pause(300)
    expect(fresh.messages).toEqual([])
    expect(fresh.syncs[0]?.unread.chats[chat.id]).toBe(1)
  })

  it("replays only the caller's own chats", async () => {
    const since = new Date(Date.now() - 60_000).toISOString()
    const sent = await send(traveler, 'Private between the two')
    const socket = await connect(stranger, since)
    await pause(300)
    expect(socket.messages.map((event) => event.message.id)).not.toContain(sent.id)
    expect(socket.messages).toEqual([])
  })
})

describe('the per-socket event budget', () => {
  it('refuses events beyond the budget and disconnects a socket that keeps sending', async () => {
    const socket = await connect(stranger)
    const perSecond = api.app.ctx.env.socketEventsPerSecond
    const disconnected = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()))
    const answers = await Promise.all(
      Array.from({ length: perSecond * 2 }, () => socket.emit('chat:join', { chat_id: 'no-such-chat' })),
    )
    const keys = answers.map((answer) => (answer.ok ? 'ok' : answer.error_key))
    expect(keys.filter((key) => key === 'rate_limited').length).toBeGreaterThanOrEqual(perSecond - 1)
    expect(keys.filter((key) => key === 'chat_not_found').length).toBeGreaterThanOrEqual(1)
    // Far over the budget: the server cuts the socket.
    socket.socket.emit('chat:join', { chat_id: 'x' })
    socket.socket.emit('chat:join', { chat_id: 'x' })
    await disconnected
    expect(socket.socket.connected).toBe(false)
  })
})
