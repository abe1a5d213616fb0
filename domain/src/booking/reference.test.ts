import { describe, expect, it } from 'vitest'
import { bookingNumberOf, bookingReferenceFrom, bookingReferencePattern, bookingReferenceQuery } from './reference'

describe('bookingReferenceFrom', () => {
  it('spells eight random bytes in Crockford base 32 after the DW- prefix', () => {
    expect(bookingReferenceFrom([0, 1, 9, 10, 17, 18, 31, 255])).toBe('DW-019AHJZZ')
    expect(bookingReferenceFrom([32, 33, 34, 35, 36, 37, 38, 39])).toBe('DW-01234567')
  })

  it('never uses the letters people confuse with digits or each other', () => {
    const every = Array.from({ length: 256 }, (_, byte) => byte)
    for (let start = 0; start < 256; start += 8) {
      const reference = bookingReferenceFrom(every.slice(start, start + 8))
      expect(reference).toMatch(bookingReferencePattern)
      expect(reference.slice(3)).not.toMatch(/[ILOU]/)
    }
  })

  it('refuses fewer than eight bytes', () => {
    expect(() => bookingReferenceFrom([1, 2, 3])).toThrow(RangeError)
  })
})

describe('bookingNumberOf', () => {
  it('names a booking by its number, or by its id while it has none', () => {
    expect(bookingNumberOf({ id: 'b1', reference: 'DW-7K3Q9XH2' })).toBe('DW-7K3Q9XH2')
    expect(bookingNumberOf({ id: 'b1', reference: null })).toBe('b1')
    expect(bookingNumberOf({ id: 'b1', reference: '' })).toBe('b1')
  })
})

describe('bookingReferenceQuery', () => {
  it('reads what a person types as (part of) a booking number', () => {
    expect(bookingReferenceQuery('DW-7K3Q9XH2')).toBe('DW-7K3Q9XH2')
    expect(bookingReferenceQuery(' dw 7k3q ')).toBe('DW-7K3Q')
    expect(bookingReferenceQuery('dw7k3q')).toBe('DW-7K3Q')
    expect(bookingReferenceQuery('7k3q')).toBe('7K3Q')
  })

  it("reads Crockford's look-alikes as the digits they stand for", () => {
    expect(bookingReferenceQuery('DW-OIL5')).toBe('DW-0115')
  })

  it('refuses what no booking number contains, and the bare prefix', () => {
    for (const typed of ['', 'DW', 'dw-', 'DW-7K3Q9XH2X', 'DW-7U', "7K'; --", '%', 'DW_7K']) {
      expect(bookingReferenceQuery(typed), typed).toBeNull()
    }
  })
})
