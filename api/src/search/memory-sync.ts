import { isNightKey, type ListingKind, listingKinds } from '@driftway/domain'
import type { Payload, SelectType } from 'payload'
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
import { columnReader, type PageReader } from './memory-columns'
import {
  compactListingDoc,
  type Facts,
  INDEX_FIELDS,
  type IndexedDoc,
  LISTING_FIELDS,
  listingFacts,
} from './memory-facts'
import { NightLedger } from './memory-nights'
import {
  decodeSnapshot,
  encodeSnapshot,
  type RestoredState,
  readSnapshotFile,
  type SnapshotOptions,
  snapshotFingerprint,
  writeSnapshotFile,
} from './memory-snapshot'
import {
  childWatch,
  findChanged,
  forEachPage,
  ledgerMemory,
  presentIds,
  StampMemory,
  type Watched,
} from './memory-watch'
import { compileProgram, dayOfKey, type PriceProgram } from './price-program'
import type { SearchIndexStats } from './types'

/**
 * The memory index's data and how it is kept in step with the database (memory-index.ts tells
 * the whole design): documents read through the adapter API, synced by updatedAt, deletions
 * found by counting; per published listing the compact `Facts` that queries (memory-query.ts)
 * read. Listing documents are not held: a listing's facts and price program are built from its
 * row as it arrives (a change to a season, rate or extra reads the listing's row again).
 */

/** What a card shows of a listing, read for the page's hits. */
const cardSelect: SelectType = Object.fromEntries(LISTING_FIELDS.map((field) => [field, true]))

/** Writes committed up to this long after their updatedAt stamp are still picked up. */
const LOOKBACK_MS = 30_000

type Doc = IndexedDoc

export interface MemoryIndexOptions {
  /** Changes are picked up at most this long after they are written (default 1 s). */
  syncIntervalMs?: number
  /**
   * Deletions (found by counting, which on SQLite costs a scan of the night index and blocks the
   * thread for tens of ms at 500k nights) at most this long after (default 15 × syncIntervalMs).
   */
  deletionCheckIntervalMs?: number
  log?: (message: string) => void
  /**
   * How the initial load reads (SEARCH_INDEX_LOAD): `columns` (default) reads the selected columns
   * with plain SELECTs on SQLite and PostgreSQL (memory-columns.ts), the adapter API elsewhere;
   * `adapter` always reads through the adapter API (`payload.db.find`), the reference the column
   * read is tested against. Syncs always use the adapter API (they read a few rows).
   */
  load?: 'columns' | 'adapter'
  /**
   * A snapshot file of the index (memory-snapshot.ts, decision 0094): read at start instead of a
   * full load when it was written for this database, then brought up to date by a sync; written
   * after a full load and by `close()`. Null or absent: none.
   */
  snapshot?: SnapshotOptions | null
  /**
   * Waits for `startLoad()` before loading (the API starts it once every route is registered: a
   * load running beside the registration, seconds of CPU at 500 000 listings, could make Fastify's
   * plugin timeout fire on a busy machine).
   */
  deferLoad?: boolean
}

/** How the index got its data at start: a read of each collection, or a snapshot (then synced). */
export type LoadedWith = 'columns' | 'adapter' | 'snapshot'

/** The listings of each kind as queries read them, and the sync that keeps them current. */
export class MemoryIndexStore {
  /** Per kind, every published listing's facts. */
  readonly byKind = new Map<ListingKind, Map<string, Facts>>(listingKinds.map((kind) => [kind, new Map()]))
  /** Per kind, the listings ordered by latitude (located ones only), rebuilt after listing changes. */
  private readonly byLatitude = new Map<ListingKind, { facts: Facts[]; latitudes: Float64Array }>()
  private readonly seasons = new Map<string, SeasonDoc>()
  private readonly rates = new Map<string, RateDoc>()
  private readonly extras = new Map<string, ExtraDoc>()
  private readonly children = {
    seasons: new Map<string, Set<string>>(),
    rates: new Map<string, Set<string>>(),
    extras: new Map<string, Set<string>>(),
  }
  private readonly nights = new NightLedger()
  private readonly strings = new Map<string, string>()
  private readonly intern = (value: string): string => {
    const held = this.strings.get(value)
    if (held !== undefined) return held
    this.strings.set(value, value)
    return value
  }
  /** Facts whose price program is not compiled yet (compileSoon). */
  private readonly uncompiled: Facts[] = []
  private compiling = false
  private closed = false
  /** Listings to rebuild, with their row when the sync read it (else it is read again). */
  private readonly dirtyListings = new Map<string, Doc | null>()
  private readonly listingsWatch: Watched
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
  private readonly snapshot: SnapshotOptions | null
  private fingerprint: Promise<string> | null = null
  /** Whether what is held changed since the snapshot was written or read (a close without changes writes nothing). */
  private heldChanged = true
  /** A snapshot being written (one at a time). */
  private writing: Promise<void> | null = null
  /** The child watches' fields and stores, as the snapshot writes and restores them. */
  private readonly childStores: {
    slug: string
    watch: Watched
    docs: Map<string, object>
    byListing: Map<string, Set<string>>
  }[] = []

