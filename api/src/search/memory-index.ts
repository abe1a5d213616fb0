import { isNightKey, type ListingKind, listingKinds } from '@driftway/domain'
import { distanceKm } from '@driftway/domain/search-params'
import type { CollectionSlug, Payload, SelectType, Where } from 'payload'
import type { ListingCardDoc } from '../listings/card'
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
import {
  compileProgram,
  dayOf,
  dayOfKey,
  keyOfDay,
  type PriceProgram,
  type PriceRequest,
  programCardPrice,
  type ZoneDays,
  zoneDays,
} from './price-program'
import {
  compareRanked,
  filterSpecs,
  flagFields,
  needsPriceForOrder,
  priceSortKey,
  type Ranked,
  type SearchCriteria,
  type SearchEnvironment,
  type SearchHit,
  type SearchIndex,
  type SearchIndexStats,
  type SearchResult,
} from './types'

/**
 * The search fast path: the search fields of every published listing, kept in memory.
 *
 * Loaded at start through Payload's database adapter API (`payload.db.find` / `count`: the same
 * calls on SQLite and MongoDB, without the per-document read pipeline, which is ten times slower
 * and which these trusted, field-selected reads do not need), then kept fresh without hooks: before a
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

/**
 * The listing fields the index holds: what filters, prices and cards read. Descriptions, terms,
 * documents and the technical sheet stay in the database (the detail page reads them).
 */
const LISTING_FIELDS = [
  // state and order
  'kind',
  'is_draft',
  'lessor',
  'createdAt',
  'updatedAt',
  'comments_count',
  'average_rating',
  // place
  'title',
  'title_de',
  'city',
  'country',
  'country_iso2',
  'latitude',
  'longitude',
  'place_id',
  'images',
  // filters and card facts
  'is_instant_booking_allowed',
  'is_pets_allowed',
  'boat_license_requirement',
  'amenities',
  'location_situations',
  'activities',
  'suitability',
  'rv_type',
  'boat_type',
  'brand',
  'model',
  'sleeps',
  'seats_num',
  'transmission_type',
  'fuel_type',
  'km_limit_per_day',
  'fully_cover_insurance',
  'partial_cover_insurance',
  'third_party_liability',
  'pitches_num',
  'area_m2',
  'people_per_pitch',
  'onboard_capacity',
  'motor_horse_power',
  'length',
  'cabins_number',
  'berths_number',
  'is_indie_camper',
  'identifier',
  // prices
  'currency',
  'default_rate_in_cents',
  'default_min_rent_days',
  'cleaning_fee_in_cents',
  'longer_hire_discount',
  'early_booking_discount',
  'down_payment_percent',
  'default_extra_charge_per_adult_in_cents',
  'default_extra_charge_per_child_in_cents',
  // partner booking ids (the card's bank-transfer icon)
  'thl_booking_code',
  'neorent_uid',
  'mcrent_vehicle_id',
  'wheeloffice_uid',
  'vanever_id',
  'five_anker_id',
  'campnerd_accommodation_id',
] as const

/** Writes committed up to this long after their updatedAt stamp are still picked up. */
const LOOKBACK_MS = 30_000
const PAGE_SIZE = 5_000

type Doc = Record<string, unknown> & { id: string; updatedAt?: string; createdAt?: string }

type Facts = {
  id: string
  kind: ListingKind
  createdAtMs: number
  country: string | null
  latitude: number
  longitude: number
  timezone: string
  flags: Record<string, boolean>
  numbers: Record<string, number | null>
  options: Record<string, string | null>
  sets: Record<string, ReadonlySet<string>>
  comments_count: number
  average_rating: number
  /** Unavailable seasons as [first, end) day numbers (independent of whether prices compile). */
  closed: [number, number][]
  /** Occupied nights as sorted day numbers (shared with `blocked`). */
  blocked: readonly number[] | undefined
  doc: ListingCardDoc
  program: PriceProgram | null
}

const numberFields = [
  'sleeps',
  'seats_num',
  'area_m2',
  'length',
  'motor_horse_power',
  'onboard_capacity',
  'berths_number',
  'cabins_number',
  'default_rate_in_cents',
] as const
const optionFields = ['rv_type', 'boat_type', 'brand', 'transmission_type', 'fuel_type'] as const
const setFields = ['amenities', 'location_situations', 'activities', 'suitability'] as const

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const idSet = (value: unknown): Set<string> =>
  new Set((Array.isArray(value) ? value : []).map((item) => idOf(item) ?? String(item)).filter(Boolean))

