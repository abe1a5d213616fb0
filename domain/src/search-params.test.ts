import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_TRIP_SECONDS, SEARCH_MAX_OFFSET, searchQueryString } from './search-params'
import { searchQuerySchema } from './search-query-schemas'

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

describe('search parameter messages', () => {
  const messagesOf = (query: Record<string, string>) =>
    searchQuerySchema('boat')
      .safeParse(query)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it('names the limit a number went past, not just "Expected a number"', () => {
    expect(messagesOf({ offset: String(SEARCH_MAX_OFFSET * 10) })).toEqual(['offset: Must be at most 10,000'])
    expect(messagesOf({ offset: '-1' })).toEqual(['offset: Must be at least 0'])
    expect(messagesOf({ limit: '101' })).toEqual(['limit: Must be at most 100'])
  })

  it('still says when the value is not a (whole) number', () => {
    expect(messagesOf({ offset: 'abc' })).toEqual(['offset: Expected a number'])
    expect(messagesOf({ offset: '1.5' })).toEqual(['offset: Expected a whole number'])
  })
})

describe('the longest searched trip', () => {
  const start = 1_893_456_000 // 2030-01-01T00:00:00Z

  it('is a year in no rental unit: a campervan counts days, a pitch or a boat nights (decision 0010)', () => {
    for (const kind of ['recreational_vehicle', 'campsite', 'boat'] as const) {
      const tooLong = searchQuerySchema(kind).safeParse({
        trip_start_timestamp: String(start),
        trip_end_timestamp: String(start + MAX_SEARCH_TRIP_SECONDS + 86_400),
      })
      expect(
        tooLong.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        kind,
      ).toEqual(['trip_end_timestamp: A trip can last at most a year'])
      const year = searchQuerySchema(kind).safeParse({
        trip_start_timestamp: String(start),
        trip_end_timestamp: String(start + 365 * 86_400),
      })
      expect(year.success, kind).toBe(true)
    }
  })
})
