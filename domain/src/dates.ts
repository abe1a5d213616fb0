import { TZDate } from '@date-fns/tz'
// One module per function: the package's index loads all ~250 of them (seconds per test file).
import { addDays } from 'date-fns/addDays'
import { addMonths as addMonthsToDate } from 'date-fns/addMonths'
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays'
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval'
import { endOfMonth } from 'date-fns/endOfMonth'
import { endOfWeek } from 'date-fns/endOfWeek'
import { getDay } from 'date-fns/getDay'
import { isValid } from 'date-fns/isValid'
import { parseISO } from 'date-fns/parseISO'
import { startOfWeek } from 'date-fns/startOfWeek'
import { dateTimeFormat } from './intl'

/**
 * The one date and calendar module: calendar dates and their checks, nights at a listing (in its
 * time zone), month grids and how dates read in a language. Everything that reads or computes a
 * date uses it, on the server and in the browser.
 */

/**
 * Calendar dates: 'YYYY-MM-DD' strings with no time and no zone (called night keys where a date
 * stands for the night that starts on it). They compare and sort as text, travel through JSON and
 * URLs unchanged, and never depend on the server's or the browser's time zone.
 *
 * Arithmetic runs on date-fns with the date as a local-midnight `Date`: date-fns adds calendar
 * days (not 24-hour steps), so a DST change in the process's zone can never skip or repeat one.
 */
export type NightKey = string

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/**
 * A real calendar date written YYYY-MM-DD: 2028-02-29 is one, 2027-02-30 and 2027-13-01 are not
 * (never rolled over to another date). Every reader of a date — URLs, forms, API input, stored
 * nights — checks with this.
 */
export const isNightKey = (value: unknown): value is NightKey =>
  typeof value === 'string' && DATE_PATTERN.test(value) && isValid(parseISO(value))

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** The key of a date-fns/JS date by its local calendar fields (formatting by hand: search formats many). */
export const keyOfLocalDate = (date: Date): NightKey =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`

/** The local-midnight date of a key, for date-fns (callers pass keys they have checked). */
export function localDateOfKey(key: NightKey): Date {
  const date = new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)))
  // Years 0–99 would otherwise be read as 1900–1999.
  date.setFullYear(Number(key.slice(0, 4)))
  return date
}

/** The date `days` calendar days after (or before, when negative) `key`. */
export const addDaysToKey = (key: NightKey, days: number): NightKey =>
  keyOfLocalDate(addDays(localDateOfKey(key), days))

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetweenKeys = (from: NightKey, to: NightKey): number =>
  differenceInCalendarDays(localDateOfKey(to), localDateOfKey(from))

/** The keys from `first` up to, not including, `end`. Empty when `end` is not after `first`. */
export function nightKeysFrom(first: NightKey, end: NightKey): NightKey[] {
  const count = daysBetweenKeys(first, end)
  const start = localDateOfKey(first)
  const nights: NightKey[] = []
  for (let i = 0; i < count; i++) nights.push(keyOfLocalDate(addDays(start, i)))
  return nights
}

/** Day of the week of a date: 0 = Sunday … 6 = Saturday (as `Date#getDay` and date-fns `getDay`). */
export const weekdayOf = (key: NightKey): number => getDay(localDateOfKey(key))

/** Today's date where the code runs (the browser: the visitor's own calendar). */
export const localTodayKey = (now: Date = new Date()): NightKey => keyOfLocalDate(now)

// ---------------------------------------------------------------------------------------------
// Nights at a listing (its time zone)
// ---------------------------------------------------------------------------------------------

/**
 * Nights at a listing: a stay is counted in nights, and pickup and return happen at 12:00
 * listing-local time (listings spec §4/§9), so night "2025-06-29" is the stay from 12:00 on 29 June
 * to 12:00 on 30 June in the listing's time zone.
 */

/** Local clock hour at which pickup and return happen (listings spec §9 "dates set at 12:00"). */
export const HANDOVER_HOUR = 12

export const SECONDS_PER_DAY = 86_400

/** The moment now as a Unix timestamp in whole seconds, the unit of every stored timestamp. */
export const currentTimestamp = (): number => Math.floor(Date.now() / 1000)

const knownZones = new Map<string, boolean>()

/** True when `timezone` is an IANA zone name the runtime knows (e.g. 'Europe/Berlin'). */
export function isValidTimeZone(timezone: string): boolean {
  if (!timezone) return false
  // Remembered: building a formatter costs ~0.1 ms, and the search index checks a zone per listing.
  let valid = knownZones.get(timezone)
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: timezone })
      valid = true
    } catch {
      valid = false
    }
    if (knownZones.size > 2000) knownZones.clear()
    knownZones.set(timezone, valid)
  }
  return valid
}

/**
 * The calendar date in `timezone` of a unix-seconds moment. Built from TZDate's getters rather
 * than date-fns `format`: same result, a quarter of the cost, and search prices many cards.
 */
export const nightKeyOf = (timestamp: number, timezone: string): NightKey =>
  keyOfLocalDate(new TZDate(timestamp * 1000, timezone))

const splitKey = (key: NightKey): [number, number, number] => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  return [y, m, d]
}

const localTimestamp = (key: NightKey, timezone: string, hour: number): number => {
  const [y, m, d] = splitKey(key)
  return new TZDate(y, m - 1, d, hour, 0, 0, timezone).getTime() / 1000
}

/**
 * Unix seconds of 12:00 local time on `key`. Noon is used because no time zone moves its clocks
 * at noon, so the moment always exists and is unique, whatever the DST rules.
 */
export const localNoonTimestamp = (key: NightKey, timezone: string): number =>
  localTimestamp(key, timezone, HANDOVER_HOUR)

