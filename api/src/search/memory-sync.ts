import type { Payload } from 'payload'
import type { ListingCardDoc } from '../listings/card'
import { idOf } from '../listings/pricing-input'
import { CardDocuments } from './memory-cards'
import { columnReader, type PageReader } from './memory-columns'
import { dropDeleted, rereadNightPairs } from './memory-deletions'
import { compactListingDoc, INDEX_FIELDS, type IndexedDoc } from './memory-facts'
import { HeldListings } from './memory-held'
import type { LoadedWith, MemoryIndexOptions } from './memory-options'
import type { RestoredState, SnapshotState } from './memory-snapshot'
import { SnapshotKeeper } from './memory-snapshot-keeper'
import { findChanged, forEachPage, ledgerMemory, listingChildWatches, StampMemory, type Watched } from './memory-watch'
import { dayOfKey } from './price-program'
import type { SearchIndexStats } from './types'

/**
 * How the memory index is kept in step with the database (memory-index.ts tells the whole
 * design): documents read through the adapter API, synced by updatedAt, deletions found by
 * counting, into what the index holds (memory-held.ts: the facts queries read); a start from a
 * snapshot file instead of a full load (memory-snapshot-keeper.ts). A change to a season, rate
 * or extra reads the listing's row again; deletions are found by memory-deletions.ts, the cards
 * of a page's hits read by memory-cards.ts.
 */

/** Writes committed up to this long after their updatedAt stamp are still picked up. */
const LOOKBACK_MS = 30_000

type Doc = IndexedDoc

/** The listings of each kind as queries read them, and the sync that keeps them current. */
export class MemoryIndexStore {
  readonly held = new HeldListings()
  /** Listings to rebuild, with their row when the sync read it (else it is read again). */
  private readonly dirtyListings = new Map<string, Doc | null>()
  /** Cards of recently shown listings (documents()). */
  private readonly cards: CardDocuments
  private readonly listingsWatch: Watched & { known: StampMemory }
  /** The children's watches, whose stamps the snapshot writes and restores. */
  private readonly childWatches: (Watched & { known: StampMemory })[]
  private readonly watched: Watched[]
  private nightCutoff: string
  private lastSyncStarted = 0
  /** Start time of the last completed load or sync: everything written before it is held. */
  private freshAsOf = 0
  private readonly maxStalenessMs: number
  private lastDeletionCheck = 0
  private readonly deletionCheckIntervalMs: number
  private syncing: Promise<void> | null = null
  /** Changes announced by `invalidate`, and the last one a completed sync started after. */
  private announcedChange = 0
  private syncedChange = 0
  private initial: Promise<void>
  private readonly syncIntervalMs: number
  private readonly log: (message: string) => void
  private readonly loadWith: 'columns' | 'adapter'
  /** Per watched collection, how the last initial load read it (`columns`, `adapter` or `snapshot`). */
  readonly loadedWith = new Map<string, LoadedWith>()
  private readonly snapshot: SnapshotKeeper | null

  constructor(
    private readonly payload: Payload,
    options: MemoryIndexOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 1000
    this.deletionCheckIntervalMs = options.deletionCheckIntervalMs ?? 15 * this.syncIntervalMs
    this.maxStalenessMs = 2 * this.syncIntervalMs
    this.log = options.log ?? (() => {})
    this.loadWith = options.load ?? 'columns'
    this.snapshot = options.snapshot
      ? new SnapshotKeeper(payload, options.snapshot, () => this.watched, this.log)
      : null
    this.loadStarted = !options.deferLoad
    this.nightCutoff = this.cutoffKey()
    const markDirty = (listing: string | null) => {
      if (listing && !this.dirtyListings.has(listing)) this.dirtyListings.set(listing, null)
    }
    const held = this.held
    this.childWatches = listingChildWatches(held, markDirty)
    this.listingsWatch = {
      slug: 'listings',
      select: Object.fromEntries(INDEX_FIELDS.map((field) => [field, true])),
      known: new StampMemory(),
      upsert: (doc) => this.dirtyListings.set(doc.id, compactListingDoc(doc, INDEX_FIELDS)),
      remove: (id) => held.removeListing(id),
    }
    this.watched = [
      ...this.childWatches,
      {
        slug: 'booked-nights',
        // No updatedAt: the ledger holds (listing, night) pairs and puts a row's pair whenever it is read.
        select: { listing: true, night: true },
        where: () => ({ night: { greater_than_equal: this.nightCutoff } }),
        known: ledgerMemory(held.nights),
        upsert: (doc) => {
          if (held.putNight(idOf(doc.listing), String(doc.night))) this.heldChanged()
        },
        // Rows are not held by id: a deletion (fewer rows than pairs) re-reads the pairs instead.
        remove: () => {},
        reconcile: () => this.reconcileNights(),
      },
      // Last: a listing is built when its row arrives, with the children read before it.
      this.listingsWatch,
    ]
    this.cards = new CardDocuments(payload, this.listingsWatch)
    this.initial = options.deferLoad
      ? new Promise<void>((resolve) => {
          this.startLoad = () => {
            this.loadStarted = true
            resolve()
          }
        }).then(() => this.load())
      : this.load()
    // A failed first load is retried by the next search; keep it from being an unhandled rejection.
    this.initial.catch(() => {})
  }

