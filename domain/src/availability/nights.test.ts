import { describe, expect, it } from 'vitest'
import {
  addDaysToKey,
  daysBetweenKeys,
  isValidTimeZone,
  localNoonTimestamp,
  nightKeyOf,
  nightKeysFrom,
  nightsBetween,
} from './nights'

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

  it('does calendar arithmetic across months, leap days and years', () => {
    expect(addDaysToKey('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDaysToKey('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDaysToKey('2025-03-01', -1)).toBe('2025-02-28')
    expect(daysBetweenKeys('2025-03-29', '2025-04-02')).toBe(4)
    expect(daysBetweenKeys('2025-04-02', '2025-03-29')).toBe(-4)
    expect(nightKeysFrom('2025-05-01', '2025-05-01')).toEqual([])
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
