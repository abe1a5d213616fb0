import { describe, expect, it } from 'vitest'
import { buildQuoteRequest, defaultParty, quoteKey } from './quote-request'

describe('quote request', () => {
  const stamps = { pickup_timestamp: 1_800_000_000, return_timestamp: 1_800_604_800 }

  it('keeps only extras with a quantity, sorted by id, so equal selections give equal keys', () => {
    const a = buildQuoteRequest(stamps, defaultParty, { b: 2, a: 1, c: 0 })
    const b = buildQuoteRequest(stamps, { ...defaultParty }, { c: 0, a: 1, b: 2 })
    expect(a.booked_extra_amenities).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 2 },
    ])
    expect(quoteKey(a)).toBe(quoteKey(b))
  })

  it('changes its key with the party', () => {
    const base = buildQuoteRequest(stamps, defaultParty, {})
    const family = buildQuoteRequest(stamps, { pitches_num: 1, adults_num: 2, children_num: 1 }, {})
    expect(family).toMatchObject({ adults_num: 2, children_num: 1, pitches_num: 1, full_prepayment: false })
    expect(quoteKey(base)).not.toBe(quoteKey(family))
    expect(quoteKey(null)).toBe('')
  })
})
