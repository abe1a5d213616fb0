import type { ChatAttachment } from '@driftway/domain/chat/marker'
import { formatDateRange, nightKeyOf } from '@driftway/domain/dates'
import type { ListingKind } from '@driftway/domain/roles'
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link, useFetcher, useRevalidator } from 'react-router'
import { bookingIntents, Countdown, countdownLabel, useNow } from '~/components/bookings/booking-card'
import { useBookingActions } from '~/components/bookings/bookings-board'
import { Avatar, Badge, Button, useToast } from '~/components/ui'
import { ArrowLeft, CalendarDays, MapPin, MessagesSquare } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { initials } from '~/lib/accounts'
import { useChatSocket } from '~/lib/chat-socket'
import { cn } from '~/lib/cn'
import { type ActionFailure, apiErrorText, isFailure, postJson } from '~/lib/forms'
import type { BookingRow } from '~/routes/booking/booking-types'
import type { ChatMessage, ChatPage, ChatView } from '~/routes/chat/chat-types'
import { AttachmentStrip } from './attachment-strip'
import { attachmentStrip, mergeMessages, scrollsToBottom } from './chat-model'
import { Composer } from './composer'
import { ConversationList } from './conversation-list'
import { MessageList, type PendingMessage } from './message-list'
import { otherParty, personName } from './people'
import { useViewerTimeZone } from './when'

type Side = 'travel' | 'lease'
type Me = { id: string; side: Side }

type ActiveChat = {
  id: string
  type: ChatView['type']
  /** The kind of the chat's listing (its type's), which the booking actions call the API with. */
  kind: ListingKind
  chat: ChatView
  messages: ChatMessage[]
  hasEarlier: boolean
  booking: BookingRow | null
}

type DraftChat = {
  query: { type: ChatView['type']; lessor: string; vehicle: string; start: string; end: string }
  listing: { title: string; city: string | null; country: string | null; main_image: string | null }
  lessor: { id: string; company_name: string | null; photo: string | null }
}

export type ChatScreenData = {
  me: Me
  chats: ChatPage | null
  active: ActiveChat | null
  draft: DraftChat | null
  now: number
}

type SendResult = { ok: true; intent: 'send'; messages: ChatMessage[] } | ActionFailure

const statusTones: Record<string, 'warning' | 'accent' | 'success' | 'danger' | 'neutral'> = {
  PENDING: 'warning',
  AWAITING_PAYMENT: 'accent',
  PROCESSING_PAYMENT: 'accent',
  CONFIRMED: 'success',
  CONTACT_LESSOR: 'success',
  REJECTED: 'danger',
  RENTING_CANCELLED: 'danger',
}

/** "Person or company name, listing title, location, date range" (§2), with a way back on phones. */
function PaneHeader({
  name,
  photo,
  title,
  place,
  dates,
  status,
}: {
  name: string
  photo: string | null
  title: string
  place: string
  dates: string | null
  status?: ReactNode
}) {
  const { t } = useTranslation('chat')
  return (
    <header
      className="flex items-center gap-3 border-b border-line bg-surface px-3 py-3 sm:px-5"
      data-testid="chat-pane-header"
    >
      <Link
        to="/chat"
        className="-ml-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none md:hidden"
        aria-label={t('pane.back')}
        data-testid="chat-back"
      >
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <Avatar src={photo} initials={initials(name)} size="md" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-ink sm:text-lg" data-testid="chat-partner">
          {name}
        </h2>
        <p className="truncate text-sm font-medium text-ink-muted">{title}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-ink-subtle">
          {place && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{place}</span>
            </span>
          )}
          {dates && (
            <span className="inline-flex items-center gap-1" data-testid="chat-dates">
              <CalendarDays className="size-3.5 shrink-0" aria-hidden />
              {dates}
            </span>
          )}
        </p>
      </div>
      {status}
    </header>
  )
}

/** The booking inside the chat (§4 "Chat view"): its status, the countdown and the reader's actions. */
function BookingBar({ booking, kind, side, now }: { booking: BookingRow; kind: ListingKind; side: Side; now: number }) {
  const { t } = useTranslation('booking')
  const { onIntent, dialogs } = useBookingActions(side, now, kind)
  const buttons = bookingIntents(booking, side, now).filter((button) => button.intent !== 'contact')
  const deadline =
    booking.status === 'PENDING'
      ? booking.acception_deadline_timestamp
      : booking.status === 'AWAITING_PAYMENT'
        ? booking.payment_deadline_timestamp
        : null
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-stone-50 px-3 py-2.5 sm:px-5"
      data-testid="chat-booking-bar"
      data-status={booking.status}
    >
      <Badge tone={statusTones[booking.status] ?? 'neutral'} data-testid="chat-booking-status">
        {t(`list.status.${booking.status}`)}
      </Badge>
      {deadline ? (
        <Countdown
          deadline={deadline}
          now={now}
          label={countdownLabel(booking.status === 'PENDING' ? 'PENDING' : 'AWAITING_PAYMENT', side)}
        />
      ) : null}
      {buttons.length > 0 && (
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {buttons.map(({ intent, testId, labelKey, variant, icon }) => (
            <Button
              key={testId}
              variant={variant}
              size="sm"
              icon={icon}
              onClick={() => onIntent(intent, booking)}
              data-testid={testId}
            >
              {t(labelKey)}
            </Button>
          ))}
        </div>
      )}
      {dialogs}
    </div>
  )
}

