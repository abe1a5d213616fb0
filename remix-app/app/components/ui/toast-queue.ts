import type { ReactNode } from 'react'

type Notice = { tone: 'success' | 'error' | 'info'; title: ReactNode; description?: ReactNode }

const sameNotice = (a: Notice, b: Notice) =>
  a.tone === b.tone &&
  typeof a.title === 'string' &&
  a.title === b.title &&
  (a.description ?? null) === (b.description ?? null)

/**
 * The toasts on screen once `next` is added, the newest last and at most `max`. The same notice
 * again (a second save, a repeated failure) replaces the one still showing rather than stacking a
 * copy; a success clears the failures before it (the form that failed a moment ago went through).
 */
export function queueToast<T extends Notice>(shown: T[], next: T, max: number): T[] {
  const kept = shown.filter((toast) => !sameNotice(toast, next) && !(next.tone === 'success' && toast.tone === 'error'))
  return [...kept, next].slice(-max)
}
