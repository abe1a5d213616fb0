/** What every seed step shares: the Payload instance, a progress logger and counters. */
import { asSystem } from '@driftway/collections'
import type { CollectionSlug, Payload, Where } from 'payload'

export type Log = (line: string) => void

export class SeedContext {
  readonly created: Record<string, number> = {}
  private readonly started = Date.now()

  constructor(
    readonly payload: Payload,
    readonly log: Log,
    /** "Now" for seasons and dates, fixed per run so every listing sees the same calendar. */
    readonly now: Date,
  ) {}

  count(collection: string, by = 1): void {
    this.created[collection] = (this.created[collection] ?? 0) + by
  }

  elapsed(): string {
    return `${((Date.now() - this.started) / 1000).toFixed(1)} s`
  }

  step(label: string): void {
    this.log(`[${this.elapsed().padStart(7)}] ${label}`)
  }

  /** Trusted server-side create: the seed writes as the system, not as a user. */
  async create<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    data: T,
    extra: Record<string, unknown> = {},
  ): Promise<{ id: string } & Record<string, unknown>> {
    // One helper for every collection: Payload types `data` per slug, which a slug chosen at run
    // time cannot name; the collection's own validation still checks every write.
    const doc = await this.payload.create({ collection, data: data as never, ...asSystem(), depth: 0, ...extra })
    this.count(collection)
    // The slug is chosen at run time, so Payload can only name the union of every collection's
    // interface (none has an index signature); callers read fields by name, from a shallow copy,
    // whose plain object type has one.
    return { ...doc }
  }

  async findOne(
    collection: CollectionSlug,
    where: Where,
  ): Promise<({ id: string } & Record<string, unknown>) | undefined> {
    const { docs } = await this.payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      ...asSystem(),
      pagination: false,
    })
    // As in `create`: any collection's row, read by field name from a shallow copy.
    const doc = docs[0]
    return doc && { ...doc }
  }

  /** Finds a document by its natural key or creates it, so an interrupted seed can simply run again. */
  async findOrCreate<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    where: Where,
    data: T,
  ): Promise<string> {
    const existing = await this.findOne(collection, where)
    if (existing) return existing.id
    return (await this.create(collection, data)).id
  }
}

/** Unix seconds at 12:00 UTC of the given calendar day (the product stores dates at noon). */
export function noonUtc(year: number, monthIndex: number, day: number): number {
  return Math.floor(Date.UTC(year, monthIndex, day, 12) / 1000)
}

export const DAY_SECONDS = 24 * 60 * 60
