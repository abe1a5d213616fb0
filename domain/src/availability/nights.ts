import { TZDate } from '@date-fns/tz'

/**
 * Night keys: the calendar unit of availability and pricing.
 *
 * A stay is counted in nights. Pickup and return happen at 12:00 listing-local time (listings
 * spec §4/§9), so night "2025-06-29" is the stay from 12:00 on 29 June to 12:00 on 30 June in
 * the listing's time zone. Keys are plain 'YYYY-MM-DD' strings: they compare and sort as text,
 * travel through JSON unchanged and never depend on the server's or the browser's time zone.
 */
export type NightKey = string

export const NIGHT_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Local clock hour at which pickup and return happen (listings spec §9 "dates set at 12:00"). */
export const HANDOVER_HOUR = 12

export const SECONDS_PER_DAY = 86_400

export const isNightKey = (value: unknown): value is NightKey =>
  typeof value === 'string' && NIGHT_KEY_PATTERN.test(value)

/** True when `timezone` is an IANA zone name the runtime knows (e.g. 'Europe/Berlin'). */
export function isValidTimeZone(timezone: string): boolean {
  if (!timezone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone })
    return true
  } catch {
    return false
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/**
 * The listing-local calendar date of a unix-seconds moment. Built from TZDate's getters rather
 * than date-fns `format`: same result, a quarter of the cost, and search prices many cards.
 */
export function nightKeyOf(timestamp: number, timezone: string): NightKey {
  const local = new TZDate(timestamp * 1000, timezone)
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1, 2)}-${pad(local.getDate(), 2)}`
}

const splitKey = (key: NightKey): [number, number, number] => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number]
  return [y, m, d]
}

/**
 * Unix seconds of 12:00 local time on `key`. Noon is used because no time zone moves its clocks
 * at noon, so the moment always exists and is unique, whatever the DST rules.
 */
export function localNoonTimestamp(key: NightKey, timezone: string): number {
  const [y, m, d] = splitKey(key)
  return new TZDate(y, m - 1, d, HANDOVER_HOUR, 0, 0, timezone).getTime() / 1000
}

/**
 * Calendar arithmetic on keys. Done in UTC on purpose: a date has no time zone, and UTC has no
 * DST, so adding days can never skip or repeat a date.
 */
export function addDaysToKey(key: NightKey, days: number): NightKey {
  const [y, m, d] = splitKey(key)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenKeys(from: NightKey, to: NightKey): number {
  const [y1, m1, d1] = splitKey(from)
  const [y2, m2, d2] = splitKey(to)
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / (SECONDS_PER_DAY * 1000))
}

/** The keys from `first` up to, not including, `end`. Empty when `end` is not after `first`. */
export function nightKeysFrom(first: NightKey, end: NightKey): NightKey[] {
  const count = daysBetweenKeys(first, end)
  const nights: NightKey[] = []
  for (let i = 0; i < count; i++) nights.push(addDaysToKey(first, i))
  return nights
}

/**
 * The nights of a stay: the local dates from the pickup date up to, not including, the return
 * date. Periods stored as timestamps (seasons, owner reservations, bookings) use the same rule,
 * so a period ending on a date leaves that date free for the next pickup (changeover day).
 */
export const nightsBetween = (pickupTimestamp: number, returnTimestamp: number, timezone: string): NightKey[] =>
  nightKeysFrom(nightKeyOf(pickupTimestamp, timezone), nightKeyOf(returnTimestamp, timezone))
