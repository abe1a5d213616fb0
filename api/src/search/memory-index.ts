import type { Payload } from 'payload'
import type { ListingCardDoc } from '../listings/card'
import type { LoadedWith, MemoryIndexOptions } from './memory-options'
import { searchFacts } from './memory-query'
import { MemoryIndexStore } from './memory-sync'
import type { SearchCriteria, SearchEnvironment, SearchIndex, SearchIndexStats, SearchResult } from './types'

export type { MemoryIndexOptions } from './memory-options'

/**
 * The search fast path: the search fields of every published listing, kept in memory.
 *
 * Started from a snapshot on disk when one was written for this database, then synced
 * (memory-snapshot.ts, decision 0094); otherwise loaded with plain SELECTs of the columns it needs on SQLite and PostgreSQL
 * (memory-columns.ts, decision 0089), or through Payload's database adapter API (`payload.db.find`:
 * MongoDB, or `SEARCH_INDEX_LOAD=adapter`; both tested to build the same index), then kept fresh
 * through the adapter API (`find` / `count`) without hooks: before a
 * search, at most once per `syncIntervalMs`, each watched collection is asked for documents
 * updated since the last sync (minus a look-back that covers writes committed late by a
 * transaction); every 15 intervals each is also counted, and a count that differs from what the
 * index holds means documents were deleted, so that collection's ids are reloaded to find which.
 * Searches wait for a sync only when the index is more than two intervals old, so a new or
 * changed document (a booked night) is visible to searches at most two intervals (2 s) after it
 * was written, and steady traffic never waits on the database.
 *
 * Per listing it holds the filter fields (numbers, flags, option values, id sets), coordinates,
 * a compiled price program (price-program.ts) and the occupied nights as a sorted array of day
 * numbers, so "free on every night of the range" is one binary search. Only nights from two days
 * ago on are loaded: searches cannot start in the past.
 */
export class MemorySearchIndex implements SearchIndex {
  readonly name = 'memory'
  private readonly store: MemoryIndexStore
  private closed = false

  constructor(payload: Payload, options: MemoryIndexOptions = {}) {
    this.store = new MemoryIndexStore(payload, options)
  }

  ready(): Promise<void> {
    return this.store.ready()
  }

  /** Starts the load of an index built with `deferLoad`. */
  startLoad(): void {
    this.store.startLoad()
  }

  /** Stops background work and writes the snapshot, when the index has one (memory-snapshot.ts). */
  close(): Promise<void> {
    this.closed = true
    return this.store.close()
  }

  async search(criteria: SearchCriteria, env: SearchEnvironment): Promise<SearchResult> {
    await this.freshen()
    return searchFacts(this.store.held, criteria, env)
  }

  /** Waits for what a search waits for: a due sync, and a sync after every announced write. */
  async freshen(): Promise<void> {
    if (this.closed) throw new Error('search index closed')
    await this.store.syncIfDue()
  }

  changed(): void {
    this.store.invalidate()
  }

  /** Whether the index holds the listing as of `updatedAt` (as fresh as the last `freshen`). */
  holdsVersion(id: string, updatedAt: string): boolean {
    return this.store.holdsVersion(id, updatedAt)
  }

  /** Card documents of listings the index holds (depth 0). */
  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    return this.store.documents(ids)
  }

  /** Per watched collection, how the initial load read it (`columns` or `adapter`, memory-columns.ts), or `snapshot`. */
  loadedWith(): ReadonlyMap<string, LoadedWith> {
    return this.store.loadedWith
  }

  /** Writes the snapshot now (or waits for the write in progress); nothing without snapshot options. */
  saveSnapshot(): Promise<void> {
    return this.store.saveSnapshot()
  }

  /** Sizes and freshness for logs, the bench and /metrics. */
  stats(): SearchIndexStats {
    return this.store.stats()
  }
}
