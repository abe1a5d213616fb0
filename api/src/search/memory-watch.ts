import type { CollectionSlug, Payload, SelectType, TypeWithID, Where } from 'payload'
import { type ExtraDoc, idOf, type RateDoc, type SeasonDoc } from '../listings/pricing-input'
import type { IndexedDoc } from './memory-facts'
import type { NightLedger } from './memory-nights'

/**
 * How the memory index reads a collection through Payload's database adapter API
 * (`payload.db.find`: the same call on every adapter), and what it remembers of the documents
 * it holds so a sync applies only what changed (memory-sync.ts).
 */

/** Rows per page of the initial load and of reconciliations (keyset paging by id). */
const PAGE_SIZE = 5_000

/**
 * The adapter API types its rows as `{ id }` only; they carry the selected fields, and the
 * store turns their ids into strings before anything reads them.
 */
const heldRows = (docs: TypeWithID[]): IndexedDoc[] => docs as IndexedDoc[]

/** What the index remembers of the documents of one collection it holds. */
interface Known {
  readonly size: number
  has(id: string): boolean
  ids(): Iterable<string>
  /** Whether the document as stamped is already held (the sync skips it then). */
  current(id: string, stamp: string): boolean
  remember(id: string, stamp: string): void
  forget(id: string): void
}

/** Remembers each document's updatedAt (as epoch ms: a number is smaller than the ISO string). */
export class StampMemory implements Known {
  private readonly stamps = new Map<string, number>()
  get size() {
    return this.stamps.size
  }
  has(id: string) {
    return this.stamps.has(id)
  }
  ids() {
    return this.stamps.keys()
  }
  current(id: string, stamp: string) {
    const ms = Date.parse(stamp)
    return !Number.isNaN(ms) && this.stamps.get(id) === ms
  }
  remember(id: string, stamp: string) {
    this.stamps.set(id, Date.parse(stamp))
  }
  forget(id: string) {
    this.stamps.delete(id)
  }
  /** Everything remembered, as columns (memory-snapshot.ts). */
  exportStamps(): { ids: string[]; stamps: Float64Array } {
    return { ids: [...this.stamps.keys()], stamps: Float64Array.from(this.stamps.values()) }
  }
  importStamps(ids: readonly string[], stamps: Float64Array) {
    this.stamps.clear()
    for (let i = 0; i < ids.length; i++) this.stamps.set(ids[i]!, stamps[i]!)
  }
}

/** A child collection's rows by id, and per listing the ids of its rows (memory-held.ts holds them). */
export interface ChildRows<T> {
  readonly docs: Map<string, T>
  readonly byListing: Map<string, Set<string>>
}

export interface Watched {
  slug: CollectionSlug
  select: SelectType
  /** Extra condition of what the index holds (nights: recent and future only). */
  where?: () => Where | undefined
  known: Known
  upsert(doc: IndexedDoc): void
  remove(id: string): void
  /** Finds what was deleted when the count differs (default: compare the ids held with the ids present). */
  reconcile?: () => Promise<void>
}

/** Keeps only the selected fields of an adapter row (it returns every column, unselected ones empty). */
function selectedFields(doc: IndexedDoc, select: SelectType): IndexedDoc {
  const kept: Record<string, unknown> = { id: doc.id }
  for (const field of Object.keys(select)) if (doc[field] !== undefined) kept[field] = doc[field]
  return kept as IndexedDoc
}

/**
 * Every document matching the watch (and `extra`), read in id order a page at a time (keyset
 * paging); `onPage` sees each page as it arrives so large collections are never held as rows.
 */
export async function forEachPage(
  payload: Payload,
  watch: Pick<Watched, 'slug' | 'select' | 'where'>,
  onPage: (docs: IndexedDoc[]) => void | Promise<void>,
  extra?: Where,
  pageSize = PAGE_SIZE,
): Promise<void> {
  let after: string | null = null
  for (;;) {
    const conditions = [watch.where?.(), extra, after === null ? undefined : { id: { greater_than: after } }].filter(
      Boolean,
    ) as Where[]
    const result = await payload.db.find({
      collection: watch.slug,
      where: conditions.length > 0 ? { and: conditions } : {},
      select: watch.select,
      limit: pageSize,
      pagination: false,
      sort: 'id',
    })
    const page = heldRows(result.docs)
    await onPage(page)
    if (page.length < pageSize) return
    after = String(page[page.length - 1]!.id)
  }
}

