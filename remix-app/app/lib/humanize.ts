/**
 * A code as words, for a status or reason the locale files do not name (yet): "action_required" →
 * "Action required", "TRIP_COMPLETED" → "Trip completed".
 */
export const humanize = (code: string): string => {
  const words = code.replaceAll('_', ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
