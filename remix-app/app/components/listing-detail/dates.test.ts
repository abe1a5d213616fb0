import { localNoonTimestamp } from '@driftway/domain/dates'
import { describe, expect, it } from 'vitest'
import {
  type CalendarListing,
  calendarRules,
  clickDay,
  emptyRange,
  isDayClickable,
  nightsOf,
  rangeTimestamps,
  readRange,
  writeRange,
} from './dates'

const tz = 'Europe/Berlin'
const noon = (day: string) => localNoonTimestamp(day, tz)
// "Now" is 10:00 on 1 March 2027 in Berlin.
const now = noon('2027-03-01') - 2 * 3600

const listing = (overrides: Partial<CalendarListing> = {}): CalendarListing => ({
  timezone: tz,
  seasons: [],
  booked: [],
  default_min_rent_days: 2,
  ...overrides,
})

describe('URL dates', () => {
  it('reads a complete forward range and ignores malformed or backwards ones', () => {
    expect(readRange(new URLSearchParams('startDate=2027-04-01&endDate=2027-04-05'))).toEqual({
      start: '2027-04-01',
      end: '2027-04-05',
    })
    expect(readRange(new URLSearchParams('startDate=2027-04-05&endDate=2027-04-01'))).toEqual(emptyRange)
    expect(readRange(new URLSearchParams('startDate=2027-04-01&endDate=2027-04-01'))).toEqual(emptyRange)
    expect(readRange(new URLSearchParams('startDate=2027-02-30&endDate=2027-03-04'))).toEqual(emptyRange)
    expect(readRange(new URLSearchParams('startDate=2027-04-01'))).toEqual(emptyRange)
  })

  it('writes the range and keeps the other search params; an incomplete range removes both dates', () => {
    const params = new URLSearchParams('search=Munich&startDate=2027-04-01&endDate=2027-04-05')
    expect(writeRange(params, { start: '2027-05-01', end: '2027-05-03' }).toString()).toBe(
      'search=Munich&startDate=2027-05-01&endDate=2027-05-03',
    )
    expect(writeRange(params, { start: '2027-05-01', end: null }).toString()).toBe('search=Munich')
    // The input is not modified.
    expect(params.get('startDate')).toBe('2027-04-01')
  })

  it('turns a range into pickup and return at 12:00 listing-local, across DST', () => {
    const stamps = rangeTimestamps({ start: '2027-03-27', end: '2027-03-29' }, tz)
    expect(stamps).toEqual({ pickup_timestamp: noon('2027-03-27'), return_timestamp: noon('2027-03-29') })
    // 28 March 2027 is the spring-forward day in Berlin: two nights are 47 hours.
    expect(stamps!.return_timestamp - stamps!.pickup_timestamp).toBe(47 * 3600)
    expect(new Date(stamps!.pickup_timestamp * 1000).toISOString()).toBe('2027-03-27T11:00:00.000Z')
    expect(rangeTimestamps({ start: '2027-03-27', end: null }, tz)).toBeNull()
    expect(nightsOf({ start: '2027-03-27', end: '2027-04-03' })).toBe(7)
  })
})

