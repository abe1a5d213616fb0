import { dateTimeFormat } from '@driftway/domain/intl'
/** "14:00" in the reader's clock: 12-hour in English (listings spec §2 "Check-in hours"), 24-hour in German. */
export function formatClock(value: string, lng: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])))
  return dateTimeFormat(lng, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: lng === 'en',
    timeZone: 'UTC',
  }).format(date)
}
