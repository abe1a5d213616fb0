import { listingLimits } from '@driftway/domain'
import type { Payload } from 'payload'
import { asUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import { idOf } from '../listings/pricing-input'
import { atomically } from './atomic'
import { editorKeys } from './fields'
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

const childData = (doc: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(
    keys.filter((key) => doc[key] !== undefined && doc[key] !== null).map((key) => [key, withoutRowIds(doc[key])]),
  )

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

  const find = async (
    collection: 'season-rates' | 'season-availabilities' | 'extra-amenities' | 'cancellation-terms',
  ) =>
    (
      await payload.find({
        collection,
        where: { listing: { equals: source.id } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs as unknown as (Record<string, unknown> & { id: string })[]
  const [rates, seasons, extras, terms] = await Promise.all([
    find('season-rates'),
    find('season-availabilities'),
    find('extra-amenities'),
    find('cancellation-terms'),
  ])

  return atomically(payload, async (req, undo) => {
    const copy = await payload.create({
      collection: 'listings',
      data: { ...data, kind: source.kind, lessor: user.id, is_draft: true },
      depth: 0,
      req,
      ...asUser(user),
    })
    const copyId = String(copy.id)
    // Deleting the listing also removes whatever children were copied (its beforeDelete hook).
    undo(() => payload.delete({ collection: 'listings', id: copyId, overrideAccess: true }))
    const create = (
      collection: 'season-rates' | 'season-availabilities' | 'extra-amenities' | 'cancellation-terms',
      doc: Record<string, unknown>,
    ) => payload.create({ collection, data: { ...doc, listing: copyId }, depth: 0, req, ...asUser(user) })

    const rateIds = new Map<string, string>()
    for (const rate of rates) {
      const created = await create(
        'season-rates',
        childData(rate, [
          'season',
          'color',
          'rate_in_cents',
          'currency',
          'extra_charge_per_adult_in_cents',
          'extra_charge_per_child_in_cents',
          'max_guests_allowed',
        ]),
      )
      rateIds.set(String(rate.id), String(created.id))
    }
    for (const season of seasons) {
      const rate = idOf(season.season_rate)
      await create('season-availabilities', {
        ...childData(season, ['start_timestamp', 'end_timestamp', 'is_available', 'min_rent_dates']),
        season_rate: rate ? (rateIds.get(rate) ?? null) : null,
      })
    }
    for (const extra of extras) {
      await create(
        'extra-amenities',
        childData(extra, [
          'name',
          'name_de',
          'price_in_cents',
          'currency',
          'available',
          'unit',
          'recurrence',
          'mandatory',
          'included',
          'age_from',
          'age_to',
          'description',
          'conditions',
        ]),
      )
    }
    for (const term of terms)
      await create('cancellation-terms', childData(term, ['days', 'percent', 'minimum_amount_in_cents']))
    return copyId
  })
}
