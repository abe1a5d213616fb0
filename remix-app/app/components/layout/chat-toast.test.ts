import { describe, expect, it } from 'vitest'
import type { ChatSocketMessage } from '~/lib/chat-socket'
import { chatToastFor } from './chat-toast'

const event = (overrides: Partial<ChatSocketMessage['message']> = {}, extra: Partial<ChatSocketMessage> = {}) =>
  ({
    chat: { id: 'c1', chat_type: 'boat-booking-chat', lessor: 'l1', traveller: 't1' },
    message: {
      id: 'm1',
      chat: 'c1',
      chat_type: 'boat-booking-chat',
      author: 'l1',
      message: 'Hello there',
      type: 'user',
      new_booking_status: null,
      attachments: [],
      created_at: '2026-11-27T10:00:00.000Z',
      ...overrides,
    },
    unread: 1,
    replayed: false,
    ...extra,
  }) as ChatSocketMessage

describe('chatToastFor', () => {
  it("toasts the other party's live message in another chat, linking to it", () => {
    expect(chatToastFor(event(), 't1', null)).toEqual({ preview: 'Hello there', chatId: 'c1', type: 'boat' })
    expect(chatToastFor(event(), 't1', 'other-chat')).not.toBeNull()
  })

  it('stays quiet for system messages, own messages, the open chat and the catch-up after a reconnect', () => {
    expect(chatToastFor(event({ type: 'system', author: null }), 't1', null)).toBeNull()
    expect(chatToastFor(event({ author: 't1' }), 't1', null)).toBeNull()
    expect(chatToastFor(event(), 't1', 'c1')).toBeNull()
    expect(chatToastFor(event({}, { replayed: true }), 't1', null)).toBeNull()
  })

  it('cuts long text and leaves attachment messages to the caller', () => {
    const long = chatToastFor(event({ message: 'x'.repeat(300) }), 't1', null)
    expect(long?.preview).toHaveLength(90)
    expect(long?.preview?.endsWith('…')).toBe(true)
    expect(chatToastFor(event({ message: '@@attachments@@image::https://x/y.png' }), 't1', null)?.preview).toBeNull()
  })
})
