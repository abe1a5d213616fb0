import { isAttachmentMessage } from '@driftway/domain/chat/marker'
import { type ChatType, chatPathTypes, chatTypeForKind, kindForChatPathType } from '@driftway/domain/chat/types'
import type { ChatSocketMessage } from '~/lib/chat-socket'

const PREVIEW_LENGTH = 90

/**
 * Whether a pushed message deserves a toast, and what it shows (booking §2: "a toast for a message
 * in another chat, not for system messages"): only a live message from the other party in a chat
 * other than the open one; text cut to PREVIEW_LENGTH, an attachment message as `attachment`.
 */
export function chatToastFor(
  event: ChatSocketMessage,
  me: string | null | undefined,
  openChatId: string | null,
): { preview: string | null; chatId: string; type: ChatType | null } | null {
  const { chat, message } = event
  if (event.replayed || message.type === 'system' || message.author === me || chat.id === openChatId) return null
  const pathType = chatPathTypes.find((known) => known === chat.chat_type)
  const text = message.message
  return {
    // null: an attachment message (the caller shows its own words for it).
    preview: isAttachmentMessage(text)
      ? null
      : text.length > PREVIEW_LENGTH
        ? `${text.slice(0, PREVIEW_LENGTH - 1)}…`
        : text,
    chatId: chat.id,
    type: pathType ? chatTypeForKind(kindForChatPathType(pathType)) : null,
  }
}
