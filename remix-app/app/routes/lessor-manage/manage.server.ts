import type { BookedPeriod } from '@driftway/domain/availability/periods'
import { listingTimeZone } from '@driftway/domain/listing-timezone'
import { kindForLessorRole, type ListingKind } from '@driftway/domain/roles'
import { data } from 'react-router'
import type { z } from 'zod'
import {
  defaultRateFormSchema,
  defaultRatePayload,
  extraFormSchema,
  extraPayload,
  rateFormSchema,
  ratePayload,
  rateSeasonPayload,
  reservationFormSchema,
  reservationPayload,
  seasonFormSchema,
  seasonPayload,
} from '~/components/lessor-manage/form-model'
import type { ManagedListing, ManagedReservation } from '~/components/lessor-manage/types'
import { zodFieldErrors } from '~/lib/account-forms'
import type { CurrentUser } from '~/lib/accounts'
import type { ApiResponse } from '~/lib/api.server'
import { type Auth, badRequest, failure } from '~/lib/auth.server'
import { uploadToApi } from '~/lib/uploads.server'

/**
 * Server side of the listing-management page: reads the lessor's own listing and turns each form
 * submission into the API calls of spec §7. Forms are validated again here with the schemas the
 * page uses, and converted to cents and 12:00 timestamps here, so the API only ever gets
 * well-formed payloads.
 */

/** The kind a lessor leases; anybody else may not manage listings (403). */
export function kindOfManager(user: CurrentUser): ListingKind {
  const kind = kindForLessorRole(user.role)
  if (!kind) throw data(null, { status: 403 })
  return kind
}

const listingPath = (kind: ListingKind, id: string) => `/listing/${kind}/my/${encodeURIComponent(id)}/`
const childPath = (kind: ListingKind, id: string, child: string, childId?: string) =>
  `/listing/${kind}/${encodeURIComponent(id)}/${child}/${childId ? `${encodeURIComponent(childId)}/` : ''}`

/** The lessor's own listing, or the 404 page (another lessor's, another kind's, unknown). */
export async function loadManagedListing(auth: Auth, kind: ListingKind, id: string): Promise<ManagedListing> {
  const result = await auth.api<ManagedListing>(listingPath(kind, id))
  if (result.ok) return result.data
  if (result.status === 404 || result.status === 403 || result.status === 400) throw data(null, { status: 404 })
  throw data(null, { status: result.status === 401 ? 401 : 503 })
}

/** Booked periods (bookings and owner reservations) for the owner calendar; empty when unavailable. */
export async function loadBookedPeriods(auth: Auth, kind: ListingKind, id: string): Promise<BookedPeriod[]> {
  const result = await auth.api<BookedPeriod[]>(`/reservation/${kind}/booking/travel/all/${encodeURIComponent(id)}/`)
  if (!result.ok) {
    console.warn(`[site] booked periods unavailable: ${result.status} ${result.error.error_key}`)
    return []
  }
  return result.data
}

export const timezoneOf = (listing: Pick<ManagedListing, 'country_iso2' | 'latitude' | 'longitude'>) =>
  listingTimeZone({ country_iso2: listing.country_iso2, latitude: listing.latitude, longitude: listing.longitude })

export type ManageResult = { ok: true; intent: string; id?: string }

const done = (intent: string, id?: string): ManageResult => ({ ok: true, intent, ...(id ? { id } : {}) })

/**
 * A submitted form checked with the page's own schema; a failure comes back shaped like the API's
 * `{ error_key: validation_error, fields }`, so the form shows both the same way.
 */
function parseForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; response: ReturnType<typeof badRequest> } {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, response: badRequest('validation_error', '', zodFieldErrors(parsed.error)) }
}

const idText = (value: unknown): string | null =>
  typeof value === 'string' && /^[\w-]{1,100}$/.test(value) ? value : null

const unwrap = <T>(result: ApiResponse<T>) => (result.ok ? null : failure(result))

