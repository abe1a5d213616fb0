import { createHmac } from 'node:crypto'
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '@driftway/domain/security/client-address'
import type { Language } from '~/i18n/config'
import { serverEnv } from './env.server'
import type { ListingKind, ListingPage } from './listings'
import { countApiError } from './metrics.server'
import { currentRequestScope } from './request-scope.server'

/** What a loader gets back from the API: data, or a reason it can show inline instead of crashing. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'unreachable' | 'timeout' | 'error'; status?: number; message?: string }

const timeoutMs = 8000

/** HMAC-SHA256, base64url: what the API checks the client-address header with. */
const hmacSha256 = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('base64url')

/**
 * Headers of every call to the API: JSON, the visitor's address signed with SITE_API_SECRET,
 * so the API's throttles, rate limits and session records see the visitor, not this server, and
 * the trace context of the page view.
 */
function apiHeaders(lng?: Language): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (lng) headers['Accept-Language'] = lng
  // W3C trace context: the API's span joins this page view's trace (and logs its trace id).
  const traceparent = currentRequestScope()?.traceparent
  if (traceparent) headers.traceparent = traceparent
  const address = currentRequestScope()?.clientAddress
  if (address) {
    try {
      headers[CLIENT_ADDRESS_HEADER] = signClientAddress(hmacSha256, serverEnv().siteApiSecret, address)
    } catch {
      // Not an address (a misconfigured proxy header): the API then sees this server, as before.
    }
  }
  return headers
}

const traceNote = () => {
  const traceId = currentRequestScope()?.traceId
  return traceId ? ` trace_id=${traceId}` : ''
}

/**
 * Counts and logs an error answer of the API with this request's trace id and the one the API
 * answered with (the same when trace context reached it), so one grep finds both sides.
 */
function noteApiError(method: string, path: string, status: number, answer: unknown): void {
  const { error_key } = asErrorBody(answer, status)
  countApiError(error_key, status)
  const answered = (answer as { trace_id?: unknown } | undefined)?.trace_id
  const apiTrace = typeof answered === 'string' ? ` api_trace_id=${answered}` : ''
  console.info(`[site] API ${method} ${path.split('?')[0]} answered ${status} ${error_key}${traceNote()}${apiTrace}`)
}

/** GET a JSON document from the API. Never throws: network and API errors become `ok: false`. */
export async function apiGet<T>(
  path: string,
  options: { lng?: Language; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const url = `${serverEnv().apiUrl}${path}`
  const signals = [AbortSignal.timeout(timeoutMs), options.signal].filter(Boolean) as AbortSignal[]
  try {
    const response = await fetch(url, {
      headers: apiHeaders(options.lng),
      signal: AbortSignal.any(signals),
    })
    const body = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) {
      const message = (body as { error_msg?: unknown } | undefined)?.error_msg
      noteApiError('GET', path, response.status, body)
      return {
        ok: false,
        reason: 'error',
        status: response.status,
        message: typeof message === 'string' ? message : undefined,
      }
    }
    return { ok: true, data: body as T }
  } catch (error) {
    const name = (error as { name?: string } | undefined)?.name
    if (options.signal?.aborted) throw error
    if (name !== 'TimeoutError')
      console.warn(`[site] API unreachable at ${url}: ${(error as Error).message}${traceNote()}`)
    countApiError(name === 'TimeoutError' ? 'timeout' : 'unreachable', 503)
    return { ok: false, reason: name === 'TimeoutError' ? 'timeout' : 'unreachable' }
  }
}

/** The API's error body (`{ error_key, error_msg, fields? }`); `unreachable`/`timeout` when it did not answer. */
type ApiErrorBody = {
  error_key: string
  error_msg: string
  fields?: Record<string, string[]>
  /** seat_limit_exceeded: the listing's seats (booking §5 "the error includes the seat count"). */
  seats?: number
}

