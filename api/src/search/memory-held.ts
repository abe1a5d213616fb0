import { isNightKey, type ListingKind, listingKinds } from '@driftway/domain'
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
import { type Facts, type IndexedDoc, listingFacts } from './memory-facts'
import { NightLedger } from './memory-nights'
import type { RestoredState } from './memory-snapshot'
import type { ChildRows } from './memory-watch'
import { compileProgram, dayOfKey, type PriceProgram } from './price-program'

/**
 * What the memory index holds, whoever fills it (a load, a sync or a snapshot, memory-sync.ts):
 * per published listing the compact `Facts` queries read (memory-query.ts), the children its
 * price program is compiled from, and the booked nights. Listing documents are not held: a
 * listing's facts are built from its row as it arrives.
 */

const childRows = <T>(): ChildRows<T> => ({ docs: new Map(), byListing: new Map() })

export class HeldListings {
  /** Per kind, every published listing's facts. */
  readonly byKind = new Map<ListingKind, Map<string, Facts>>(listingKinds.map((kind) => [kind, new Map()]))
  /** Per kind, the listings ordered by latitude (located ones only), rebuilt after listing changes. */
  private readonly byLatitude = new Map<ListingKind, { facts: Facts[]; latitudes: Float64Array }>()
  readonly seasons = childRows<SeasonDoc>()
  readonly rates = childRows<RateDoc>()
  readonly extras = childRows<ExtraDoc>()
  /** The child collections by slug, as the snapshot writes and restores them. */
  readonly children = new Map<string, ChildRows<object>>([
    ['season-availabilities', this.seasons],
    ['season-rates', this.rates],
    ['extra-amenities', this.extras],
  ])
  readonly nights = new NightLedger()
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
  private stopped = false
  /** Day numbers of night keys seen (a few hundred distinct dates across all rows), null if not a real date. */
  private readonly nightDays = new Map<string, number | null>()

  dayOfNight(night: string): number | null {
    let day = this.nightDays.get(night)
    if (day === undefined) {
      day = isNightKey(night) ? dayOfKey(night) : null
      if (this.nightDays.size > 50_000) this.nightDays.clear()
      this.nightDays.set(night, day)
    }
    return day
  }

  /** True when the pair was not held yet. */
  putNight(listing: string | null, night: string): boolean {
    const day = this.dayOfNight(night)
    // A row without a listing or a real date blocks nothing.
    return listing !== null && day !== null && this.nights.put(listing, day)
  }

  removeListing(id: string) {
    for (const map of this.byKind.values()) map.delete(id)
    this.byLatitude.clear()
  }

  private childDocs<T>({ docs, byListing }: ChildRows<T>, listing: string): T[] {
    return [...(byListing.get(listing) ?? [])].map((id) => docs.get(id)).filter((doc): doc is T => doc !== undefined)
  }

  rebuildListing(id: string, doc: IndexedDoc) {
    this.removeListing(id)
    if (doc.is_draft !== false) return
    const kind = doc.kind as ListingKind
    const timezone = timezoneOfListing(doc as PricedListingDoc)
    const seasons = this.childDocs(this.seasons, id)
    const facts = listingFacts(id, doc, kind, timezone, seasons, this.nights.daysOf(id), this.intern)
    facts.profile = pricingProfile(doc as PricedListingDoc)
    this.byKind.get(kind)?.set(id, facts)
    this.uncompiled.push(facts)
  }

  /** Facts of listings that got their first occupied night point at the ledger's array. */
  linkNewNightArrays() {
    for (const id of this.nights.takeNewArrays()) {
      const days = this.nights.daysOf(id)
      for (const map of this.byKind.values()) {
        const facts = map.get(id)
        if (facts) facts.blocked = days
      }
    }
  }

  /**
   * Price programs are compiled after the facts are in place: at start in the background once the
   * index answers (a search that prices a listing first compiles it on the spot), and right after a
   * sync for the few listings it changed. Compiling is the engine's input validation, ~0.15 ms a
   * listing, which at 500 000 listings would otherwise be over a minute before the first search.
   */
  compileSoon() {
    if (this.compiling || this.uncompiled.length === 0) return
    this.compiling = true
    const step = () => {
      const until = performance.now() + 20
      while (this.uncompiled.length > 0 && performance.now() < until) this.programOf(this.uncompiled.pop()!)
      if (this.uncompiled.length > 0 && !this.stopped) setImmediate(step)
      else this.compiling = false
    }
    setImmediate(step)
  }

  /** Stops compiling in the background (the index was closed). */
  stopCompiling() {
    this.stopped = true
    this.uncompiled.length = 0
  }

  /** Facts waiting for their price program. */
  get programsPending(): number {
    return this.uncompiled.length
  }

  /** The price program of a listing, compiled on first use. */
  programOf(facts: Facts): PriceProgram {
    if (!facts.program) {
      facts.program = compileProgram({
        profile: facts.profile!,
        seasons: seasonInputs(this.childDocs(this.seasons, facts.id)),
        rates: rateInputs(this.childDocs(this.rates, facts.id)),
        extras: extraInputs(this.childDocs(this.extras, facts.id)),
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

  /** Every listing's facts, of every kind. */
  *allFacts(): Generator<Facts> {
    for (const map of this.byKind.values()) yield* map.values()
  }

  /** Replaces everything held by a snapshot's state (the stamps are the sync's: memory-sync.ts). */
  putInPlace(state: RestoredState) {
    this.clear()
    for (const value of state.strings) this.strings.set(value, value)
    this.nights.importDays(state.nights.listingIds, state.nights.counts, state.nights.days)
    // Each listing's facts point at its days array here, rather than by looking every new array's listing up.
    this.nights.takeNewArrays()
    for (const facts of state.listings.facts) {
      facts.blocked = this.nights.daysOf(facts.id)
      this.byKind.get(facts.kind)?.set(facts.id, facts)
      this.uncompiled.push(facts)
    }
    for (const [slug, { docs, byListing }] of this.children) {
      const held = state.children.get(slug)
      if (!held) throw new Error(`no ${slug} in the snapshot`)
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

  /** Forgets everything held. */
  clear() {
    for (const map of this.byKind.values()) map.clear()
    this.byLatitude.clear()
    this.strings.clear()
    this.uncompiled.length = 0
    this.nights.clear()
    for (const { docs, byListing } of this.children.values()) {
      docs.clear()
      byListing.clear()
    }
  }
}
