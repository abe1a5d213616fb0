import { asSystem, asUser } from '@driftway/collections'
import {
  type BookingStatus,
  bookingMachine,
  bookingStatusLabels,
  type ChatPathType,
  type ChatType,
  chatPathTypeFor,
  chatTypeForKind,
  currentTimestamp,
  isAttachmentMessage,
  isLessorRole,
  isTravelerRole,
  kindForChatPathType,
  kindForLessorRole,
  type OpenChatBody,
  type PostMessageBody,
  sanitizeMessageText,
} from '@driftway/domain'
import type { FastifyInstance } from 'fastify'
import type { PayloadRequest, Where } from 'payload'
import type { UserDoc } from '../auth/users'
import type { BookingEvent } from '../bookings/events'
import type { BookingDoc } from '../bookings/view'
import { afterCommit, withTransaction } from '../http/transaction'
import { findVisibleListing } from '../listings/bundle'
import { idOf } from '../listings/pricing-input'
import { normalizeAttachmentMessage } from './attachments'
import { chatErrors } from './errors'
import type { ChatMessageEvent } from './events'
import { type ChatDoc, type ChatSide, type MessageDoc, sideOf, toMessageView, unreadFor } from './view'

const PREVIEW_LENGTH = 200

/**
 * The chat `chatId` of type `pathType` that `user` takes part in, and which side they are. An
 * unknown or malformed id, another type, or someone else's chat: the same 404 (nothing to probe).
 */
export async function findPartyChat(
  app: FastifyInstance,
  user: UserDoc,
  pathType: ChatPathType,
  chatId: string,
  req?: PayloadRequest,
): Promise<{ chat: ChatDoc; side: ChatSide }> {
  let chat: ChatDoc | null = null
  try {
    chat = (await app.ctx.payload.findByID({
      collection: 'chats',
      id: chatId,
      depth: 0,
      disableErrors: true,
      ...asSystem(),
      req,
    })) as ChatDoc | null
  } catch {
    chat = null
  }
  const side = chat ? sideOf(chat, String(user.id)) : null
  if (!chat || !side || chatPathTypeFor(chat.type as ChatType) !== pathType) throw chatErrors.notFound()
  return { chat, side }
}

/**
 * Which chats `user` sees: their own as traveler or as lessor. With a type, a lessor must lease
 * that kind (403 otherwise, as the lessor booking routes answer).
 */
export function chatsWhere(user: UserDoc, pathType?: ChatPathType): Where {
  const me = String(user.id)
  const parties: Where = isLessorRole(user.role) ? { lessor: { equals: me } } : { traveller: { equals: me } }
  if (!pathType) return parties
  const kind = kindForChatPathType(pathType)
  if (isLessorRole(user.role) && kindForLessorRole(user.role) !== kind) throw chatErrors.otherKind()
  return { and: [parties, { type: { equals: chatTypeForKind(kind) } }] }
}

/** Over all chats of `user`: how many have unread messages, and how many messages are unread (the header badge). */
export async function unreadTotals(
  app: FastifyInstance,
  user: UserDoc,
): Promise<{ unread_chats_count: number; unread_messages_total: number }> {
  const field = isLessorRole(user.role) ? 'unread_for_lessor' : 'unread_for_traveller'
  const { docs } = await app.ctx.payload.find({
    collection: 'chats',
    where: { and: [chatsWhere(user), { [field]: { greater_than: 0 } }] },
    select: { unread_for_lessor: true, unread_for_traveller: true },
    depth: 0,
    pagination: false,
    ...asUser(user),
  })
  const counts = docs.map((doc) => Number((doc as Record<string, unknown>)[field] ?? 0))
  return { unread_chats_count: counts.length, unread_messages_total: counts.reduce((sum, count) => sum + count, 0) }
}

/**
 * POST /chat/{chatType}/: the traveler's chat about a listing and dates — the draft a detail page
 * opens (booking §2, §5), or the chat that already exists for the same traveler, listing and
 * dates (a draft, or the chat of the booking made meanwhile).
 */
