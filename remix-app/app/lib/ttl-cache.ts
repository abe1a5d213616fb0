/**
 * Answers kept for `ttlMs` under a key, for lookups a hot path (the search loader) would otherwise
 * repeat on every request (at most `max` keys, the oldest dropped first). An answer `keep` refuses is not kept, so an API
 * blip is asked again on the next request instead of being served for the whole TTL.
 */
export function ttlCache<T>(ttlMs: number, max: number, keep: (value: T) => boolean = () => true) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>()
  const forget = (key: string, value: Promise<T>) => {
    if (entries.get(key)?.value === value) entries.delete(key)
  }
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expires > now) return hit.value
    entries.delete(key)
    if (entries.size >= max) entries.delete(entries.keys().next().value!)
    const value = load()
    entries.set(key, { expires: now + ttlMs, value })
    value.then(
      (result) => keep(result) || forget(key, value),
      () => forget(key, value),
    )
    return value
  }
}
