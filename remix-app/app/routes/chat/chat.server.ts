import { type ChatAttachment, formatAttachments } from '@driftway/domain/chat/marker'
import { type ChatType, chatPathTypeFor, chatTypeForKind } from '@driftway/domain/chat/types'
import { kindForLessorRole, type ListingKind } from '@driftway/domain/roles'
import type { ApiResponse } from '~/lib/api.server'
import type { ApiAnswer } from '~/lib/api-schema'
import type { Auth } from '~/lib/auth.server'
import type { BookingPage, BookingRow } from '../booking/booking-types'
import type { ChatMessage, ChatPage, ChatUpload, ChatView } from './chat-types'

/**
 * The chat calls of booking spec §7 as the chat screen makes them, with the session's token:
 * `GET /chat/` (travelers) or `/chat/{chatType}/` (a lessor's own kind), the messages of one chat
 * (fetching them zeroes the reader's unread count, §4) and posting one.
 */

const kindByChatType: Record<ChatType, ListingKind> = {
  vehicle: 'recreational_vehicle',
  campsite: 'campsite',
  boat: 'boat',
}
export const kindOfChatType = (type: ChatType): ListingKind => kindByChatType[type]

const chatBase = (type: ChatType) => `/chat/${chatPathTypeFor(type)}/`
const messagesPath = (type: ChatType, id: string) => `${chatBase(type)}${encodeURIComponent(id)}/message/`

/** The caller's chats, most recent first, with the badge totals; null when the API did not answer. */
export async function listChats(auth: Auth, role: number): Promise<ChatPage | null> {
  const kind = kindForLessorRole(role)
  const type = kind ? chatTypeForKind(kind) : null
  const response = await auth.api<ChatPage>(`${type ? chatBase(type) : '/chat/'}?limit=100`)
  return response.ok ? response.data : null
}

/** One conversation for the pane header; the API answers 404 to anyone but its two parties. */
export function loadChat(auth: Auth, type: ChatType, id: string) {
  return auth.api<ChatView>(`${chatBase(type)}${encodeURIComponent(id)}/`)
}

/** How many messages one page of the pane shows (the newest; older ones on request). */
const MESSAGE_PAGE = 50

/**
 * The newest `MESSAGE_PAGE` messages of a chat from `offset` (0 = the newest), oldest first, and
 * whether older ones exist. The API answers 404 for a chat the caller is no party to.
 */
export async function loadMessages(
  auth: Auth,
  type: ChatType,
  id: string,
  offset = 0,
): Promise<{ ok: true; messages: ChatMessage[]; hasEarlier: boolean } | { ok: false; status: number }> {
  const params = new URLSearchParams({ order_by: '-created_at', limit: String(MESSAGE_PAGE), offset: String(offset) })
  const response = await auth.api<ApiAnswer<'/chat/{chatType}/{chatId}/message/'>>(
    `${messagesPath(type, id)}?${params}`,
  )
  if (!response.ok) return { ok: false, status: response.status }
  return { ok: true, messages: [...response.data.results].reverse(), hasEarlier: response.data.has_more }
}

/**
 * Posts what the composer holds: the attachments as one marker-format message, then the text
 * (§5: empty text is not sent). Stops at the first refusal.
 */
export async function postMessages(
  auth: Auth,
  type: ChatType,
  id: string,
  text: string,
  attachments: ChatAttachment[],
): Promise<{ ok: true; messages: ChatMessage[] } | (ApiResponse<unknown> & { ok: false })> {
  const bodies = [...(attachments.length > 0 ? [formatAttachments(attachments)] : []), ...(text.trim() ? [text] : [])]
  const sent: ChatMessage[] = []
  for (const message of bodies) {
    const response = await auth.api<ChatMessage>(messagesPath(type, id), { method: 'POST', json: { message } })
    if (!response.ok) return response
    sent.push(response.data)
  }
  return { ok: true, messages: sent }
}

/** Opens the draft chat of a detail page, or finds the one that exists (§7 POST /chat/{chatType}/). */
export function openChat(
  auth: Auth,
  type: ChatType,
  body: { listing: string; lessor: string; pickup_timestamp: number; return_timestamp: number },
) {
  return auth.api<ChatView>(chatBase(type), { method: 'POST', json: body })
}

/** The booking a chat belongs to, as the caller's side reads it (for the actions inside the chat). */
export async function loadChatBooking(
  auth: Auth,
  side: 'travel' | 'lease',
  kind: ListingKind,
  bookingId: string,
): Promise<BookingRow | null> {
  const response = await auth.api<BookingRow | BookingPage>(
    `/reservation/${kind}/booking/${side}/${encodeURIComponent(bookingId)}/`,
  )
  if (!response.ok) return null
  return 'results' in response.data ? (response.data.results[0] ?? null) : response.data
}

/** One file for the chat, through the API's upload check; the answer carries its marker-format message. */
export function uploadAttachment(auth: Auth, type: ChatType, id: string, file: File) {
  const form = new FormData()
  form.append('file', file, file.name)
  return auth.api<ChatUpload>(`${chatBase(type)}${encodeURIComponent(id)}/attachment/`, { method: 'POST', form })
}
