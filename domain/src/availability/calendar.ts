import { addDaysToKey, type NightKey, nightKeyOf } from '../dates'
import type { SeasonInput } from './schemas'
import { compileSeasons, isNightClosedBySeason, type SeasonWindow, seasonForNight } from './seasons'

/**
 * Calendar rules (listings spec §4 "Calendar day state", "Date availability on the booking
 * panel", §5 "Detail page"). A calendar day stands for the night that starts on it, so the
 * return day of a booking stays free for the next pickup.
 */

export interface AvailabilityContext {
  timezone: string
  seasons: readonly SeasonInput[]
  /** Nights taken by bookings and owner reservations. */
  blocked_nights?: Iterable<NightKey>
}

export interface CalendarContext extends AvailabilityContext {
  now_timestamp: number
}

/** The detail calendar navigates from today to 25 years ahead (listings spec §4/§9). */
export const CALENDAR_YEARS_AHEAD = 25

export type OwnerDayState = 'Unavailable' | 'Available' | 'Booking'

const asSet = (nights: Iterable<NightKey> | undefined): ReadonlySet<NightKey> =>
  nights instanceof Set ? nights : new Set(nights ?? [])

/** Availability for many nights at once: seasons are resolved once, not per night. */
export interface NightAvailability {
  isAvailable(night: NightKey): boolean
  isBlocked(night: NightKey): boolean
  isClosedBySeason(night: NightKey): boolean
  /** The season that prices the night (seasonForNight), if any. */
  seasonOf(night: NightKey): SeasonInput | undefined
}

export function nightAvailability(ctx: AvailabilityContext): NightAvailability {
  const windows: SeasonWindow[] = compileSeasons(ctx.seasons, ctx.timezone)
  const blocked = asSet(ctx.blocked_nights)
  const isBlocked = (night: NightKey) => blocked.has(night)
  const isClosedBySeason = (night: NightKey) => isNightClosedBySeason(windows, night)
  return {
    isBlocked,
    isClosedBySeason,
    isAvailable: (night) => !isBlocked(night) && !isClosedBySeason(night),
    seasonOf: (night) => seasonForNight(windows, night),
  }
}

/** A night can be sold unless it is booked/reserved or inside a season marked unavailable. */
export const isNightAvailable = (night: NightKey, ctx: AvailabilityContext): boolean =>
  nightAvailability(ctx).isAvailable(night)

/** The nights of `nights` that cannot be sold, in order. */
export function unavailableNights(nights: readonly NightKey[], ctx: AvailabilityContext): NightKey[] {
  const availability = nightAvailability(ctx)
  return nights.filter((night) => !availability.isAvailable(night))
}

/** Today's date at the listing: "past" is judged on the listing's calendar, not the viewer's. */
export const todayKey = (nowTimestamp: number, timezone: string): NightKey => nightKeyOf(nowTimestamp, timezone)

/**
 * Owner calendar: Unavailable if past or inside an unavailable season, Booking if booked or
 * reserved, else Available. The order matters: a past booked day shows Unavailable, as in §4.
 * For the days of a calendar at once: the seasons and today are resolved once, not per day (each
 * resolution converts every season's bounds in the listing's time zone).
 */
export function ownerCalendarDayStates(ctx: CalendarContext): (day: NightKey) => OwnerDayState {
  const availability = nightAvailability(ctx)
  const today = todayKey(ctx.now_timestamp, ctx.timezone)
  return (day) => {
    if (day < today || availability.isClosedBySeason(day)) return 'Unavailable'
    if (availability.isBlocked(day)) return 'Booking'
    return 'Available'
  }
}

export interface DetailCalendarContext extends CalendarContext {
  /** Partner-managed listings: their own system decides, so booked info is ignored (§5). */
  ignore_blocked?: boolean
  /**
   * 'pickup' (default) asks whether the night starting on `day` can be sold. 'return' asks
   * whether the stay may end on `day`, which needs the night before it instead: a day booked by
   * someone else from 12:00 is still a valid return day.
   */
  boundary?: 'pickup' | 'return'
}

/** The last day the detail calendar offers: the same date CALENDAR_YEARS_AHEAD years on. */
export const lastCalendarDay = (today: NightKey): NightKey =>
  `${String(Number(today.slice(0, 4)) + CALENDAR_YEARS_AHEAD).padStart(4, '0')}${today.slice(4)}`

/**
 * Which days the traveler's detail-page calendar must grey out, for the days of a calendar at once:
 * the seasons and today are resolved once, not per day. `availability`: the listing's, when the
 * caller has resolved it already (for the same context).
 */
export function detailCalendarDisabledDays(
  ctx: DetailCalendarContext,
  availability: NightAvailability = nightAvailability(ctx.ignore_blocked ? { ...ctx, blocked_nights: [] } : ctx),
): (day: NightKey) => boolean {
  const today = todayKey(ctx.now_timestamp, ctx.timezone)
  const lastDay = lastCalendarDay(today)
  return (day) => {
    if (day < today || day > lastDay) return true
    const night = ctx.boundary === 'return' ? addDaysToKey(day, -1) : day
    if (ctx.boundary === 'return' && night < today) return true
    return !availability.isAvailable(night)
  }
}
