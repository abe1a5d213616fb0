import { addMonths, localNoonTimestamp } from '@driftway/domain/dates'
import { describe, expect, it } from 'vitest'
import type { ListingSeason } from '~/lib/listings'
import {
  blockedNights,
  buildMonth,
  type CalendarInput,
  calendarModel,
  isInSelection,
  selectDay,
  selectionRange,
} from './calendar-model'
import type { ManagedRate } from './types'

const tz = 'Europe/Berlin'
const noon = (key: string) => localNoonTimestamp(key, tz)

const summer: ManagedRate = {
  id: 'r1',
  season: 'Summer',
  color: 'orange',
  rate_in_cents: 15_000,
  extra_charge_per_adult_in_cents: null,
  extra_charge_per_child_in_cents: null,
  max_guests_allowed: null,
  currency: 'EUR',
}
const season = (id: string, start: string, end: string, extra: Partial<ListingSeason> = {}): ListingSeason => ({
  id,
  start_timestamp: noon(start),
  end_timestamp: noon(end),
  is_available: true,
  season_rate: null,
  min_rent_dates: 1,
  ...extra,
})

const input = (extra: Partial<CalendarInput> = {}): CalendarInput => ({
  timezone: tz,
  now_timestamp: noon('2030-06-10'),
  seasons: [],
  rates: [summer],
  reservations: [],
  booked: [],
  default_rate_in_cents: 9_900,
  ...extra,
})

describe('owner calendar day state (spec §4)', () => {
  it('marks past days Unavailable, free days Available with the gray default rate', () => {
    const model = calendarModel(input())
    expect(model.dayOf('2030-06-09')).toMatchObject({ state: 'Unavailable', past: true })
    expect(model.dayOf('2030-06-10')).toMatchObject({ state: 'Available', today: true })
    expect(model.dayOf('2030-06-11').rate).toEqual({ id: null, name: null, color: 'gray', cents: 9_900 })
  })

  it('closes days inside an unavailable season, and only up to its end day', () => {
    const model = calendarModel(input({ seasons: [season('s1', '2030-07-01', '2030-07-05', { is_available: false })] }))
    expect(model.dayOf('2030-06-30').state).toBe('Available')
    expect(model.dayOf('2030-07-01')).toMatchObject({ state: 'Unavailable', season_id: 's1' })
    expect(model.dayOf('2030-07-04').state).toBe('Unavailable')
    // The end is a return day: its night is outside the season.
    expect(model.dayOf('2030-07-05')).toMatchObject({ state: 'Available', season_id: null })
  })

  it('shows booked periods and owner reservations as Booking, their return day free', () => {
    const model = calendarModel(
      input({
        booked: [{ pickup_timestamp: noon('2030-06-20'), return_timestamp: noon('2030-06-22') }],
        reservations: [
          { id: 'm1', start_timestamp: noon('2030-06-25'), end_timestamp: noon('2030-06-27'), comment: null },
        ],
      }),
    )
    expect(model.dayOf('2030-06-20').state).toBe('Booking')
    expect(model.dayOf('2030-06-21').state).toBe('Booking')
    expect(model.dayOf('2030-06-22').state).toBe('Available')
    expect(model.dayOf('2030-06-25')).toMatchObject({ state: 'Booking', reservation_id: 'm1' })
    expect(model.dayOf('2030-06-27')).toMatchObject({ state: 'Available', reservation_id: null })
  })

  it('lets an unavailable season win over a booking, and the past win over everything', () => {
    const model = calendarModel(
      input({
        seasons: [season('s1', '2030-06-01', '2030-06-30', { is_available: false })],
        booked: [{ pickup_timestamp: noon('2030-06-05'), return_timestamp: noon('2030-06-15') }],
      }),
    )
    expect(model.dayOf('2030-06-12').state).toBe('Unavailable')
    expect(model.dayOf('2030-06-06').state).toBe('Unavailable')
  })

  it('colours days by the rate of their season; seasons without a rate use the default', () => {
    const model = calendarModel(
      input({
        seasons: [
          season('s1', '2030-08-01', '2030-08-15', { season_rate: 'r1' }),
          season('s2', '2030-08-15', '2030-08-20'),
        ],
      }),
    )
    expect(model.dayOf('2030-08-01').rate).toEqual({ id: 'r1', name: 'Summer', color: 'orange', cents: 15_000 })
    expect(model.dayOf('2030-08-14').rate.color).toBe('orange')
    expect(model.dayOf('2030-08-15')).toMatchObject({ season_id: 's2', rate: { color: 'gray', cents: 9_900 } })
    // A deleted rate leaves the season on the default rate.
    const orphan = calendarModel(
      input({ rates: [], seasons: [season('s1', '2030-08-01', '2030-08-15', { season_rate: 'r1' })] }),
    )
    expect(orphan.dayOf('2030-08-02').rate.color).toBe('gray')
  })

  it('merges bookings and reservations into one set of nights', () => {
    const nights = blockedNights({
      timezone: tz,
      booked: [{ pickup_timestamp: noon('2030-06-20'), return_timestamp: noon('2030-06-22') }],
      reservations: [
        { id: 'm', start_timestamp: noon('2030-06-21'), end_timestamp: noon('2030-06-23'), comment: null },
      ],
    })
    expect([...nights].sort()).toEqual(['2030-06-20', '2030-06-21', '2030-06-22'])
  })
})

describe('month grid', () => {
  it('starts weeks on Monday and pads both ends to whole weeks', () => {
    // 1 June 2030 is a Saturday.
    const month = buildMonth(calendarModel(input()), '2030-06-01')
    expect(month.weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null])
    expect(month.weeks[0]![5]!.key).toBe('2030-06-01')
    expect(month.weeks.every((week) => week.length === 7)).toBe(true)
    expect(month.weeks.flat().filter(Boolean)).toHaveLength(30)
    expect(month.weeks.at(-1)!.filter(Boolean).at(-1)!.key).toBe('2030-06-30')
  })

  it('handles leap years and moves across years', () => {
    expect(buildMonth(calendarModel(input()), '2032-02-01').weeks.flat().filter(Boolean)).toHaveLength(29)
    expect(addMonths('2030-12-01', 1)).toBe('2031-01-01')
    expect(addMonths('2030-01-01', -1)).toBe('2029-12-01')
    expect(addMonths('2030-06-01', 14)).toBe('2031-08-01')
  })
})

describe('range selection', () => {
  it('first click starts, second ends (an earlier day swaps), a third starts again', () => {
    let selection = selectDay(null, '2030-06-12')
    expect(selectionRange(selection)).toBeNull()
    expect(isInSelection(selection, '2030-06-12')).toBe(true)
    selection = selectDay(selection, '2030-06-10')
    expect(selection).toEqual({ first: '2030-06-10', last: '2030-06-12' })
    // Both clicked days are nights: the stored end is the day after the last one.
    expect(selectionRange(selection)).toEqual({ start: '2030-06-10', end: '2030-06-13' })
    expect(isInSelection(selection, '2030-06-11')).toBe(true)
    expect(isInSelection(selection, '2030-06-13')).toBe(false)
    expect(selectDay(selection, '2030-07-01')).toEqual({ first: '2030-07-01', last: null })
  })

  it('takes a single day as a one-night range', () => {
    const selection = selectDay(selectDay(null, '2030-06-12'), '2030-06-12')
    expect(selectionRange(selection)).toEqual({ start: '2030-06-12', end: '2030-06-13' })
  })
})
