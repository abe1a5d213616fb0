import type { SnapshotOptions } from './memory-snapshot'

/** How the memory index loads, syncs and snapshots (memory-sync.ts does it; memory-index.ts tells the design). */
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