  constructor(
    private readonly payload: Payload,
    options: MemoryIndexOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 1000
    this.deletionCheckIntervalMs = options.deletionCheckIntervalMs ?? 15 * this.syncIntervalMs
    this.maxStalenessMs = 2 * this.syncIntervalMs
    this.log = options.log ?? (() => {})
    this.loadWith = options.load ?? 'columns'
    this.snapshot = options.snapshot ?? null
    this.loadStarted = !options.deferLoad
    this.nightCutoff = this.cutoffKey()
    const markDirty = (listing: string | null) => {
      if (listing && !this.dirtyListings.has(listing)) this.dirtyListings.set(listing, null)
    }
    const child = <T extends { listing: unknown }>(
      slug: Watched['slug'],
      select: Watched['select'],
      store: Map<string, T>,
      byListing: Map<string, Set<string>>,
    ) => {
      const watch = childWatch(slug, select, store, byListing, markDirty)
      this.childStores.push({ slug, watch, docs: store as Map<string, object>, byListing })
      return watch
    }
    this.listingsWatch = {
      slug: 'listings',
      select: Object.fromEntries(INDEX_FIELDS.map((field) => [field, true])),
      known: new StampMemory(),
      upsert: (doc) => this.dirtyListings.set(doc.id, compactListingDoc(doc, INDEX_FIELDS)),
      remove: (id) => this.removeListing(id),
    }
    this.watched = [
      child(
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
        this.seasons,
        this.children.seasons,
      ),
      child(
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
        this.rates,
        this.children.rates,
      ),
      child(
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
        this.extras,
        this.children.extras,
      ),
      {
        slug: 'booked-nights',
        // No updatedAt: the ledger holds (listing, night) pairs and puts a row's pair whenever it is read.
        select: { listing: true, night: true },
        where: () => ({ night: { greater_than_equal: this.nightCutoff } }),
        known: ledgerMemory(this.nights),
        upsert: (doc) => {
          if (this.putNight(idOf(doc.listing), String(doc.night))) this.heldChanged = true
        },
        // Rows are not held by id: a deletion (fewer rows than pairs) re-reads the pairs instead.
        remove: () => {},
        reconcile: () => this.reconcileNights(),
      },
      // Last: a listing is built when its row arrives, with the children read before it.
      this.listingsWatch,
    ]
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

  ready(): Promise<void> {
    return this.initial
  }

  /** What the load reads of each watched collection, in load order (the column read's test compares them). */
  reads(): Pick<Watched, 'slug' | 'select' | 'where'>[] {
    return this.watched.map(({ slug, select, where }) => ({ slug, select, where }))
  }

  /** Nights before this date are not held (searches start today at the earliest). */
  private cutoffKey(): string {
    return new Date((Math.floor(Date.now() / 86_400_000) - 2) * 86_400_000).toISOString().slice(0, 10)
  }

  /** Day numbers of night keys seen (a few hundred distinct dates across all rows), null if not a real date. */
  private readonly nightDays = new Map<string, number | null>()

  private dayOfNight(night: string): number | null {
    let day = this.nightDays.get(night)
    if (day === undefined) {
      day = isNightKey(night) ? dayOfKey(night) : null
      if (this.nightDays.size > 50_000) this.nightDays.clear()
      this.nightDays.set(night, day)
    }
    return day
  }

  /** True when the pair was not held yet. */
  private putNight(listing: string | null, night: string): boolean {
    const day = this.dayOfNight(night)
    // A row without a listing or a real date blocks nothing.
    return listing !== null && day !== null && this.nights.put(listing, day)
  }

  /**
   * Booked nights were deleted (fewer rows than pairs held): the pairs the database holds are read
   * (through the column read where there is one) and replace the ledger's.
   */
  private async reconcileNights() {
    const watch = this.watched.find((candidate) => candidate.slug === 'booked-nights')!
    const columns = this.loadWith === 'columns' ? columnReader(this.payload)?.(watch) : null
    const read: PageReader = columns ?? ((what, onPage) => forEachPage(this.payload, what, onPage))
    this.heldChanged = true
    await this.nights.replaceAll((put) =>
      read(watch, (docs) => {
        for (const doc of docs) {
          const listing = idOf(doc.listing)
          const day = this.dayOfNight(String(doc.night))
          if (listing && day !== null) put(listing, day)
        }
      }),
    )
  }

  private removeListing(id: string) {
    for (const map of this.byKind.values()) map.delete(id)
    this.byLatitude.clear()
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
      if (watch.slug !== 'booked-nights') this.heldChanged = true
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
    this.linkNewNightArrays()
    this.compileSoon()
    this.freshAsOf = started
    this.log(
      `search index loaded in ${Date.now() - started} ms (${timings.join(', ')}): ${this.listingsWatch.known.size} listings, ${this.nights.size} nights`,
    )
    // Written right away, so a process that never closes cleanly still leaves a snapshot for the
    // next start; not awaited: the index answers meanwhile (encoding holds the thread ~1 s per
    // 100 000 listings, once, after a full load).
    if (this.snapshot) void this.saveSnapshot()
  }

  private fingerprintOf(): Promise<string> {
    if (!this.fingerprint) {
      const reads = this.watched.map(({ slug, select }) => [slug, Object.keys(select)])
      this.fingerprint = snapshotFingerprint(this.payload, reads)
      this.fingerprint.catch(() => {
        this.fingerprint = null
      })
    }
    return this.fingerprint
  }

  /**
   * Writes the snapshot of what is held as of the last completed load or sync (a sync in flight is
   * waited for, so the state is one a sync left). Never throws: a failed write is logged.
   */
  async saveSnapshot(): Promise<void> {
    const options = this.snapshot
    if (!options) return
    if (this.writing) return this.writing
    this.writing = (async () => {
      try {
        if (this.syncing) await this.syncing
        if (this.listingsWatch.known.size < options.minListings || !this.heldChanged) return
        this.heldChanged = false
        const started = performance.now()
        const heapBefore = process.memoryUsage().heapUsed
        const bytes = encodeSnapshot(
          {
            freshAsOf: this.freshAsOf,
            nightCutoff: this.nightCutoff,
            listings: {
              known: this.listingsWatch.known as StampMemory,
              facts: (function* (byKind) {
                for (const map of byKind.values()) yield* map.values()
              })(this.byKind),
            },
            children: this.childStores.map(({ slug, watch, docs }) => ({
              slug,
              fields: Object.keys(watch.select).filter((field) => field !== 'id'),
              known: watch.known as StampMemory,
              docs,
            })),
            nights: this.nights,
          },
          await this.fingerprintOf(),
        )
        // The encoding's transient heap (its strings and arrays, until collected) is logged: the
        // process needs that much room above what the index holds.
        const encodingMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
        await writeSnapshotFile(options.file, bytes)
        this.log(
          `search index snapshot written in ${Math.round(performance.now() - started)} ms (${(bytes.length / 2 ** 20).toFixed(0)} MB, ${options.file}; encoding heap +${encodingMb.toFixed(0)} MB)`,
        )
      } catch (error) {
        this.heldChanged = true
        this.log(`search index snapshot not written: ${(error as Error).message}`)
      } finally {
        this.writing = null
      }
    })()
    return this.writing
  }

  /**
   * Starts from the snapshot when there is one for this database: puts its state in place, then
   * syncs from its high-water mark with the deletion count forced (what changed, was created or
   * was deleted while no process held the index). False (nothing held) when there is none or it
   * does not fit: the caller loads everything.
   */
  private async restore(options: SnapshotOptions): Promise<boolean> {
    const started = Date.now()
    let state: RestoredState | null = null
    try {
      const bytes = await readSnapshotFile(options.file)
      if (!bytes) return false
      state = decodeSnapshot(bytes, await this.fingerprintOf())
      if (!state) {
        this.log(`search index snapshot ${options.file} was written for another database or version: loading`)
        return false
      }
      const reverted = await this.revertedSince(state)
      if (reverted) {
        this.log(`search index snapshot ${options.file} is newer than the database (${reverted}): loading`)
        return false
      }
      this.putInPlace(state)
      // What is held is what the file holds, until the sync below (or a later one) changes it.
      this.heldChanged = false
    } catch (error) {
      this.log(`search index snapshot ${options.file} not read (${(error as Error).message}): loading`)
      this.clearState()
      return false
    }
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
      `search index restored from ${options.file} in ${restored} ms and synced in ${Date.now() - syncStarted} ms: ${this.listingsWatch.known.size} listings, ${this.nights.size} nights`,
    )
    return true
  }

