import { describe, expect, it } from 'vitest'
import { rentalErrors } from './errors'

describe('rental request date errors', () => {
  it("count a request's longest length in the kind's rental unit (decision 0010)", () => {
    expect(rentalErrors.badDates('too_long', 'recreational_vehicle')).toMatchObject({
      errorKey: 'too_long',
      status: 400,
      message: 'A rental request can cover at most 90 days.',
      fields: { return_timestamp: ['Invalid date'] },
    })
    for (const kind of ['campsite', 'boat'] as const) {
      expect(rentalErrors.badDates('too_long', kind), kind).toMatchObject({
        errorKey: 'too_long',
        message: 'A rental request can cover at most 90 nights.',
      })
    }
  })

  it('word the pickup and the range the same for every kind', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      expect(rentalErrors.badDates('past_pickup', kind)).toMatchObject({
        errorKey: 'past_pickup',
        message: 'The pickup date is in the past.',
        fields: { pickup_timestamp: ['Invalid date'] },
      })
      expect(rentalErrors.badDates('invalid_range', kind)).toMatchObject({
        errorKey: 'invalid_range',
        message: 'The return date must be after the pickup date.',
      })
    }
  })
})
