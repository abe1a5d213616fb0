import { type ListingKind, listingKinds } from '@driftway/domain'
import { z } from 'zod'
import type { QuoteResult } from '~/components/listing-detail/types'
import type { ApiRequestOptions, ApiResponse } from '~/lib/api.server'
import type { Auth } from '~/lib/auth.server'

/**
 * The detail page's API calls, made by the site's server: as the signed-in user when there is
 * one (a lessor may look at their own unpublished listing), else anonymously.
 */
export function callApi<T>(auth: Auth, path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  return auth.signedIn ? auth.api<T>(path, options) : auth.publicApi<T>(path, options)
}

export const isListingKind = (value: unknown): value is ListingKind =>
  typeof value === 'string' && (listingKinds as readonly string[]).includes(value)

/** The listing id field of the validate payload per kind (booking spec §7 "Validate"). */
const listingIdField: Record<ListingKind, 'vehicle' | 'campsite_id' | 'boat_id'> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

const timestamp = z.number().int().min(0).max(253_402_300_799)

/** What the page may ask to price; the API checks it again, this keeps junk away from it. */
export const quoteRequestSchema = z.object({
  pickup_timestamp: timestamp,
  return_timestamp: timestamp,
  pitches_num: z.number().int().min(1).max(100).default(1),
  adults_num: z.number().int().min(0).max(100).default(1),
  children_num: z.number().int().min(0).max(100).default(0),
  booked_extra_amenities: z
    .array(z.object({ id: z.string().min(1).max(100), quantity: z.number().int().min(0).max(10_000) }))
    .max(100)
    .default([]),
  full_prepayment: z.boolean().default(false),
})

type ValidateError = { error_key: string; error_msg: string; unavailable_nights?: string[] }

/** POST /reservation/{kind}/booking/travel/validate/ → the quote, or why the range cannot be booked. */
export async function quoteListing(
  auth: Auth,
  kind: ListingKind,
  id: string,
  request: z.output<typeof quoteRequestSchema>,
): Promise<QuoteResult> {
  const response = await callApi<Extract<QuoteResult, { ok: true }>['quote']>(
    auth,
    `/reservation/${kind}/booking/travel/validate/`,
    { method: 'POST', json: { [listingIdField[kind]]: id, ...request } },
  )
  if (response.ok) return { ok: true, quote: response.data }
  const error = response.error as ValidateError
  return { ok: false, error_key: error.error_key, error_msg: error.error_msg }
}