/** Binary search: index of the first element >= value. */
function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

interface Watched {
  slug: CollectionSlug
  select: SelectType
  /** Extra condition of what the index holds (nights: recent and future only). */
  where?: () => Where | undefined
  /** id → updatedAt of every document the index holds. */
  known: Map<string, string>
  upsert(doc: Doc): void
  remove(id: string): void
}

export interface MemoryIndexOptions {
  /** Changes are picked up at most this long after they are written (default 1 s). */
  syncIntervalMs?: number
  /**
   * Deletions (found by counting, which on SQLite costs a scan of the night index and blocks the
   * thread for tens of ms at 500k nights) at most this long after (default 15 × syncIntervalMs).
   */
  deletionCheckIntervalMs?: number
  log?: (message: string) => void
}

export class MemorySearchIndex implements SearchIndex {
  readonly name = 'memory'
  private readonly byKind = new Map<ListingKind, Map<string, Facts>>(listingKinds.map((kind) => [kind, new Map()]))
  /** Per kind, the listings ordered by latitude (located ones only), rebuilt after listing changes. */
  private readonly byLatitude = new Map<ListingKind, { facts: Facts[]; latitudes: Float64Array }>()
  private readonly listingDocs = new Map<string, Doc>()
  private readonly seasons = new Map<string, SeasonDoc>()
  private readonly rates = new Map<string, RateDoc>()
  private readonly extras = new Map<string, ExtraDoc>()
  private readonly children = {
    seasons: new Map<string, Set<string>>(),
    rates: new Map<string, Set<string>>(),
    extras: new Map<string, Set<string>>(),
  }
  /** night id → [listing, day]; per listing the sorted occupied days. */
  private readonly nights = new Map<string, [string, number]>()
  private readonly nightsByListing = new Map<string, Set<number>>()
  private readonly blocked = new Map<string, number[]>()
  private readonly dirtyListings = new Set<string>()
  private readonly dirtyNights = new Set<string>()
  private readonly watched: Watched[]
  private nightCutoff: string
  private lastSyncStarted = 0
  /** Start time of the last completed load or sync: everything written before it is held. */
  private freshAsOf = 0
  private readonly maxStalenessMs: number
  private lastDeletionCheck = 0
  private readonly deletionCheckIntervalMs: number
  private syncing: Promise<void> | null = null
  private initial: Promise<void>
  private closed = false
  private readonly syncIntervalMs: number
  private readonly log: (message: string) => void

