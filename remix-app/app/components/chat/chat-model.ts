import { type ChatType, chatTypes } from '@driftway/domain/chat/types'
import { isNightKey, type NightKey, nightKeyOf } from '@driftway/domain/dates'

/**
 * The chat screen's rules that need no browser (booking spec §2 Chat screen, §4 Chat, §5 Chat, §9):
 * day dividers, message runs, the attachment strip, when to stick to the bottom, the draft query
 * and the unread cap. Unit-tested beside this file.
 */

/** "The view scrolls to the bottom when there are more than 5 messages" (§2, §9). */
const SCROLL_TO_BOTTOM_AFTER = 5
/** "Attachment grid shows 3 images then +N files" (§2, §9). */
const STRIP_IMAGES = 3
/** "Unread badge caps at 99" (§9). */
const UNREAD_CAP = 99

export const scrollsToBottom = (messageCount: number): boolean => messageCount > SCROLL_TO_BOTTOM_AFTER

/** An unread count as a badge shows it: 1…99, then "99+"; null when there is nothing unread. */
export function unreadLabel(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count)
}

/** The fields of a message these rules read (`created_at` as the API writes it, ISO 8601). */
export type MessageLike = { id: string; author: string | null; type: 'user' | 'system'; created_at: string }

/** Unix seconds of an ISO moment (0 when it does not parse, so a bad row sorts first instead of breaking the list). */
const secondsOf = (iso: string): number => {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000)
}

/** Messages merged from the page, the socket and the composer: each once, oldest first. */
export function mergeMessages<M extends MessageLike>(...lists: readonly (readonly M[])[]): M[] {
  const byId = new Map<string, M>()
  for (const list of lists) for (const message of list) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => secondsOf(a.created_at) - secondsOf(b.created_at) || (a.id < b.id ? -1 : 1))
}

export type TimelineItem<M extends MessageLike> =
  | { kind: 'day'; key: NightKey }
  | {
      kind: 'message'
      message: M
      /** Its `created_at` in unix seconds. */
      at: number
      /** First of a run by the same author (shows the avatar and name). */
      startsRun: boolean
      /** Last of a run (shows the time under the bubble). */
      endsRun: boolean
    }

/** Messages of one author closer together than this form one run (one avatar, one time). */
const RUN_GAP_SECONDS = 5 * 60

/**
 * The message list as drawn: a divider before the first message of every calendar day in
 * `timezone`, and each message marked as the start or end of a run of one author's messages.
 * System messages (booking status lines) always stand alone. Expects oldest first.
 */
export function timeline<M extends MessageLike>(messages: readonly M[], timezone: string): TimelineItem<M>[] {
  const items: TimelineItem<M>[] = []
  let day: NightKey | null = null
  const at = messages.map((message) => secondsOf(message.created_at))
  messages.forEach((message, index) => {
    const key = nightKeyOf(at[index]!, timezone)
    if (key !== day) {
      items.push({ kind: 'day', key })
      day = key
    }
    const previous = messages[index - 1]
    const next = messages[index + 1]
    const joins = (a: M | undefined, b: M | undefined, aAt: number, bAt: number) =>
      Boolean(a && b) &&
      a!.type === 'user' &&
      b!.type === 'user' &&
      a!.author === b!.author &&
      bAt - aAt < RUN_GAP_SECONDS &&
      nightKeyOf(aAt, timezone) === nightKeyOf(bAt, timezone)
    items.push({
      kind: 'message',
      message,
      at: at[index]!,
      startsRun: !joins(previous, message, at[index - 1] ?? 0, at[index]!),
      endsRun: !joins(message, next, at[index]!, at[index + 1] ?? 0),
    })
  })
  return items
}

/** An attachment as the API lists it beside a message (links signed for a while). */
export type ListedAttachment = { kind: 'image' | 'file'; url: string; name: string | null }

export type AttachmentStrip = {
  /** Up to three images, newest first. */
  images: ListedAttachment[]
  /** Every attachment not shown as a thumbnail (the "+N"). */
  more: number
  /** Every attachment of the conversation, newest first (what "+N" opens). */
  all: ListedAttachment[]
}

/**
 * The conversation's thumbnail strip: the three newest images, then "+N" for every other
 * attachment (older images and files). Expects messages oldest first.
 */
export function attachmentStrip(messages: readonly { attachments: readonly ListedAttachment[] }[]): AttachmentStrip {
  const all = messages.flatMap((message) => [...message.attachments].reverse()).reverse()
  const images = all.filter((attachment) => attachment.kind === 'image').slice(0, STRIP_IMAGES)
  return { images, more: all.length - images.length, all }
}

export const isChatType = (value: unknown): value is ChatType =>
  typeof value === 'string' && (chatTypes as readonly string[]).includes(value)

export type DraftQuery = { type: ChatType; lessor: string; vehicle: string; start: NightKey; end: NightKey }

const idPattern = /^[A-Za-z0-9_-]{1,64}$/

/**
 * A draft chat's query from a detail page (§2: lessor, start, end, vehicle; §5: "a draft chat
 * starts only when lessor, start, end and vehicle params are all present"): all four valid, the
 * return after the pickup, or null. `type` names the listing kind (vehicle when absent).
 */
export function readDraftQuery(params: URLSearchParams): DraftQuery | null {
  const lessor = params.get('lessor') ?? ''
  const vehicle = params.get('vehicle') ?? ''
  const start = params.get('start')
  const end = params.get('end')
  const type = params.get('type') ?? 'vehicle'
  if (!idPattern.test(lessor) || !idPattern.test(vehicle)) return null
  if (!isNightKey(start) || !isNightKey(end) || end <= start) return null
  if (!isChatType(type)) return null
  return { type, lessor, vehicle, start, end }
}

/** The chat screen's address of a conversation (§2: /chat/{id}?type=…). */
export const chatPath = (id: string, type: ChatType): string => `/chat/${encodeURIComponent(id)}?type=${type}`

/** The draft chat's address a detail page links to. */
export function draftChatPath(query: DraftQuery): string {
  const params = new URLSearchParams({
    type: query.type,
    lessor: query.lessor,
    vehicle: query.vehicle,
    start: query.start,
    end: query.end,
  })
  return `/chat?${params}`
}
