import { Link, useMatches } from 'react-router'
import { chatPath, unreadLabel } from '~/components/chat/chat-model'
import { useToast } from '~/components/ui'
import { MessageCircle } from '~/components/ui/icons'
import { useTranslation } from '~/i18n/use-translation'
import { type ChatSocketMessage, useChatSocket } from '~/lib/chat-socket'
import { cn } from '~/lib/cn'
import { useRootData } from '~/lib/root-data'
import { chatToastFor } from './chat-toast'

/** The conversation open on the chat screen (`/chat/:id`), if any. */
function useOpenChatId(): string | null {
  const match = useMatches().find((entry) => entry.id === 'chat-conversation')
  return match?.params.id ?? null
}

/**
 * The header's live chat state on every page (booking §2, decision 0061): the number of chats with
 * unread messages (from the root loader until the socket's snapshot arrives, then live), and a
 * toast for a new message from the other party in a chat that is not the open one — never for
 * system messages, nor for what arrived while the tab was offline (the badge counts those).
 */
export function useChatLive(): number {
  const { t } = useTranslation('chat-live')
  const { user, chat_unread } = useRootData()
  const toast = useToast()
  const openChatId = useOpenChatId()
  const { unread } = useChatSocket({
    enabled: Boolean(user),
    chatId: openChatId,
    onMessage: (event: ChatSocketMessage) => {
      const shown = chatToastFor(event, user?.id, openChatId)
      if (!shown) return
      toast.info(t('toast.title'), {
        description: (
          <span className="flex flex-col gap-1">
            <span className="line-clamp-2 break-words">{shown.preview ?? t('toast.attachment')}</span>
            {shown.type && (
              <Link
                to={chatPath(shown.chatId, shown.type)}
                className="font-semibold text-primary underline-offset-2 hover:underline"
              >
                {t('toast.open')}
              </Link>
            )}
          </span>
        ),
      })
    },
  })
  if (!user) return 0
  return unread?.chats_count ?? chat_unread ?? 0
}

/** The header's link to the chat screen with the unread badge (capped "99+"). */
export function ChatBadgeLink({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('chat-live')
  const label = unreadLabel(count)
  return (
    <Link
      to="/chat"
      data-testid="chat-badge-link"
      aria-label={count > 0 ? t('badge.unread', { count }) : t('badge.link')}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:shadow-focus focus-visible:outline-none',
        className,
      )}
    >
      <MessageCircle className="size-[1.25rem]" aria-hidden />
      {label && (
        <span
          data-testid="chat-unread-badge"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {label}
        </span>
      )}
    </Link>
  )
}