/** Handles one JSON submission of the page. */
export async function handleIntent(
  auth: Auth,
  listing: ManagedListing,
  body: Record<string, unknown>,
): Promise<ManageResult | ReturnType<typeof failure> | ReturnType<typeof badRequest>> {
  const kind = listing.kind
  const currency = listing.currency || 'EUR'
  const timezone = timezoneOf(listing)
  const intent = typeof body.intent === 'string' ? body.intent : ''
  const targetId = idText(body.id)
  const values = body.values

  switch (intent) {
    case 'season-save': {
      const parsed = parseForm(seasonFormSchema, values)
      if (!parsed.ok) return parsed.response
      const payload = seasonPayload(parsed.data, timezone)
      const result = await auth.api<{ id: string }>(
        childPath(kind, listing.id, 'season-availability', targetId ?? undefined),
        {
          method: targetId ? 'PUT' : 'POST',
          json: payload,
        },
      )
      return unwrap(result) ?? done(intent, result.ok ? result.data.id : undefined)
    }
    case 'reservation-save': {
      const parsed = parseForm(reservationFormSchema, values)
      if (!parsed.ok) return parsed.response
      const payload = reservationPayload(parsed.data, timezone)
      const path = childPath(kind, listing.id, 'manual-reservation')
      if (!targetId) {
        const result = await auth.api<{ id: string }>(path, { json: payload })
        return unwrap(result) ?? done(intent, result.ok ? result.data.id : undefined)
      }
      // Reservations cannot be changed in place (spec §7 has no PATCH): replace, and put the old
      // one back if the new dates are refused, so a failed edit never loses the block.
      const old = listing.manual_reservations.find((reservation) => reservation.id === targetId)
      if (!old) return badRequest('not_found')
      const removed = await auth.api(childPath(kind, listing.id, 'manual-reservation', targetId), { method: 'DELETE' })
      if (!removed.ok) return failure(removed)
      const result = await auth.api<ManagedReservation>(path, { json: payload })
      if (!result.ok) {
        await auth.api(path, {
          json: { start_timestamp: old.start_timestamp, end_timestamp: old.end_timestamp, comment: old.comment },
        })
        return failure(result)
      }
      return done(intent, result.data.id)
    }
    case 'rate-save': {
      const schema = rateFormSchema(kind)
      const parsed = parseForm(schema, values)
      if (!parsed.ok) return parsed.response
      const payload = ratePayload(parsed.data, kind, currency)
      const result = await auth.api<{ id: string }>(childPath(kind, listing.id, 'season-rate', targetId ?? undefined), {
        method: targetId ? 'PATCH' : 'POST',
        json: payload,
      })
      if (!result.ok) return failure(result)
      const season = rateSeasonPayload(parsed.data, timezone)
      if (season) {
        const created = await auth.api(childPath(kind, listing.id, 'season-availability'), {
          json: { ...season, season_rate: result.data.id },
        })
        if (!created.ok) {
          // Nothing half-saved: a new rate whose period was refused goes again.
          if (!targetId)
            await auth.api(childPath(kind, listing.id, 'season-rate', result.data.id), { method: 'DELETE' })
          return failure(created)
        }
      }
      return done(intent, result.data.id)
    }
    case 'default-rate': {
      const parsed = parseForm(defaultRateFormSchema, values)
      if (!parsed.ok) return parsed.response
      const result = await auth.api(listingPath(kind, listing.id), {
        method: 'PATCH',
        json: defaultRatePayload(parsed.data, currency),
      })
      return unwrap(result) ?? done(intent)
    }
    case 'extra-save': {
      const parsed = parseForm(extraFormSchema, values)
      if (!parsed.ok) return parsed.response
      const result = await auth.api<{ id: string }>(
        childPath(kind, listing.id, 'extra-amenity', targetId ?? undefined),
        {
          method: targetId ? 'PATCH' : 'POST',
          json: extraPayload(parsed.data, currency),
        },
      )
      return unwrap(result) ?? done(intent, result.ok ? result.data.id : undefined)
    }
    case 'season-delete':
    case 'reservation-delete':
    case 'rate-delete':
    case 'extra-delete': {
      if (!targetId) return badRequest('not_found')
      const child = {
        'season-delete': 'season-availability',
        'reservation-delete': 'manual-reservation',
        'rate-delete': 'season-rate',
        'extra-delete': 'extra-amenity',
      }[intent]
      const result = await auth.api(childPath(kind, listing.id, child, targetId), { method: 'DELETE' })
      return unwrap(result) ?? done(intent)
    }
    case 'image-remove': {
      const slot = typeof body.slot === 'string' ? body.slot : ''
      if (!(slot in listing.images)) return badRequest('not_found')
      const result = await auth.api(listingPath(kind, listing.id), {
        method: 'PATCH',
        json: { images: { [slot]: null } },
      })
      return unwrap(result) ?? done(intent)
    }
    case 'image-move': {
      // Swaps two slots' photos (the slot order is the order travelers see).
      const from = typeof body.from === 'string' ? body.from : ''
      const to = typeof body.to === 'string' ? body.to : ''
      const moving = listing.images[from]
      if (!moving || !to || from === to) return badRequest('not_found')
      const result = await auth.api(listingPath(kind, listing.id), {
        method: 'PATCH',
        json: { images: { [to]: moving.id, [from]: listing.images[to]?.id ?? null } },
      })
      return unwrap(result) ?? done(intent)
    }
    default:
      return badRequest('unknown_intent')
  }
}

/** Upload of one photo: the file goes to `/file/upload/`, then into the slot with a PATCH. */
export async function handleUpload(auth: Auth, listing: ManagedListing, form: FormData) {
  const slot = String(form.get('slot') ?? '')
  const file = form.get('file')
  if (!slot || !(file instanceof File) || file.size === 0) {
    return badRequest('validation_error', '', { file: ['lessor-manage:validation.required'] })
  }
  const uploaded = await uploadToApi(auth, file)
  if (!uploaded.ok) return failure(uploaded)
  const saved = await auth.api(listingPath(listing.kind, listing.id), {
    method: 'PATCH',
    json: { images: { [slot]: uploaded.data.id } },
  })
  return unwrap(saved) ?? done('image-upload')
}