  /**
   * A database restored from a backup (same fingerprint: its migrations were copied) can hold rows
   * older than the snapshot's, which no sync would pick up (their updatedAt is not newer). Each
   * stamped collection's most recently changed rows the snapshot holds are looked up: one that
   * exists with an earlier updatedAt means the database went back in time. Names it, or null.
   */
  private async revertedSince(state: RestoredState): Promise<string | null> {
    const RECENT = 200
    const held = [
      { slug: this.listingsWatch.slug, ...state.listings },
      ...this.childStores.map(({ watch }) => ({ slug: watch.slug, ...state.children.get(watch.slug)! })),
    ]
    for (const { slug, ids, stamps } of held) {
      if (!ids) continue
      if (stamps.length === 0) continue
      // The RECENT newest stamps (a typed array sorts natively; rows stamped alike all count, up to 1 000).
      const threshold = stamps.slice().sort()[Math.max(0, stamps.length - RECENT)]!
      const stampOf = new Map<string, number>()
      for (let at = 0; at < stamps.length && stampOf.size < 1000; at++) {
        if (stamps[at]! >= threshold) stampOf.set(ids[at]!, stamps[at]!)
      }
      const { docs } = await this.payload.db.find({
        collection: slug,
        where: { id: { in: [...stampOf.keys()] } },
        select: { updatedAt: true },
        limit: 0,
        pagination: false,
      })
      for (const doc of docs as { id: unknown; updatedAt?: unknown }[]) {
        const stamp = Date.parse(String(doc.updatedAt ?? ''))
        if (stamp < stampOf.get(String(doc.id))!) return `${slug} ${String(doc.id)} is older`
      }
    }
    return null
  }