/** Keeps the newest message in view once the list is longer than 5 (§2, §9), unless the reader scrolled up. */
function useStickToBottom(count: number) {
  const box = useRef<HTMLDivElement>(null)
  const pinned = useRef(true)
  useLayoutEffect(() => {
    const element = box.current
    if (!element || !scrollsToBottom(count) || !pinned.current) return
    element.scrollTop = element.scrollHeight
  }, [count])
  const onScroll = () => {
    const element = box.current
    if (element) pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80
  }
  return { box, onScroll, pin: () => (pinned.current = true) }
}

function ConversationPane({
  me,
  active,
  live,
  now: serverNow,
}: {
  me: Me
  active: ActiveChat
  /** Messages of this chat that arrived over the socket since the page loaded. */
  live: ChatMessage[]
  now: number
}) {
  const { t, i18n } = useTranslation('chat')
  const { t: ta } = useTranslation('accounts')
  const toast = useToast()
  const zone = useViewerTimeZone()
  const now = useNow(serverNow)
  const { chat } = active
  const person = otherParty(chat, me.side)
  const name = personName(person, t('unknownPerson'))
  const sender = useFetcher<SendResult>({ key: `chat-send-${active.id}` })
  const [sent, setSent] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState<PendingMessage | null>(null)

  useEffect(() => {
    const result = sender.data
    if (!result || sender.state !== 'idle') return
    setPending(null)
    if (isFailure(result)) toast.error(apiErrorText(ta, result))
    else setSent((list) => mergeMessages(list, result.messages))
  }, [sender.data, sender.state, ta, toast])

  // Older pages fetched with "show earlier messages" (the loader's `?earlier=`).
  const older = useFetcher<ChatScreenData>({ key: `chat-earlier-${active.id}` })
  const [earlier, setEarlier] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null)
  useEffect(() => {
    const page = older.data?.active
    if (!page || older.state !== 'idle') return
    setEarlier((current) => ({
      messages: mergeMessages(current?.messages ?? [], page.messages),
      hasMore: page.hasEarlier,
    }))
  }, [older.data, older.state])
  const messages = useMemo(
    () => mergeMessages(earlier?.messages ?? [], active.messages, live, sent),
    [earlier, active.messages, live, sent],
  )
  const hasEarlier = earlier ? earlier.hasMore : active.hasEarlier
  const strip = useMemo(() => attachmentStrip(messages), [messages])
  const shown = messages.length + (pending ? 1 : 0)
  const { box, onScroll, pin } = useStickToBottom(shown)

  const send = (message: string, attachments: ChatAttachment[]) => {
    pin()
    setPending({ key: `pending-${Date.now()}`, message, attachments })
    void sender.submit({ intent: 'send', message, attachments }, postJson)
  }

  const summary = chat.listing
  const place = [summary.city, summary.country].filter(Boolean).join(', ')
  const dates =
    chat.pickup_timestamp && chat.return_timestamp
      ? formatDateRange(
          nightKeyOf(chat.pickup_timestamp, 'UTC'),
          nightKeyOf(chat.return_timestamp, 'UTC'),
          i18n.language,
        )
      : null

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-pane" data-chat-id={active.id}>
      <PaneHeader name={name} photo={person?.photo ?? null} title={summary.title} place={place} dates={dates} />
      {active.booking && <BookingBar booking={active.booking} kind={active.kind} side={me.side} now={now} />}
      <div ref={box} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto bg-canvas" data-testid="chat-scroll">
        {hasEarlier && (
          <div className="flex justify-center pt-4">
            <Button
              variant="secondary"
              size="sm"
              loading={older.state !== 'idle'}
              onClick={() =>
                older.load(
                  `/chat/${encodeURIComponent(active.id)}?${new URLSearchParams({ type: active.type, earlier: String(messages.length) })}`,
                )
              }
              data-testid="chat-earlier"
            >
              {t('pane.earlier')}
            </Button>
          </div>
        )}
        <MessageList
          messages={messages}
          pending={pending ? [pending] : []}
          meId={me.id}
          side={me.side}
          other={{ name, photo: person?.photo ?? null }}
          now={now}
          zone={zone}
        />
      </div>
      <AttachmentStrip strip={strip} />
      <Composer
        onSend={send}
        busy={sender.state !== 'idle'}
        uploadUrl={`/chat/upload?${new URLSearchParams({ type: active.type, chat: active.id })}`}
      />
    </div>
  )
}

