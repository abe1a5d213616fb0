import type { Language } from '~/i18n/config'
import { serverEnv } from './env.server'
import type { ListingKind, ListingPage } from './listings'

/** What a loader gets back from the API: data, or a reason it can show inline instead of crashing. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; reason: 'unreachable' | 'timeout' | 'error'; status?: number; message?: string }

const timeoutMs = 8000

/** GET a JSON document from the API. Never throws: network and API errors become `ok: false`. */
export async function apiGet<T>(
  path: string,
  options: { lng?: Language; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const url = `${serverEnv().apiUrl}${path}`
  const signals = [AbortSignal.timeout(timeoutMs), options.signal].filter(Boolean) as AbortSignal[]
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', ...(options.lng ? { 'Accept-Language': options.lng } : {}) },
      signal: AbortSignal.any(signals),
    })
    const body = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) {
      const message = (body as { error_msg?: unknown } | undefined)?.error_msg
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
    if (name !== 'TimeoutError') console.warn(`[site] API unreachable at ${url}: ${(error as Error).message}`)
    return { ok: false, reason: name === 'TimeoutError' ? 'timeout' : 'unreachable' }
  }
}

type ListingQuery = { limit: number; offset?: number; search?: string | null }

/** Search endpoint `GET /listing/{kind}/` (page size 30 in the spec). */
export function searchListings(
  kind: ListingKind,
  query: ListingQuery,
  options?: { lng?: Language; signal?: AbortSignal },
) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset ?? 0) })
  if (query.search) params.set('search', query.search)
  return apiGet<ListingPage>(`/listing/${kind}/?${params}`, options)
}

/** Popular strip `GET /listing/{kind}/popular/`. */
export function popularListings(
  kind: ListingKind,
  query: ListingQuery,
  options?: { lng?: Language; signal?: AbortSignal },
) {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset ?? 0) })
  return apiGet<ListingPage>(`/listing/${kind}/popular/?${params}`, options)
}
