import { describe, expect, it } from 'vitest'
import { buildQuoteRequest, defaultParty, maxPitchesOf, quoteKey, readParty } from './quote-request'

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

  it('takes the party the search handed on, within the limits, else 1 pitch, 1 adult, 0 children', () => {
    expect(readParty(new URLSearchParams())).toEqual({ pitches_num: 1, adults_num: 1, children_num: 0 })
    expect(readParty(new URLSearchParams('adults=2&children=1&pitches=2'))).toEqual({
      pitches_num: 2,
      adults_num: 2,
      children_num: 1,
    })
    expect(readParty(new URLSearchParams('adults=500&children=-3&pitches=0'))).toEqual({
      pitches_num: 1,
      adults_num: 100,
      children_num: 0,
    })
    expect(readParty(new URLSearchParams('adults=two&children=1.5&pitches=')).adults_num).toBe(1)
    expect(readParty(new URLSearchParams('pitches=7'), maxPitchesOf({ campnerd_accommodation_id: 'c1' }))).toEqual({
      pitches_num: 1,
      adults_num: 1,
      children_num: 0,
    })
    expect(maxPitchesOf({ campnerd_accommodation_id: null })).toBe(100)
  })
})
