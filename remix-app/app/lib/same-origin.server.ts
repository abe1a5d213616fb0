import { data, type MiddlewareFunction } from 'react-router'
import { authEnv } from './env.server'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a state-changing request comes from a page of this site. Browsers say where a
 * request comes from: `Sec-Fetch-Site` (all current browsers) and `Origin` (on every POST). A
 * request with neither is not from a browser page (curl, the API's tests), so no visitor's
 * cookies can be abused by it; it passes.
 */
export function isSameOriginRequest(request: Request, siteUrl = authEnv().siteUrl): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return true
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = request.headers.get('Origin')
  if (!origin) return true
  const allowed = new Set([new URL(request.url).origin, ...(siteUrl ? [new URL(siteUrl).origin] : [])])
  return allowed.has(origin)
}

/**
 * Root middleware: form actions (and every other non-GET) accept only same-origin posts, on top
 * of the SameSite=Lax session cookie — so another site cannot sign a visitor out, switch their
 * language into an open redirect, or submit a form in their name.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!isSameOriginRequest(request)) throw data('Cross-site requests are not accepted.', { status: 403 })
  return next()
}