  constructor(
    private readonly payload: Payload,
    options: MemoryIndexOptions = {},
  ) {
    this.syncIntervalMs = options.syncIntervalMs ?? 1000
    this.deletionCheckIntervalMs = options.deletionCheckIntervalMs ?? 15 * this.syncIntervalMs
    this.maxStalenessMs = 2 * this.syncIntervalMs
    this.log = options.log ?? (() => {})
    this.nightCutoff = this.cutoffKey()
    const known = () => new Map<string, string>()
    const child =
      <T extends { listing: unknown }>(store: Map<string, T>, byListing: Map<string, Set<string>>) =>
      (doc: Doc) => {
        const previous = store.get(doc.id)
        const listing = idOf(doc.listing)
        if (previous) this.detach(byListing, idOf(previous.listing), doc.id)
        store.set(doc.id, doc as unknown as T)
        if (listing) {
          let set = byListing.get(listing)
          if (!set) {
            set = new Set()
            byListing.set(listing, set)
          }
          set.add(doc.id)
          this.dirtyListings.add(listing)
        }
      }
    const removeChild =
      <T extends { listing: unknown }>(store: Map<string, T>, byListing: Map<string, Set<string>>) =>
      (id: string) => {
        const previous = store.get(id)
        if (!previous) return
        store.delete(id)
        this.detach(byListing, idOf(previous.listing), id)
      }
    this.watched = [
      {
        slug: 'listings',
        select: Object.fromEntries(LISTING_FIELDS.map((field) => [field, true])),
        known: known(),
        upsert: (doc) => {
          // The adapter returns every column (unselected ones undefined): keep only what is used.
          const compact: Record<string, unknown> = { id: doc.id }
          for (const field of LISTING_FIELDS) {
            if (doc[field] !== undefined && doc[field] !== null) compact[field] = doc[field]
          }
          if (Array.isArray(compact.images)) {
            compact.images = (compact.images as { slot?: unknown; image?: unknown }[]).map(({ slot, image }) => ({
              slot,
              image,
            }))
          }
          this.listingDocs.set(doc.id, compact as Doc)
          this.dirtyListings.add(doc.id)
        },
        remove: (id) => {
          this.listingDocs.delete(id)
          this.dirtyListings.add(id)
        },
      },
      {
        slug: 'season-availabilities',
        select: {
          listing: true,
          start_timestamp: true,
          end_timestamp: true,
          is_available: true,
          season_rate: true,
          min_rent_dates: true,
          updatedAt: true,
        },
        known: known(),
        upsert: child(this.seasons, this.children.seasons),
        remove: removeChild(this.seasons, this.children.seasons),
      },
      {
        slug: 'season-rates',
        select: {
          listing: true,
          season: true,
          rate_in_cents: true,
          extra_charge_per_adult_in_cents: true,
          extra_charge_per_child_in_cents: true,
          max_guests_allowed: true,
          updatedAt: true,
        },
        known: known(),
        upsert: child(this.rates, this.children.rates),
        remove: removeChild(this.rates, this.children.rates),
      },
      {
        slug: 'extra-amenities',
        select: {
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
        known: known(),
        upsert: child(this.extras, this.children.extras),
        remove: removeChild(this.extras, this.children.extras),
      },
      {
        slug: 'booked-nights',
        select: { listing: true, night: true, updatedAt: true },
        where: () => ({ night: { greater_than_equal: this.nightCutoff } }),
        known: known(),
        upsert: (doc) => this.putNight(doc.id, idOf(doc.listing), String(doc.night)),
        remove: (id) => this.dropNight(id),
      },
    ]
    this.initial = this.load()
    // A failed first load is retried by the next search; keep it from being an unhandled rejection.
    this.initial.catch(() => {})
  }

  ready(): Promise<void> {
    return this.initial
  }

  close(): void {
    this.closed = true
  }

  /** Nights before this date are not held (searches start today at the earliest). */
  private cutoffKey(): string {
    return keyOfDay(Math.floor(Date.now() / 86_400_000) - 2)
  }

  private detach(byListing: Map<string, Set<string>>, listing: string | null, id: string) {
    if (!listing) return
    byListing.get(listing)?.delete(id)
    this.dirtyListings.add(listing)
  }

  private putNight(id: string, listing: string | null, night: string) {
    if (!listing || !isNightKey(night)) return
    const previous = this.nights.get(id)
    if (previous) this.dropNight(id)
    const day = dayOfKey(night)
    this.nights.set(id, [listing, day])
    let days = this.nightsByListing.get(listing)
    if (!days) {
      days = new Set()
      this.nightsByListing.set(listing, days)
    }
    days.add(day)
    this.dirtyNights.add(listing)
  }

  private dropNight(id: string) {
    const entry = this.nights.get(id)
    if (!entry) return
    this.nights.delete(id)
    const [listing, day] = entry
    // Two rows for one listing and night cannot exist (unique index), so the day goes with the row.
    this.nightsByListing.get(listing)?.delete(day)
    this.dirtyNights.add(listing)
  }

  // -------------------------------------------------------------------------------------------
  // Loading and syncing
  // -------------------------------------------------------------------------------------------

  /** Every document matching the watch (and `extra`), read in id order a page at a time (keyset paging). */
  private async findAll(watch: Watched, extra?: Where): Promise<Doc[]> {
    const docs: Doc[] = []
    let after: string | null = null
    for (;;) {
      const conditions = [watch.where?.(), extra, after === null ? undefined : { id: { greater_than: after } }].filter(
        Boolean,
      ) as Where[]
      const result = await this.payload.db.find({
        collection: watch.slug,
        where: conditions.length > 0 ? { and: conditions } : {},
        select: watch.select,
        limit: PAGE_SIZE,
        pagination: false,
        sort: 'id',
      })
      const page = result.docs as unknown as Doc[]
      docs.push(...page)
      if (page.length < PAGE_SIZE) return docs
      after = String(page[page.length - 1]!.id)
    }
  }

  /**
   * Documents updated after `since`. Sorted by updatedAt so the database walks its updatedAt
   * index (sorting by id would make SQLite scan the whole table in id order instead).
   */
  private async findChanged(watch: Watched, since: string): Promise<Doc[]> {
    const conditions = [watch.where?.(), { updatedAt: { greater_than: since } }].filter(Boolean) as Where[]
    const result = await this.payload.db.find({
      collection: watch.slug,
      where: { and: conditions },
      select: watch.select,
      limit: 0,
      pagination: false,
      sort: 'updatedAt',
    })
    return result.docs as unknown as Doc[]
  }

  private apply(watch: Watched, docs: Doc[]) {
    for (const doc of docs) {
      const id = String(doc.id)
      const stamp = String(doc.updatedAt ?? '')
      if (watch.known.get(id) === stamp && stamp !== '') continue
      watch.known.set(id, stamp)
      doc.id = id
      watch.upsert(doc)
    }
  }

  private async load(): Promise<void> {
    const started = Date.now()
    this.lastSyncStarted = started
    for (const watch of this.watched) this.apply(watch, await this.findAll(watch))
    this.rebuildDirty()
    this.freshAsOf = started
    this.log(
      `search index loaded in ${Date.now() - started} ms: ${this.listingDocs.size} listings, ${this.nights.size} nights`,
    )
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
    if (!this.syncing && now - this.lastSyncStarted >= this.syncIntervalMs) {
      const started = now
      this.syncing = this.sync()
        .then(() => {
          this.freshAsOf = started
        })
        .catch((error: unknown) => this.log(`search index sync failed: ${(error as Error).message}`))
        .finally(() => {
          this.syncing = null
        })
    }
    if (this.syncing && now - this.freshAsOf >= this.maxStalenessMs) await this.syncing
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
      const nights = this.watched.find((watch) => watch.slug === 'booked-nights')!
      for (const [id, [, day]] of this.nights) {
        if (keyOfDay(day) < cutoff) {
          nights.known.delete(id)
          this.dropNight(id)
        }
      }
    }
    await Promise.all(
      this.watched.map(async (watch) => {
        this.apply(watch, await this.findChanged(watch, since))
        if (!checkDeletions) return
        const conditions = watch.where?.()
        const { totalDocs } = await this.payload.db.count({ collection: watch.slug, where: conditions ?? {} })
        if (totalDocs !== watch.known.size) await this.reconcile(watch)
      }),
    )
    this.rebuildDirty()
  }