export type ApiResponse<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody; reason: 'error' | 'unreachable' | 'timeout' }

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** A JSON body. */
  json?: unknown
  /** A multipart body (file uploads). */
  form?: FormData
  /** Bearer access token of the signed-in user. */
  token?: string
  /** A content editor's CMS staff token (`Authorization: JWT …`, landing pages; decision 0065). */
  staffToken?: string
  lng?: Language
  /** The site path the call is made for (accounts spec §7 "a header with the frontend path"). */
  frontendPath?: string
  signal?: AbortSignal
}

const asErrorBody = (body: unknown, status: number): ApiErrorBody => {
  const value = (body ?? {}) as Partial<ApiErrorBody>
  return {
    error_key: typeof value.error_key === 'string' ? value.error_key : `http_${status}`,
    error_msg: typeof value.error_msg === 'string' ? value.error_msg : '',
    ...(value.fields && typeof value.fields === 'object' ? { fields: value.fields } : {}),
    ...(typeof value.seats === 'number' ? { seats: value.seats } : {}),
  }
}

/**
 * Any call to the API from the site's server (loaders and actions). Never throws for network or
 * API errors: they come back as `ok: false` with the API's error body, so callers can show them.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const url = `${serverEnv().apiUrl}${path}`
  const signals = [AbortSignal.timeout(timeoutMs), options.signal].filter(Boolean) as AbortSignal[]
  const headers = apiHeaders(options.lng)
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.staffToken) headers.Authorization = `JWT ${options.staffToken}`
  if (options.frontendPath) headers['X-Frontend-Path'] = options.frontendPath
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  try {
    const response = await fetch(url, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.any(signals),
    })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    if (!response.ok) {
      noteApiError(options.method ?? (body ? 'POST' : 'GET'), path, response.status, parsed)
      return { ok: false, status: response.status, reason: 'error', error: asErrorBody(parsed, response.status) }
    }
    return { ok: true, status: response.status, data: parsed as T }
  } catch (error) {
    if (options.signal?.aborted) throw error
    const name = (error as { name?: string } | undefined)?.name
    const reason = name === 'TimeoutError' ? 'timeout' : 'unreachable'
    if (reason === 'unreachable')
      console.warn(`[site] API unreachable at ${url}: ${(error as Error).message}${traceNote()}`)
    countApiError(reason, 503)
    return { ok: false, status: 503, reason, error: { error_key: reason, error_msg: '' } }
  }
}

/**
 * A call whose answer is passed on as it is (file downloads such as the data export): the
 * response itself, or null when the API did not answer.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions, 'token' | 'lng'> = {},
): Promise<Response | null> {
  // The visitor's signed address too: the export's throttle counts each visitor, not this server.
  const headers = apiHeaders(options.lng)
  headers.Accept = '*/*'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  try {
    // An archive of photos can take a while: a longer timeout than JSON calls.
    return await fetch(`${serverEnv().apiUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs * 8) })
  } catch (error) {
    console.warn(`[site] download from the API failed: ${(error as Error).message}`)
    return null
  }
}

type ListingQuery = { limit: number; offset?: number; search?: string | null }
type ReadOptions = Parameters<typeof readAsVisitorOrUser>[1]

/**
 * A read that names the signed-in user when there is one (cards then carry their `wishlists`),
 * in the `ApiResult` shape of `apiGet`; anonymous callers read without a token.
 */
export async function readAsVisitorOrUser<T>(
  path: string,
  options: {
    lng?: Language
    signal?: AbortSignal
    auth?: { signedIn: boolean; api: <R>(path: string, options?: { signal?: AbortSignal }) => Promise<ApiResponse<R>> }
  },
): Promise<ApiResult<T>> {
  if (!options.auth?.signedIn) return apiGet<T>(path, options)
  const response = await options.auth.api<T>(path, { signal: options.signal })
  if (response.ok) return { ok: true, data: response.data }
  return response.reason === 'error'
    ? { ok: false, reason: 'error', status: response.status, message: response.error.error_msg || undefined }
    : { ok: false, reason: response.reason }
}

/** Popular strip `GET /listing/{kind}/popular/`. */
export function popularListings(kind: ListingKind, query: ListingQuery, options: ReadOptions = {}) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset ?? 0) })
  return readAsVisitorOrUser<ListingPage>(`/listing/${kind}/popular/?${params}`, options)
}
