import { LRUCache } from 'lru-cache'
import type { Payload, SelectType } from 'payload'
import { cardDocOf, type ListingCardDoc } from '../listings/card'
import { compactListingDoc, LISTING_FIELDS } from './memory-facts'
import { forEachPage, type StampMemory, type Watched } from './memory-watch'

/** Cards kept for repeated pages (a few KB each): the listings on the pages travelers open most. */
const CARD_CACHE_SIZE = 5_000
/** What a card shows of a listing, read for the page's hits. */
const cardSelect: SelectType = Object.fromEntries(LISTING_FIELDS.map((field) => [field, true]))

/**
 * Card documents (depth 0) of listings. The index holds no documents (its memory goal), so they
 * are read from the database; the cards of recently shown listings are kept, each as of its
 * updatedAt, and used while the index still holds that version of the listing (`listingsWatch`,
 * memory-sync.ts). Reading thirty cards through the adapter cost ~8 ms of CPU per search page,
 * most of a search's time.
 */
export class CardDocuments {
  /** Cards of recently shown listings with the updatedAt they were read at. */
  private readonly cards = new LRUCache<string, { updatedAt: string; doc: ListingCardDoc }>({ max: CARD_CACHE_SIZE })

  constructor(
    private readonly payload: Payload,
    private readonly listingsWatch: Watched & { known: StampMemory },
  ) {}

  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    const docs = new Map<string, ListingCardDoc>()
    const missing: string[] = []
    for (const id of ids) {
      const kept = this.cards.get(id)
      if (kept && this.listingsWatch.known.current(id, kept.updatedAt)) docs.set(id, kept.doc)
      else missing.push(id)
    }
    for (let i = 0; i < missing.length; i += 500) {
      await forEachPage(
        this.payload,
        { ...this.listingsWatch, select: cardSelect },
        (rows) => {
          for (const row of rows) {
            const id = String(row.id)
            const doc = cardDocOf(compactListingDoc({ ...row, id }))
            docs.set(id, doc)
            // Adapters answer an ISO string (SQLite, PostgreSQL) or a Date (MongoDB).
            const stamp: unknown = row.updatedAt
            const updatedAt = stamp instanceof Date ? stamp.toISOString() : stamp
            if (typeof updatedAt === 'string') this.cards.set(id, { updatedAt, doc })
          }
        },
        { id: { in: missing.slice(i, i + 500) } },
      )
    }
    return docs
  }
}
