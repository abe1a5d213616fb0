import type { BookedPeriod } from '@driftway/domain/availability/periods'
import { listingIdField } from '@driftway/domain/booking-links'
import { type PartnerSlug, partnerKind, partnerRoutePaths } from '@driftway/domain/partners'
import { quoteRequestSchema as engineQuoteRequestSchema } from '@driftway/domain/pricing/schemas'
import type { ListingKind } from '@driftway/domain/roles'
import { partnerQuote } from '~/components/listing-detail/partner-quote'
import type { ListingDetail, QuoteRequest, QuoteResult } from '~/components/listing-detail/types'
import type { ApiRequestOptions, ApiResponse } from '~/lib/api.server'
import type { Auth } from '~/lib/auth.server'
import { dealPayload } from '~/lib/deals'
import { type MapTiles, mapTilesConfig } from '~/lib/map-tiles.server'
import type { PartnerChoices, PartnerOffer } from '~/lib/partner-booking'

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

type ValidateError = { error_key: string; error_msg: string; unavailable_nights?: string[]; seats?: number }

/**
 * POST the partner's validate (booking §7) for a partner-managed listing: the partner's live price
 * with the trip's choices (stations, and whatever a wizard chose). The partners' validate is a
 * traveler's call (decision 0093), so a visitor who is not signed in gets `sign_in_required`
 * without asking the API (decision 0098).
 */
export async function quotePartnerListing(
  auth: Auth,
  partner: PartnerSlug,
  id: string,
  request: QuoteRequest,
  choices: PartnerChoices,
): Promise<QuoteResult> {
  if (!auth.signedIn) return { ok: false, error_key: 'sign_in_required', error_msg: '' }
  const kind = partnerKind[partner]
  const response = await auth.api<PartnerOffer>(partnerRoutePaths[partner].validate, {
    method: 'POST',
    json: {
      [listingIdField[kind]]: id,
      pickup_timestamp: request.pickup_timestamp,
      return_timestamp: request.return_timestamp,
      adults_num: request.adults_num,
      children_num: request.children_num,
      ...(kind === 'campsite' ? { pitches_num: request.pitches_num } : {}),
      booked_extra_amenities: request.booked_extra_amenities,
      ...choices,
    },
  })
  if (response.ok) {
    const chosen = Object.fromEntries((request.booked_extra_amenities ?? []).map((row) => [row.id, row.quantity]))
    return { ok: true, quote: partnerQuote(response.data, chosen), offer: response.data }
  }
  const error = response.error as ValidateError
  return {
    ok: false,
    error_key: error.error_key,
    error_msg: error.error_msg,
    ...(typeof error.seats === 'number' ? { seats: error.seats } : {}),
  }
}

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
