import { randomBytes } from 'node:crypto'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { type CachedPage, matchesEtag, type PageCache, publicPage, publicPagePolicy } from './page-cache.server'
import {
  hasSessionCookie,
  isAnonymousPageRequest,
  pageVariant,
  privateCacheControl,
  privateVary,
  sharedFreshness,
} from './page-cache-policy.server'
import { type RequestScope, requestScopeStorage } from './request-scope.server'

/**
 * Between Express and React Router's request handler (server.ts), what @react-router/express does
 * plus HTTP caching of public pages (decision 0087):
 * - a public answer (Cache-Control from entry.server.tsx) is made whole: its nonce attributes dropped,
 *   its CSP listing the hashes of its inline scripts, an ETag; If-None-Match gets a 304;
 * - a public answer the middleware gave a Set-Cookie, or any public answer to a request with a
 *   session or to a non-GET, is turned `private, no-store` (no shared cache keeps it);
 * - with a PageCache, anonymous GETs are answered from it by URL and variant (pageVariant) while
 *   fresh, and while stale for stale-while-revalidate with one render refreshing the entry behind;
 *   concurrent misses of one page share one render.
 */
export type RenderPage = (request: Request) => Promise<Response>

type Responder = (request: ExpressRequest, response: ExpressResponse, scope: RequestScope) => Promise<void>

/** The Fetch request of an Express request (as @react-router/express builds it). */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger)
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else if (values) headers.set(key, values)
  }
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => {
    controller = null
  })
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

const closed = (res: ExpressResponse) => res.destroyed || res.writableEnded

async function sendStreamed(res: ExpressResponse, response: Response): Promise<void> {
  if (closed(res)) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!closed(res)) throw error
  }
}

/** A public page to the client: its stored headers, the CSP with its hashes, ETag, Age; 304 on a match. */
function sendPage(req: ExpressRequest, res: ExpressResponse, nonce: string, page: CachedPage, age: number | null) {
  if (closed(res)) return
  res.status(page.status)
  for (const [key, value] of page.headers) res.setHeader(key, value)
  res.setHeader('ETag', page.etag)
  if (age !== null) res.setHeader('Age', String(age))
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy === 'string') res.setHeader('Content-Security-Policy', publicPagePolicy(policy, nonce, page))
  if (matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.removeHeader('Content-Type')
    res.status(304).end()
    return
  }
  res.setHeader('Content-Length', String(page.body.length))
  res.end(page.body)
}

/** The request asks any cache to check with the origin (a browser's reload, `Cache-Control: no-cache`). */
function wantsRevalidation(req: ExpressRequest): boolean {
  const directives = `${req.headers['cache-control'] ?? ''},${req.headers.pragma ?? ''}`.toLowerCase()
  return /no-cache|max-age=0\b/.test(directives)
}

/** The public page of a rendered answer; null when it goes out as it is, a Response when it turned private. */
async function asPublicPage(
  request: Request,
  response: Response,
  nonce: string,
): Promise<CachedPage | Response | null> {
  const freshness = sharedFreshness(response.headers.get('Cache-Control'))
  if (!freshness) return null
  const publicAllowed =
    response.status === 200 && !response.headers.has('Set-Cookie') && isAnonymousPageRequest(request) && response.body
  if (!publicAllowed) return null
  const html = Buffer.from(await response.arrayBuffer())
  const page = publicPage(html, nonce)
  if (!page) {
    // Only a bug could put the nonce into the page's text: it then goes out private, with its nonce.
    console.error(`[site] ${request.url}: the CSP nonce is in the page text; sent private`)
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', privateCacheControl)
    headers.set('Vary', privateVary)
    return new Response(html, { status: response.status, headers })
  }
  const headers = [...response.headers.entries()].filter(
    ([key]) => !['content-length', 'content-security-policy', 'etag', 'age'].includes(key.toLowerCase()),
  )
  return { ...page, status: response.status, headers, freshness, storedAt: Date.now() }
}

/**
 * A public Cache-Control that must not leave as it is: beside a Set-Cookie, on an answer to a
 * non-GET, or a page's (s-maxage) for a session or with another status than 200. Public data of
 * resource routes (robots.txt, the emoji list) stays public for signed-in visitors too.
 */
function guardPrivate(request: Request, response: Response): Response {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  if (!/\bpublic\b/i.test(cacheControl)) return response
  const page = sharedFreshness(cacheControl) !== null
  const leaks =
    response.headers.has('Set-Cookie') ||
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    (page && (hasSessionCookie(request.headers.get('Cookie')) || response.status !== 200))
  if (!leaks) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', privateCacheControl)
  // A page made private here (a Set-Cookie, a session) followed cookies: say so.
  if (page) headers.set('Vary', privateVary)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export function createPageResponder(render: RenderPage, cache: PageCache | null): Responder {
  /** Renders again behind a stale answer, in a scope (and with a nonce) of its own. */
  const refresh = (key: string, request: Request, scope: RequestScope) => {
    const nonce = randomBytes(16).toString('base64')
    const fresh = new Request(request.url, { method: 'GET', headers: request.headers })
    return requestScopeStorage().run({ ...scope, nonce }, async () => {
      const response = await render(fresh)
      const page = await asPublicPage(fresh, response, nonce)
      if (page && !(page instanceof Response)) cache?.store(key, page)
      else await (page ?? response).body?.cancel()
    })
  }

  /** The render in flight for a key: concurrent misses of one page wait for it instead of rendering too. */
  const inFlight = new Map<string, Promise<CachedPage | null>>()

  return async (req, res, scope) => {
    const request = fetchRequest(req, res)
    const key = cache && isAnonymousPageRequest(request) ? `${req.originalUrl}\n${pageVariant(request)}` : null
    if (cache && key && !wantsRevalidation(req)) {
      const hit = cache.lookup(key)
      if (hit) {
        if (hit.state === 'stale') cache.refreshOnce(key, () => refresh(key, request, scope))
        res.setHeader('X-Page-Cache', hit.state === 'fresh' ? 'hit' : 'stale')
        sendPage(req, res, scope.nonce, hit.page, hit.age)
        return
      }
      const rendered = await inFlight.get(key)
      if (rendered) {
        res.setHeader('X-Page-Cache', 'hit')
        sendPage(req, res, scope.nonce, rendered, 0)
        return
      }
    }
    let settle: (page: CachedPage | null) => void = () => {}
    const leader = cache && key && !inFlight.has(key) ? key : null
    if (leader) inFlight.set(leader, new Promise((resolve) => (settle = resolve)))
    try {
      const response = guardPrivate(request, await render(request))
      const page = await asPublicPage(request, response, scope.nonce)
      if (!page || page instanceof Response) {
        settle(null)
        await sendStreamed(res, page ?? response)
        return
      }
      if (cache && key) {
        cache.store(key, page)
        res.setHeader('X-Page-Cache', 'miss')
      }
      settle(page)
      sendPage(req, res, scope.nonce, page, cache && key ? 0 : null)
    } finally {
      settle(null)
      if (leader) inFlight.delete(leader)
    }
  }
}
