import { describe, expect, it } from 'vitest'
import { bookingErrors } from './errors'

describe('booking errors', () => {
  it("say which of a campervan's days or a pitch's or boat's nights were taken meanwhile (decision 0010)", () => {
    expect(bookingErrors.nightsTaken('recreational_vehicle')).toMatchObject({
      errorKey: 'dates_unavailable',
      status: 409,
      message: 'Someone booked some of these days a moment ago. Choose other dates.',
    })
    for (const kind of ['campsite', 'boat'] as const) {
      expect(bookingErrors.nightsTaken(kind), kind).toMatchObject({
        errorKey: 'dates_unavailable',
        message: 'Someone booked some of these nights a moment ago. Choose other dates.',
      })
    }
  })
})
