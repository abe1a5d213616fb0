import { isAttachmentMessage } from '@driftway/domain/chat/marker'
import { Link } from 'react-router'
import { Alert, Avatar } from '~/components/ui'
import { MessagesSquare, Paperclip } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { initials } from '~/lib/accounts'
import { cn } from '~/lib/cn'
import type { ChatView } from '~/routes/chat/chat-types'
import { chatPath, unreadLabel } from './chat-model'
import { otherParty, personName } from './people'
import { listTime } from './when'

/** The left column (§2): "All messages", newest conversation first, each with its unread count. */
export function ConversationList({
  chats,
  activeId,
  side,
  now,
  zone,
}: {
  chats: ChatView[] | null
  activeId: string | null
  side: 'travel' | 'lease'
  now: number
  zone: string
}) {
  const { t, i18n } = useTranslation('chat')
  const unreadTotal = chats?.reduce((sum, chat) => sum + (chat.unread_messages_count || 0), 0) ?? 0
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-line px-4 pt-4 pb-3 sm:px-5">
        <p className="text-xs font-semibold tracking-[0.08em] text-accent uppercase">{t('list.eyebrow')}</p>
        <div className="mt-0.5 flex items-baseline justify-between gap-3">
          <h1 className="text-xl font-bold tracking-tight text-forest-950">{t('list.title')}</h1>
          {unreadTotal > 0 && (
            <span className="text-sm font-medium text-ink-muted">{t('list.unread', { count: unreadTotal })}</span>
          )}
        </div>
      </div>
      {chats === null ? (
        <div className="p-4">
          <Alert tone="danger" data-testid="chat-list-failed">
            {t('list.failed')}
          </Alert>
        </div>
      ) : chats.length === 0 ? (
        <div
          className="flex flex-1 flex-col items-center justify-center px-8 py-12 text-center"
          data-testid="chat-list-empty"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <MessagesSquare className="size-7" aria-hidden />
          </span>
          <p className="mt-4 font-semibold text-ink">{t('list.emptyTitle')}</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">
            {side === 'travel' ? t('list.emptyTraveler') : t('list.emptyLessor')}
          </p>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="chat-list" aria-label={t('list.title')}>
          {chats.map((chat) => {
            const person = otherParty(chat, side)
            const name = personName(person, t('unknownPerson'))
            const last = chat.last_message_info
            const unread = chat.id === activeId ? null : unreadLabel(chat.unread_messages_count)
            const isFile = Boolean(last && isAttachmentMessage(last.message))
            const preview = !last ? t('list.noMessagesYet') : isFile ? t('list.attachment') : last.message
            const active = chat.id === activeId
            return (
              <li key={chat.id}>
                <Link
                  to={chatPath(chat.id, chat.type)}
                  aria-current={active ? 'page' : undefined}
                  data-testid="chat-item"
                  data-chat-id={chat.id}
                  data-unread={chat.id === activeId ? 0 : chat.unread_messages_count}
                  className={cn(
                    'group relative flex gap-3 rounded-xl px-3 py-3 transition-colors focus-visible:shadow-focus focus-visible:outline-none',
                    active ? 'bg-primary-soft' : 'hover:bg-surface-muted',
                  )}
                >
                  {active && <span aria-hidden className="absolute inset-y-3 left-0 w-1 rounded-full bg-primary" />}
                  <Avatar src={person?.photo} initials={initials(name)} size="md" className="mt-0.5" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-baseline justify-between gap-2">
                      <span
                        className={cn('truncate text-[0.9375rem] text-ink', unread ? 'font-bold' : 'font-semibold')}
                      >
                        {name}
                      </span>
                      {last && (
                        <time
                          className="shrink-0 text-xs text-ink-subtle"
                          dateTime={new Date(last.created_at_ts * 1000).toISOString()}
                        >
                          {listTime(last.created_at_ts, now, zone, i18n.language)}
                        </time>
                      )}
                    </span>
                    <span className="truncate text-sm text-ink-muted">{chat.listing.title}</span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span
                        className={cn(
                          'flex min-w-0 items-center gap-1 truncate text-sm',
                          unread ? 'font-medium text-ink' : 'text-ink-subtle',
                        )}
                      >
                        {isFile && <Paperclip className="size-3.5 shrink-0" aria-hidden />}
                        <span className="truncate">{preview}</span>
                      </span>
                      {unread && (
                        <span
                          className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-on-primary tabular-nums"
                          data-testid="chat-item-unread"
                        >
                          <span className="sr-only">
                            {t('list.unreadLabel', { count: chat.unread_messages_count })}
                          </span>
                          <span aria-hidden>{unread}</span>
                        </span>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
