import { asUser } from '@driftway/collections'
import { isLessorRole } from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { UserDoc } from '../auth/users'
import { chatsWhere } from '../chat/service'
import { type ChatDoc, type MessageDoc, toMessageView } from '../chat/view'
import { idOf } from '../listings/pricing-input'
import type { SocketChatMessage } from './plugin'

/** The unread state of a user over all their chats: the header badge and per chat. */
export type ChatUnread = {
  /** Chats with at least one unread message (the header badge). */
  chats_count: number
  messages_total: number
  /** Unread messages per chat id; chats without unread messages are left out. */
  chats: Record<string, number>
}

/** At most this many missed messages are replayed on a reconnect; beyond it the client refetches. */
export const REPLAY_LIMIT = 100
/**
 * The replay starts this long before the client's `since`: a message is stamped when it is
 * written but published after its transaction commits, so one stamped just before `since` may
 * not have reached the client yet. The client drops messages it already has (by id).
 */
const REPLAY_OVERLAP_MS = 10_000
/** A `since` further back than this is not replayed from (the client refetches its lists instead). */
const REPLAY_HORIZON_MS = 7 * 24 * 3600 * 1000

const unreadField = (user: UserDoc) => (isLessorRole(user.role) ? 'unread_for_lessor' : 'unread_for_traveller')

export async function unreadSnapshot(app: FastifyInstance, user: UserDoc): Promise<ChatUnread> {
  const field = unreadField(user)
  const { docs } = await app.ctx.payload.find({
    collection: 'chats',
    where: { and: [chatsWhere(user), { [field]: { greater_than: 0 } }] },
    select: { unread_for_lessor: true, unread_for_traveller: true },
    depth: 0,
    pagination: false,
    ...asUser(user),
  })
  const chats: Record<string, number> = {}
  for (const doc of docs) chats[String(doc.id)] = Number((doc as Record<string, unknown>)[field] ?? 0)
  const counts = Object.values(chats)
  return {
    chats_count: counts.length,
    messages_total: counts.reduce((sum, count) => sum + count, 0),
    chats,
  }
}

/**
 * The messages of `user`'s chats stamped after `since` (an ISO time the client last saw: a
 * message's `created_at` or the server's `server_time`), oldest first, as `chat:message` events.
 * The same rows `GET …/message/` would show them (the caller's own access rules apply).
 */
export async function replayMessages(
  app: FastifyInstance,
  user: UserDoc,
  since: string,
  unread: ChatUnread,
): Promise<{ messages: SocketChatMessage[]; truncated: boolean }> {
  const sinceMs = Date.parse(since)
  if (!Number.isFinite(sinceMs)) return { messages: [], truncated: false }
  const from = new Date(Math.max(sinceMs - REPLAY_OVERLAP_MS, Date.now() - REPLAY_HORIZON_MS)).toISOString()
  const { payload, env } = app.ctx
  const found = await payload.find({
    collection: 'messages',
    // Messages carry their chat's lessor and traveller, so the chat list's filter applies as it is.
    where: { and: [chatsWhere(user), { createdAt: { greater_than: from } }] },
    sort: ['createdAt', 'id'],
    limit: REPLAY_LIMIT,
    depth: 0,
    ...asUser(user),
  })
  const docs = found.docs as MessageDoc[]
  const chatIds = [...new Set(docs.map((doc) => idOf(doc.chat) ?? ''))]
  const chats = chatIds.length
    ? ((
        await payload.find({
          collection: 'chats',
          where: { id: { in: chatIds } },
          depth: 0,
          pagination: false,
          ...asUser(user),
        })
      ).docs as ChatDoc[])
    : []
  const byId = new Map(chats.map((chat) => [String(chat.id), chat]))
  const messages: SocketChatMessage[] = []
  for (const doc of docs) {
    const chat = byId.get(idOf(doc.chat) ?? '')
    if (!chat) continue
    const view = toMessageView(doc, chat, env)
    messages.push({
      chat: {
        id: String(chat.id),
        chat_type: view.chat_type,
        lessor: idOf(chat.lessor) ?? '',
        traveller: idOf(chat.traveller) ?? '',
      },
      message: view,
      unread: unread.chats[String(chat.id)] ?? 0,
      replayed: true,
    })
  }
  return { messages, truncated: found.totalDocs > docs.length }
}
