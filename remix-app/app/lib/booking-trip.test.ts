import { describe, expect, it } from 'vitest'
import { bookingPageHref, readExtras, writeExtras } from './booking-trip'

describe('booking page query', () => {
  it('round-trips extras and drops junk and zeroes', () => {
    const params = new URLSearchParams({ extras: 'b:2,a:1,zero:0,<x>:1,c:9999' })
    expect(readExtras(params)).toEqual({ a: 1, b: 2 })
    expect(writeExtras({ b: 2, a: 1, z: 0 })).toBe('a:1,b:2')
  })
  it('carries dates, party and extras to the booking page', () => {
    const href = bookingPageHref(
      'campsite',
      'l1',
      { start: '2027-06-01', end: '2027-06-04' },
      { pitches_num: 1, adults_num: 2, children_num: 1 },
      { x: 1 },
    )
    expect(href).toBe(
      '/book-a-campsite/l1/book?startDate=2027-06-01&endDate=2027-06-04&adults=2&children=1&pitches=1&extras=x%3A1',
    )
  })
})
