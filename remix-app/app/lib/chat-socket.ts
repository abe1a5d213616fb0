import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Socket } from 'socket.io-client'
import type { ChatMessage } from '~/routes/chat/chat-types'

/**
 * Real-time chat in the browser (decision 0061): one Socket.IO connection per tab, shared by every
 * component that calls `useChatSocket` (the header's badge and toasts, the chat screen). The
 * browser holds no API token, so each (re)connection first asks the site server for a fresh
 * ticket (`POST /chat/socket-ticket`, answering `{ ticket, url }`) and sends it in the handshake.
 * After a reconnect the server replays what arrived meanwhile (`since` = the newest time this tab
 * saw) and sends the unread snapshot again; a replayed message is marked `replayed: true`.
 */

/** One message as the server pushes it (`chat:message`). */
export type ChatSocketMessage = {
  chat: { id: string; chat_type: string; lessor: string; traveller: string }
  /** Exactly as `GET /chat/{chatType}/{chatId}/message/` answers it. */
  message: ChatMessage
  /** This user's unread count of that chat after the message (null for staff watching). */
  unread: number | null
  /** Sent in the catch-up after a reconnect rather than live. */
  replayed: boolean
}

/** Unread messages over all the user's chats, as the server last told (and local reads since). */
type ChatUnread = {
  /** Chats with at least one unread message: the header badge. */
  chats_count: number
  messages_total: number
  /** Per chat id; chats without unread messages are absent. */
  chats: Record<string, number>
}

type ChatSocketStatus = 'off' | 'connecting' | 'connected' | 'reconnecting'

type ChatSocketState = {
  status: ChatSocketStatus
  /** Null until the first connection's snapshot arrived. */
  unread: ChatUnread | null
}

export type UseChatSocketOptions = {
  /** Called for every new message of the user's chats (live and replayed), once per message id. */
  onMessage?: (event: ChatSocketMessage) => void
  /** The chat open on screen: its room is joined while set, and it counts as read locally. */
  chatId?: string | null
  /** False for signed-out pages: no connection is opened for this caller. Default true. */
  enabled?: boolean
}

export type UseChatSocketResult = ChatSocketState & {
  /** Sets a chat's local unread count to zero (call after the API marked it read, e.g. when opening it). */
  markChatRead: (chatId: string) => void
}

/** The site server's ticket route (routes/chat/socket-ticket.ts). */
const SOCKET_TICKET_PATH = '/chat/socket-ticket'
export type SocketTicketAnswer =
  | { ok: true; ticket: string; url: string }
  | { ok: false; error_key: string; error_msg: string }

type Listener = (event: ChatSocketMessage) => void

/** Backoff after a refused handshake or an unreachable ticket route (the client retries network drops itself). */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000]
/** Idle time after the last subscriber leaves before the connection closes (a navigation re-subscribes at once). */
const LINGER_MS = 5000
const SEEN_IDS = 500

const emptyUnread = (): ChatUnread => ({ chats_count: 0, messages_total: 0, chats: {} })

function withChat(unread: ChatUnread | null, chatId: string, count: number): ChatUnread {
  const chats = { ...(unread ?? emptyUnread()).chats }
  if (count > 0) chats[chatId] = count
  else delete chats[chatId]
  const counts = Object.values(chats)
  return { chats_count: counts.length, messages_total: counts.reduce((sum, value) => sum + value, 0), chats }
}

class ChatSocketClient {
  private state: ChatSocketState = { status: 'off', unread: null }
  private readonly stateListeners = new Set<() => void>()
  private readonly messageListeners = new Set<Listener>()
  /** How many components want the connection, and which chats they watch (a chat id may be wanted twice). */
  private subscribers = 0
  private readonly watched = new Map<string, number>()
  private socket: Socket | null = null
  private opening = false
  private retries = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private lingerTimer: ReturnType<typeof setTimeout> | undefined
  /** The newest time this tab has seen (a message's created_at or the server's clock): the next `since`. */
  private since: string | undefined
  private readonly seen: string[] = []
  private readonly seenSet = new Set<string>()
  /** The ticket route answered "not signed in": nothing to reconnect to until a page loads again. */
  private signedOut = false

