import { describe, expect, it } from 'vitest'
import { commissionFor, commissionPercent } from './payouts'

describe('commission', () => {
  it('is 12 % for campsites and boats and nothing for campervans (their lessors pay a plan)', () => {
    expect(commissionPercent).toEqual({ recreational_vehicle: 0, campsite: 12, boat: 12 })
    expect(commissionFor('campsite', 30_000)).toBe(3600)
    expect(commissionFor('boat', 12_345)).toBe(1481)
    expect(commissionFor('recreational_vehicle', 30_000)).toBe(0)
  })

  it('rounds to the nearest whole cent', () => {
    expect(commissionFor('campsite', 129)).toBe(15)
    expect(commissionFor('campsite', 130)).toBe(16)
    expect(commissionFor('campsite', 4)).toBe(0)
    expect(commissionFor('campsite', 0)).toBe(0)
  })
})