export async function openChat(
  app: FastifyInstance,
  user: UserDoc,
  pathType: ChatPathType,
  body: OpenChatBody,
): Promise<{ chat: ChatDoc; created: boolean }> {
  if (!isTravelerRole(user.role)) throw chatErrors.onlyTraveler()
  const { payload } = app.ctx
  const me = String(user.id)
  if (body.traveller && body.traveller !== me) throw chatErrors.travelerMismatch()
  const listing = await findVisibleListing(payload, kindForChatPathType(pathType), body.listing, null)
  if (body.lessor && body.lessor !== idOf(listing.lessor)) throw chatErrors.lessorMismatch()
  return withTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'chats',
      where: {
        and: [
          { traveller: { equals: me } },
          { listing: { equals: String(listing.id) } },
          { pickup_timestamp: { equals: body.pickup_timestamp } },
          { return_timestamp: { equals: body.return_timestamp } },
        ],
      },
      // A booking's chat wins over a leftover draft.
      sort: ['is_draft', '-createdAt'],
      limit: 1,
      depth: 0,
      ...asUser(user),
      req,
    })
    if (docs[0]) return { chat: docs[0] as ChatDoc, created: false }
    const chat = (await payload.create({
      collection: 'chats',
      data: {
        listing: String(listing.id),
        traveller: me,
        pickup_timestamp: body.pickup_timestamp,
        return_timestamp: body.return_timestamp,
        is_draft: true,
      },
      depth: 0,
      ...asUser(user),
      req,
    })) as ChatDoc
    return { chat, created: true }
  })
}

/**
 * Inside the booking's creating transaction: the booking gets its chat — the traveler's draft
 * about the same listing and dates becomes it (no longer a draft), else a new one — and the
 * booking points at it.
 */
