import { type OwnerDayState, ownerCalendarDayStates, todayKey } from '@driftway/domain/availability/calendar'
import type { BookedPeriod } from '@driftway/domain/availability/periods'
import { compileSeasons, seasonForNight } from '@driftway/domain/availability/seasons'
import { addDaysToKey, monthGrid, type NightKey, nightKeyOf, nightsBetween } from '@driftway/domain/dates'
import type { RateColor } from '@driftway/domain/listing-options'
import type { ListingSeason } from '~/lib/listings'
import type { ManagedRate, ManagedReservation } from './types'

/**
 * The owner calendar (listings spec §4 "Calendar day state (owner)"): which state each day is
 * in, which rate prices it and which season it belongs to. Pure, so the page and its tests
 * compute exactly the same grid.
 */

export type CalendarInput = {
  timezone: string
  now_timestamp: number
  seasons: readonly ListingSeason[]
  rates: readonly ManagedRate[]
  reservations: readonly ManagedReservation[]
  /** Bookings and owner reservations as the public booked-periods call reports them. */
  booked: readonly BookedPeriod[]
  default_rate_in_cents: number | null
}

type DayRate = { id: string | null; name: string | null; color: RateColor; cents: number | null }

export type CalendarDay = {
  key: NightKey
  day: number
  state: OwnerDayState
  /** The rate of the night; days with no season (or a season without a rate) use the gray default rate. */
  rate: DayRate
  season_id: string | null
  reservation_id: string | null
  past: boolean
  today: boolean
}

/** A month as weeks of seven cells (Monday first); null pads the first and last week. */
export type CalendarMonth = { month: NightKey; weeks: (CalendarDay | null)[][] }

/** Nights blocked by bookings and owner reservations. */
export function blockedNights(input: Pick<CalendarInput, 'booked' | 'reservations' | 'timezone'>): Set<NightKey> {
  const nights = new Set<NightKey>()
  for (const period of input.booked) {
    for (const night of nightsBetween(period.pickup_timestamp, period.return_timestamp, input.timezone))
      nights.add(night)
  }
  for (const reservation of input.reservations) {
    for (const night of nightsBetween(reservation.start_timestamp, reservation.end_timestamp, input.timezone))
      nights.add(night)
  }
  return nights
}

/** Prepares everything per-day lookups need once, then answers for any day. */
export function calendarModel(input: CalendarInput) {
  const seasons = input.seasons.map((season) => ({
    id: season.id,
    start_timestamp: season.start_timestamp,
    end_timestamp: season.end_timestamp,
    is_available: season.is_available,
    season_rate_id: season.season_rate ?? null,
    min_rent_dates: season.min_rent_dates,
  }))
  const windows = compileSeasons(seasons, input.timezone)
  const blocked = blockedNights(input)
  const ratesById = new Map(input.rates.map((rate) => [rate.id, rate]))
  const reservationWindows = input.reservations.map((reservation) => ({
    id: reservation.id,
    first: nightKeyOf(reservation.start_timestamp, input.timezone),
    end: nightKeyOf(reservation.end_timestamp, input.timezone),
  }))
  const today = todayKey(input.now_timestamp, input.timezone)
  const stateOf = ownerCalendarDayStates({
    timezone: input.timezone,
    now_timestamp: input.now_timestamp,
    seasons,
    blocked_nights: blocked,
  })
  const defaultRate: DayRate = { id: null, name: null, color: 'gray', cents: input.default_rate_in_cents }

  const dayOf = (key: NightKey): CalendarDay => {
    const season = seasonForNight(windows, key)
    const rate = season?.season_rate_id ? ratesById.get(season.season_rate_id) : undefined
    return {
      key,
      day: Number(key.slice(8, 10)),
      state: stateOf(key),
      rate: rate ? { id: rate.id, name: rate.season, color: rate.color, cents: rate.rate_in_cents } : defaultRate,
      season_id: season?.id ?? null,
      reservation_id: reservationWindows.find((window) => window.first <= key && key < window.end)?.id ?? null,
      past: key < today,
      today: key === today,
    }
  }
  return { today, dayOf }
}

/** The owner's days of a month (`month` is its first day's key) as Monday-first weeks. */
export function buildMonth(model: ReturnType<typeof calendarModel>, month: NightKey): CalendarMonth {
  return { month, weeks: monthGrid(month).map((week) => week.map((key) => (key ? model.dayOf(key) : null))) }
}

/**
 * A range picked by clicking days: the first click starts it, the second ends it (an earlier
 * day swaps them), a third starts again — the detail calendar's rule (§4). Both clicked days
 * are nights of the range, so the stored end is the day after the last one.
 */
export type DaySelection = { first: NightKey; last: NightKey | null }

export function selectDay(selection: DaySelection | null, day: NightKey): DaySelection {
  if (!selection || selection.last !== null) return { first: day, last: null }
  return day < selection.first ? { first: day, last: selection.first } : { first: selection.first, last: day }
}

/** The selection as a start date and an end (return) date, or null until both ends are chosen. */
export function selectionRange(selection: DaySelection | null): { start: NightKey; end: NightKey } | null {
  if (!selection?.last) return null
  return { start: selection.first, end: addDaysToKey(selection.last, 1) }
}

export const isInSelection = (selection: DaySelection | null, day: NightKey): boolean => {
  if (!selection) return false
  const last = selection.last ?? selection.first
  return selection.first <= day && day <= last
}
