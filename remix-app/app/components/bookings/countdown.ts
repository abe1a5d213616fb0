/** Remaining time as HH:mm (hours may pass 24: "47:12"), or null once the deadline has passed. */
export function formatCountdown(deadline: number, now: number): string | null {
  const left = deadline - now
  if (left <= 0) return null
  const minutes = Math.floor(left / 60)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