  /** Replaces everything held by a snapshot's state. */
  private putInPlace(state: RestoredState) {
    this.clearState()
    for (const value of state.strings) this.strings.set(value, value)
    ;(this.listingsWatch.known as StampMemory).importStamps(state.listings.ids, state.listings.stamps)
    this.nights.importDays(state.nights.listingIds, state.nights.counts, state.nights.days)
    // Each listing's facts point at its days array here, rather than by looking every new array's listing up.
    this.nights.takeNewArrays()
    for (const facts of state.listings.facts) {
      facts.blocked = this.nights.daysOf(facts.id)
      this.byKind.get(facts.kind)?.set(facts.id, facts)
      this.uncompiled.push(facts)
    }
    for (const { slug, watch, docs, byListing } of this.childStores) {
      const held = state.children.get(slug)
      if (!held) throw new Error(`no ${slug} in the snapshot`)
      ;(watch.known as StampMemory).importStamps(held.ids, held.stamps)
      for (const doc of held.docs) {
        const id = String(doc.id)
        docs.set(id, doc)
        const listing = idOf(doc.listing)
        if (!listing) continue
        let set = byListing.get(listing)
        if (!set) {
          set = new Set()
          byListing.set(listing, set)
        }
        set.add(id)
      }
    }
  }

  /** Forgets everything held (a snapshot that failed half-way is not trusted). */
  private clearState() {
    for (const map of this.byKind.values()) map.clear()
    this.byLatitude.clear()
    this.strings.clear()
    this.uncompiled.length = 0
    this.dirtyListings.clear()
    this.nights.clear()
    ;(this.listingsWatch.known as StampMemory).importStamps([], new Float64Array(0))
    for (const { watch, docs, byListing } of this.childStores) {
      ;(watch.known as StampMemory).importStamps([], new Float64Array(0))
      docs.clear()
      byListing.clear()
    }
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
      this.nights.dropBefore(dayOfKey(cutoff))
      this.heldChanged = true
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
    this.linkNewNightArrays()
    this.compileSoon()
  }

