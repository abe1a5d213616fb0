import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'
import type { SearchIndex } from '../search/types'
import { type ListingDoc, readListing } from './bundle'

/** Listings kept: the detail pages opened most (a depth-1 listing is tens of KB). */
const KEPT_LISTINGS = 500
/**
 * How long a kept listing's related documents (lessor, catalogue items, photos) may be reused: their
 * changes do not touch the listing's updatedAt. The anonymous pages built from them are cached as
 * long (decision 0087).
 */
const RELATED_FRESHNESS_MS = 60_000

/**
 * The listings behind detail pages (depth 1), kept while the search index holds the version they
 * were read at (issue 23: reading one through the adapter cost ~15 ms of the detail's ~24 ms of API
 * CPU). The index knows each listing's updatedAt and waits for a sync after an announced write, as
 * a search does, so an edited listing is read again as soon as a search would show the edit. The
 * listing's seasons, rates, extras, terms and calendar are read on every request as before.
 */
export class ListingDetailDocs {
  private readonly kept = new LRUCache<string, { updatedAt: string; doc: ListingDoc }>({
    max: KEPT_LISTINGS,
    ttl: RELATED_FRESHNESS_MS,
  })

  constructor(
    private readonly payload: Payload,
    private readonly index: SearchIndex,
  ) {}

  /** The listing at depth 1, or null for an unknown or malformed id; a copy the caller may change. */
  async read(id: string): Promise<ListingDoc | null> {
    const { index } = this
    const keeps = Boolean(index.holdsVersion)
    const kept = keeps ? this.kept.get(id) : undefined
    if (kept) {
      await index.freshen?.()
      if (index.holdsVersion?.(id, kept.updatedAt)) return structuredClone(kept.doc)
    }
    const doc = await readListing(this.payload, id, 1)
    // Adapters answer an ISO string (SQLite, PostgreSQL) or a Date (MongoDB).
    const stamp: unknown = doc?.updatedAt
    const updatedAt = stamp instanceof Date ? stamp.toISOString() : stamp
    if (doc && keeps && typeof updatedAt === 'string') {
      this.kept.set(id, { updatedAt, doc: structuredClone(doc) })
    }
    return doc
  }
}
