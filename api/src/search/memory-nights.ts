import { lowerBound } from './memory-facts'

/** Day numbers stay below 2^16 (the year 2149), so a listing number and a day share one number. */
const DAY_SPAN = 65_536

/**
 * The occupied nights the memory index holds (booked-nights rows from two days ago on), in the
 * least memory that still lets a sync apply one row at a time: per row id one number (the
 * listing's number × 2^16 + the day), per listing one sorted array of days that the listing's
 * facts share. A row's id is kept because deleted rows are found by comparing ids (sync).
 * There are about ten rows per listing, so this is most of the index at 500 000 listings.
 */
export class NightLedger {
  /** booked-night id → listing number × DAY_SPAN + day. */
  private readonly rows = new Map<string, number>()
  private readonly listingNumbers = new Map<string, number>()
  private readonly listingIds: string[] = []
  /** Per listing number, its occupied days in ascending order (never replaced once created). */
  private readonly days: (number[] | undefined)[] = []
  /** Listings whose days array was created since the last `takeNewArrays`. */
  private readonly fresh = new Set<string>()

  get size(): number {
    return this.rows.size
  }

  has(id: string): boolean {
    return this.rows.has(id)
  }

  ids(): IterableIterator<string> {
    return this.rows.keys()
  }

  /** The sorted occupied days of a listing (the same array as long as the listing has nights). */
  daysOf(listing: string): number[] | undefined {
    const number = this.listingNumbers.get(listing)
    return number === undefined ? undefined : this.days[number]
  }

  put(id: string, listing: string, day: number): void {
    let number = this.listingNumbers.get(listing)
    if (number === undefined) {
      number = this.listingIds.length
      this.listingIds.push(listing)
      this.listingNumbers.set(listing, number)
    }
    const packed = number * DAY_SPAN + day
    const previous = this.rows.get(id)
    if (previous === packed) return
    if (previous !== undefined) this.drop(id)
    this.rows.set(id, packed)
    let days = this.days[number]
    if (!days) {
      days = []
      this.days[number] = days
      this.fresh.add(listing)
    }
    const at = lowerBound(days, day)
    // Two rows for one listing and night cannot exist (unique index), so a day is held once.
    if (days[at] !== day) days.splice(at, 0, day)
  }

  /** Removes a row; returns its listing (whose days changed), or null when the row was not held. */
  drop(id: string): string | null {
    const packed = this.rows.get(id)
    if (packed === undefined) return null
    this.rows.delete(id)
    const number = Math.floor(packed / DAY_SPAN)
    const day = packed - number * DAY_SPAN
    const days = this.days[number]
    if (days) {
      const at = lowerBound(days, day)
      if (days[at] === day) days.splice(at, 1)
    }
    return this.listingIds[number]!
  }

  /** Drops the rows of nights before `day`; returns their ids. */
  dropBefore(day: number): string[] {
    const dropped: string[] = []
    for (const [id, packed] of this.rows) {
      if (packed % DAY_SPAN < day) dropped.push(id)
    }
    for (const id of dropped) this.drop(id)
    return dropped
  }

  /** Everything held, as columns (memory-snapshot.ts writes them). */
  exportRows(): { listingIds: string[]; ids: string[]; packed: Float64Array } {
    const ids = [...this.rows.keys()]
    return { listingIds: this.listingIds, ids, packed: Float64Array.from(this.rows.values()) }
  }

  /**
   * Replaces what is held by exported columns: each listing's days array is built once, sorted,
   * rather than by inserting row by row (which splices).
   */
  importRows(listingIds: readonly string[], ids: readonly string[], packed: Float64Array): void {
    this.clear()
    for (const listing of listingIds) {
      this.listingNumbers.set(listing, this.listingIds.length)
      this.listingIds.push(listing)
    }
    for (let i = 0; i < ids.length; i++) {
      const value = packed[i]!
      this.rows.set(ids[i]!, value)
      const number = Math.floor(value / DAY_SPAN)
      let days = this.days[number]
      if (!days) {
        days = []
        this.days[number] = days
        this.fresh.add(this.listingIds[number]!)
      }
      days.push(value - number * DAY_SPAN)
    }
    for (const days of this.days) {
      if (!days) continue
      days.sort((a, b) => a - b)
      // A day held twice (two rows, one listing and night: the unique index forbids it) once.
      let kept = 0
      for (let i = 0; i < days.length; i++) if (i === 0 || days[i] !== days[kept - 1]) days[kept++] = days[i]!
      days.length = kept
    }
  }

  clear(): void {
    this.rows.clear()
    this.listingNumbers.clear()
    this.listingIds.length = 0
    this.days.length = 0
    this.fresh.clear()
  }

  /** Listings that got their first days array since the last call (their facts must point at it). */
  takeNewArrays(): string[] {
    const listings = [...this.fresh]
    this.fresh.clear()
    return listings
  }
}