  /** Some documents were deleted: reload the ids the database holds and drop the rest. */
  private async reconcile(watch: Watched) {
    // The ids through the column read where there is one: after a start from a snapshot this may
    // be every booked night's id (millions at 500 000 listings), too slow through the adapter API.
    const idsOnly = { slug: watch.slug, select: { id: true } as const, where: watch.where }
    const columns = this.loadWith === 'columns' ? columnReader(this.payload)?.(idsOnly) : null
    let present: Set<string>
    if (columns) {
      present = new Set()
      await columns(idsOnly, (docs) => {
        for (const doc of docs) present.add(doc.id)
      })
    } else present = await presentIds(this.payload, watch)
    for (const id of [...watch.known.ids()]) {
      if (!present.has(id)) {
        watch.known.forget(id)
        watch.remove(id)
        this.heldChanged = true
      }
    }
    // Present but unknown (created and deleted around a sync): load them.
    const missing = [...present].filter((id) => !watch.known.has(id))
    for (let i = 0; i < missing.length; i += 500) {
      await forEachPage(this.payload, watch, (docs) => this.apply(watch, docs), {
        id: { in: missing.slice(i, i + 500) },
      })
    }
  }

  /** Facts of listings that got their first occupied night point at the ledger's array. */
  private linkNewNightArrays() {
    for (const id of this.nights.takeNewArrays()) {
      const days = this.nights.daysOf(id)
      for (const map of this.byKind.values()) {
        const facts = map.get(id)
        if (facts) facts.blocked = days
      }
    }
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
        this.rebuildListing(id, doc)
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
        if (row) this.rebuildListing(id, row)
        else this.removeListing(id)
      }
    }
  }

  private childDocs<T>(store: Map<string, T>, byListing: Map<string, Set<string>>, listing: string): T[] {
    return [...(byListing.get(listing) ?? [])].map((id) => store.get(id)).filter((doc): doc is T => doc !== undefined)
  }

  private rebuildListing(id: string, doc: Doc) {
    this.removeListing(id)
    if (doc.is_draft !== false) return
    const kind = doc.kind as ListingKind
    const timezone = timezoneOfListing(doc as PricedListingDoc)
    const seasons = this.childDocs(this.seasons, this.children.seasons, id)
    const facts = listingFacts(id, doc, kind, timezone, seasons, this.nights.daysOf(id), this.intern)
    facts.profile = pricingProfile(doc as PricedListingDoc)
    this.byKind.get(kind)?.set(id, facts)
    this.uncompiled.push(facts)
  }

  /**
   * Price programs are compiled after the facts are in place: at start in the background once the
   * index answers (a search that prices a listing first compiles it on the spot), and right after a
   * sync for the few listings it changed. Compiling is the engine's input validation, ~0.15 ms a
   * listing, which at 500 000 listings would otherwise be over a minute before the first search.
   */
  private compileSoon() {
    if (this.compiling || this.uncompiled.length === 0) return
    this.compiling = true
    const step = () => {
      const until = performance.now() + 20
      while (this.uncompiled.length > 0 && performance.now() < until) this.programOf(this.uncompiled.pop()!)
      if (this.uncompiled.length > 0 && !this.closed) setImmediate(step)
      else this.compiling = false
    }
    setImmediate(step)
  }

  /** Stops background work (the index was closed) and writes the snapshot, when there is one. */
  async close(): Promise<void> {
    this.closed = true
    if (this.snapshot && this.loadStarted) {
      // Only an index that finished loading holds something worth writing.
      const loaded = await this.initial.then(
        () => true,
        () => false,
      )
      if (loaded) await this.saveSnapshot()
    }
    this.uncompiled.length = 0
  }

  /** The price program of a listing, compiled on first use. */
  programOf(facts: Facts): PriceProgram {
    if (!facts.program) {
      facts.program = compileProgram({
        profile: facts.profile!,
        seasons: seasonInputs(this.childDocs(this.seasons, this.children.seasons, facts.id)),
        rates: rateInputs(this.childDocs(this.rates, this.children.rates, facts.id)),
        extras: extraInputs(this.childDocs(this.extras, this.children.extras, facts.id)),
      })
      facts.profile = null
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

  /** Card documents (depth 0) of listings, read from the database (the index holds no documents). */
  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    const docs = new Map<string, ListingCardDoc>()
    for (let i = 0; i < ids.length; i += 500) {
      await forEachPage(
        this.payload,
        { ...this.listingsWatch, select: cardSelect },
        (rows) => {
          for (const row of rows) {
            const id = String(row.id)
            docs.set(id, cardDocOf(compactListingDoc({ ...row, id })))
          }
        },
        { id: { in: ids.slice(i, i + 500) } },
      )
    }
    return docs
  }

  /** Sizes for logs and the bench. */
  stats(): SearchIndexStats {
    return {
      listings: this.listingsWatch.known.size,
      nights: this.nights.size,
      seasons: this.seasons.size,
      freshAsOfMs: this.freshAsOf,
      programsPending: this.uncompiled.length,
    }
  }
}