/** Unix seconds of 00:00 on `key` in `timezone` (dates stored as a day's start, e.g. birth dates in UTC). */
export const startOfDayTimestamp = (key: NightKey, timezone: string): number => localTimestamp(key, timezone, 0)

/**
 * The nights of a stay: the local dates from the pickup date up to, not including, the return
 * date. Periods stored as timestamps (seasons, owner reservations, bookings) use the same rule,
 * so a period ending on a date leaves that date free for the next pickup (changeover day).
 */
export const nightsBetween = (pickupTimestamp: number, returnTimestamp: number, timezone: string): NightKey[] =>
  nightKeysFrom(nightKeyOf(pickupTimestamp, timezone), nightKeyOf(returnTimestamp, timezone))

// ---------------------------------------------------------------------------------------------
// Month pages of the calendars
// ---------------------------------------------------------------------------------------------

/**
 * Month pages of the calendars (listings spec §4: the detail page's availability calendar and the
 * owner calendar): months are named by their first day's key ('2026-11-01'), weeks start on Monday.
 */

const mondayFirst = { weekStartsOn: 1 } as const

/** The first day of the month of `day` ('2026-11-01'). */
export const monthOf = (day: NightKey): NightKey => `${day.slice(0, 7)}-01`

/** The first day of the month `count` months after (or before) the month of `month`. */
export const addMonths = (month: NightKey, count: number): NightKey =>
  keyOfLocalDate(addMonthsToDate(localDateOfKey(monthOf(month)), count))

/**
 * The weeks of a month for a grid starting on Monday: each cell a date of the month or null
 * (padding before the 1st and after the last day). Both calendars draw this grid.
 */
export function monthGrid(month: NightKey): (NightKey | null)[][] {
  const first = localDateOfKey(monthOf(month))
  const prefix = month.slice(0, 7)
  const days = eachDayOfInterval({
    start: startOfWeek(first, mondayFirst),
    end: endOfWeek(endOfMonth(first), mondayFirst),
  }).map((date) => {
    const key = keyOfLocalDate(date)
    return key.startsWith(prefix) ? key : null
  })
  const weeks: (NightKey | null)[][] = []
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7))
  return weeks
}

/** Monday-first short weekday names in `language` ("Mon" … "Sun", "Mo." … "So."). */
export function weekdayNames(language: string, width: 'short' | 'narrow' = 'short'): string[] {
  const format = dateTimeFormat(language, { weekday: width })
  const monday = startOfWeek(new Date(2024, 0, 3), mondayFirst)
  return Array.from({ length: 7 }, (_, i) => format.format(addDays(monday, i)))
}

/**
 * A date for people in `language` (the calendar's own date, whatever the viewer's zone):
 * `formatDate('2026-11-29', 'en', { dateStyle: 'full' })` → "Sunday, November 29, 2026".
 */
export const formatDate = (key: NightKey, language: string, options: Intl.DateTimeFormatOptions): string =>
  sameOnEveryEngine(dateTimeFormat(language, options).format(localDateOfKey(key)))

/**
 * ICU versions disagree on the spaces inside formatted dates: Node's (ICU 78) writes "Dec 3 – 8"
 * with thin spaces (U+2009), Chromium's with plain ones, and some versions put a narrow no-break
 * space (U+202F) before AM/PM. The server and the browser must write the same text, or hydration
 * fails (React error #418) and the page renders again, so both become plain spaces.
 */
const sameOnEveryEngine = (text: string): string => text.replace(/[\u2009\u202f]/g, ' ')

/**
 * A moment (unix seconds) for people, date and time in UTC (so the server's and the browser's
 * rendering agree): "Nov 25, 2026, 04:41 UTC". Times in a listing's zone: `formatDeadline`.
 */
export const formatMoment = (timestamp: number, language: string): string =>
  `${sameOnEveryEngine(
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(timestamp * 1000),
    ),
  )} UTC`

/** A month's title: "November 2026", "November 2026" (de). */
export const formatMonth = (month: NightKey, language: string): string =>
  formatDate(monthOf(month), language, { month: 'long', year: 'numeric' })

/**
 * Ranges already written: ICU's formatRange costs ~0.1 ms a call even with a cached formatter, and
 * the search page's deal strip writes the same few ranges on every render (issue 23). Bounded.
 */
const dateRanges = new Map<string, string>()

/** "Nov 29 – Dec 2, 2026": a period from its first day to its end day. */
export function formatDateRange(start: NightKey, end: NightKey, language: string): string {
  const key = `${start}|${end}|${language}`
  let text = dateRanges.get(key)
  if (text === undefined) {
    text = sameOnEveryEngine(
      dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
        localDateOfKey(start),
        localDateOfKey(end),
      ),
    )
    if (dateRanges.size >= 2000) dateRanges.clear()
    dateRanges.set(key, text)
  }
  return text
}

/** Day, date and time of a moment in `timezone` (deadlines in mails): "Friday, 5 March 2027 at 14:30". */
export const formatDeadline = (timestamp: number, timezone: string, language: string): string =>
  sameOnEveryEngine(
    dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(
      new Date(timestamp * 1000),
    ),
  )

/**
 * A subscription term: one month or one year after the unix-seconds `timestamp`, on the calendar
 * in UTC (31 January + 1 month = the last day of February), the way payment providers bill.
 */
export function addBillingInterval(timestamp: number, interval: 'month' | 'year'): number {
  const start = new TZDate(timestamp * 1000, 'UTC')
  return Math.floor(addMonthsToDate(start, interval === 'year' ? 12 : 1).getTime() / 1000)
}
