import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the site's HTTP server knows about the request being served, for code deep inside
 * loaders and actions that has no request at hand: the visitor's address (for the signed
 * client header of every API call), the Content-Security-Policy nonce of the page and the trace.
 *
 * The server (server.ts) and the built app are separate module graphs, so the one storage lives
 * on a global symbol both look up. Outside the server (Vite dev, unit tests) there is no store.
 */
export type RequestScope = {
  clientAddress: string | undefined
  nonce: string
  /** The request's trace (tracing.server.ts): logged with every line, sent to the API as `traceparent`. */
  traceId?: string
  traceparent?: string
}

const key = Symbol.for('driftway.site.request-scope')
type Holder = { [key]?: AsyncLocalStorage<RequestScope> }

export function requestScopeStorage(): AsyncLocalStorage<RequestScope> {
  const holder = globalThis as Holder
  holder[key] ??= new AsyncLocalStorage<RequestScope>()
  return holder[key]
}

export const currentRequestScope = (): RequestScope | undefined => requestScopeStorage().getStore()
