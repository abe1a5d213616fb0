import { describe, expect, it } from 'vitest'
import { cardNumberTail, dayOfTimestamp, pageCount } from './billing'

describe('cardNumberTail (accounts §9: the last 6 characters on narrow screens)', () => {
  it('keeps the last 6 characters', () => {
    expect(cardNumberTail('**** **** **** 4242')).toBe('* 4242')
    expect(cardNumberTail('4242')).toBe('4242')
  })
})

describe('pageCount', () => {
  it('counts pages of the page size, at least one', () => {
    expect(pageCount(0, 5)).toBe(1)
    expect(pageCount(5, 5)).toBe(1)
    expect(pageCount(6, 5)).toBe(2)
    expect(pageCount(12, 5)).toBe(3)
  })
})

describe('dayOfTimestamp', () => {
  it('is the UTC calendar day', () => {
    expect(dayOfTimestamp(Date.UTC(2027, 0, 31, 23, 59) / 1000)).toBe('2027-01-31')
  })
})
