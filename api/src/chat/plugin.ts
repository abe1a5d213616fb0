import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ChatEvents } from './events'
import { postBookingStatusMessage } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat messages after commit (the Socket.IO layer subscribes). */
    chatEvents: ChatEvents
  }
}

/**
 * Chats (booking §3, §7; decision 0059): publishes stored messages on `app.chatEvents` and turns
 * every booking status change into a system message in the booking's chat.
 */
export const chatPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('chatEvents', new ChatEvents())
    app.bookingEvents.on((event) => postBookingStatusMessage(app, event))
  },
  { name: 'driftway-chat', dependencies: ['driftway-bookings'] },
)
