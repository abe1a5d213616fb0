import { isNightKey, type ListingKind, listingKinds } from '@driftway/domain'
import type { CollectionSlug, Payload, SelectType, TypeWithID, Where } from 'payload'
import { cardDocOf, type ListingCardDoc } from '../listings/card'
import {
  type ExtraDoc,
  extraInputs,
  idOf,
  type PricedListingDoc,
  pricingProfile,
  type RateDoc,
  rateInputs,
  type SeasonDoc,
  seasonInputs,
  timezoneOfListing,
} from '../listings/pricing-input'
import { type Facts, type IndexedDoc, LISTING_FIELDS, listingFacts } from './memory-facts'
import { compileProgram, dayOfKey, keyOfDay, type PriceProgram } from './price-program'
import type { SearchIndexStats } from './types'

/**
 * The memory index's data and how it is kept in step with the database (memory-index.ts tells
 * the whole design): documents loaded through the adapter API, synced by updatedAt, deletions
 * found by counting; per listing the `Facts` that queries (memory-query.ts) read.
 */

/** Writes committed up to this long after their updatedAt stamp are still picked up. */
const LOOKBACK_MS = 30_000
const PAGE_SIZE = 5_000

type Doc = IndexedDoc

/**
 * The adapter API (`payload.db.find`) types its rows as `{ id }` only; they carry the selected
 * fields, and `apply` turns their ids into strings before anything reads them.
 */
const heldRows = (docs: TypeWithID[]): Doc[] => docs as Doc[]

interface Watched {
  slug: CollectionSlug
  select: SelectType
  /** Extra condition of what the index holds (nights: recent and future only). */
  where?: () => Where | undefined
  /** id → updatedAt of every document the index holds. */
  known: Map<string, string>
  upsert(doc: Doc): void
  remove(id: string): void
}

export interface MemoryIndexOptions {
  /** Changes are picked up at most this long after they are written (default 1 s). */
  syncIntervalMs?: number
  /**
   * Deletions (found by counting, which on SQLite costs a scan of the night index and blocks the
   * thread for tens of ms at 500k nights) at most this long after (default 15 × syncIntervalMs).
   */
  deletionCheckIntervalMs?: number
  log?: (message: string) => void
}

/** The listings of each kind as queries read them, and the sync that keeps them current. */
export class MemoryIndexStore {
  /** Per kind, every published listing's facts. */
  readonly byKind = new Map<ListingKind, Map<string, Facts>>(listingKinds.map((kind) => [kind, new Map()]))
  /** Per kind, the listings ordered by latitude (located ones only), rebuilt after listing changes. */
  private readonly byLatitude = new Map<ListingKind, { facts: Facts[]; latitudes: Float64Array }>()
  private readonly listingDocs = new Map<string, Doc>()
  private readonly seasons = new Map<string, SeasonDoc>()
  private readonly rates = new Map<string, RateDoc>()
  private readonly extras = new Map<string, ExtraDoc>()
  private readonly children = {
    seasons: new Map<string, Set<string>>(),
    rates: new Map<string, Set<string>>(),
    extras: new Map<string, Set<string>>(),
  }
  /** night id → [listing, day]; per listing the sorted occupied days. */
  private readonly nights = new Map<string, [string, number]>()
  private readonly nightsByListing = new Map<string, Set<number>>()
  private readonly blocked = new Map<string, number[]>()
  private readonly dirtyListings = new Set<string>()
  private readonly dirtyNights = new Set<string>()
  private readonly watched: Watched[]
  private nightCutoff: string
  private lastSyncStarted = 0
  /** Start time of the last completed load or sync: everything written before it is held. */
  private freshAsOf = 0
  private readonly maxStalenessMs: number
  private lastDeletionCheck = 0
  private readonly deletionCheckIntervalMs: number
  private syncing: Promise<void> | null = null
  private initial: Promise<void>
  private readonly syncIntervalMs: number
  private readonly log: (message: string) => void

