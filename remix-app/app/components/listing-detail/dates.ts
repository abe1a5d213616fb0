import {
  detailCalendarDisabledDays,
  lastCalendarDay,
  nightAvailability,
  todayKey,
} from '@driftway/domain/availability/calendar'
import type { BookedPeriod } from '@driftway/domain/availability/periods'
import type { SeasonInput } from '@driftway/domain/availability/schemas'
import {
  addDaysToKey,
  daysBetweenKeys,
  isNightKey,
  localNoonTimestamp,
  type NightKey,
  nightsBetween,
} from '@driftway/domain/dates'

/**
 * Dates of the detail page (listings spec §4 "Calendar (detail page)", §5 "Detail page"):
 * the range in the URL, its pickup/return timestamps at 12:00 listing-local, and the click
 * rules of the availability calendar. Pure, so the rules are unit-tested without a browser.
 */

export type DateRange = { start: NightKey | null; end: NightKey | null }
export const emptyRange: DateRange = { start: null, end: null }

/** The range in `startDate`/`endDate`; a half or backwards range counts as none. */
export function readRange(params: URLSearchParams): DateRange {
  const start = params.get('startDate')
  const end = params.get('endDate')
  if (!isNightKey(start) || !isNightKey(end) || end <= start) return emptyRange
  return { start, end }
}

/** A copy of `params` with the range written in (or removed when incomplete); other params are kept. */
export function writeRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(params)
  if (range.start && range.end) {
    next.set('startDate', range.start)
    next.set('endDate', range.end)
  } else {
    next.delete('startDate')
    next.delete('endDate')
  }
  return next
}

/** Pickup and return of a range at 12:00 listing-local (listings spec §4), as unix seconds. */
export function rangeTimestamps(
  range: DateRange,
  timezone: string,
): { pickup_timestamp: number; return_timestamp: number } | null {
  if (!range.start || !range.end) return null
  return {
    pickup_timestamp: localNoonTimestamp(range.start, timezone),
    return_timestamp: localNoonTimestamp(range.end, timezone),
  }
}

export const nightsOf = (range: DateRange): number =>
  range.start && range.end ? Math.max(0, daysBetweenKeys(range.start, range.end)) : 0

/** What the calendar needs to know about a listing. */
export interface CalendarListing {
  timezone: string
  seasons: readonly SeasonInput[]
  /** Booked periods and owner reservations (GET …/booking/travel/all/{id}/). */
  booked: readonly BookedPeriod[]
  default_min_rent_days: number
  /** Partner-managed listings: their system decides, booked info is ignored (§5). */
  ignore_booked?: boolean
}

export interface CalendarRules {
  today: NightKey
  lastDay: NightKey
  /** The night starting on `day` cannot be sold (booked, reserved, or closed by a season). */
  isUnavailable(day: NightKey): boolean
  /** `day` cannot start a stay (past, beyond 25 years, or its night unavailable). */
  isPickupDisabled(day: NightKey): boolean
  /** The minimum stay for a pickup on `day`: its season's min_rent_dates, else the listing default. */
  minimumNights(day: NightKey): number
  /** The first night from `start` on that cannot be sold, if any before `limit`. */
  firstUnavailableFrom(start: NightKey, limit: NightKey): NightKey | null
}

export function calendarRules(listing: CalendarListing, nowTimestamp: number): CalendarRules {
  const blocked = new Set<NightKey>()
  if (!listing.ignore_booked) {
    for (const period of listing.booked) {
      for (const night of nightsBetween(period.pickup_timestamp, period.return_timestamp, listing.timezone)) {
        blocked.add(night)
      }
    }
  }
  const ctx = {
    timezone: listing.timezone,
    seasons: listing.seasons,
    blocked_nights: blocked,
    now_timestamp: nowTimestamp,
  }
  // Seasons resolved once for every rule below (each resolution converts their bounds in the time zone).
  const availability = nightAvailability(ctx)
  const today = todayKey(nowTimestamp, listing.timezone)
  const lastDay = lastCalendarDay(today)
  return {
    today,
    lastDay,
    isUnavailable: (day) => !availability.isAvailable(day),
    isPickupDisabled: detailCalendarDisabledDays(ctx, availability),
    minimumNights: (day) =>
      Math.max(1, availability.seasonOf(day)?.min_rent_dates ?? listing.default_min_rent_days ?? 1),
    firstUnavailableFrom(start, limit) {
      for (let night = start; night < limit; night = addDaysToKey(night, 1)) {
        if (!availability.isAvailable(night)) return night
      }
      return null
    },
  }
}

/** Why a clicked range was refused (the range is cleared, the message says why). */
export type RangeProblem = { kind: 'unavailable' } | { kind: 'minimum'; nights: number }

export type ClickResult = {
  range: DateRange
  /** A complete range was chosen: write it to the URL and price it. */
  complete: boolean
  problem: RangeProblem | null
}

/** Checks a complete range: every night sellable and at least the minimum stay of its pickup day. */
function checkRange(range: { start: NightKey; end: NightKey }, rules: CalendarRules): RangeProblem | null {
  if (range.start < rules.today || range.end > addDaysToKey(rules.lastDay, 1)) return { kind: 'unavailable' }
  if (rules.firstUnavailableFrom(range.start, range.end) !== null) return { kind: 'unavailable' }
  const minimum = rules.minimumNights(range.start)
  if (daysBetweenKeys(range.start, range.end) < minimum) return { kind: 'minimum', nights: minimum }
  return null
}

/**
 * One click on a day (§4): the first click sets the start; the second sets the end (a click
 * before the start swaps them); a click on a complete range starts a new one. A finished range
 * that crosses an unavailable night or is shorter than the minimum stay is cleared with a reason.
 */
export function clickDay(current: DateRange, day: NightKey, rules: CalendarRules): ClickResult {
  const startOver = (): ClickResult =>
    rules.isPickupDisabled(day)
      ? { range: emptyRange, complete: false, problem: rules.isUnavailable(day) ? { kind: 'unavailable' } : null }
      : { range: { start: day, end: null }, complete: false, problem: null }

  if (!current.start || current.end) return startOver()
  if (day === current.start) return { range: emptyRange, complete: false, problem: null }
  const range = day > current.start ? { start: current.start, end: day } : { start: day, end: current.start }
  const problem = checkRange(range, rules)
  if (problem) return { range: emptyRange, complete: false, problem }
  return { range, complete: true, problem: null }
}

/**
 * Whether a day can be clicked now. While an end is being chosen, days after the start are
 * offered up to the first unavailable night (a stay may end on the morning that night starts).
 */
export function isDayClickable(day: NightKey, current: DateRange, rules: CalendarRules): boolean {
  if (day < rules.today || day > rules.lastDay) return false
  if (current.start && !current.end && day > current.start) {
    const blocker = rules.firstUnavailableFrom(current.start, day)
    return blocker === null
  }
  return !rules.isPickupDisabled(day)
}
