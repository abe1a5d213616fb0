import { asUser, type MarketplaceUser } from '@driftway/collections'
import type { CollectionSlug, Payload } from 'payload'

type AuditEntryRefs = {
  target_collection: string
  target_id: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Fields of audited records that hold another record's id, and the collection that record is in. */
const relationFields = { listing: 'listings', plan: 'plans', season_rate: 'season-rates' } as const

const idsOf = (entries: AuditEntryRefs[], collection: string, field: keyof typeof relationFields) => {
  const ids = new Set<string>()
  for (const entry of entries) {
    if (entry.target_collection === collection) ids.add(entry.target_id)
    for (const values of [entry.before, entry.after]) {
      const value = values?.[field]
      if (typeof value === 'string' && value) ids.add(value)
    }
  }
  return ids
}

/**
 * What a person calls the records an account's history refers to by id: a listing or a booking by
 * the listing's title, a plan by its name, a rate by its season name. Read with the caller's
 * access, so a record they may no longer see (deleted, or someone else's) keeps no name.
 */
export async function auditLabels(
  payload: Payload,
  user: MarketplaceUser,
  entries: AuditEntryRefs[],
): Promise<Record<string, string>> {
  const labels: Record<string, string> = {}
  const read = async (collection: CollectionSlug, ids: Set<string>, field: string) => {
    if (ids.size === 0) return []
    const { docs } = await payload.find({
      collection,
      where: { id: { in: [...ids] } },
      select: { [field]: true } as never,
      limit: ids.size,
      pagination: false,
      depth: 0,
      ...asUser(user),
    })
    return docs as unknown as Array<Record<string, unknown> & { id: string | number }>
  }

  const bookingIds = new Set(entries.filter((entry) => entry.target_collection === 'bookings').map((e) => e.target_id))
  const bookings = await read('bookings', bookingIds, 'listing')
  const listingIds = idsOf(entries, 'listings', 'listing')
  for (const booking of bookings) if (booking.listing) listingIds.add(String(booking.listing))

  const [listings, plans, rates] = await Promise.all([
    read('listings', listingIds, 'title'),
    read('plans', idsOf(entries, 'plans', 'plan'), 'name'),
    read('season-rates', idsOf(entries, 'season-rates', 'season_rate'), 'season'),
  ])
  for (const listing of listings) labels[String(listing.id)] = String(listing.title)
  for (const plan of plans) labels[String(plan.id)] = String(plan.name)
  for (const rate of rates) labels[String(rate.id)] = String(rate.season)
  for (const booking of bookings) {
    const title = labels[String(booking.listing)]
    if (title) labels[String(booking.id)] = title
  }
  // A season is named by its listing (the history shows its dates beside it).
  for (const entry of entries) {
    if (entry.target_collection !== 'season-availabilities') continue
    const listing = entry.after?.listing ?? entry.before?.listing
    const title = typeof listing === 'string' ? labels[listing] : undefined
    if (title) labels[entry.target_id] = title
  }
  return labels
}
