import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the HTTP layer knows about the request a Local API call runs for: the visitor's address
 * (proxy-aware, as the API trusts it) and the trace id. The API's Local API calls build their own
 * `req` without the HTTP headers, so collection hooks (the audit trail) read these from here.
 */
export type RequestContext = { clientIp?: string | null; traceId?: string | null }

export const requestContext = new AsyncLocalStorage<RequestContext>()

/** The context of the HTTP request this code runs for, if any. */
export const currentRequestContext = (): RequestContext | undefined => requestContext.getStore()
