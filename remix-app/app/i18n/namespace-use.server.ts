import { AsyncLocalStorage } from 'node:async_hooks'
import { namespacesElementId, setNamespaceSink } from './namespace-trace'

/** The namespaces of each request's render, by async context (renders of several requests interleave). */
const storage = new AsyncLocalStorage<Set<string>>()
setNamespaceSink(() => storage.getStore())

/** Runs `render` (and everything it schedules, streamed parts too) noting its namespaces in `into`. */
export const recordingNamespaces = <T>(into: Set<string>, render: () => T): T => storage.run(into, render)

/** The list as a JSON data block (not a script: the page's CSP does not cover it, browsers never run it). */
export function namespacesMarkup(namespaces: Set<string>): string {
  const json = JSON.stringify([...namespaces].sort()).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${namespacesElementId}">${json}</script>`
}
