import { describe, expect, it } from 'vitest'
import { extraAgeRange, maxQuantity, optionalExtras } from './extras'

const extra = (over: Partial<{ mandatory: boolean; included: boolean; id: string }>) => ({
  id: 'x',
  mandatory: false,
  included: false,
  ...over,
})

describe('detail-page extras', () => {
  it('offers only extras that are neither included nor mandatory', () => {
    const list = [
      extra({ id: 'optional' }),
      extra({ id: 'mandatory', mandatory: true }),
      extra({ id: 'included', included: true }),
      extra({ id: 'both', mandatory: true, included: true }),
    ]
    expect(optionalExtras(list).map((item) => item.id)).toEqual(['optional'])
  })

  it('caps the quantity at the available amount, and at 1 for partner rules', () => {
    const plain = { neorent_uid: null, campnerd_accommodation_id: null }
    expect(maxQuantity({ available: 4, unit: 'per_booking' }, plain)).toBe(4)
    expect(maxQuantity({ available: 0, unit: 'per_booking' }, plain)).toBe(0)
    expect(maxQuantity({ available: 4, unit: 'per_booking' }, { ...plain, neorent_uid: 'n1' })).toBe(1)
    expect(maxQuantity({ available: 4, unit: 'per_day' }, { ...plain, neorent_uid: 'n1' })).toBe(4)
    expect(maxQuantity({ available: 4, unit: 'per_day' }, { ...plain, campnerd_accommodation_id: 'c1' })).toBe(1)
  })

  it('shows an age range only when from and to are given, with 0 allowed for from', () => {
    expect(extraAgeRange({ age_from: 0, age_to: 12 })).toEqual({ from: 0, to: 12 })
    expect(extraAgeRange({ age_from: 16, age_to: 99 })).toEqual({ from: 16, to: 99 })
    expect(extraAgeRange({ age_from: null, age_to: 12 })).toBeNull()
    expect(extraAgeRange({ age_from: 4, age_to: null })).toBeNull()
    expect(extraAgeRange({ age_from: 0, age_to: 0 })).toBeNull()
  })
})
