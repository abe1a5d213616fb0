import type { ListingKind } from '@driftway/domain'

/**
 * The public deal lists' reads, shared between calls (issue 23: every search page shows a deal
 * strip, and its two queries, the deals of the kind and the nights held at their listings, cost
 * more API CPU than the search itself). A kind's read is used again until a committed write to
 * deals or booked nights is announced (search/changes.ts: in every API process, through Redis
 * when it is configured) or until it is `maxAgeMs` old, the bound for writes nobody announces
 * (CMS, seed): the same freshness the search index promises (decision 0078). Concurrent calls
 * share one read; a failed read is not kept.
 */
export class DealCandidates<T> {
  private readonly byKind = new Map<ListingKind, { changes: number; readAt: number; value: Promise<T> }>()

  constructor(
    private readonly read: (kind: ListingKind) => Promise<T>,
    /** How many changes were announced so far: a different count means the read may be stale. */
    private readonly changes: () => number,
    private readonly maxAgeMs = 1_000,
    private readonly nowMs: () => number = Date.now,
  ) {}

  get(kind: ListingKind): Promise<T> {
    const held = this.byKind.get(kind)
    const now = this.nowMs()
    if (held && held.changes === this.changes() && now - held.readAt < this.maxAgeMs) return held.value
    // Counted before reading: a change announced while the read runs makes the next call read again.
    const entry = { changes: this.changes(), readAt: now, value: this.read(kind) }
    this.byKind.set(kind, entry)
    entry.value.catch(() => {
      if (this.byKind.get(kind) === entry) this.byKind.delete(kind)
    })
    return entry.value
  }
}
