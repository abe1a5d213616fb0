import type { BookingAction, BookingStatus } from '@driftway/domain'
import type { BookingDoc } from './view'

/**
 * What happened to a booking, published after its transaction committed: mail and other side
 * effects subscribe here, so a rolled-back change never mails anyone.
 */
export type BookingEvent = {
  action: BookingAction | 'created' | 'reminder' | 'remainder_due'
  from: BookingStatus | 'NEW'
  booking: BookingDoc
  /** Set when money goes back to the traveler. */
  refund_in_cents?: number
}

type Listener = (event: BookingEvent) => void | Promise<void>

export class BookingEvents {
  private readonly listeners: Listener[] = []
  on(listener: Listener): void {
    this.listeners.push(listener)
  }
  /** Calls every listener; a failing listener is reported through `onError` and never fails the caller. */
  async emit(event: BookingEvent, onError: (error: unknown) => void): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event)
      } catch (error) {
        onError(error)
      }
    }
  }
}
