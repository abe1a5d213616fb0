import { type ChatAttachment, MAX_ATTACHMENTS_PER_MESSAGE } from '@driftway/domain/chat/marker'
import { MESSAGE_MAX_LENGTH } from '@driftway/domain/chat/text'
import { chatTypeForKind } from '@driftway/domain/chat/types'
import { localNoonTimestamp } from '@driftway/domain/dates'
import { isLessorRole } from '@driftway/domain/roles'
import { data, redirect } from 'react-router'
import { chatPath, isChatType, readDraftQuery } from '~/components/chat/chat-model'
import { ChatScreen } from '~/components/chat/chat-screen'
import { fixedT } from '~/i18n/instance'
import { badRequest, failure, readSubmission, requireUser } from '~/lib/auth.server'
import { localizedTitle } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { languageFromMatches } from '~/lib/root-data'
import { bookingAction } from '../bookings/bookings.server'
import { loadDetailPage } from '../listing-detail/listing-api.server'
import type { Route } from './+types/chat'
import {
  kindOfChatType,
  listChats,
  loadChat,
  loadChatBooking,
  loadMessages,
  openChat,
  postMessages,
} from './chat.server'

/**
 * The chat screen (booking spec §2 Chat screen, §4 Chat, §5 Chat): `/chat` lists the
 * conversations, `/chat/{id}?type=vehicle|campsite|boat` opens one (reading its messages zeroes
 * its unread count), `/chat?type=&lessor=&vehicle=&start=&end=` is the draft chat a detail page
 * opens. Only the two parties see a chat: the API answers 404 to anyone else, and so does this page.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { auth, user } = await requireUser(context, url)
  const side = isLessorRole(user.role) ? ('lease' as const) : ('travel' as const)
  const now = Math.floor(Date.now() / 1000)
  const lng = auth.lng

  if (params.id) {
    const type = url.searchParams.get('type') ?? 'vehicle'
    if (!isChatType(type)) throw data(null, { status: 404 })
    // Messages first: reading them zeroes this reader's unread count, which the list then shows.
    // `?earlier=N`: the page before the newest N ("show earlier messages").
    const earlier = Math.min(Math.max(Number.parseInt(url.searchParams.get('earlier') ?? '0', 10) || 0, 0), 100_000)
    const page = await loadMessages(auth, type, params.id, earlier)
    if (!page.ok) {
      if (page.status === 404 || page.status === 403 || page.status === 400) throw data(null, { status: 404 })
      throw data(null, { status: 503 })
    }
    const [chat, chats] = await Promise.all([loadChat(auth, type, params.id), listChats(auth, user.role)])
    if (!chat.ok) throw data(null, { status: chat.status === 404 ? 404 : 503 })
    const kind = kindOfChatType(type)
    const bookingId = chat.data.booking_request?.id
    const booking = bookingId ? await loadChatBooking(auth, side, kind, bookingId) : null
    return {
      me: { id: user.id, side },
      chats,
      active: {
        id: params.id,
        type,
        kind,
        chat: chat.data,
        messages: page.messages,
        hasEarlier: page.hasEarlier,
        booking,
      },
      draft: null,
      now,
    }
  }

  const chats = await listChats(auth, user.role)
  const query = readDraftQuery(url.searchParams)
  let draft = null
  if (query && !isLessorRole(user.role)) {
    const kind = kindOfChatType(query.type)
    const detail = await loadDetailPage(auth, kind, query.vehicle)
    const listing = detail.ok ? detail.data.listing : null
    // The detail page's lessor must be the listing's: a draft never opens with someone else.
    if (listing && listing.kind === kind && listing.lessor?.id === query.lessor) {
      const pickup = localNoonTimestamp(query.start, listing.timezone)
      const back = localNoonTimestamp(query.end, listing.timezone)
      // A conversation about this listing and these dates exists already: open it instead.
      const existing = chats?.results.find(
        (row) => row.listing.id === listing.id && row.pickup_timestamp === pickup && row.return_timestamp === back,
      )
      if (existing) throw redirect(chatPath(existing.id, query.type))
      draft = {
        query,
        listing: {
          title: localizedTitle(listing, lng),
          city: listing.city ?? null,
          country: listing.country ?? null,
          main_image: listing.main_image_url ?? null,
        },
        lessor: { id: query.lessor, company_name: listing.lessor.company_name, photo: listing.lessor.photo },
      }
    }
  }
  return { me: { id: user.id, side }, chats, active: null, draft, now }
}

const attachmentsOf = (value: unknown): ChatAttachment[] | null => {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > MAX_ATTACHMENTS_PER_MESSAGE) return null
  const list: ChatAttachment[] = []
  for (const item of value) {
    const entry = item as Partial<{ kind: string; url: string; name: string }>
    if (typeof entry?.url !== 'string' || !/^https?:\/\//.test(entry.url)) return null
    if (entry.kind === 'image') list.push({ kind: 'image', url: entry.url })
    else if (entry.kind === 'file' && typeof entry.name === 'string' && entry.name.trim())
      list.push({ kind: 'file', url: entry.url, name: entry.name })
    else return null
  }
  return list
}

const bookingIntents = new Set(['accept', 'reject', 'cancel', 'abandon', 'traveler_cancel', 'pay'])

/**
 * `send` posts the composer's text and attachments to the open chat; `start` opens the draft chat
 * and posts its first message, then shows the chat at its own address; the booking intents are
 * the booking lists' own action (`bookingAction`), for the chat's booking.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { auth, user } = await requireUser(context, url)
  const side = isLessorRole(user.role) ? ('lease' as const) : ('travel' as const)
  const body = await readSubmission(request.clone())
  const intent = typeof body.intent === 'string' ? body.intent : ''
  const type = url.searchParams.get('type') ?? 'vehicle'
  if (!isChatType(type)) return badRequest('validation_error')

  if (bookingIntents.has(intent)) return bookingAction(auth, side, kindOfChatType(type), request)

  const text = typeof body.message === 'string' ? body.message : ''
  const attachments = attachmentsOf(body.attachments)
  if (!attachments || text.length > MESSAGE_MAX_LENGTH) return badRequest('validation_error')
  if (!text.trim() && attachments.length === 0) return badRequest('chat.empty_message')

  if (intent === 'send' && params.id) {
    const sent = await postMessages(auth, type, params.id, text, attachments)
    if (!sent.ok) return failure(sent)
    return data({ ok: true as const, intent: 'send', messages: sent.messages })
  }

  if (intent === 'start' && !params.id) {
    const query = readDraftQuery(url.searchParams)
    if (!query) return badRequest('validation_error')
    const detail = await loadDetailPage(auth, kindOfChatType(query.type), query.vehicle)
    if (!detail.ok) return badRequest('validation_error')
    const listing = detail.data.listing
    const opened = await openChat(auth, query.type, {
      listing: listing.id,
      lessor: query.lessor,
      pickup_timestamp: localNoonTimestamp(query.start, listing.timezone),
      return_timestamp: localNoonTimestamp(query.end, listing.timezone),
    })
    if (!opened.ok) return failure(opened)
    const sent = await postMessages(auth, query.type, opened.data.id, text, attachments)
    if (!sent.ok) return failure(sent)
    return redirect(chatPath(opened.data.id, chatTypeForKind(listing.kind)))
  }
  return badRequest('validation_error')
}

export function meta({ matches }: Route.MetaArgs) {
  const lng = languageFromMatches(matches)
  return [...pageMeta(lng, { title: fixedT(lng)('chat:meta.title') }), { name: 'robots', content: 'noindex' }]
}

export default function ChatRoute({ loaderData }: Route.ComponentProps) {
  return <ChatScreen {...loaderData} />
}
