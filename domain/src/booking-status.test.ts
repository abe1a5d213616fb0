import { describe, expect, it } from 'vitest'
import {
  availableBookingActions,
  bookingStatuses,
  bookingTransitions,
  isBookingStatus,
  transitionBooking,
} from './booking-status'

describe('booking status transitions', () => {
  it('follows the spec table', () => {
    expect(transitionBooking('ENQUIRY', 'request', 'traveler')).toEqual({ ok: true, status: 'PENDING' })
    expect(transitionBooking('PENDING', 'abandon', 'traveler')).toEqual({ ok: true, status: 'ABANDONED' })
    expect(transitionBooking('PENDING', 'accept', 'lessor')).toEqual({ ok: true, status: 'AWAITING_PAYMENT' })
    expect(transitionBooking('PENDING', 'reject', 'lessor')).toEqual({ ok: true, status: 'REJECTED' })
    expect(transitionBooking('AWAITING_PAYMENT', 'cancel', 'lessor')).toEqual({ ok: true, status: 'RENTING_CANCELLED' })
    expect(transitionBooking('AWAITING_PAYMENT', 'payment', 'traveler')).toEqual({ ok: true, status: 'CONFIRMED' })
  })

  it('refuses the wrong actor before looking at the status', () => {
    expect(transitionBooking('PENDING', 'accept', 'traveler')).toEqual({
      ok: false,
      reason: 'wrong_actor',
      expected: 'lessor',
    })
    expect(transitionBooking('CONFIRMED', 'abandon', 'lessor')).toMatchObject({ ok: false, reason: 'wrong_actor' })
  })

  it('refuses actions from any other status', () => {
    for (const [action, { actor, from }] of Object.entries(bookingTransitions)) {
      for (const status of bookingStatuses.filter((s) => s !== from)) {
        expect(transitionBooking(status, action as keyof typeof bookingTransitions, actor)).toEqual({
          ok: false,
          reason: 'wrong_status',
          expected: from,
        })
      }
    }
  })

  it('lists the buttons each side gets', () => {
    expect(availableBookingActions('PENDING', 'lessor')).toEqual(['accept', 'reject'])
    expect(availableBookingActions('PENDING', 'traveler')).toEqual(['abandon'])
    expect(availableBookingActions('AWAITING_PAYMENT', 'lessor')).toEqual(['cancel'])
    expect(availableBookingActions('AWAITING_PAYMENT', 'traveler')).toEqual(['payment'])
    expect(availableBookingActions('CONFIRMED', 'lessor')).toEqual([])
  })

  it('only knows the listed statuses', () => {
    expect(bookingStatuses).toHaveLength(14)
    expect(isBookingStatus('EXPIRED_PAYMENT')).toBe(true)
    expect(isBookingStatus('Pending')).toBe(false)
  })
})
