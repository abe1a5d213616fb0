/**
 * A chat message, published after the transaction that stored it committed: the real-time layer
 * (Socket.IO) subscribes here, so a message is always stored before anyone receives it.
 */
export type ChatMessageEvent = {
  chat: {
    id: string
    /** The contract's chat type: rv-booking-chat | campsite-booking-chat | boat-booking-chat. */
    chat_type: string
    lessor: string
    traveller: string
  }
  /** The message exactly as `GET /chat/{chatType}/{chatId}/message/` answers it. */
  message: Record<string, unknown> & { id: string; type: 'user' | 'system'; author: string | null }
  /** Unread counts after this message, per participant id (what each one's header badge shows for this chat). */
  unread: Record<string, number>
}

type Listener = (event: ChatMessageEvent) => void | Promise<void>

export class ChatEvents {
  private readonly listeners: Listener[] = []
  on(listener: Listener): void {
    this.listeners.push(listener)
  }
  /** Calls every listener; a failing listener is reported through `onError` and never fails the caller. */
  async emit(event: ChatMessageEvent, onError: (error: unknown) => void): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event)
      } catch (error) {
        onError(error)
      }
    }
  }
}
