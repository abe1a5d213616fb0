import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { idOf } from './hooks'

/**
 * What the API's search index reads (api/src/search/memory-sync.ts): listings, their seasons (which
 * also block dates), rates and extras, and the booked-nights ledger (bookings and manual
 * reservations); and the last-minute deals the public deal lists read. A write to one of them tells
 * the listeners which listing changed, so every API process's index (and deal lists) can apply it at
 * once instead of at its next poll (decision 0078). The API registers the listener; a process
 * without one (CMS, seed) changes nothing here — the API's polling still finds those writes.
 */
const watched: Record<string, (doc: Record<string, unknown>) => string | undefined> = {
  listings: (doc) => idOf(doc.id),
  'season-availabilities': (doc) => idOf(doc.listing),
  'season-rates': (doc) => idOf(doc.listing),
  'extra-amenities': (doc) => idOf(doc.listing),
  'booked-nights': (doc) => idOf(doc.listing),
  // Not read by the index: the public deal lists keep their reads until a change (api/src/deals/candidates.ts).
  'last-minute-deals': (doc) => idOf(doc.listing),
}

/** Called inside the write (before its transaction commits): `req` tells the listener which one. */
type SearchChangeListener = (listingId: string, req: PayloadRequest) => void

const listeners = new Set<SearchChangeListener>()

/** Registers a listener; answers the function that removes it (an API that closes). */
export function onSearchChange(listener: SearchChangeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const tell = (slug: string, doc: unknown, req: PayloadRequest) => {
  const listing = watched[slug]?.(doc as Record<string, unknown>)
  if (!listing) return
  for (const listener of listeners) listener(listing, req)
}

/** Adds the change hooks to the watched collections. */
export function withSearchChanges(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (!watched[collection.slug]) return collection
    const changed: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
      tell(collection.slug, doc, req)
      // A child moved to another listing changes the old one too.
      if (previousDoc && idOf(previousDoc.listing) !== idOf(doc.listing)) tell(collection.slug, previousDoc, req)
      return doc
    }
    const deleted: CollectionAfterDeleteHook = ({ doc, req }) => {
      tell(collection.slug, doc, req)
      return doc
    }
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), changed],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), deleted],
      },
    }
  })
}
