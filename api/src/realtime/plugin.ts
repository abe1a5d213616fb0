import { asSystem } from '@driftway/collections'
import { isStaffRole, supportStaff } from '@driftway/domain'
import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Server, type Socket } from 'socket.io'
import { z } from 'zod'
import { isSessionLive } from '../auth/sessions'
import { findUserById, isUsableAccount, type UserDoc } from '../auth/users'
import type { ChatMessageEvent } from '../chat/events'
import { type ChatDoc, sideOf } from '../chat/view'
import { EventRateLimiter } from './rate-limit'
import { type ChatUnread, replayMessages, unreadSnapshot } from './sync'
import { type SocketPrincipal, verifySocketTicket } from './ticket'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server of this API process (decision 0061). */
    io: ChatServer
  }
}

/** What the server sends on `chat:message`: the stored message as the REST API answers it. */
export type SocketChatMessage = {
  chat: ChatMessageEvent['chat']
  message: ChatMessageEvent['message']
  /** The receiver's unread count of this chat after the message; null for staff watching the chat. */
  unread: number | null
  /** True when sent in the catch-up after a reconnect rather than live. */
  replayed: boolean
}

/** What the server sends on `chat:sync` right after every connection (the catch-up, decision 0061). */
export type SocketSync = {
  /** The server's clock (ISO): the client's `since` for its next connection when it sees no newer message. */
  server_time: string
  unread: ChatUnread
  /** The replay was cut at REPLAY_LIMIT messages: refetch the chat lists. */
  truncated: boolean
}

type SocketData = { principal: SocketPrincipal; user: UserDoc | null; chats: Set<string> }
type AckAnswer = { ok: true } | { ok: false; error_key: string; error_msg: string }
type ClientEvents = {
  'chat:join': (body: unknown, ack?: (answer: AckAnswer) => void) => void
  'chat:leave': (body: unknown, ack?: (answer: AckAnswer) => void) => void
}
type ServerEvents = {
  'chat:message': (message: SocketChatMessage) => void
  'chat:sync': (sync: SocketSync) => void
}
type ChatServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>
type ChatSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>

export const userRoom = (id: string) => `user:${id}`
export const staffRoom = (id: string) => `staff:${id}`
export const chatRoom = (id: string) => `chat:${id}`

/** A socket watches at most this many chat rooms at once (bounds memory per socket). */
const MAX_JOINED_CHATS = 20

const chatIdBody = z.object({ chat_id: z.string().min(1).max(100) })

const refusal = (error_key: string, error_msg: string) => ({ ok: false as const, error_key, error_msg })
const chatNotFound = () => refusal('chat_not_found', 'No such chat, or you are not one of its parties.')

/** A connection refusal the client sees as `connect_error` (`err.message` is the key, `err.data` the contract body). */
function handshakeError(error_key: string, error_msg: string): Error {
  return Object.assign(new Error(error_key), { data: { error_key, error_msg } })
}

async function authenticateSocket(app: FastifyInstance, ticket: unknown): Promise<SocketData> {
  const { env, payload } = app.ctx
  const principal = await verifySocketTicket(env, ticket)
  if (!principal) {
    throw handshakeError(
      'socket_ticket_invalid',
      'The socket ticket is missing, invalid or expired; ask POST /chat/socket-ticket/ for a new one.',
    )
  }
  if (principal.kind === 'staff') {
    const staff = (await payload.findByID({
      collection: 'staff',
      id: principal.id,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
    })) as { staff_role?: unknown } | null
    const role = staff?.staff_role
    if (!staff || !isStaffRole(role) || !supportStaff.includes(role)) {
      throw handshakeError('socket_ticket_invalid', 'This staff account may no longer watch chats.')
    }
    return { principal, user: null, chats: new Set() }
  }
  const [user, live] = await Promise.all([
    findUserById(payload, principal.id),
    isSessionLive(payload, principal.sid, principal.id),
  ])
  if (!user || !live || !isUsableAccount(user)) {
    throw handshakeError('socket_ticket_invalid', 'The session of this ticket has ended; sign in again.')
  }
  return { principal, user, chats: new Set() }
}

/** A chat the principal may watch: a party's own chat, or any chat for support staff. */
async function watchableChat(app: FastifyInstance, data: SocketData, chatId: string): Promise<ChatDoc | null> {
  let chat: ChatDoc | null = null
  try {
    chat = (await app.ctx.payload.findByID({
      collection: 'chats',
      id: chatId,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
    })) as ChatDoc | null
  } catch {
    chat = null
  }
  if (!chat) return null
  if (data.principal.kind === 'staff') return chat
  return sideOf(chat, data.principal.id) ? chat : null
}