  getState = (): ChatSocketState => this.state
  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  private setState(next: Partial<ChatSocketState>): void {
    this.state = { ...this.state, ...next }
    for (const listener of this.stateListeners) listener()
  }

  onMessage(listener: Listener): () => void {
    this.messageListeners.add(listener)
    return () => this.messageListeners.delete(listener)
  }

  acquire(): void {
    this.subscribers += 1
    clearTimeout(this.lingerTimer)
    if (!this.socket && !this.opening) this.start()
  }

  release(): void {
    this.subscribers = Math.max(0, this.subscribers - 1)
    if (this.subscribers > 0) return
    clearTimeout(this.lingerTimer)
    this.lingerTimer = setTimeout(() => this.close(), LINGER_MS)
  }

  watch(chatId: string): () => void {
    this.watched.set(chatId, (this.watched.get(chatId) ?? 0) + 1)
    if (this.watched.get(chatId) === 1) this.join(chatId)
    return () => {
      const left = (this.watched.get(chatId) ?? 1) - 1
      if (left > 0) {
        this.watched.set(chatId, left)
        return
      }
      this.watched.delete(chatId)
      if (this.socket?.connected) this.socket.emit('chat:leave', { chat_id: chatId })
    }
  }

  markChatRead(chatId: string): void {
    if (this.state.unread?.chats[chatId]) this.setState({ unread: withChat(this.state.unread, chatId, 0) })
  }

  private join(chatId: string): void {
    if (this.socket?.connected) this.socket.emit('chat:join', { chat_id: chatId }, () => {})
  }

