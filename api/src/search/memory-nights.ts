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

  /** Listings that got their first days array since the last call (their facts must point at it). */
  takeNewArrays(): string[] {
    const listings = [...this.fresh]
    this.fresh.clear()
    return listings
  }
}