function onConnection(app: FastifyInstance, socket: ChatSocket, limiter: EventRateLimiter): void {
  const data = socket.data
  const { principal } = data
  void socket.join(principal.kind === 'user' ? userRoom(principal.id) : staffRoom(principal.id))

  // Every incoming event counts against the socket's budget; over it the event is refused, far over it the socket is cut.
  socket.use(([, ...args], next) => {
    const verdict = limiter.take()
    if (verdict === 'ok') return next()
    const ack = args.at(-1)
    if (typeof ack === 'function') ack(refusal('rate_limited', 'Too many socket events; slow down.'))
    if (verdict === 'disconnect') socket.disconnect(true)
  })

  const withAck = (handler: (body: unknown) => Promise<AckAnswer>) => async (body: unknown, ack?: unknown) => {
    const answer = await handler(body).catch((error: unknown) => {
      app.log.error({ err: error }, 'socket event failed')
      return refusal('socket_event_failed', 'The server could not handle this event.') as AckAnswer
    })
    if (typeof ack === 'function') ack(answer)
  }

  socket.on(
    'chat:join',
    withAck(async (body) => {
      const parsed = chatIdBody.safeParse(body)
      if (!parsed.success) return refusal('validation_error', 'Send { chat_id }.')
      const chatId = parsed.data.chat_id
      if (data.chats.has(chatId)) return { ok: true as const }
      if (data.chats.size >= MAX_JOINED_CHATS) {
        return refusal('too_many_chats', `A socket watches at most ${MAX_JOINED_CHATS} chats; leave one first.`)
      }
      const chat = await watchableChat(app, data, chatId)
      if (!chat || socket.disconnected) return chatNotFound()
      data.chats.add(chatId)
      await socket.join(chatRoom(chatId))
      return { ok: true as const }
    }),
  )

  socket.on(
    'chat:leave',
    withAck(async (body) => {
      const parsed = chatIdBody.safeParse(body)
      if (!parsed.success) return refusal('validation_error', 'Send { chat_id }.')
      data.chats.delete(parsed.data.chat_id)
      await socket.leave(chatRoom(parsed.data.chat_id))
      return { ok: true as const }
    }),
  )
}

/** The catch-up after (re)connecting: the messages since the client's `since`, then the unread snapshot. */
async function sendSync(app: FastifyInstance, socket: ChatSocket, since: unknown): Promise<void> {
  const { user } = socket.data
  const serverTime = new Date().toISOString()
  if (!user) {
    socket.emit('chat:sync', {
      server_time: serverTime,
      unread: { chats_count: 0, messages_total: 0, chats: {} },
      truncated: false,
    })
    return
  }
  const unread = await unreadSnapshot(app, user)
  const replay =
    typeof since === 'string' ? await replayMessages(app, user, since, unread) : { messages: [], truncated: false }
  for (const message of replay.messages) socket.emit('chat:message', message)
  socket.emit('chat:sync', { server_time: serverTime, unread, truncated: replay.truncated })
}

/** Sends a stored message to both parties' user rooms (every page of theirs) and to staff watching the chat. */
function deliver(io: ChatServer, event: ChatMessageEvent): void {
  const { chat, message } = event
  const parties = [...new Set([chat.lessor, chat.traveller].filter(Boolean))]
  for (const party of parties) {
    const payload: SocketChatMessage = { chat, message, unread: event.unread[party] ?? 0, replayed: false }
    io.to(userRoom(party)).emit('chat:message', payload)
  }
  // The parties' sockets already got it through their user rooms (every socket of a user is in that room).
  io.to(chatRoom(chat.id))
    .except(parties.map(userRoom))
    .emit('chat:message', { chat, message, unread: null, replayed: false } satisfies SocketChatMessage)
}

/**
 * Socket.IO on the API's own HTTP server (path `/socket.io/`), fed by `app.chatEvents` after each
 * message is stored. With `REDIS_URL` the Redis adapter relays every emit to the other API
 * processes' sockets. Decision 0061.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app.ctx
    const io: ChatServer = new Server(app.server, {
      path: '/socket.io/',
      serveClient: false,
      // The site's pages connect from the site's origin; the ticket travels in the handshake, no cookies.
      cors: { origin: env.corsOrigins, credentials: false },
      // Incoming events are tiny ({ chat_id }); messages are sent over REST.
      maxHttpBufferSize: 16 * 1024,
      // WebSocket only: one connection holds the whole session, so several API processes behind
      // one address need no sticky sessions (long-polling's requests could reach different ones).
      transports: ['websocket'],
    })
    // The connections are the API's (redis/plugin.ts): they reconnect after an outage on their own.
    if (app.redis) {
      const { publisher, subscriber, prefix } = app.redis
      io.adapter(createAdapter(publisher, subscriber, { key: `${prefix}socket.io` }))
    }

    io.use((socket, next) => {
      // Shutting down (http/lifecycle.ts): the client tries again, and reaches another process.
      if (app.lifecycle.draining) {
        return next(handshakeError('server_draining', 'This API process is shutting down; connect again.'))
      }
      authenticateSocket(app, socket.handshake.auth?.ticket).then(
        (data) => {
          socket.data = data
          next()
        },
        (error: Error) => {
          if ('data' in error) return next(error)
          app.log.error({ err: error }, 'socket handshake failed')
          next(handshakeError('socket_failed', 'The server could not open the socket.'))
        },
      )
    })
    io.on('connection', (socket: ChatSocket) => {
      onConnection(app, socket, new EventRateLimiter(env.socketEventsPerSecond))
      sendSync(app, socket, socket.handshake.auth?.since).catch((error: unknown) =>
        app.log.error({ err: error }, 'socket catch-up failed'),
      )
    })
    app.chatEvents.on((event) => deliver(io, event))
    app.decorate('io', io)

    // Close the sockets before Fastify closes its server (open WebSockets would keep it waiting).
    // Closing their transports (not `disconnectSockets`, which tells clients not to come back) makes
    // the clients reconnect on their own — to another process, this one no longer accepts any.
    // Not io.close(): that closes the HTTP server too, which Fastify does itself.
    app.addHook('preClose', async () => {
      io.engine.close()
    })
  },
  { name: 'driftway-realtime', dependencies: ['driftway-chat', 'driftway-redis'] },
)
