import { describe, expect, it } from 'vitest'
import { isIsoDate } from './search-url'

describe('search URL dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2027-06-01')).toBe(true)
    expect(isIsoDate('01.06.2027')).toBe(false)
    expect(isIsoDate('2027-13-01')).toBe(false)
    expect(isIsoDate(undefined)).toBe(false)
  })
})
