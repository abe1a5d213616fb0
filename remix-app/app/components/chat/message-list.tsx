import { ACCEPTANCE_WINDOW_SECONDS, PAYMENT_WINDOW_SECONDS } from '@driftway/domain/booking/deadlines'
import { type ReactNode, useMemo } from 'react'
import { Avatar } from '~/components/ui'
import {
  BadgeCheck,
  CalendarClock,
  CircleSlash,
  CreditCard,
  FileText,
  Flag,
  Info,
  MessageSquareDashed,
  Paperclip,
  Send,
} from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { initials } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import type { ChatMessage } from '~/routes/chat/chat-types'
import { type ListedAttachment, timeline } from './chat-model'
import { clockTime, dayLabel } from './when'

const statusIcons: Record<string, ReactNode> = {
  PENDING: <Send />,
  AWAITING_PAYMENT: <CreditCard />,
  PROCESSING_PAYMENT: <CreditCard />,
  CONFIRMED: <BadgeCheck />,
  TRIP_COMPLETED: <Flag />,
  REJECTED: <CircleSlash />,
  RENTING_CANCELLED: <CircleSlash />,
  TRAVELLER_CANCELLED: <CircleSlash />,
  ABANDONED: <CircleSlash />,
  EXPIRED_PAYMENT: <CalendarClock />,
}
const statusTones: Record<string, string> = {
  CONFIRMED: 'border-success/20 bg-success-soft text-success',
  TRIP_COMPLETED: 'border-line bg-surface text-ink-muted',
  REJECTED: 'border-danger/20 bg-danger-soft text-danger',
  RENTING_CANCELLED: 'border-danger/20 bg-danger-soft text-danger',
  AWAITING_PAYMENT: 'border-sand-200 bg-accent-soft text-sand-800',
  PENDING: 'border-warning/20 bg-warning-soft text-warning',
}

/** Hours of the window a status line names: the lessor's 24 h to answer, the traveler's 48 h to pay (§4, §9). */
const windowHours: Record<string, number> = {
  PENDING: ACCEPTANCE_WINDOW_SECONDS / 3600,
  AWAITING_PAYMENT: PAYMENT_WINDOW_SECONDS / 3600,
}

/** A booking status change as the chat shows it: a line across the conversation, not a bubble (§3 system messages). */
function StatusLine({
  message,
  at,
  zone,
  side,
}: {
  message: ChatMessage
  at: number
  zone: string
  side: 'travel' | 'lease'
}) {
  const { t, i18n } = useTranslation('chat')
  const status = message.new_booking_status ?? ''
  const hours = windowHours[status]
  return (
    <li className="flex justify-center py-2" data-testid="chat-status-line" data-status={status}>
      <div
        className={cn(
          'flex max-w-md items-start gap-2.5 rounded-xl border px-3.5 py-2.5 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
          statusTones[status] ?? 'border-line bg-surface text-ink-muted',
        )}
      >
        {statusIcons[status] ?? <Info />}
        <div className="min-w-0">
          <p className="font-semibold">
            {status
              ? t(`system.${status}`, { defaultValue: t('system.changed') })
              : message.message || t('system.changed')}
          </p>
          {hours && <p className="mt-0.5 text-ink">{t(`system.window.${side}.${status}`, { hours })}</p>}
          <p className="mt-0.5 text-xs text-ink-muted">{clockTime(at, i18n.language, zone)}</p>
        </div>
      </div>
    </li>
  )
}