export async function attachBookingChat(
  app: FastifyInstance,
  req: PayloadRequest,
  booking: BookingDoc,
): Promise<BookingDoc> {
  const { payload } = app.ctx
  const listing = idOf(booking.listing)!
  const traveler = idOf(booking.traveller)!
  const { docs } = await payload.find({
    collection: 'chats',
    where: {
      and: [
        { traveller: { equals: traveler } },
        { listing: { equals: listing } },
        { pickup_timestamp: { equals: booking.pickup_timestamp } },
        { return_timestamp: { equals: booking.return_timestamp } },
        { is_draft: { equals: true } },
        { booking: { exists: false } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    ...asSystem(),
    req,
  })
  const data = {
    booking: String(booking.id),
    is_draft: false,
    pickup_timestamp: booking.pickup_timestamp,
    return_timestamp: booking.return_timestamp,
  }
  const chat = docs[0]
    ? await payload.update({ collection: 'chats', id: docs[0].id, data, depth: 0, ...asSystem(), req })
    : await payload.create({
        collection: 'chats',
        data: { ...data, listing, traveller: traveler },
        depth: 0,
        ...asSystem(),
        req,
      })
  return (await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { chat: String(chat.id) },
    depth: 0,
    ...asSystem(),
    req,
  })) as BookingDoc
}

/** Stores `message` in `chat`, moves the chat's preview and the unread counters, and publishes it after commit. */
async function storeMessage(
  app: FastifyInstance,
  req: PayloadRequest,
  chat: ChatDoc,
  data: Pick<MessageDoc, 'message' | 'type' | 'new_booking_status' | 'attachments'> & { author?: string | null },
  options: {
    /** The party writing, or null for a system message. */
    writer: UserDoc | null
    unreadFor: ChatSide[]
    preview: string
  },
): Promise<MessageDoc> {
  const { payload, env } = app.ctx
  const stored = (await payload.create({
    collection: 'messages',
    data: { ...data, chat: String(chat.id) },
    depth: 0,
    // A party writes as themselves (the collection's hook checks it again); system messages as the server.
    ...(options.writer ? asUser(options.writer) : asSystem()),
    req,
  })) as MessageDoc
  // Re-read inside the transaction so two messages in a row both count.
  const current = (await payload.findByID({
    collection: 'chats',
    id: chat.id,
    depth: 0,
    ...asSystem(),
    req,
  })) as ChatDoc
  const unread = {
    lessor: unreadFor(current, 'lessor') + (options.unreadFor.includes('lessor') ? 1 : 0),
    traveller: unreadFor(current, 'traveller') + (options.unreadFor.includes('traveller') ? 1 : 0),
  }
  const updated = (await payload.update({
    collection: 'chats',
    id: chat.id,
    data: {
      unread_for_lessor: unread.lessor,
      unread_for_traveller: unread.traveller,
      last_message_at_ts: currentTimestamp(),
      last_message_preview: options.preview.slice(0, PREVIEW_LENGTH),
    },
    depth: 0,
    ...asSystem(),
    req,
  })) as ChatDoc
  const lessor = idOf(updated.lessor) ?? ''
  const traveler = idOf(updated.traveller) ?? ''
  const event: ChatMessageEvent = {
    chat: { id: String(updated.id), chat_type: chatPathTypeFor(updated.type as ChatType), lessor, traveller: traveler },
    message: toMessageView(stored, updated, env),
    unread: { [lessor]: unread.lessor, [traveler]: unread.traveller },
  }
  afterCommit(req, () =>
    app.chatEvents.emit(event, (error) => app.log.error({ err: error }, 'chat event listener failed')),
  )
  return stored
}

/**
 * POST …/message/: a party writes plain text (sanitised, at most MESSAGE_MAX_LENGTH) or an
 * attachment message (marker format, only their own chat uploads). The other party's unread
 * count goes up by one.
 */
export async function postUserMessage(
  app: FastifyInstance,
  user: UserDoc,
  chat: ChatDoc,
  side: ChatSide,
  body: PostMessageBody,
): Promise<MessageDoc> {
  const me = String(user.id)
  if (body.author && body.author !== me) throw chatErrors.authorMismatch()
  if (body.chat && body.chat !== String(chat.id)) throw chatErrors.chatMismatch()
  const { payload, env } = app.ctx
  return withTransaction(payload, async (req) => {
    const text = sanitizeMessageText(body.message)
    let message = text
    let attachments: MessageDoc['attachments'] = []
    let preview = text
    if (isAttachmentMessage(text)) {
      const normalized = await normalizeAttachmentMessage(payload, env, req, me, text)
      message = normalized.message
      attachments = normalized.attachments.map((attachment) => ({
        kind: attachment.kind,
        url: attachment.url,
        name: attachment.kind === 'file' ? attachment.name : null,
      }))
      const count = normalized.attachments.length
      preview = count === 1 ? '1 attachment' : `${count} attachments`
    } else if (text === '') {
      throw chatErrors.emptyMessage()
    }
    return storeMessage(
      app,
      req,
      chat,
      { author: me, message, type: 'user', attachments },
      { writer: user, unreadFor: [side === 'lessor' ? 'traveller' : 'lessor'], preview },
    )
  })
}

/** Opening a chat (reading its messages) clears the caller's unread count. */
export async function markChatRead(app: FastifyInstance, chat: ChatDoc, side: ChatSide): Promise<void> {
  if (unreadFor(chat, side) === 0) return
  const { payload } = app.ctx
  await withTransaction(payload, (req) =>
    payload.update({
      collection: 'chats',
      id: chat.id,
      data: side === 'lessor' ? { unread_for_lessor: 0 } : { unread_for_traveller: 0 },
      depth: 0,
      ...asSystem(),
      req,
    }),
  )
}

/**
 * Every status change of a booking (and its creation) becomes a system message in its chat with
 * `new_booking_status`; it counts as unread for the party that did not cause it (both for the
 * provider's and the deadline job's changes).
 */
export async function postBookingStatusMessage(app: FastifyInstance, event: BookingEvent): Promise<void> {
  if (event.action === 'reminder' || event.action === 'remainder_due') return
  const status = event.booking.status as BookingStatus
  if (event.action !== 'created' && event.from === status) return
  const chatId = idOf(event.booking.chat)
  if (!chatId) return
  const { payload } = app.ctx
  const actor = event.action === 'created' ? 'traveler' : bookingMachine[event.action].actor
  const unread: ChatSide[] =
    actor === 'traveler' ? ['lessor'] : actor === 'lessor' ? ['traveller'] : ['lessor', 'traveller']
  const label = bookingStatusLabels[status] ?? status
  await withTransaction(payload, async (req) => {
    const chat = (await payload.findByID({ collection: 'chats', id: chatId, depth: 0, ...asSystem(), req })) as ChatDoc
    await storeMessage(
      app,
      req,
      chat,
      { author: null, message: `Booking status: ${label}`, type: 'system', new_booking_status: status },
      { writer: null, unreadFor: unread, preview: `Booking status: ${label}` },
    )
  })
}