  /** Some documents were deleted: reload the ids the database holds and drop the rest. */
  private async reconcile(watch: Watched) {
    const present = new Set<string>()
    const conditions = watch.where?.()
    let after: string | null = null
    for (;;) {
      const where = [conditions, after === null ? undefined : { id: { greater_than: after } }].filter(
        Boolean,
      ) as Where[]
      const result = await this.payload.db.find({
        collection: watch.slug,
        where: where.length > 0 ? { and: where } : {},
        select: { id: true },
        limit: 10_000,
        pagination: false,
        sort: 'id',
      })
      for (const doc of result.docs) present.add(String(doc.id))
      if (result.docs.length < 10_000) break
      after = String(result.docs[result.docs.length - 1]!.id)
    }
    for (const id of [...watch.known.keys()]) {
      if (!present.has(id)) {
        watch.known.delete(id)
        watch.remove(id)
      }
    }
    // Present but unknown (created and deleted around a sync): load them.
    const missing = [...present].filter((id) => !watch.known.has(id))
    for (let i = 0; i < missing.length; i += 500) {
      this.apply(watch, await this.findAll(watch, { id: { in: missing.slice(i, i + 500) } }))
    }
  }

  private rebuildDirty() {
    for (const id of this.dirtyListings) this.rebuildListing(id)
    this.dirtyListings.clear()
    for (const id of this.dirtyNights) {
      const days = this.nightsByListing.get(id)
      let sorted: number[] | undefined
      if (!days || days.size === 0) {
        this.blocked.delete(id)
        this.nightsByListing.delete(id)
      } else {
        sorted = [...days].sort((a, b) => a - b)
        this.blocked.set(id, sorted)
      }
      for (const map of this.byKind.values()) {
        const facts = map.get(id)
        if (facts) facts.blocked = sorted
      }
    }
    this.dirtyNights.clear()
  }

  private childDocs<T>(store: Map<string, T>, byListing: Map<string, Set<string>>, listing: string): T[] {
    return [...(byListing.get(listing) ?? [])].map((id) => store.get(id)).filter((doc): doc is T => doc !== undefined)
  }

