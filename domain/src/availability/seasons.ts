import { type NightKey, nightKeyOf } from '../dates'
import type { SeasonInput } from './schemas'

/** A season with its covered nights resolved once, so per-night lookups are string compares. */
export interface SeasonWindow<S extends SeasonInput = SeasonInput> {
  season: S
  /** First covered night. */
  first: NightKey
  /** First night after the season (exclusive end). */
  end: NightKey
}

export function compileSeasons<S extends SeasonInput>(seasons: readonly S[], timezone: string): SeasonWindow<S>[] {
  return seasons.map((season) => ({
    season,
    first: nightKeyOf(season.start_timestamp, timezone),
    end: nightKeyOf(season.end_timestamp, timezone),
  }))
}

const covers = (window: SeasonWindow, night: NightKey): boolean => window.first <= night && night < window.end

/**
 * The season that prices a night. Overlaps are refused when seasons are saved
 * (errors.seasonsOverlap), but stored data may still overlap: the latest-starting season wins
 * because it is the more specific one (a holiday week inside a summer season).
 */
export function seasonForNight<S extends SeasonInput>(
  windows: readonly SeasonWindow<S>[],
  night: NightKey,
): S | undefined {
  let best: SeasonWindow<S> | undefined
  for (const window of windows) {
    if (covers(window, night) && (!best || window.season.start_timestamp > best.season.start_timestamp)) best = window
  }
  return best?.season
}

/** Closed by the owner: any unavailable season covering the night closes it, even when overlapping. */
export const isNightClosedBySeason = (windows: readonly SeasonWindow[], night: NightKey): boolean =>
  windows.some((window) => window.season.is_available === false && covers(window, night))