/** A conversation that starts from a detail page (§2, §5): nothing is stored until the first message. */
function DraftPane({ me, draft, now }: { me: Me; draft: DraftChat; now: number }) {
  const { t, i18n } = useTranslation('chat')
  const { t: ta } = useTranslation('accounts')
  const toast = useToast()
  const zone = useViewerTimeZone()
  const starter = useFetcher<ActionFailure>({ key: 'chat-start' })
  const [pending, setPending] = useState<PendingMessage | null>(null)
  useEffect(() => {
    if (starter.state !== 'idle' || !starter.data) return
    setPending(null)
    if (isFailure(starter.data)) toast.error(apiErrorText(ta, starter.data))
  }, [starter.data, starter.state, ta, toast])
  const name = draft.lessor.company_name || t('unknownPerson')
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-pane" data-draft>
      <PaneHeader
        name={name}
        photo={draft.lessor.photo}
        title={draft.listing.title}
        place={[draft.listing.city, draft.listing.country].filter(Boolean).join(', ')}
        dates={formatDateRange(draft.query.start, draft.query.end, i18n.language)}
        status={<Badge tone="neutral">{t('pane.draft')}</Badge>}
      />
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-canvas">
        <MessageList
          messages={[]}
          pending={pending ? [pending] : []}
          meId={me.id}
          side={me.side}
          other={{ name, photo: draft.lessor.photo }}
          now={now}
          zone={zone}
        />
      </div>
      <Composer
        onSend={(message) => {
          setPending({ key: 'draft', message, attachments: [] })
          void starter.submit({ intent: 'start', message }, postJson)
        }}
        busy={starter.state !== 'idle'}
        uploadUrl={null}
      />
    </div>
  )
}

/**
 * The chat screen (booking spec §2): the conversation list on the left, the open conversation on
 * the right. On phones they are two views: the list at /chat, the conversation with a way back.
 */
export function ChatScreen({ me, chats, active, draft, now }: ChatScreenData) {
  const { t } = useTranslation('chat')
  const zone = useViewerTimeZone()
  const paneOpen = Boolean(active || draft)
  const revalidator = useRevalidator()
  const [live, setLive] = useState<ChatMessage[]>([])
  // New messages arrive over the tab's one socket (§4 Chat): one for the open chat is appended at
  // once; every message refreshes the page's data — the list's order and counts, and for the open
  // chat the server's read mark (reading the messages zeroes it) and the booking after a status line.
  useChatSocket({
    chatId: active?.id ?? null,
    onMessage: ({ chat, message }) => {
      if (active && chat.id === active.id) setLive((list) => mergeMessages(list, [message]))
      void revalidator.revalidate()
    },
  })
  const liveHere = useMemo(() => (active ? live.filter((message) => message.chat === active.id) : []), [live, active])
  return (
    <div className="md:container-page md:py-4 lg:py-6" data-testid="chat-screen" data-view={paneOpen ? 'pane' : 'list'}>
      <div className="flex h-[calc(100dvh-4rem)] overflow-hidden bg-surface md:h-[calc(100dvh-6rem)] md:min-h-[34rem] md:rounded-2xl md:border md:border-line md:shadow-sm lg:h-[calc(100dvh-7.5rem)]">
        <aside
          className={cn(
            'w-full flex-col border-line md:flex md:w-80 md:shrink-0 md:border-r lg:w-96',
            paneOpen ? 'hidden' : 'flex',
          )}
        >
          <ConversationList
            chats={chats?.results ?? null}
            activeId={active?.id ?? null}
            side={me.side}
            now={now}
            zone={zone}
          />
        </aside>
        <section
          className={cn('min-w-0 flex-1 flex-col md:flex', paneOpen ? 'flex' : 'hidden')}
          aria-label={t('pane.label')}
        >
          {active ? (
            <ConversationPane key={active.id} me={me} active={active} live={liveHere} now={now} />
          ) : draft ? (
            <DraftPane me={me} draft={draft} now={now} />
          ) : (
            <div
              className="flex flex-1 flex-col items-center justify-center bg-canvas px-8 text-center"
              data-testid="chat-select"
            >
              <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-surface text-primary shadow-md ring-1 ring-line">
                <MessagesSquare className="size-8" aria-hidden />
              </span>
              <p className="mt-5 text-lg font-semibold text-ink">{t('pane.selectTitle')}</p>
              <p className="mt-1 max-w-sm text-ink-muted">{t('pane.selectText')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