  /** Starts a deferred load (`deferLoad`); nothing when it started already. */
  startLoad: () => void = () => {}
  private loadStarted: boolean

  /** Resolves once the first load is done; after a failed one (the database did not answer), loads again. */
  ready(): Promise<void> {
    return this.initial.catch(() => this.retryLoad())
  }

  private retrying: Promise<void> | null = null
  /** Loads again after a failed first load; callers meanwhile share the one attempt. */
  private retryLoad(): Promise<void> {
    if (!this.retrying) {
      const retry = this.load()
      this.initial = retry
      this.retrying = retry
      retry.then(
        () => {
          this.retrying = null
        },
        () => {
          this.retrying = null
        },
      )
    }
    return this.retrying
  }

  /** What the load reads of each watched collection, in load order (the column read's test compares them). */
  reads(): Pick<Watched, 'slug' | 'select' | 'where'>[] {
    return this.watched.map(({ slug, select, where }) => ({ slug, select, where }))
  }

  /** Nights before this date are not held (searches start today at the earliest). */
  private cutoffKey(): string {
    return new Date((Math.floor(Date.now() / 86_400_000) - 2) * 86_400_000).toISOString().slice(0, 10)
  }

  /** What is held changed since the snapshot was written or read. */
  private heldChanged() {
    this.snapshot?.markChanged()
  }

  /**
   * Booked nights were deleted (fewer rows than pairs held): the pairs the database holds are read
   * (through the column read where there is one) and replace the ledger's.
   */
  private async reconcileNights() {
    const watch = this.watched.find((candidate) => candidate.slug === 'booked-nights')!
    await rereadNightPairs(this.payload, this.loadWith, watch, this.held, () => this.heldChanged())
  }

  // -------------------------------------------------------------------------------------------
  // Loading and syncing
  // -------------------------------------------------------------------------------------------

  private apply(watch: Watched, docs: Doc[]) {
    for (const doc of docs) {
      const id = String(doc.id)
      const stamp = String(doc.updatedAt ?? '')
      if (watch.known.current(id, stamp)) continue
      watch.known.remember(id, stamp)
      doc.id = id
      watch.upsert(doc)
      // Nights say themselves whether a pair was new (their rows are read again within the look-back).
      if (watch.slug !== 'booked-nights') this.heldChanged()
    }
  }