/** The attachments inside a message: images as thumbnails, files as named chips; each opens in a new tab. */
function AttachmentTiles({ attachments, mine }: { attachments: readonly ListedAttachment[]; mine: boolean }) {
  const { t } = useTranslation('chat')
  const images = attachments.filter((item) => item.kind === 'image')
  const files = attachments.filter((item) => item.kind === 'file')
  return (
    <div className={cn('flex flex-col gap-1.5', mine ? 'items-end' : 'items-start')} data-testid="message-attachments">
      {images.length > 0 && (
        <div className={cn('grid gap-1.5', images.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
          {images.map((image) => (
            <a
              key={image.url}
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-xl ring-1 ring-black/5 focus-visible:shadow-focus focus-visible:outline-none"
            >
              <img
                src={image.url}
                alt={t('attachments.image')}
                loading="lazy"
                className={cn('object-cover', images.length > 1 ? 'size-28 sm:size-32' : 'max-h-64 w-56 sm:w-64')}
                data-testid="message-image"
              />
            </a>
          ))}
        </div>
      )}
      {files.map((file) => (
        <a
          key={file.url}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex max-w-64 items-center gap-2.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xs hover:bg-surface-muted focus-visible:shadow-focus focus-visible:outline-none"
          data-testid="message-file"
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <FileText className="size-4" aria-hidden />
          </span>
          <span className="truncate font-medium">{file.name || t('attachments.file')}</span>
        </a>
      ))}
    </div>
  )
}

export type PendingMessage = { key: string; message: string; attachments: readonly unknown[] }

/**
 * The conversation (§2): day dividers, the reader's messages on the right, the other party's on
 * the left with their picture at the start of each run, status lines for booking changes.
 */
export function MessageList({
  messages,
  pending,
  meId,
  side,
  other,
  now,
  zone,
}: {
  messages: ChatMessage[]
  pending: PendingMessage[]
  meId: string
  side: 'travel' | 'lease'
  other: { name: string; photo: string | null }
  now: number
  zone: string
}) {
  const { t, i18n } = useTranslation('chat')
  const items = useMemo(() => timeline(messages, zone), [messages, zone])
  if (messages.length === 0 && pending.length === 0)
    return (
      <div
        className="flex flex-1 flex-col items-center justify-center px-8 py-12 text-center"
        data-testid="chat-no-messages"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-surface text-primary shadow-md ring-1 ring-line">
          <MessageSquareDashed className="size-7" aria-hidden />
        </span>
        <p className="mt-4 font-semibold text-ink">{t('pane.noMessages')}</p>
        <p className="mt-1 max-w-xs text-sm leading-relaxed text-ink-muted">
          {t('pane.noMessagesText', { name: other.name })}
        </p>
      </div>
    )
  return (
    <ol
      className="flex flex-col gap-0.5 px-3 py-4 sm:px-5"
      data-testid="chat-messages"
      aria-label={t('pane.messagesLabel')}
    >
      {items.map((item) => {
        if (item.kind === 'day')
          return (
            <li key={`day-${item.key}`} className="flex items-center gap-3 py-3" data-testid="chat-day-divider">
              <span className="h-px flex-1 bg-line" aria-hidden />
              <span className="rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink-muted ring-1 ring-line">
                {dayLabel(item.key, now, zone, i18n.language, t)}
              </span>
              <span className="h-px flex-1 bg-line" aria-hidden />
            </li>
          )
        const { message, at, startsRun, endsRun } = item
        if (message.type === 'system')
          return <StatusLine key={message.id} message={message} at={at} zone={zone} side={side} />
        const mine = message.author === meId
        const attachments = message.attachments
        return (
          <li
            key={message.id}
            className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start', startsRun && 'mt-2')}
            data-testid="chat-message"
            data-mine={mine}
            data-message-id={message.id}
          >
            {!mine && (
              <span className="w-8 shrink-0">
                {endsRun && <Avatar src={other.photo} initials={initials(other.name)} size="sm" />}
              </span>
            )}
            <div className={cn('flex max-w-[80%] flex-col sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
              {attachments.length > 0 ? (
                <AttachmentTiles attachments={attachments} mine={mine} />
              ) : (
                <p
                  className={cn(
                    'rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap',
                    mine ? 'bg-primary text-on-primary' : 'bg-surface text-ink ring-1 ring-line',
                    mine ? (endsRun ? 'rounded-br-md' : '') : endsRun ? 'rounded-bl-md' : '',
                  )}
                  data-testid="chat-message-text"
                >
                  {message.message}
                </p>
              )}
              {endsRun && (
                <time className="mt-1 px-1 text-xs text-ink-subtle" dateTime={message.created_at}>
                  {clockTime(at, i18n.language, zone)}
                </time>
              )}
            </div>
          </li>
        )
      })}
      {pending.map((item) => (
        <li key={item.key} className="mt-2 flex justify-end" data-testid="chat-message-pending" aria-busy>
          <div className="flex max-w-[80%] flex-col items-end sm:max-w-[70%]">
            {item.attachments.length > 0 && (
              <p className="flex items-center gap-1.5 rounded-2xl bg-primary-soft px-3.5 py-2 text-sm font-medium text-forest-800">
                <Paperclip className="size-4" aria-hidden />
                {t('pane.sendingFiles', { count: item.attachments.length })}
              </p>
            )}
            {item.message.trim() && (
              <p className="mt-1 rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-on-primary">
                {item.message}
              </p>
            )}
            <span className="mt-1 px-1 text-xs text-ink-subtle">{t('pane.sending')}</span>
          </div>
        </li>
      ))}
    </ol>
  )
}
