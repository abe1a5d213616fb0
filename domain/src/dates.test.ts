import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nightKeySchema } from './date-schemas'
import {
  addDaysToKey,
  addMonths,
  daysBetweenKeys,
  formatDate,
  formatDateRange,
  formatDeadline,
  formatMoment,
  formatMonth,
  isNightKey,
  isValidTimeZone,
  localNoonTimestamp,
  localTodayKey,
  monthGrid,
  monthOf,
  nightKeyOf,
  nightKeysFrom,
  nightsBetween,
  startOfDayTimestamp,
  weekdayNames,
  weekdayOf,
} from './dates'

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD (never rolled over)', () => {
    for (const valid of ['2027-06-01', '2028-02-29', '2024-12-31', '1970-01-01']) expect(isNightKey(valid)).toBe(true)
    for (const invalid of [
      '2027-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-04-31',
      '2027-6-1',
      '01.06.2027',
      '2027-06-01T00:00',
      ' 2027-06-01',
      '',
      null,
      20270601,
    ]) {
      expect(isNightKey(invalid), String(invalid)).toBe(false)
    }
    expect(nightKeySchema.safeParse('2027-02-30').success).toBe(false)
    expect(nightKeySchema.safeParse('2027-03-02').success).toBe(true)
  })

  it('does calendar arithmetic across months, leap days and years', () => {
    expect(addDaysToKey('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDaysToKey('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDaysToKey('2025-03-01', -1)).toBe('2025-02-28')
    expect(daysBetweenKeys('2025-03-29', '2025-04-02')).toBe(4)
    expect(daysBetweenKeys('2025-04-02', '2025-03-29')).toBe(-4)
    expect(nightKeysFrom('2025-05-01', '2025-05-01')).toEqual([])
    expect(nightKeysFrom('2025-03-29', '2025-04-01')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31'])
  })

  it('agrees with UTC arithmetic for any date and step, whatever the process zone', () => {
    const day = fc
      .integer({ min: 0, max: 150_000 })
      .map((n) => new Date(Date.UTC(1970, 0, 1 + n)).toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, fc.integer({ min: -2000, max: 2000 }), (key, days) => {
        const [y, m, d] = key.split('-').map(Number) as [number, number, number]
        const expected = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
        expect(addDaysToKey(key, days)).toBe(expected)
        expect(daysBetweenKeys(key, expected)).toBe(days)
        expect(isNightKey(key)).toBe(true)
      }),
    )
  })

  it('names the weekday 0 = Sunday … 6 = Saturday', () => {
    expect(weekdayOf('2027-06-06')).toBe(0)
    expect(weekdayOf('2027-06-07')).toBe(1)
    expect(weekdayOf('2027-06-12')).toBe(6)
  })

  it("reads today's date from the local calendar fields", () => {
    expect(localTodayKey(new Date(2027, 0, 9, 23, 30))).toBe('2027-01-09')
  })
})

const utc = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) / 1000

describe('night keys', () => {
  it('reads the date at the listing, not in UTC', () => {
    // 20:00 UTC on 1 January is already 2 January in Tokyo, still 1 January in Berlin.
    expect(nightKeyOf(utc(2025, 1, 1, 20), 'Asia/Tokyo')).toBe('2025-01-02')
    expect(nightKeyOf(utc(2025, 1, 1, 20), 'Europe/Berlin')).toBe('2025-01-01')
  })

  it('puts handovers at 12:00 local time on both sides of a DST change', () => {
    expect(localNoonTimestamp('2025-03-29', 'Europe/Berlin')).toBe(utc(2025, 3, 29, 11)) // CET
    expect(localNoonTimestamp('2025-03-30', 'Europe/Berlin')).toBe(utc(2025, 3, 30, 10)) // CEST
    expect(localNoonTimestamp('2025-11-02', 'America/New_York')).toBe(utc(2025, 11, 2, 17))
  })

  it('puts the start of a day at 00:00 in the given zone', () => {
    expect(startOfDayTimestamp('1990-05-17', 'UTC')).toBe(utc(1990, 5, 17))
    expect(nightKeyOf(startOfDayTimestamp('1990-05-17', 'UTC'), 'UTC')).toBe('1990-05-17')
  })

  it('counts the nights of a stay from the pickup date up to, not including, the return date', () => {
    const tz = 'Europe/Berlin'
    // Across the spring-forward night the stay still has 3 nights (one of them 23 hours long).
    expect(nightsBetween(localNoonTimestamp('2025-03-29', tz), localNoonTimestamp('2025-04-01', tz), tz)).toEqual([
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
    ])
    expect(nightsBetween(localNoonTimestamp('2025-03-29', tz), localNoonTimestamp('2025-03-29', tz), tz)).toEqual([])
  })

  it('knows which time zones exist', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone('')).toBe(false)
  })
})

describe('month grid', () => {
  it('starts weeks on Monday and pads both ends', () => {
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    const march = monthGrid('2027-03-15')
    expect(march[0]![0]).toBe('2027-03-01')
    expect(march.at(-1)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null])
    // 1 February 2026 is a Sunday.
    const february = monthGrid('2026-02-01')
    expect(february[0]).toEqual([null, null, null, null, null, null, '2026-02-01'])
    expect(february.flat().filter(Boolean)).toHaveLength(28)
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthGrid('2027-02-01')).toHaveLength(4)
    expect(monthGrid('2028-02-10').flat().filter(Boolean)).toHaveLength(29)
  })

  it('names months by their first day and adds months across years', () => {
    expect(monthOf('2027-03-31')).toBe('2027-03-01')
    expect(addMonths('2027-12-01', 1)).toBe('2028-01-01')
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01')
  })

  it('formats the calendar date itself, Monday first, in the given language', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(weekdayNames('de')[0]).toBe('Mo')
    expect(formatMonth('2026-11-15', 'en')).toBe('November 2026')
    expect(formatMonth('2026-03-01', 'de')).toBe('März 2026')
    expect(formatDate('2026-11-29', 'en', { dateStyle: 'full' })).toBe('Sunday, November 29, 2026')
    expect(formatDateRange('2026-11-29', '2026-12-02', 'en')).toBe('Nov 29 – Dec 2, 2026')
  })

  it('writes the same spaces whatever the ICU version (server and browser must agree)', () => {
    expect(formatDateRange('2026-12-03', '2026-12-08', 'en')).toBe('Dec 3 – 8, 2026')
    const moment = Date.UTC(2027, 2, 5, 13, 30) / 1000
    expect(formatMoment(moment, 'en')).toBe('Mar 5, 2027, 1:30 PM UTC')
    expect(formatDeadline(moment, 'Europe/Berlin', 'en')).toBe('Friday, March 5, 2027 at 2:30 PM')
  })
})

describe('formatDeadline', () => {
  it('shows a deadline in the listing time zone and the reader language', () => {
    // 2027-03-05 13:30 UTC is 14:30 in Berlin.
    const moment = Date.UTC(2027, 2, 5, 13, 30) / 1000
    expect(formatDeadline(moment, 'Europe/Berlin', 'en')).toBe('Friday, March 5, 2027 at 2:30 PM')
    expect(formatDeadline(moment, 'Europe/Berlin', 'de')).toBe('Freitag, 5. März 2027 um 14:30')
  })
})
