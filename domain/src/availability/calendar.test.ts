import { describe, expect, it } from 'vitest'
import { localNoonTimestamp } from '../dates'
import {
  detailCalendarDisabledDays,
  isNightAvailable,
  nightAvailability,
  ownerCalendarDayStates,
  unavailableNights,
} from './calendar'

const ownerCalendarDayState = (day: string, ctx: Parameters<typeof ownerCalendarDayStates>[0]) =>
  ownerCalendarDayStates(ctx)(day)
const detailCalendarDayDisabled = (day: string, ctx: Parameters<typeof detailCalendarDisabledDays>[0]) =>
  detailCalendarDisabledDays(ctx)(day)

import { bookedPeriodsFromNights } from './periods'
import type { SeasonInput } from './schemas'

const tz = 'Europe/Berlin'
const noon = (day: string) => localNoonTimestamp(day, tz)
const seasons: SeasonInput[] = [
  // Closed for maintenance: nights 10-11 June (the 12th is free again, like a return day).
  { id: 'closed', start_timestamp: noon('2025-06-10'), end_timestamp: noon('2025-06-12'), is_available: false },
  { id: 'summer', start_timestamp: noon('2025-06-01'), end_timestamp: noon('2025-09-01'), is_available: true },
]
const ctx = {
  timezone: tz,
  seasons,
  blocked_nights: new Set(['2025-06-05', '2025-06-06']),
  now_timestamp: noon('2025-06-03'),
}

describe('night availability', () => {
  it('closes booked nights and nights of unavailable seasons, even when seasons overlap', () => {
    expect(isNightAvailable('2025-06-04', ctx)).toBe(true)
    expect(isNightAvailable('2025-06-05', ctx)).toBe(false)
    expect(isNightAvailable('2025-06-10', ctx)).toBe(false)
    expect(isNightAvailable('2025-06-11', ctx)).toBe(false)
    expect(isNightAvailable('2025-06-12', ctx)).toBe(true)
    expect(unavailableNights(['2025-06-04', '2025-06-05', '2025-06-11'], ctx)).toEqual(['2025-06-05', '2025-06-11'])
  })

  it('names the season that prices a night: the latest-starting one where seasons overlap', () => {
    const availability = nightAvailability(ctx)
    expect(availability.seasonOf('2025-06-10')?.id).toBe('closed')
    expect(availability.seasonOf('2025-06-12')?.id).toBe('summer')
    expect(availability.seasonOf('2025-09-01')).toBeUndefined()
  })

  it('accepts blocked nights as an array too', () => {
    expect(isNightAvailable('2025-06-05', { timezone: tz, seasons: [], blocked_nights: ['2025-06-05'] })).toBe(false)
    expect(isNightAvailable('2025-06-05', { timezone: tz, seasons: [] })).toBe(true)
  })
})

describe('owner calendar day state (listings spec §4)', () => {
  it('is Unavailable in the past or in an unavailable season, Booking when booked, else Available', () => {
    expect(ownerCalendarDayState('2025-06-02', ctx)).toBe('Unavailable')
    expect(ownerCalendarDayState('2025-06-03', ctx)).toBe('Available') // today
    expect(ownerCalendarDayState('2025-06-05', ctx)).toBe('Booking')
    expect(ownerCalendarDayState('2025-06-10', ctx)).toBe('Unavailable')
    expect(ownerCalendarDayState('2025-06-07', ctx)).toBe('Available') // return day of the booking
    expect(ownerCalendarDayState('2025-10-01', ctx)).toBe('Available') // no season: default rate
  })

  it('shows a past booking as Unavailable: the past rule comes first', () => {
    expect(ownerCalendarDayState('2025-06-05', { ...ctx, now_timestamp: noon('2025-06-20') })).toBe('Unavailable')
  })
})

describe('detail calendar (listings spec §4/§5)', () => {
  it('disables past, booked, closed and too-far days', () => {
    expect(detailCalendarDayDisabled('2025-06-02', ctx)).toBe(true)
    expect(detailCalendarDayDisabled('2025-06-03', ctx)).toBe(false)
    expect(detailCalendarDayDisabled('2025-06-05', ctx)).toBe(true)
    expect(detailCalendarDayDisabled('2025-06-11', ctx)).toBe(true)
    expect(detailCalendarDayDisabled('2050-06-03', ctx)).toBe(false)
    expect(detailCalendarDayDisabled('2050-06-04', ctx)).toBe(true)
  })

  it('ignores booked info for partner-managed listings, but not closed seasons', () => {
    expect(detailCalendarDayDisabled('2025-06-05', { ...ctx, ignore_blocked: true })).toBe(false)
    expect(detailCalendarDayDisabled('2025-06-10', { ...ctx, ignore_blocked: true })).toBe(true)
  })

  it('lets a stay end on a day that is booked from 12:00 (changeover)', () => {
    expect(detailCalendarDayDisabled('2025-06-05', { ...ctx, boundary: 'return' })).toBe(false)
    expect(detailCalendarDayDisabled('2025-06-06', { ...ctx, boundary: 'return' })).toBe(true)
    expect(detailCalendarDayDisabled('2025-06-03', { ...ctx, boundary: 'return' })).toBe(true) // needs last night
  })
})

describe('booked periods', () => {
  it('merges consecutive nights into stays from 12:00 to 12:00, in any input order', () => {
    const periods = bookedPeriodsFromNights(['2025-06-07', '2025-06-05', '2025-06-06', '2025-06-06', '2025-06-10'], tz)
    expect(periods).toEqual([
      { pickup_timestamp: noon('2025-06-05'), return_timestamp: noon('2025-06-08') },
      { pickup_timestamp: noon('2025-06-10'), return_timestamp: noon('2025-06-11') },
    ])
    expect(bookedPeriodsFromNights([], tz)).toEqual([])
  })

  it('merges across a month end and a DST change', () => {
    expect(bookedPeriodsFromNights(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01'], tz)).toEqual([
      { pickup_timestamp: noon('2025-03-29'), return_timestamp: noon('2025-04-02') },
    ])
  })
})
