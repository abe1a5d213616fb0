import { addDaysToKey, isNightKey, localNoonTimestamp, type NightKey } from '../dates'

/** A booked stretch as the API reports it (listing booked_info, booking spec "booked periods"). */
export interface BookedPeriod {
  pickup_timestamp: number
  return_timestamp: number
}

/**
 * Merges night keys into periods: consecutive nights become one stay from 12:00 on the first
 * night to 12:00 on the day after the last one. Input order and duplicates do not matter, so the
 * API can pass the union of bookings and owner reservations without sorting it first.
 */
export function bookedPeriodsFromNights(nights: Iterable<NightKey>, timezone: string): BookedPeriod[] {
  const sorted = [...new Set(nights)].filter(isNightKey).sort()
  const periods: BookedPeriod[] = []
  let first: NightKey | undefined
  let last: NightKey | undefined
  const close = () => {
    if (first && last) {
      periods.push({
        pickup_timestamp: localNoonTimestamp(first, timezone),
        return_timestamp: localNoonTimestamp(addDaysToKey(last, 1), timezone),
      })
    }
  }
  for (const night of sorted) {
    if (last && addDaysToKey(last, 1) === night) {
      last = night
      continue
    }
    close()
    first = night
    last = night
  }
  close()
  return periods
}
