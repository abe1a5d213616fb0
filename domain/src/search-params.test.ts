import { describe, expect, it } from 'vitest'
import { searchQueryString } from './search-params'

describe('search query string', () => {
  it('encodes like URLSearchParams, with sorted keys and lists comma-joined', () => {
    const text = "Bad Tölz !'()~*,-._ +&=/?#"
    const expected = new URLSearchParams([
      ['amenities', 'a,b'],
      ['search', text],
    ])
    expect(searchQueryString({ search: text, amenities: ['a', 'b'], seats_num__gte: undefined } as never)).toBe(
      expected.toString(),
    )
    expect(searchQueryString({ limit: 30, is_instant_booking_allowed: true })).toBe(
      'is_instant_booking_allowed=true&limit=30',
    )
  })
})
