import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PayloadRequest } from 'payload'
import { BookingEvents } from './events'
import { startBookingJobs } from './jobs'
import { subscribeBookingMail } from './mail'
import type { BookingDoc } from './view'

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking changes after commit (mail subscribes). */
    bookingEvents: BookingEvents
    /** Pays `amount` back to the traveler inside the cancelling transaction (set by the booking payments). */
    bookingRefunds?: (req: PayloadRequest, booking: BookingDoc, amountInCents: number) => Promise<BookingDoc>
  }
}

export const bookingsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('bookingEvents', new BookingEvents())
    subscribeBookingMail(app)
    startBookingJobs(app)
  },
  { name: 'driftway-bookings' },
)