/**
 * Documents updated after `since`. Sorted by updatedAt so the database walks its updatedAt
 * index (sorting by id would make SQLite scan the whole table in id order instead).
 */
export async function findChanged(
  payload: Payload,
  watch: Pick<Watched, 'slug' | 'select' | 'where'>,
  since: string,
): Promise<IndexedDoc[]> {
  const conditions = [watch.where?.(), { updatedAt: { greater_than: since } }].filter(Boolean) as Where[]
  const result = await payload.db.find({
    collection: watch.slug,
    where: { and: conditions },
    select: watch.select,
    limit: 0,
    pagination: false,
    sort: 'updatedAt',
  })
  return heldRows(result.docs)
}

/** The ids of every document matching the watch (finding deleted ones). */
export async function presentIds(payload: Payload, watch: Pick<Watched, 'slug' | 'where'>): Promise<Set<string>> {
  const present = new Set<string>()
  await forEachPage(
    payload,
    { ...watch, select: { id: true } },
    (docs) => {
      for (const doc of docs) present.add(String(doc.id))
    },
    undefined,
    10_000,
  )
  return present
}

/**
 * The booked-night rows a sync reads are known by the ledger itself, as (listing, night) pairs
 * (a row's pair is put again when it is seen again); it holds no row ids — its watch reconciles
 * by pairs.
 */
export const ledgerMemory = (ledger: NightLedger): Known => ({
  get size() {
    return ledger.size
  },
  has: () => false,
  ids: () => [],
  current: () => false,
  remember: () => {},
  forget: () => {},
})

/**
 * The watch of a listing's children (seasons, rates, extras): rows held by id with the fields
 * selected, grouped by listing; a change marks the listing dirty so its facts are rebuilt.
 */
function childWatch<T extends { listing: unknown }>(
  slug: Watched['slug'],
  select: Watched['select'],
  store: Map<string, T>,
  byListing: Map<string, Set<string>>,
  markDirty: (listing: string | null) => void,
): Watched & { known: StampMemory } {
  const detach = (listing: string | null, id: string) => {
    if (!listing) return
    byListing.get(listing)?.delete(id)
    markDirty(listing)
  }
  return {
    slug,
    select,
    known: new StampMemory(),
    upsert: (doc) => {
      const previous = store.get(doc.id)
      const listing = idOf(doc.listing)
      if (previous) detach(idOf(previous.listing), doc.id)
      // The row holds exactly the fields this watch selects, which are the ones the pricing
      // inputs read of T (a season, rate or extra); the adapter API does not type selections.
      store.set(doc.id, selectedFields(doc, select) as unknown as T)
      if (listing) {
        let set = byListing.get(listing)
        if (!set) {
          set = new Set()
          byListing.set(listing, set)
        }
        set.add(doc.id)
        markDirty(listing)
      }
    },
    remove: (id) => {
      const previous = store.get(id)
      if (!previous) return
      store.delete(id)
      detach(idOf(previous.listing), id)
    },
  }
}

/** The watches of a listing's children, whose rows its facts and price program are built from. */
export function listingChildWatches(
  held: { seasons: ChildRows<SeasonDoc>; rates: ChildRows<RateDoc>; extras: ChildRows<ExtraDoc> },
  markDirty: (listing: string | null) => void,
): (Watched & { known: StampMemory })[] {
  return [
    childWatch(
      'season-availabilities',
      {
        listing: true,
        start_timestamp: true,
        end_timestamp: true,
        is_available: true,
        season_rate: true,
        min_rent_dates: true,
        updatedAt: true,
      },
      held.seasons.docs,
      held.seasons.byListing,
      markDirty,
    ),
    childWatch(
      'season-rates',
      {
        listing: true,
        season: true,
        rate_in_cents: true,
        extra_charge_per_adult_in_cents: true,
        extra_charge_per_child_in_cents: true,
        max_guests_allowed: true,
        updatedAt: true,
      },
      held.rates.docs,
      held.rates.byListing,
      markDirty,
    ),
    childWatch(
      'extra-amenities',
      {
        listing: true,
        name: true,
        price_in_cents: true,
        unit: true,
        available: true,
        mandatory: true,
        included: true,
        createdAt: true,
        updatedAt: true,
      },
      held.extras.docs,
      held.extras.byListing,
      markDirty,
    ),
  ]
}
