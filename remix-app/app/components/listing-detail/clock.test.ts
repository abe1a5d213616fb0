import { describe, expect, it } from 'vitest'
import { formatClock } from './clock'

describe('opening hours clock', () => {
  it('shows hours in 12-hour format in English and 24-hour in German', () => {
    expect(formatClock('14:00', 'en').replace(/\s/g, ' ')).toBe('2:00 PM')
    expect(formatClock('08:30', 'en').replace(/\s/g, ' ')).toBe('8:30 AM')
    expect(formatClock('14:00', 'de')).toBe('14:00')
  })

  it('leaves text that is no time as it is', () => {
    expect(formatClock('by arrangement', 'en')).toBe('by arrangement')
  })
})
