import { describe, expect, it } from 'vitest'
import { dealErrors } from './pricing'

describe('last-minute deal errors', () => {
  it("count an overlap in the kind's rental unit (decision 0010)", () => {
    expect(dealErrors.overlaps('recreational_vehicle')).toMatchObject({
      errorKey: 'last_minute_deal_overlaps',
      status: 409,
      message: 'This listing already has a last-minute deal on some of these days.',
    })
    for (const kind of ['campsite', 'boat'] as const) {
      expect(dealErrors.overlaps(kind), kind).toMatchObject({
        errorKey: 'last_minute_deal_overlaps',
        message: 'This listing already has a last-minute deal on some of these nights.',
      })
    }
  })
})
