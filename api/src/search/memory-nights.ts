import { lowerBound } from './memory-facts'

/**
 * The occupied nights the memory index holds (booked-nights rows from two days ago on), keyed by
 * (listing, night) — unique in the database (`listing_night_idx`) — rather than by row id: per
 * listing one sorted array of day numbers, which the listing's facts share. A night row is never
 * needed by its id: a row read by a sync puts its pair, and deleted rows are found by comparing
 * the number of pairs held with the rows counted (memory-sync.ts), then by reading the pairs the
 * database holds (`replaceAll`). Holding no row ids spares ~60 bytes a night (a 36-character id
 * and its map entry), and lets the snapshot (memory-snapshot.ts) hold a night in two bytes.
 * There are about ten nights per listing, so this is most of the index at 500 000 listings.
 */
export class NightLedger {
  private readonly listingNumbers = new Map<string, number>()
  private readonly listingIds: string[] = []
  /** Per listing number, its occupied days in ascending order (never replaced once created). */
  private readonly days: (number[] | undefined)[] = []
  /** Listings whose days array was created since the last `takeNewArrays`. */
  private readonly fresh = new Set<string>()
  private count = 0

  /** Occupied (listing, night) pairs held. */
  get size(): number {
    return this.count
  }

  /** The sorted occupied days of a listing (the same array as long as the listing has nights). */
  daysOf(listing: string): number[] | undefined {
    const number = this.listingNumbers.get(listing)
    return number === undefined ? undefined : this.days[number]
  }

  private arrayOf(listing: string): number[] {
    let number = this.listingNumbers.get(listing)
    if (number === undefined) {
      number = this.listingIds.length
      this.listingIds.push(listing)
      this.listingNumbers.set(listing, number)
    }
    let days = this.days[number]
    if (!days) {
      days = []
      this.days[number] = days
      this.fresh.add(listing)
    }
    return days
  }

  /** The listing is occupied on `day` (held once however often it is put); true when it was not held. */
  put(listing: string, day: number): boolean {
    const days = this.arrayOf(listing)
    const at = lowerBound(days, day)
    if (days[at] === day) return false
    days.splice(at, 0, day)
    this.count++
    return true
  }

  /** Drops the nights before `day`. */
  dropBefore(day: number): void {
    for (const days of this.days) {
      if (!days || days.length === 0 || days[0]! >= day) continue
      const at = lowerBound(days, day)
      days.splice(0, at)
      this.count -= at
    }
  }

  /**
   * Replaces every listing's nights by the pairs `fill` puts (what the database holds: after rows
   * were deleted). Arrays keep their identity — the facts point at them — and only those whose
   * content differs are rewritten.
   */
  async replaceAll(fill: (put: (listing: string, day: number) => void) => Promise<void>): Promise<void> {
    const fresh = new NightLedger()
    await fill((listing, day) => fresh.put(listing, day))
    for (let number = 0; number < this.listingIds.length; number++) {
      const held = this.days[number]
      if (!held) continue
      const wanted = fresh.daysOf(this.listingIds[number]!) ?? []
      if (held.length === wanted.length && held.every((day, i) => day === wanted[i])) continue
      held.length = 0
      held.push(...wanted)
    }
    for (const listing of fresh.listingIds) {
      if (this.listingNumbers.has(listing)) continue
      const days = this.arrayOf(listing)
      days.push(...fresh.daysOf(listing)!)
    }
    this.count = fresh.count
  }

  /** Everything held, as columns: per listing (in `listingIds` order) its day count, then every day (memory-snapshot.ts). */
  exportDays(): { listingIds: string[]; counts: Uint32Array; days: Uint16Array } {
    const counts = new Uint32Array(this.listingIds.length)
    const days = new Uint16Array(this.count)
    let at = 0
    for (let number = 0; number < this.listingIds.length; number++) {
      const held = this.days[number] ?? []
      counts[number] = held.length
      days.set(held, at)
      at += held.length
    }
    return { listingIds: [...this.listingIds], counts, days }
  }

  /** Replaces what is held by exported columns. */
  importDays(listingIds: readonly string[], counts: Uint32Array, days: Uint16Array): void {
    this.clear()
    let at = 0
    for (let number = 0; number < listingIds.length; number++) {
      const listing = listingIds[number]!
      this.listingNumbers.set(listing, number)
      this.listingIds.push(listing)
      const count = counts[number]!
      // Listings that lost every night keep an (empty) array: their facts point at it.
      const held: number[] = new Array(count)
      for (let i = 0; i < count; i++) held[i] = days[at + i]!
      at += count
      this.days[number] = held
      this.fresh.add(listing)
      this.count += count
    }
  }

  clear(): void {
    this.listingNumbers.clear()
    this.listingIds.length = 0
    this.days.length = 0
    this.fresh.clear()
    this.count = 0
  }

  /** Listings that got their first days array since the last call (their facts must point at it). */
  takeNewArrays(): string[] {
    const listings = [...this.fresh]
    this.fresh.clear()
    return listings
  }
}