  constructor(
    private readonly payload: Payload,
    options: MemoryIndexOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 1000
    this.deletionCheckIntervalMs = options.deletionCheckIntervalMs ?? 15 * this.syncIntervalMs
    this.maxStalenessMs = 2 * this.syncIntervalMs
    this.log = options.log ?? (() => {})
    this.nightCutoff = this.cutoffKey()
    const known = () => new Map<string, string>()
    const child =
      <T extends { listing: unknown }>(store: Map<string, T>, byListing: Map<string, Set<string>>) =>
      (doc: Doc) => {
        const previous = store.get(doc.id)
        const listing = idOf(doc.listing)
        if (previous) this.detach(byListing, idOf(previous.listing), doc.id)
        // The row holds exactly the fields this watch selects, which are the ones the pricing
        // inputs read of T (a season, rate or extra); the adapter API does not type selections.
        store.set(doc.id, doc as unknown as T)
        if (listing) {
          let set = byListing.get(listing)
          if (!set) {
            set = new Set()
            byListing.set(listing, set)
          }
          set.add(doc.id)
          this.dirtyListings.add(listing)
        }
      }
    const removeChild =
      <T extends { listing: unknown }>(store: Map<string, T>, byListing: Map<string, Set<string>>) =>
      (id: string) => {
        const previous = store.get(id)
        if (!previous) return
        store.delete(id)
        this.detach(byListing, idOf(previous.listing), id)
      }
    this.watched = [
      {
        slug: 'listings',
        select: Object.fromEntries(LISTING_FIELDS.map((field) => [field, true])),
        known: known(),
        upsert: (doc) => {
          // The adapter returns every column (unselected ones undefined): keep only what is used.
          const compact: Record<string, unknown> = { id: doc.id }
          for (const field of LISTING_FIELDS) {
            if (doc[field] !== undefined && doc[field] !== null) compact[field] = doc[field]
          }
          if (Array.isArray(compact.images)) {
            compact.images = (compact.images as { slot?: unknown; image?: unknown }[]).map(({ slot, image }) => ({
              slot,
              image,
            }))
          }
          this.listingDocs.set(doc.id, compact as Doc)
          this.dirtyListings.add(doc.id)
        },
        remove: (id) => {
          this.listingDocs.delete(id)
          this.dirtyListings.add(id)
        },
      },
      {
        slug: 'season-availabilities',
        select: {
          listing: true,
          start_timestamp: true,
          end_timestamp: true,
          is_available: true,
          season_rate: true,
          min_rent_dates: true,
          updatedAt: true,
        },
        known: known(),
        upsert: child(this.seasons, this.children.seasons),
        remove: removeChild(this.seasons, this.children.seasons),
      },
      {
        slug: 'season-rates',
        select: {
          listing: true,
          season: true,
          rate_in_cents: true,
          extra_charge_per_adult_in_cents: true,
          extra_charge_per_child_in_cents: true,
          max_guests_allowed: true,
          updatedAt: true,
        },
        known: known(),
        upsert: child(this.rates, this.children.rates),
        remove: removeChild(this.rates, this.children.rates),
      },
      {
        slug: 'extra-amenities',
        select: {
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
        known: known(),
        upsert: child(this.extras, this.children.extras),
        remove: removeChild(this.extras, this.children.extras),
      },
      {
        slug: 'booked-nights',
        select: { listing: true, night: true, updatedAt: true },
        where: () => ({ night: { greater_than_equal: this.nightCutoff } }),
        known: known(),
        upsert: (doc) => this.putNight(doc.id, idOf(doc.listing), String(doc.night)),
        remove: (id) => this.dropNight(id),
      },
    ]
    this.initial = this.load()
    // A failed first load is retried by the next search; keep it from being an unhandled rejection.
    this.initial.catch(() => {})
  }

  ready(): Promise<void> {
    return this.initial
  }

  /** Nights before this date are not held (searches start today at the earliest). */
  private cutoffKey(): string {
    return keyOfDay(Math.floor(Date.now() / 86_400_000) - 2)
  }

  private detach(byListing: Map<string, Set<string>>, listing: string | null, id: string) {
    if (!listing) return
    byListing.get(listing)?.delete(id)
    this.dirtyListings.add(listing)
  }

  private putNight(id: string, listing: string | null, night: string) {
    if (!listing || !isNightKey(night)) return
    const previous = this.nights.get(id)
    if (previous) this.dropNight(id)
    const day = dayOfKey(night)
    this.nights.set(id, [listing, day])
    let days = this.nightsByListing.get(listing)
    if (!days) {
      days = new Set()
      this.nightsByListing.set(listing, days)
    }
    days.add(day)
    this.dirtyNights.add(listing)
  }

  private dropNight(id: string) {
    const entry = this.nights.get(id)
    if (!entry) return
    this.nights.delete(id)
    const [listing, day] = entry
    // Two rows for one listing and night cannot exist (unique index), so the day goes with the row.
    this.nightsByListing.get(listing)?.delete(day)
    this.dirtyNights.add(listing)
  }

  // -------------------------------------------------------------------------------------------
  // Loading and syncing
  // -------------------------------------------------------------------------------------------

  /** Every document matching the watch (and `extra`), read in id order a page at a time (keyset paging). */
  private async findAll(watch: Watched, extra?: Where): Promise<Doc[]> {
    const docs: Doc[] = []
    let after: string | null = null
    for (;;) {
      const conditions = [watch.where?.(), extra, after === null ? undefined : { id: { greater_than: after } }].filter(
        Boolean,
      ) as Where[]
      const result = await this.payload.db.find({
        collection: watch.slug,
        where: conditions.length > 0 ? { and: conditions } : {},
        select: watch.select,
        limit: PAGE_SIZE,
        pagination: false,
        sort: 'id',
      })
      const page = heldRows(result.docs)
      docs.push(...page)
      if (page.length < PAGE_SIZE) return docs
      after = String(page[page.length - 1]!.id)
    }
  }

  /**
   * Documents updated after `since`. Sorted by updatedAt so the database walks its updatedAt
   * index (sorting by id would make SQLite scan the whole table in id order instead).
   */
  private async findChanged(watch: Watched, since: string): Promise<Doc[]> {
    const conditions = [watch.where?.(), { updatedAt: { greater_than: since } }].filter(Boolean) as Where[]
    const result = await this.payload.db.find({
      collection: watch.slug,
      where: { and: conditions },
      select: watch.select,
      limit: 0,
      pagination: false,
      sort: 'updatedAt',
    })
    return heldRows(result.docs)
  }

  private apply(watch: Watched, docs: Doc[]) {
    for (const doc of docs) {
      const id = String(doc.id)
      const stamp = String(doc.updatedAt ?? '')
      if (watch.known.get(id) === stamp && stamp !== '') continue
      watch.known.set(id, stamp)
      doc.id = id
      watch.upsert(doc)
    }
  }

  private async load(): Promise<void> {
    const started = Date.now()
    this.lastSyncStarted = started
    for (const watch of this.watched) this.apply(watch, await this.findAll(watch))
    this.rebuildDirty()
    this.freshAsOf = started
    this.log(
      `search index loaded in ${Date.now() - started} ms: ${this.listingDocs.size} listings, ${this.nights.size} nights`,
    )
  }

  /**
   * Starts a sync when the last one started at least an interval ago (one at a time), and waits
   * for it only when the data held is older than the staleness bound (two intervals): under
   * steady traffic searches never wait for the database, after a quiet spell the first one does.
   */
  async syncIfDue(): Promise<void> {
    try {
      await this.initial
    } catch {
      // The first load failed (database not ready): try again.
      const retry = this.load()
      this.initial = retry
      retry.catch(() => {})
      await retry
    }
    const now = Date.now()
    if (!this.syncing && now - this.lastSyncStarted >= this.syncIntervalMs) {
      const started = now
      this.syncing = this.sync()
        .then(() => {
          this.freshAsOf = started
        })
        .catch((error: unknown) => this.log(`search index sync failed: ${(error as Error).message}`))
        .finally(() => {
          this.syncing = null
        })
    }
    if (this.syncing && now - this.freshAsOf >= this.maxStalenessMs) await this.syncing
  }

  private async sync(): Promise<void> {
    const since = new Date(this.lastSyncStarted - LOOKBACK_MS).toISOString()
    this.lastSyncStarted = Date.now()
    // Deletions (counted) are looked for less often than changes: a deleted night or season only
    // ever frees dates, so noticing it a few seconds later never shows an occupied listing.
    const checkDeletions = this.lastSyncStarted - this.lastDeletionCheck >= this.deletionCheckIntervalMs
    if (checkDeletions) this.lastDeletionCheck = this.lastSyncStarted
    const cutoff = this.cutoffKey()
    if (cutoff !== this.nightCutoff) {
      this.nightCutoff = cutoff
      const nights = this.watched.find((watch) => watch.slug === 'booked-nights')!
      for (const [id, [, day]] of this.nights) {
        if (keyOfDay(day) < cutoff) {
          nights.known.delete(id)
          this.dropNight(id)
        }
      }
    }
    await Promise.all(
      this.watched.map(async (watch) => {
        this.apply(watch, await this.findChanged(watch, since))
        if (!checkDeletions) return
        const conditions = watch.where?.()
        const { totalDocs } = await this.payload.db.count({ collection: watch.slug, where: conditions ?? {} })
        if (totalDocs !== watch.known.size) await this.reconcile(watch)
      }),
    )
    this.rebuildDirty()
  }

  /** Some documents were deleted: reload the ids the database holds and drop the rest. */
  private async reconcile(watch: Watched) {
    const present = new Set<string>()
    const conditions = watch.where?.()
    let after: string | null = null
    for (;;) {
      const where = [conditions, after === null ? undefined : { id: { greater_than: after } }].filter(
        Boolean,
      ) as Where[]
      const result = await this.payload.db.find({
        collection: watch.slug,
        where: where.length > 0 ? { and: where } : {},
        select: { id: true },
        limit: 10_000,
        pagination: false,
        sort: 'id',
      })
      for (const doc of result.docs) present.add(String(doc.id))
      if (result.docs.length < 10_000) break
      after = String(result.docs[result.docs.length - 1]!.id)
    }
    for (const id of [...watch.known.keys()]) {
      if (!present.has(id)) {
        watch.known.delete(id)
        watch.remove(id)
      }
    }
    // Present but unknown (created and deleted around a sync): load them.
    const missing = [...present].filter((id) => !watch.known.has(id))
    for (let i = 0; i < missing.length; i += 500) {
      this.apply(watch, await this.findAll(watch, { id: { in: missing.slice(i, i + 500) } }))
    }
  }

  private rebuildDirty() {
    for (const id of this.dirtyListings) this.rebuildListing(id)
    this.dirtyListings.clear()
    for (const id of this.dirtyNights) {
      const days = this.nightsByListing.get(id)
      let sorted: number[] | undefined
      if (!days || days.size === 0) {
        this.blocked.delete(id)
        this.nightsByListing.delete(id)
      } else {
        sorted = [...days].sort((a, b) => a - b)
        this.blocked.set(id, sorted)
      }
      for (const map of this.byKind.values()) {
        const facts = map.get(id)
        if (facts) facts.blocked = sorted
      }
    }
    this.dirtyNights.clear()
  }

  private childDocs<T>(store: Map<string, T>, byListing: Map<string, Set<string>>, listing: string): T[] {
    return [...(byListing.get(listing) ?? [])].map((id) => store.get(id)).filter((doc): doc is T => doc !== undefined)
  }

  private rebuildListing(id: string) {
    for (const map of this.byKind.values()) map.delete(id)
    this.byLatitude.clear()
    const doc = this.listingDocs.get(id)
    if (doc?.is_draft !== false) return
    const kind = doc.kind as ListingKind
    const timezone = timezoneOfListing(doc as PricedListingDoc)
    const seasons = this.childDocs(this.seasons, this.children.seasons, id)
    const facts = listingFacts(id, doc, kind, timezone, seasons, this.blocked.get(id))
    this.byKind.get(kind)?.set(id, facts)
    // Compiled now rather than on the first priced search: a search over a region nobody asked
    // for yet would otherwise pay for hundreds of compilations at once.
    this.programOf(facts)
  }

  /** The price program of a listing, compiled on first use. */
  programOf(facts: Facts): PriceProgram {
    if (!facts.program) {
      const listing = this.listingDocs.get(facts.id) as PricedListingDoc
      facts.program = compileProgram({
        profile: pricingProfile(listing),
        seasons: seasonInputs(this.childDocs(this.seasons, this.children.seasons, facts.id)),
        rates: rateInputs(this.childDocs(this.rates, this.children.rates, facts.id)),
        extras: extraInputs(this.childDocs(this.extras, this.children.extras, facts.id)),
      })
    }
    return facts.program
  }

  /** The kind's located listings ordered by latitude (rebuilt after listing changes). */
  sortedByLatitude(kind: ListingKind): { facts: Facts[]; latitudes: Float64Array } {
    let sorted = this.byLatitude.get(kind)
    if (!sorted) {
      const facts = [...this.byKind.get(kind)!.values()]
        .filter((f) => !Number.isNaN(f.latitude))
        .sort((a, b) => a.latitude - b.latitude)
      sorted = { facts, latitudes: Float64Array.from(facts, (f) => f.latitude) }
      this.byLatitude.set(kind, sorted)
    }
    return sorted
  }

  /** Card documents of listings the index holds (depth 0). */
  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    const docs = new Map<string, ListingCardDoc>()
    for (const id of ids) {
      const doc = this.listingDocs.get(id)
      if (doc) docs.set(id, cardDocOf(doc))
    }
    return docs
  }

  /** Sizes for logs and the bench. */
  stats(): SearchIndexStats {
    return {
      listings: this.listingDocs.size,
      nights: this.nights.size,
      seasons: this.seasons.size,
      freshAsOfMs: this.freshAsOf,
    }
  }
}