  private async fetchTicket(): Promise<SocketTicketAnswer | null> {
    try {
      const response = await fetch(SOCKET_TICKET_PATH, {
        method: 'POST',
        headers: { accept: 'application/json' },
        cache: 'no-store',
      })
      if (response.status === 401 || response.status === 403) {
        return { ok: false, error_key: 'not_authenticated', error_msg: '' }
      }
      if (!response.ok) return null
      return (await response.json()) as SocketTicketAnswer
    } catch {
      return null
    }
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer)
    if (this.subscribers === 0) return
    const delay = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)]!
    this.retries += 1
    this.retryTimer = setTimeout(() => {
      if (this.socket) this.socket.connect()
      else this.start()
    }, delay)
  }

  /** Opens the connection; a failure to load the client code counts as a refused attempt. */
  private start(): void {
    this.open().catch(() => {
      this.opening = false
      this.scheduleRetry()
    })
  }

  private async open(): Promise<void> {
    this.opening = true
    this.setState({ status: 'connecting' })
    const first = await this.fetchTicket()
    // Loaded before `opening` ends, so that no second caller opens a second socket meanwhile.
    const { io } = first?.ok ? await import('socket.io-client') : { io: null }
    this.opening = false
    if (this.subscribers === 0) return this.setState({ status: 'off' })
    if (!first) return this.scheduleRetry()
    // Signed out: nothing to connect to until the page changes.
    if (!first.ok || !io) return this.setState({ status: 'off' })
    this.signedOut = false
    let pending: string | null = first.ticket
    const socket = io(first.url, {
      path: '/socket.io/',
      // The API takes WebSocket only (no long-polling), so several API processes need no sticky sessions.
      transports: ['websocket'],
      // A fresh ticket for every (re)connection, and the newest time seen for the catch-up.
      auth: (send) => {
        const since = this.since
        if (pending) {
          const ticket = pending
          pending = null
          send({ ticket, since })
          return
        }
        void this.fetchTicket().then((answer) => {
          // Signed out meanwhile (another tab logged out): the refused handshake is not retried.
          if (answer && !answer.ok) this.signedOut = true
          send({ ticket: answer?.ok ? answer.ticket : '', since })
        })
      },
    })
    this.socket = socket
    socket.on('connect', () => {
      this.retries = 0
      this.setState({ status: 'connected' })
      for (const chatId of this.watched.keys()) this.join(chatId)
    })
    socket.on('disconnect', () => {
      if (this.socket !== socket) return
      this.setState({ status: 'reconnecting' })
      // The server cut it (over the event budget, shutting down): the client does not retry that by itself.
      if (!socket.active) this.scheduleRetry()
    })
    // A refused handshake (expired or missing ticket, ended session) is not retried by the client itself.
    socket.on('connect_error', () => {
      if (this.socket !== socket) return
      this.setState({ status: 'reconnecting' })
      if (this.signedOut) return this.close()
      if (!socket.active) this.scheduleRetry()
    })
    socket.on('chat:message', (event: ChatSocketMessage) => this.receive(event))
    socket.on('chat:sync', (sync: { server_time: string; unread: ChatUnread }) => {
      this.advance(sync.server_time)
      let unread = sync.unread
      for (const chatId of this.watched.keys()) unread = withChat(unread, chatId, 0)
      this.setState({ unread })
    })
  }

  private close(): void {
    clearTimeout(this.retryTimer)
    // Forgotten first: its own `disconnect` event must not schedule a retry.
    const socket = this.socket
    this.socket = null
    socket?.disconnect()
    this.setState({ status: 'off' })
  }

  private advance(time: string): void {
    if (!this.since || time > this.since) this.since = time
  }

  private receive(event: ChatSocketMessage): void {
    const id = event.message.id
    if (this.seenSet.has(id)) return
    this.seenSet.add(id)
    this.seen.push(id)
    if (this.seen.length > SEEN_IDS) this.seenSet.delete(this.seen.shift()!)
    this.advance(event.message.created_at)
    if (event.unread !== null) {
      const count = this.watched.has(event.chat.id) ? 0 : event.unread
      this.setState({ unread: withChat(this.state.unread, event.chat.id, count) })
    }
    for (const listener of this.messageListeners) listener(event)
  }
}

let shared: ChatSocketClient | null = null
const client = (): ChatSocketClient => {
  shared ??= new ChatSocketClient()
  return shared
}

const serverState: ChatSocketState = { status: 'off', unread: null }
const noop = () => () => {}

/**
 * The tab's chat socket. Every caller shares one connection; it opens when the first enabled
 * caller mounts and closes a few seconds after the last one unmounts.
 *
 *   const { status, unread, markChatRead } = useChatSocket({ chatId, onMessage: (event) => … })
 *
 * `onMessage` may change on every render (the newest one is called). Events: `chat:message`
 * (ChatSocketMessage) for both parties' every message, stored before it is sent; `chat:sync` (the
 * unread snapshot, folded into `unread`) after every (re)connection.
 */
export function useChatSocket(options: UseChatSocketOptions = {}): UseChatSocketResult {
  const { onMessage, chatId = null, enabled = true } = options
  const latest = useRef(onMessage)
  latest.current = onMessage

  useEffect(() => {
    if (!enabled) return
    const socket = client()
    const stop = socket.onMessage((event) => latest.current?.(event))
    socket.acquire()
    return () => {
      stop()
      socket.release()
    }
  }, [enabled])

  useEffect(() => {
    if (!enabled || !chatId) return
    const socket = client()
    socket.markChatRead(chatId)
    return socket.watch(chatId)
  }, [enabled, chatId])

  const state = useSyncExternalStore(
    enabled ? client().subscribeState : noop,
    enabled ? client().getState : () => serverState,
    () => serverState,
  )
  return { ...state, markChatRead: (id: string) => client().markChatRead(id) }
}
