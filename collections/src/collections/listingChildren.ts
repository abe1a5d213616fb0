import { defaultCurrency } from '@driftway/domain'
import type { CollectionBeforeChangeHook, CollectionConfig, CollectionSlug, Where } from 'payload'
import { adminStaff, anyLessor, anyone, either, ownedBy, staffWith, supportStaff } from '../access'
import { assertActingAs, fieldError, idOf, loadRelated } from '../hooks'
import { asSystem } from '../local-api'

/**
 * Shared rules of the documents that hang off one listing (seasons, rates, reservations, extras,
 * cancellation tiers). Each stores a copy of the listing's lessor so owner access is a plain where.
 */

/** Child collections a listing owns: their `lessor` follows the listing and they go when it goes. */
export const listingChildSlugs = [
  'season-availabilities',
  'season-rates',
  'manual-reservations',
  'extra-amenities',
  'cancellation-terms',
] as const satisfies readonly CollectionSlug[]

/** Anyone reads prices and seasons (the API decides what to expose); lessors write their own listing's children; admins all. */
export const listingChildAccess: CollectionConfig['access'] = {
  read: anyone,
  create: either(staffWith(adminStaff), anyLessor),
  update: either(staffWith(adminStaff), ownedBy('lessor')),
  delete: either(staffWith(adminStaff), ownedBy('lessor')),
}

/** Children that are the lessor's own business (manual reservations and their comments): not public. */
export const privateListingChildAccess: CollectionConfig['access'] = {
  ...listingChildAccess,
  read: either(staffWith(supportStaff), ownedBy('lessor')),
}

type ListingOwnerInfo = { lessor?: unknown; currency?: string | null }

/**
 * beforeChange: copies the listing's lessor (and, for priced children, its currency when none is
 * given). A marketplace user may attach a child only to a listing they lease out: create access
 * cannot see the target listing, so ownership is checked here.
 */
export const attachToListing =
  ({ currency = false }: { currency?: boolean } = {}): CollectionBeforeChangeHook =>
  async ({ collection, data, operation, originalDoc, req }) => {
    const listingId = data.listing ?? originalDoc?.listing
    const listing = await loadRelated<ListingOwnerInfo>(req, 'listings', listingId, {
      collection: collection.slug,
      path: 'listing',
    })
    const lessor = idOf(listing.lessor)
    const movesListing =
      operation === 'create' || (data.listing !== undefined && idOf(data.listing) !== idOf(originalDoc?.listing))
    if (movesListing) assertActingAs(req, lessor)
    data.lessor = lessor
    if (currency && !data.currency && !originalDoc?.currency) data.currency = listing.currency ?? defaultCurrency
    return data
  }

/**
 * beforeChange: refuses a period that overlaps another of the same listing (listings spec §8:
 * seasons → errors.seasonsOverlap, reservations → errors.reservationsOverlap). Periods are
 * half-open [start, end), so back-to-back periods are fine.
 */
export const rejectOverlappingPeriods =
  (message: string): CollectionBeforeChangeHook =>
  async ({ collection, data, originalDoc, req }) => {
    const start = data.start_timestamp ?? originalDoc?.start_timestamp
    const end = data.end_timestamp ?? originalDoc?.end_timestamp
    const listing = idOf(data.listing ?? originalDoc?.listing)
    if (typeof start !== 'number' || typeof end !== 'number' || !listing) return data
    const conditions: Where[] = [
      { listing: { equals: listing } },
      { start_timestamp: { less_than: end } },
      { end_timestamp: { greater_than: start } },
    ]
    if (originalDoc?.id) conditions.push({ id: { not_equals: originalDoc.id } })
    const { totalDocs } = await req.payload.count({
      collection: collection.slug as CollectionSlug,
      where: { and: conditions },
      ...asSystem(),
      req,
    })
    if (totalDocs > 0) throw fieldError(collection.slug, 'start_timestamp', message)
    return data
  }