  private async load(): Promise<void> {
    if (this.snapshot && (await this.restore(this.snapshot))) return
    const started = Date.now()
    this.lastSyncStarted = started
    const timings: string[] = []
    const columns = this.loadWith === 'columns' ? columnReader(this.payload) : null
    const adapterPages: PageReader = (watch, onPage) => forEachPage(this.payload, watch, onPage)
    for (const watch of this.watched) {
      const watchStarted = Date.now()
      const fast = columns?.(watch) ?? null
      this.loadedWith.set(watch.slug, fast ? 'columns' : 'adapter')
      await (fast ?? adapterPages)(watch, async (docs) => {
        this.apply(watch, docs)
        // Listings are built page by page, so their rows are never all held at once.
        if (watch === this.listingsWatch) await this.rebuildDirty(false)
      })
      timings.push(`${watch.slug} ${Date.now() - watchStarted} ms${fast ? '' : ' (adapter API)'}`)
    }
    // Children whose listing does not exist (or is not held): nothing to build.
    this.dirtyListings.clear()
    this.held.linkNewNightArrays()
    this.held.compileSoon()
    this.freshAsOf = started
    this.log(
      `search index loaded in ${Date.now() - started} ms (${timings.join(', ')}): ${this.listingsWatch.known.size} listings, ${this.held.nights.size} nights`,
    )
    // Written right away, so a process that never closes cleanly still leaves a snapshot for the
    // next start; not awaited: the index answers meanwhile (encoding holds the thread ~1 s per
    // 100 000 listings, once, after a full load).
    if (this.snapshot) void this.saveSnapshot()
  }

  /**
   * Writes the snapshot of what is held as of the last completed load or sync (a sync in flight is
   * waited for, so the state is one a sync left). Never throws: a failed write is logged.
   */
  saveSnapshot(): Promise<void> {
    if (!this.snapshot) return Promise.resolve()
    return this.snapshot.save(async (): Promise<SnapshotState> => {
      if (this.syncing) await this.syncing
      return {
        freshAsOf: this.freshAsOf,
        nightCutoff: this.nightCutoff,
        listings: { known: this.listingsWatch.known, facts: this.held.allFacts() },
        children: this.childWatches.map((watch) => ({
          slug: watch.slug,
          fields: Object.keys(watch.select).filter((field) => field !== 'id'),
          known: watch.known,
          docs: this.held.children.get(watch.slug)!.docs,
        })),
        nights: this.held.nights,
      }
    })
  }

  /**
   * Starts from the snapshot when there is one for this database: puts its state in place, then
   * syncs from its high-water mark with the deletion count forced (what changed, was created or
   * was deleted while no process held the index). False (nothing held) when there is none or it
   * does not fit: the caller loads everything.
   */
  private async restore(snapshot: SnapshotKeeper): Promise<boolean> {
    const started = Date.now()
    const state = await snapshot.restore({
      putInPlace: (restored) => this.putInPlace(restored),
      clear: () => this.clearState(),
    })
    if (!state) return false
    const restored = Date.now() - started
    for (const watch of this.watched) this.loadedWith.set(watch.slug, 'snapshot')
    // The sync reads what changed since the snapshot's last sync (minus the look-back) and counts.
    this.lastSyncStarted = state.freshAsOf
    this.nightCutoff = state.nightCutoff
    this.lastDeletionCheck = Number.NEGATIVE_INFINITY
    const syncStarted = Date.now()
    await this.sync()
    this.freshAsOf = syncStarted
    this.log(
      `search index restored from ${snapshot.options.file} in ${restored} ms and synced in ${Date.now() - syncStarted} ms: ${this.listingsWatch.known.size} listings, ${this.held.nights.size} nights`,
    )
    return true
  }

  /** Replaces everything held, and the stamps of what is held, by a snapshot's state. */
  private putInPlace(state: RestoredState) {
    this.dirtyListings.clear()
    this.held.putInPlace(state)
    this.listingsWatch.known.importStamps(state.listings.ids, state.listings.stamps)
    for (const watch of this.childWatches) {
      const stamps = state.children.get(watch.slug)!
      watch.known.importStamps(stamps.ids, stamps.stamps)
    }
  }

  /** Forgets everything held (a snapshot that failed half-way is not trusted). */
  private clearState() {
    this.held.clear()
    this.dirtyListings.clear()
    for (const watch of [this.listingsWatch, ...this.childWatches]) watch.known.importStamps([], new Float64Array(0))
  }
  /**
   * Starts a sync when the last one started at least an interval ago (one at a time), and waits
   * for it only when the data held is older than the staleness bound (two intervals): under
   * steady traffic searches never wait for the database, after a quiet spell the first one does.
   */
  async syncIfDue(): Promise<void> {
    // A failed first load (database not ready) is tried again.
    await this.ready()
    const now = Date.now()
    if (!this.syncing && now - this.lastSyncStarted >= this.syncIntervalMs) this.startSync()
    if (this.syncing && now - this.freshAsOf >= this.maxStalenessMs) await this.syncing
    // A change announced by `invalidate`: wait for a sync that started after it.
    while (this.syncedChange < this.announcedChange) {
      if (!this.syncing) this.startSync()
      await this.syncing
    }
  }

