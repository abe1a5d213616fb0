import { io, type Socket } from 'socket.io-client'
import { expect } from 'vitest'
import type { HttpAnswer } from './http'

/** What the API pushes on `chat:message` (api/src/realtime/plugin.ts). */
type PushedMessage = {
  chat: { id: string; chat_type: string; lessor: string; traveller: string }
  message: { id: string; chat: string; author: string | null; message: string; type: string; created_at: string }
  unread: number | null
  replayed: boolean
}
type PushedSync = {
  server_time: string
  unread: { chats_count: number; messages_total: number; chats: Record<string, number> }
  truncated: boolean
}
type Ack = { ok: true } | { ok: false; error_key: string; error_msg: string }

/** A connected test socket: everything pushed to it so far, and waits for what comes next. */
export type TestSocket = {
  socket: Socket
  messages: PushedMessage[]
  syncs: PushedSync[]
  /** Resolves with the first pushed message (already received or coming) that `match` accepts. */
  nextMessage: (match: (message: PushedMessage) => boolean, timeoutMs?: number) => Promise<PushedMessage>
  emit: (event: string, body: unknown) => Promise<Ack>
  close: () => void
}

type Requester = (
  method: string,
  path: string,
  options?: { token?: string; headers?: Record<string, string> },
) => Promise<HttpAnswer>

/** A fresh socket ticket from `POST /chat/socket-ticket/` for the bearer `token`. */
async function socketTicket(request: Requester, token: string): Promise<string> {
  const answer = await request('POST', '/chat/socket-ticket/', { token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.ticket as string
}

/** Opens a socket with `auth` (no automatic reconnection); rejects with the handshake's refusal. */
export function openSocket(baseUrl: string, auth: Record<string, unknown>): Promise<TestSocket> {
  const socket = io(baseUrl, { path: '/socket.io/', auth, transports: ['websocket'], reconnection: false })
  const messages: PushedMessage[] = []
  const syncs: PushedSync[] = []
  const waiters: { match: (message: PushedMessage) => boolean; resolve: (message: PushedMessage) => void }[] = []
  socket.on('chat:message', (message: PushedMessage) => {
    messages.push(message)
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(message)
      }
    }
  })
  const firstSync = new Promise<void>((resolve) => {
    socket.on('chat:sync', (sync: PushedSync) => {
      syncs.push(sync)
      resolve()
    })
  })
  const testSocket: TestSocket = {
    socket,
    messages,
    syncs,
    nextMessage: (match, timeoutMs = 10_000) => {
      const seen = messages.find(match)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching chat:message arrived')), timeoutMs)
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer)
            resolve(message)
          },
        })
      })
    },
    emit: (event, body) => socket.timeout(10_000).emitWithAck(event, body) as Promise<Ack>,
    close: () => socket.disconnect(),
  }
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error: Error & { data?: unknown }) => {
      socket.disconnect()
      reject(error)
    })
    // Connected and caught up: the first `chat:sync` follows every handshake.
    socket.once('connect', () => {
      firstSync.then(() => resolve(testSocket), reject)
    })
  })
}

/** Connects as the holder of `token` (a fresh ticket each time), optionally catching up from `since`. */
export async function connectAs(baseUrl: string, request: Requester, token: string, since?: string) {
  return openSocket(baseUrl, { ticket: await socketTicket(request, token), ...(since ? { since } : {}) })
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
