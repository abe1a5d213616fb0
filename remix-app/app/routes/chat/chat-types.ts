import type { ApiAnswer } from '~/lib/api-schema'

/** The caller's chats with the header badge totals (`GET /chat/`, `GET /chat/{chatType}/`). */
export type ChatPage = ApiAnswer<'/chat/'>
/** One conversation (booking §3 Chat), as `GET /chat/{chatType}/{chatId}/` and the lists answer it. */
export type ChatView = ApiAnswer<'/chat/{chatType}/{chatId}/'>
export type ChatPerson = ChatView['lessor']
/** One message (booking §3 Message), as the message list, a post and the socket deliver it. */
export type ChatMessage = ApiAnswer<'/chat/{chatType}/{chatId}/message/'>['results'][number]
/** What an attachment upload answers: the stored file and its marker-format message. */
export type ChatUpload = ApiAnswer<'/chat/{chatType}/{chatId}/attachment/', 'post'>
