import type { CollectionSlug, Payload, SelectType } from 'payload'
import {
  decodeSnapshot,
  encodeSnapshot,
  type RestoredState,
  readSnapshotFile,
  type SnapshotOptions,
  type SnapshotState,
  snapshotFingerprint,
  writeSnapshotFile,
} from './memory-snapshot'

/**
 * When the memory index writes its snapshot file and whether one it reads may be trusted
 * (the format is memory-snapshot.ts, decision 0094). The index (memory-sync.ts) hands it the
 * state to write and puts a restored state in place itself.
 */
export class SnapshotKeeper {
  /** Whether what is held changed since the snapshot was written or read (a close without changes writes nothing). */
  private changed = true
  private fingerprint: Promise<string> | null = null
  /** A snapshot being written (one at a time). */
  private writing: Promise<void> | null = null

  constructor(
    private readonly payload: Payload,
    readonly options: SnapshotOptions,
    /** The watched collections and the fields read of them: a snapshot of other reads does not fit. */
    private readonly reads: () => { slug: CollectionSlug; select: SelectType }[],
    private readonly log: (message: string) => void,
  ) {}

  /** What the index holds changed (the next write is worth doing). */
  markChanged(): void {
    this.changed = true
  }

  private fingerprintOf(): Promise<string> {
    if (!this.fingerprint) {
      const reads = this.reads().map(({ slug, select }) => [slug, Object.keys(select)])
      this.fingerprint = snapshotFingerprint(this.payload, reads)
      this.fingerprint.catch(() => {
        this.fingerprint = null
      })
    }
    return this.fingerprint
  }

  /**
   * Writes the snapshot of `current()` (which waits for a sync in flight, so the state is one a
   * sync left), unless it holds fewer listings than worth it or nothing changed since the last
   * write. Never throws: a failed write is logged.
   */
  save(current: () => Promise<SnapshotState>): Promise<void> {
    if (this.writing) return this.writing
    const { file, minListings } = this.options
    this.writing = (async () => {
      try {
        const state = await current()
        if (state.listings.known.size < minListings || !this.changed) return
        this.changed = false
        const started = performance.now()
        const heapBefore = process.memoryUsage().heapUsed
        const chunks = encodeSnapshot(state, await this.fingerprintOf())
        const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)
        // The encoding's transient heap (its strings and arrays, until collected) is logged: the
        // process needs that much room above what the index holds.
        const encodingMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
        await writeSnapshotFile(file, chunks)
        this.log(
          `search index snapshot written in ${Math.round(performance.now() - started)} ms (${(bytes / 2 ** 20).toFixed(0)} MB, ${file}; encoding heap +${encodingMb.toFixed(0)} MB)`,
        )
      } catch (error) {
        this.changed = true
        this.log(`search index snapshot not written: ${(error as Error).message}`)
      } finally {
        this.writing = null
      }
    })()
    return this.writing
  }

  /**
   * The snapshot's state when there is one for this database, handed to `putInPlace`; null when
   * there is none, it does not fit or putting it in place failed (then `clear` forgets what was
   * put): the caller loads everything.
   */
  async restore(target: { putInPlace(state: RestoredState): void; clear(): void }): Promise<RestoredState | null> {
    const { file } = this.options
    try {
      const bytes = await readSnapshotFile(file)
      if (!bytes) return null
      const state = decodeSnapshot(bytes, await this.fingerprintOf())
      if (!state) {
        this.log(`search index snapshot ${file} was written for another database or version: loading`)
        return null
      }
      const reverted = await this.revertedSince(state)
      if (reverted) {
        this.log(`search index snapshot ${file} is newer than the database (${reverted}): loading`)
        return null
      }
      target.putInPlace(state)
      // What is held is what the file holds, until a sync changes it.
      this.changed = false
      return state
    } catch (error) {
      this.log(`search index snapshot ${file} not read (${(error as Error).message}): loading`)
      target.clear()
      return null
    }
  }

  /**
   * A database restored from a backup (same fingerprint: its migrations were copied) can hold rows
   * older than the snapshot's, which no sync would pick up (their updatedAt is not newer). Each
   * stamped collection's most recently changed rows the snapshot holds are looked up: one that
   * exists with an earlier updatedAt means the database went back in time. Names it, or null.
   */
  private async revertedSince(state: RestoredState): Promise<string | null> {
    const RECENT = 200
    // The stamped collections: the listings and their children (booked nights carry no stamps).
    const held = this.reads().flatMap(({ slug }) => {
      const stamped = slug === 'listings' ? state.listings : state.children.get(slug)
      return stamped ? [{ slug, ...stamped }] : []
    })
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
}
