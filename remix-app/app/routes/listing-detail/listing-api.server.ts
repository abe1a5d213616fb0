import { type BookedPeriod, quoteRequestSchema as engineQuoteRequestSchema, type ListingKind } from '@driftway/domain'
import { listingIdField } from '@driftway/domain/booking-links'
import type { ListingDetail, QuoteRequest, QuoteResult } from '~/components/listing-detail/types'
import type { ApiRequestOptions, ApiResponse } from '~/lib/api.server'
import type { Auth } from '~/lib/auth.server'
import { dealPayload } from '~/lib/deals'
import { type MapTiles, mapTilesConfig } from '~/lib/map-tiles.server'

/**
 * The detail page's API calls, made by the site's server: as the signed-in user when there is
 * one (a lessor may look at their own unpublished listing), else anonymously.
 */
export function callApi<T>(auth: Auth, path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  return auth.signedIn ? auth.api<T>(path, options) : auth.publicApi<T>(path, options)
}

/** What `ListingDetailPage` renders a listing from, besides the quote. */
export type DetailPageData = { listing: ListingDetail; booked: BookedPeriod[]; now: number; tiles: MapTiles }

/**
 * GET /listing/{kind}/{id}/ as the detail page needs it: one call, since the detail already
 * carries the booked periods (booked_info is the same list GET …/booking/travel/all/{id}/ answers).
 * The public detail page and the lessor's preview both render from this.
 */
export async function loadDetailPage(
  auth: Auth,
  kind: ListingKind,
  id: string,
): Promise<{ ok: true; data: DetailPageData } | { ok: false; status: number }> {
  const detail = await callApi<ListingDetail & { amenities?: unknown; booked_info?: BookedPeriod[] }>(
    auth,
    `/listing/${kind}/${encodeURIComponent(id)}/`,
  )
  if (!detail.ok) return { ok: false, status: detail.status }
  // Each amenity once (by section) and the booked periods once (`booked`): the page writes its data into its HTML.
  const { amenities: _flatAmenities, booked_info: bookedInfo, ...listing } = detail.data
  return {
    ok: true,
    data: {
      listing,
      booked: bookedInfo ?? [],
      now: Math.floor(Date.now() / 1000),
      tiles: mapTilesConfig(),
    },
  }
}

/**
 * What the page may ask to price: the pricing engine's request without the fields the API sets
 * itself. The API checks it again; this keeps junk away from it.
 */
export const quoteRequestSchema = engineQuoteRequestSchema.omit({
  now_timestamp: true,
  currency: true,
  rates_per_eur: true,
})

type ValidateError = { error_key: string; error_msg: string; unavailable_nights?: string[] }

/** POST /reservation/{kind}/booking/travel/validate/ → the quote, or why the range cannot be booked. */
export async function quoteListing(
  auth: Auth,
  kind: ListingKind,
  id: string,
  request: QuoteRequest,
  /** A last-minute deal of the URL (isLastMinuteDeal/isLastMinuteDealId): priced at the deal. */
  dealId: string | null = null,
): Promise<QuoteResult> {
  const response = await callApi<Extract<QuoteResult, { ok: true }>['quote']>(
    auth,
    `/reservation/${kind}/booking/travel/validate/`,
    { method: 'POST', json: { [listingIdField[kind]]: id, ...request, ...dealPayload(dealId) } },
  )
  if (response.ok) return { ok: true, quote: response.data }
  const error = response.error as ValidateError
  return { ok: false, error_key: error.error_key, error_msg: error.error_msg }
}