  private rebuildListing(id: string) {
    for (const map of this.byKind.values()) map.delete(id)
    this.byLatitude.clear()
    const doc = this.listingDocs.get(id)
    if (doc?.is_draft !== false) return
    const kind = doc.kind as ListingKind
    const timezone = timezoneOfListing(doc as PricedListingDoc)
    const seasons = this.childDocs(this.seasons, this.children.seasons, id)
    const latitude = asNumber(doc.latitude)
    const longitude = asNumber(doc.longitude)
    const facts: Facts = {
      id,
      kind,
      createdAtMs: Date.parse(String(doc.createdAt ?? '')) || 0,
      country: typeof doc.country_iso2 === 'string' ? doc.country_iso2.toUpperCase() : null,
      latitude: latitude ?? Number.NaN,
      longitude: longitude ?? Number.NaN,
      timezone,
      flags: Object.fromEntries(flagFields.map((name) => [name, doc[name] === true])),
      numbers: Object.fromEntries(numberFields.map((name) => [name, asNumber(doc[name])])),
      options: Object.fromEntries(
        optionFields.map((name) => [name, typeof doc[name] === 'string' ? (doc[name] as string) : null]),
      ),
      sets: Object.fromEntries(setFields.map((name) => [name, idSet(doc[name])])),
      comments_count: asNumber(doc.comments_count) ?? 0,
      average_rating: asNumber(doc.average_rating) ?? 0,
      closed: seasons
        .filter((season) => season.is_available === false)
        .map(
          (season) =>
            [dayOf(season.start_timestamp, timezone), dayOf(season.end_timestamp, timezone)] as [number, number],
        )
        .filter(([first, end]) => end > first),
      doc: doc as unknown as ListingCardDoc,
      program: null,
      blocked: this.blocked.get(id),
    }
    this.byKind.get(kind)?.set(id, facts)
    // Compiled now rather than on the first priced search: a search over a region nobody asked
    // for yet would otherwise pay for hundreds of compilations at once.
    this.programOf(facts)
  }

  private programOf(facts: Facts): PriceProgram {
    if (!facts.program) {
      const listing = this.listingDocs.get(facts.id) as PricedListingDoc
      facts.program = compileProgram({
        profile: pricingProfile(listing),
        seasons: seasonInputs(this.childDocs(this.seasons, this.children.seasons, facts.id)),
        rates: rateInputs(this.childDocs(this.rates, this.children.rates, facts.id)),
        extras: extraInputs(this.childDocs(this.extras, this.children.extras, facts.id)),
      })
    }
    return facts.program
  }

  private isBlocked(facts: Facts, first: number, end: number): boolean {
    const days = facts.blocked
    if (!days) return false
    const at = lowerBound(days, first)
    return at < days.length && days[at]! < end
  }

  // -------------------------------------------------------------------------------------------
  // Search
  // -------------------------------------------------------------------------------------------