  /**
   * A write that changes what the index holds was committed (search/changes.ts announces it):
   * the next search waits for a sync that started after this call, rather than for the polling.
   */
  invalidate(): void {
    this.announcedChange++
  }

  private startSync() {
    const started = Date.now()
    const change = this.announcedChange
    this.syncing = this.sync()
      .then(() => {
        this.freshAsOf = started
        this.syncedChange = Math.max(this.syncedChange, change)
      })
      .catch((error: unknown) => {
        this.log(`search index sync failed: ${(error as Error).message}`)
        // Do not let searches loop on a failing database: they answer from what is held.
        this.syncedChange = Math.max(this.syncedChange, change)
      })
      .finally(() => {
        this.syncing = null
      })
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
      this.held.nights.dropBefore(dayOfKey(cutoff))
      this.heldChanged()
    }
    await Promise.all(
      this.watched.map(async (watch) => {
        this.apply(watch, await findChanged(this.payload, watch, since))
        if (!checkDeletions) return
        const conditions = watch.where?.()
        const { totalDocs } = await this.payload.db.count({ collection: watch.slug, where: conditions ?? {} })
        if (totalDocs !== watch.known.size) await (watch.reconcile ? watch.reconcile() : this.reconcile(watch))
      }),
    )
    await this.rebuildDirty(true)
    this.held.linkNewNightArrays()
    this.held.compileSoon()
  }

  /** Some documents were deleted: reload the ids the database holds and drop the rest. */
  private async reconcile(watch: Watched) {
    await dropDeleted(
      this.payload,
      this.loadWith,
      watch,
      (docs) => this.apply(watch, docs),
      () => this.heldChanged(),
    )
  }

  /**
   * Rebuilds the facts of changed listings. A listing changed only through its children has no
   * row in hand: with `readMissing` its row is read again (a sync), otherwise it stays dirty (the
   * initial load, where every listing's row arrives after the children).
   */
  private async rebuildDirty(readMissing: boolean) {
    const missing: string[] = []
    for (const [id, doc] of this.dirtyListings) {
      if (doc) {
        this.held.rebuildListing(id, doc)
        this.dirtyListings.delete(id)
      } else if (readMissing) missing.push(id)
    }
    for (let i = 0; i < missing.length; i += 500) {
      const part = missing.slice(i, i + 500)
      const rows = new Map<string, Doc>()
      await forEachPage(
        this.payload,
        this.listingsWatch,
        (docs) => {
          for (const doc of docs)
            rows.set(String(doc.id), compactListingDoc({ ...doc, id: String(doc.id) }, INDEX_FIELDS))
        },
        { id: { in: part } },
      )
      for (const id of part) {
        this.dirtyListings.delete(id)
        const row = rows.get(id)
        if (row) this.held.rebuildListing(id, row)
        else this.held.removeListing(id)
      }
    }
  }

  /** Stops background work (the index was closed) and writes the snapshot, when there is one. */
  async close(): Promise<void> {
    this.held.stopCompiling()
    if (this.snapshot && this.loadStarted) {
      // Only an index that finished loading holds something worth writing.
      const loaded = await this.initial.then(
        () => true,
        () => false,
      )
      if (loaded) await this.saveSnapshot()
    }
    this.held.stopCompiling()
  }

  /** Whether the index holds the listing as of this updatedAt (an ISO string, as the adapters answer it). */
  holdsVersion(id: string, updatedAt: string): boolean {
    return this.listingsWatch.known.current(id, updatedAt)
  }

  /** Card documents (depth 0) of listings: read from the database, recently shown ones kept (memory-cards.ts). */
  documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    return this.cards.documents(ids)
  }

  /** Sizes for logs and the bench. */
  stats(): SearchIndexStats {
    return {
      listings: this.listingsWatch.known.size,
      nights: this.held.nights.size,
      seasons: this.held.seasons.docs.size,
      freshAsOfMs: this.freshAsOf,
      programsPending: this.held.programsPending,
    }
  }
}