describe('calendar click rules', () => {
  const booked = [{ pickup_timestamp: noon('2027-03-10'), return_timestamp: noon('2027-03-13') }]
  const rules = calendarRules(listing({ booked }), now)

  it('first click sets the start, second the end', () => {
    const first = clickDay(emptyRange, '2027-03-02', rules)
    expect(first).toEqual({ range: { start: '2027-03-02', end: null }, complete: false, problem: null })
    const second = clickDay(first.range, '2027-03-05', rules)
    expect(second).toEqual({ range: { start: '2027-03-02', end: '2027-03-05' }, complete: true, problem: null })
  })

  it('an earlier second click swaps start and end', () => {
    const result = clickDay({ start: '2027-03-08', end: null }, '2027-03-04', rules)
    expect(result).toEqual({ range: { start: '2027-03-04', end: '2027-03-08' }, complete: true, problem: null })
  })

  it('a third click restarts the range; clicking the start again clears it', () => {
    expect(clickDay({ start: '2027-03-02', end: '2027-03-05' }, '2027-03-20', rules).range).toEqual({
      start: '2027-03-20',
      end: null,
    })
    expect(clickDay({ start: '2027-03-02', end: null }, '2027-03-02', rules).range).toEqual(emptyRange)
  })

  it('past days and days beyond 25 years cannot be clicked', () => {
    expect(clickDay(emptyRange, '2027-02-28', rules).range).toEqual(emptyRange)
    expect(isDayClickable('2027-02-28', emptyRange, rules)).toBe(false)
    expect(isDayClickable('2027-03-01', emptyRange, rules)).toBe(true)
    expect(rules.lastDay).toBe('2052-03-01')
    expect(isDayClickable('2052-03-01', emptyRange, rules)).toBe(true)
    expect(isDayClickable('2052-03-02', emptyRange, rules)).toBe(false)
  })

  it('booked nights are unavailable, but the return day of a booking is free for pickup', () => {
    expect(rules.isUnavailable('2027-03-09')).toBe(false)
    expect(rules.isUnavailable('2027-03-10')).toBe(true)
    expect(rules.isUnavailable('2027-03-12')).toBe(true)
    expect(rules.isUnavailable('2027-03-13')).toBe(false)
    const click = clickDay(emptyRange, '2027-03-11', rules)
    expect(click).toEqual({ range: emptyRange, complete: false, problem: { kind: 'unavailable' } })
  })

  it('a stay may end on the day a booking starts, not beyond it', () => {
    expect(clickDay({ start: '2027-03-07', end: null }, '2027-03-10', rules).complete).toBe(true)
    expect(isDayClickable('2027-03-10', { start: '2027-03-07', end: null }, rules)).toBe(true)
    expect(isDayClickable('2027-03-11', { start: '2027-03-07', end: null }, rules)).toBe(false)
    const across = clickDay({ start: '2027-03-07', end: null }, '2027-03-15', rules)
    expect(across).toEqual({ range: emptyRange, complete: false, problem: { kind: 'unavailable' } })
  })

  it('a range shorter than the minimum stay is refused with the minimum', () => {
    expect(clickDay({ start: '2027-03-02', end: null }, '2027-03-03', rules)).toEqual({
      range: emptyRange,
      complete: false,
      problem: { kind: 'minimum', nights: 2 },
    })
  })

  it('seasons: an unavailable season closes its nights, a season minimum applies to pickups in it', () => {
    const seasonal = calendarRules(
      listing({
        seasons: [
          { id: 'closed', start_timestamp: noon('2027-04-01'), end_timestamp: noon('2027-04-08'), is_available: false },
          {
            id: 'summer',
            start_timestamp: noon('2027-06-01'),
            end_timestamp: noon('2027-09-01'),
            is_available: true,
            min_rent_dates: 7,
          },
        ],
      }),
      now,
    )
    expect(seasonal.isUnavailable('2027-03-31')).toBe(false)
    expect(seasonal.isUnavailable('2027-04-01')).toBe(true)
    expect(seasonal.isUnavailable('2027-04-07')).toBe(true)
    expect(seasonal.isUnavailable('2027-04-08')).toBe(false)
    expect(seasonal.minimumNights('2027-05-31')).toBe(2)
    expect(seasonal.minimumNights('2027-06-01')).toBe(7)
    expect(clickDay({ start: '2027-06-10', end: null }, '2027-06-14', seasonal).problem).toEqual({
      kind: 'minimum',
      nights: 7,
    })
    expect(clickDay({ start: '2027-06-10', end: null }, '2027-06-17', seasonal).complete).toBe(true)
  })

  it('partner-managed listings ignore booked info', () => {
    const partner = calendarRules(listing({ booked, ignore_booked: true }), now)
    expect(partner.isUnavailable('2027-03-11')).toBe(false)
  })
})