  async search(criteria: SearchCriteria, env: SearchEnvironment): Promise<SearchResult> {
    if (this.closed) throw new Error('search index closed')
    await this.syncIfDue()
    const specs = filterSpecs(criteria.params)
    const zones = new Map<string, ZoneDays>()
    const zone = (timezone: string) => {
      let days = zones.get(timezone)
      if (!days) {
        days = zoneDays(timezone, criteria.now, criteria.trip ?? undefined)
        zones.set(timezone, days)
      }
      return days
    }
    const location = criteria.location
    // A degree of latitude is ~111 km: a cheap box before the exact distance.
    const latSpan = location ? location.radius_km / 110.5 + 0.01 : 0
    type Match = Ranked & { facts: Facts; hit?: SearchHit }
    const matches: Match[] = []
    // With coordinates only the latitude band of the circle is walked (binary search on the
    // kind's listings ordered by latitude); without, every listing of the kind.
    const candidates = location
      ? this.latitudeBand(criteria.kind, location.latitude - latSpan, location.latitude + latSpan)
      : [...this.byKind.get(criteria.kind)!.values()]
    // Longitude span of the circle at its widest latitude: skips most of the band without trigonometry.
    const widest = location ? Math.min(89, Math.abs(location.latitude) + latSpan) : 0
    const lonSpan = location ? latSpan / Math.cos((widest * Math.PI) / 180) : 0
    let lastZone = ''
    let lastDays: ZoneDays | null = null
    for (const facts of candidates) {
      if (facts.id === criteria.excludeId) continue
      let distance: number | null = null
      if (location) {
        const dLon = Math.abs(facts.longitude - location.longitude)
        if (lonSpan < 180 && Math.min(dLon, 360 - dLon) > lonSpan) continue
        distance = distanceKm(location.latitude, location.longitude, facts.latitude, facts.longitude)
        if (distance > location.radius_km) continue
      }
      if (criteria.country !== null && facts.country !== criteria.country) continue
      if (!this.matchesFilters(facts, specs)) continue
      if (criteria.trip) {
        if (facts.timezone !== lastZone || !lastDays) {
          lastZone = facts.timezone
          lastDays = zone(facts.timezone)
        }
        const days = lastDays
        const first = days.pickup!
        const end = days.returnDay!
        if (
          end > first &&
          (this.isBlocked(facts, first, end) || facts.closed.some(([from, to]) => from < end && first < to))
        )
          continue
      }
      matches.push({
        id: facts.id,
        createdAtMs: facts.createdAtMs,
        distance,
        priceKey: null,
        comments_count: facts.comments_count,
        average_rating: facts.average_rating,
        facts,
      })
    }

    const request: PriceRequest = {
      ...criteria.party,
      currency: criteria.currency,
      rates_per_eur: env.ratesPerEur,
      rates_version: env.ratesVersion,
      conversion_key: `${criteria.currency ?? ''}|${env.ratesVersion}`,
    }
    const hitOf = (match: Match): SearchHit => {
      if (!match.hit) {
        const facts = match.facts
        const price = programCardPrice(this.programOf(facts), zone(facts.timezone), request, (first, end) =>
          this.isBlocked(facts, first, end),
        )
        match.hit = { id: facts.id, distance_km: match.distance, price }
      }
      return match.hit
    }
    const sort = criteria.sort
    if (needsPriceForOrder(sort)) {
      for (const match of matches) match.priceKey = priceSortKey(hitOf(match).price, sort.by, criteria, env)
    }
    matches.sort(compareRanked(sort, location !== null))
    const page = matches.slice(criteria.offset, criteria.offset + criteria.limit)
    return { count: matches.length, hits: page.map(hitOf) }
  }

  private latitudeBand(kind: ListingKind, from: number, to: number): Facts[] {
    let sorted = this.byLatitude.get(kind)
    if (!sorted) {
      const facts = [...this.byKind.get(kind)!.values()]
        .filter((f) => !Number.isNaN(f.latitude))
        .sort((a, b) => a.latitude - b.latitude)
      sorted = { facts, latitudes: Float64Array.from(facts, (f) => f.latitude) }
      this.byLatitude.set(kind, sorted)
    }
    const first = lowerBound(sorted.latitudes, from)
    let end = first
    while (end < sorted.latitudes.length && sorted.latitudes[end]! <= to) end++
    return sorted.facts.slice(first, end)
  }

  private matchesFilters(facts: Facts, specs: ReturnType<typeof filterSpecs>): boolean {
    for (const { field, value } of specs.flags) if (facts.flags[field] !== value) return false
    for (const { field, gte, lte } of specs.ranges) {
      const value = facts.numbers[field]
      if (value === null || value === undefined) return false
      if (gte !== undefined && value < gte) return false
      if (lte !== undefined && value > lte) return false
    }
    for (const { field, values } of specs.anyOf) {
      const set = facts.sets[field]
      if (set) {
        if (!values.some((value) => set.has(value))) return false
      } else {
        const value = facts.options[field]
        if (value === null || value === undefined || !values.includes(value)) return false
      }
    }
    for (const { field, values } of specs.allOf) {
      const set = facts.sets[field]
      if (!set || !values.every((value) => set.has(value))) return false
    }
    return true
  }

  /** Card documents of listings the index holds (depth 0). */
  async documents(ids: readonly string[]): Promise<Map<string, ListingCardDoc>> {
    const docs = new Map<string, ListingCardDoc>()
    for (const id of ids) {
      const doc = this.listingDocs.get(id)
      if (doc) docs.set(id, doc as unknown as ListingCardDoc)
    }
    return docs
  }

  /** Sizes and freshness for logs, the bench and /metrics. */
  stats(): SearchIndexStats {
    return {
      listings: this.listingDocs.size,
      nights: this.nights.size,
      seasons: this.seasons.size,
      freshAsOfMs: this.freshAsOf,
    }
  }
}
