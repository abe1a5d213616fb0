import { addDaysToKey, formatDate, type NightKey, nightKeyOf } from '@driftway/domain/dates'
import { dateTimeFormat } from '@driftway/domain/intl'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'

/**
 * The reader's time zone for message times and day dividers. The server renders in UTC and the
 * first browser paint matches it (no hydration mismatch); the browser's own zone follows at once.
 */
export function useViewerTimeZone(): string {
  const [zone, setZone] = useState('UTC')
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
    } catch {
      // An engine without time zone data keeps UTC.
    }
  }, [])
  return zone
}

/** 14:05 (or 2:05 PM) in `zone`. */
export const clockTime = (timestamp: number, language: string, zone: string): string =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(timestamp * 1000))

/** A day divider's words: Today, Yesterday, else "Monday, 12 October" (with the year when not this year's). */
export function dayLabel(key: NightKey, now: number, zone: string, language: string, t: TFunction): string {
  const today = nightKeyOf(now, zone)
  if (key === today) return t('chat:day.today')
  if (key === addDaysToKey(today, -1)) return t('chat:day.yesterday')
  return formatDate(key, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(key.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  })
}

/** The conversation list's time of the last message: its clock time today, else its short date. */
export function listTime(timestamp: number, now: number, zone: string, language: string): string {
  if (nightKeyOf(timestamp, zone) === nightKeyOf(now, zone)) return clockTime(timestamp, language, zone)
  const key = nightKeyOf(timestamp, zone)
  return formatDate(key, language, {
    day: 'numeric',
    month: 'short',
    ...(key.slice(0, 4) === nightKeyOf(now, zone).slice(0, 4) ? {} : { year: '2-digit' }),
  })
}
