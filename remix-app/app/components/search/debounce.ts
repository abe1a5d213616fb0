import { useEffect, useMemo, useRef } from 'react'

/** Autocomplete and filter changes wait this long after the last change (listings spec §9). */
const SEARCH_DEBOUNCE_MS = 300

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Runs a pending call now (e.g. when the drawer closes). */
  flush(): void
  /** Drops a pending call. */
  cancel(): void
  pending(): boolean
}

/** Calls `fn` with the latest arguments once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastArgs: A | undefined
  const run = () => {
    timer = undefined
    const args = lastArgs
    lastArgs = undefined
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    lastArgs = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, ms)
  }) as Debounced<A>
  debounced.flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    run()
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    lastArgs = undefined
  }
  debounced.pending = () => timer !== undefined
  return debounced
}

/**
 * A debounced callback that always calls the latest `fn` (no stale closures) and drops its pending
 * call on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms = SEARCH_DEBOUNCE_MS,
): Debounced<A> {
  const latest = useRef(fn)
  latest.current = fn
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), ms), [ms])
  useEffect(() => () => debounced.cancel(), [debounced])
  return debounced
}
