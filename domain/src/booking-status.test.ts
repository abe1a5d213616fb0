import { describe, expect, it } from 'vitest'
import { bookingStatuses, bookingStatusLabels, isBookingStatus } from './booking-status'

describe('booking statuses', () => {
  it('labels every status', () => {
    for (const status of bookingStatuses) expect(bookingStatusLabels[status]).toBeTruthy()
  })

  it('recognises stored codes only', () => {
    expect(isBookingStatus('AWAITING_PAYMENT')).toBe(true)
    expect(isBookingStatus('awaiting_payment')).toBe(false)
    expect(isBookingStatus(3)).toBe(false)
  })
})
