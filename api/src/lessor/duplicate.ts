import { asSystem, asUser } from '@driftway/collections'
import { listingLimits } from '@driftway/domain'
import type { Payload } from 'payload'
import type { UserDoc } from '../auth/users'
import { idOf } from '../listings/pricing-input'
import { atomically } from './atomic'
import { editorKeys } from './fields'
import { newDraftData } from './listings'
import type { ListingRecord } from './view'

/** Editor keys that are not stored under their own name (or are set here). */
const notCopied = new Set([
  'is_draft',
  'cancellation_terms',
  'insurance_type',
  'people',
  'third_party_liability_amount',
  'partial_cover_amount',
  'fully_cover_amount',
])

const COPY_SUFFIX = ' (copy)'
const rowKeys = ['images', 'documents', 'station_pickup_hours', 'station_dropoff_hours']

/** "Title (copy)", shortened so it stays within the 70-character title limit. */
export const copyTitle = (title: string): string =>
  `${title.slice(0, listingLimits.titleMax - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`

/** Array rows lose their row ids so the copy gets its own. */
const withoutRowIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((row) => {
        if (!row || typeof row !== 'object') return row
        const { id: _rowId, ...rest } = row as Record<string, unknown>
        return rest
      })
    : value

/**
 * Duplicates an own listing as a new draft (listings spec §4 lifecycle): every editor field, the
 * photos and documents (the same files), and its season rates, seasons (pointing at the copied
 * rates), extras and cancellation table. Reservations, booked nights, bookings and reviews stay
 * with the original. Returns the copy's id.
 */
export async function duplicateListing(payload: Payload, user: UserDoc, source: ListingRecord): Promise<string> {
  const data: Record<string, unknown> = {}
  for (const key of editorKeys(source.kind)) {
    if (notCopied.has(key) || rowKeys.includes(key)) continue
    const value = source[key]
    if (value === undefined || value === null) continue
    // Relation lists (amenities…) as ids; select lists (suitability…) are strings already.
    data[key] = Array.isArray(value) ? value.map((item: unknown) => idOf(item) ?? item) : value
  }
  // Rows (photos, documents, opening hours) are copied without their row ids.
  for (const key of rowKeys) {
    if (Array.isArray(source[key])) {
      data[key] = (withoutRowIds(source[key]) as Record<string, unknown>[]).map((row) => {
        const out: Record<string, unknown> = { ...row }
        if ('image' in out) out.image = idOf(out.image)
        if ('file' in out) out.file = idOf(out.file)
        return out
      })
    }
  }
  data.title = copyTitle(String(source.title ?? ''))

  const children = {
    where: { listing: { equals: source.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    ...asSystem(),
  } as const
  const [rates, seasons, extras, terms] = await Promise.all([
    payload.find({ collection: 'season-rates', ...children }),
    payload.find({ collection: 'season-availabilities', ...children }),
    payload.find({ collection: 'extra-amenities', ...children }),
    payload.find({ collection: 'cancellation-terms', ...children }),
  ])

  return atomically(payload, async (req, undo) => {
    const copy = await payload.create({
      collection: 'listings',
      data: newDraftData(source.kind, user, data),
      depth: 0,
      req,
      ...asUser(user),
    })
    const copyId = String(copy.id)
    // Deleting the listing also removes whatever children were copied (its beforeDelete hook).
    undo(() => payload.delete({ collection: 'listings', id: copyId, ...asSystem() }))
    const asOwner = { depth: 0, req, ...asUser(user) } as const

    const rateIds = new Map<string, string>()
    for (const rate of rates.docs) {
      const created = await payload.create({
        collection: 'season-rates',
        data: {
          listing: copyId,
          season: rate.season,
          color: rate.color,
          rate_in_cents: rate.rate_in_cents,
          currency: rate.currency,
          extra_charge_per_adult_in_cents: rate.extra_charge_per_adult_in_cents,
          extra_charge_per_child_in_cents: rate.extra_charge_per_child_in_cents,
          max_guests_allowed: rate.max_guests_allowed,
        },
        ...asOwner,
      })
      rateIds.set(rate.id, created.id)
    }
    for (const season of seasons.docs) {
      const rate = idOf(season.season_rate)
      await payload.create({
        collection: 'season-availabilities',
        data: {
          listing: copyId,
          start_timestamp: season.start_timestamp,
          end_timestamp: season.end_timestamp,
          is_available: season.is_available,
          min_rent_dates: season.min_rent_dates,
          season_rate: rate ? (rateIds.get(rate) ?? null) : null,
        },
        ...asOwner,
      })
    }
    for (const extra of extras.docs) {
      await payload.create({
        collection: 'extra-amenities',
        data: {
          listing: copyId,
          name: extra.name,
          name_de: extra.name_de,
          price_in_cents: extra.price_in_cents,
          currency: extra.currency,
          available: extra.available,
          unit: extra.unit,
          recurrence: extra.recurrence,
          mandatory: extra.mandatory,
          included: extra.included,
          age_from: extra.age_from,
          age_to: extra.age_to,
          description: extra.description,
          conditions: extra.conditions?.map(({ line, subline }) => ({ line, subline })),
        },
        ...asOwner,
      })
    }
    for (const term of terms.docs) {
      await payload.create({
        collection: 'cancellation-terms',
        data: {
          listing: copyId,
          days: term.days,
          percent: term.percent,
          minimum_amount_in_cents: term.minimum_amount_in_cents,
        },
        ...asOwner,
      })
    }
    return copyId
  })
}
