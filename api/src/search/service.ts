import { asSystem, repoRoot } from '@driftway/collections'
import { currentTimestamp, isTravelerRole, type ListingKind } from '@driftway/domain'
import { parseSearchParams, type SearchParams } from '@driftway/domain/search-query-schemas'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { UserDoc } from '../auth/users'
import { validationError } from '../http/validation'
import { type ListingCard, toListingCard } from '../listings/card'
import { CardAssets } from '../listings/card-assets'
import { idOf } from '../listings/pricing-input'
import { LocalApiSearch } from './local-index'
import { MemorySearchIndex } from './memory-index'
import { snapshotOptionsFromEnv } from './memory-snapshot'
import { type SearchCriteria, type SearchEnvironment, type SearchIndex, searchCriteria } from './types'

/**
 * Which implementation answers (`SEARCH_INDEX`), how the in-memory one loads at start
 * (`SEARCH_INDEX_LOAD`: `columns` or `adapter`, memory-sync.ts) and how fresh it stays.
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const interval = Number(env.SEARCH_SYNC_INTERVAL_MS)
  return {
    index: env.SEARCH_INDEX === 'local' ? ('local' as const) : ('memory' as const),
    load: env.SEARCH_INDEX_LOAD === 'adapter' ? ('adapter' as const) : ('columns' as const),
    syncIntervalMs:
      env.SEARCH_SYNC_INTERVAL_MS !== undefined && Number.isFinite(interval) && interval >= 0 ? interval : 1000,
    /** SEARCH_SNAPSHOT_DIR, SEARCH_SNAPSHOT_MIN_LISTINGS (memory-snapshot.ts): resolved per database. */
    env,
  }
}

export function createSearchIndex(
  payload: Payload,
  config = searchConfigFromEnv(),
  log?: (message: string) => void,
  options: { deferLoad?: boolean } = {},
): SearchIndex {
  return config.index === 'local'
    ? new LocalApiSearch(payload)
    : new MemorySearchIndex(payload, {
        syncIntervalMs: config.syncIntervalMs,
        load: config.load,
        snapshot: snapshotOptionsFromEnv(payload, repoRoot, config.env),
        deferLoad: options.deferLoad,
        log,
      })
}

/** Field messages of a zod failure; unknown parameters are reported under their own name. */
function searchErrorFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  const add = (path: string, message: string) => {
    fields[path] = [...(fields[path] ?? []), message]
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add(key, 'Unknown parameter')
    else add(issue.path.map(String).join('.') || '_', issue.message)
  }
  return fields
}

type Cached<T> = { value: T; at: number }

export type SearchPage = { count: number; has_more: boolean; results: ListingCard[] }

/**
 * Listing search for the routes: validates a query (shape, then ids against the catalogue lists),
 * runs it on the configured SearchIndex, and turns hits into cards with the caller's wishlists.
 */
export class SearchService {
  readonly assets: CardAssets
  private rates: Cached<SearchEnvironment> | null = null
  private readonly taxonomy = new Map<string, Cached<Set<string>>>()
  private changeCount = 0

  constructor(
    readonly payload: Payload,
    readonly index: SearchIndex,
    private readonly publicUrl: () => string,
  ) {
    this.assets = new CardAssets(payload)
  }

  /**
   * A committed write changed what searches or deal lists read (search/changes.ts): the index syncs
   * before its next search, and reads kept by others (deals/candidates.ts) see `changes` move on.
   */
  changed(): void {
    this.changeCount++
    this.index.changed?.()
  }

  /** How many changes were announced to this process so far. */
  get changes(): number {
    return this.changeCount
  }

  /** Parses a raw query for a kind; 400 validation_error with every problem by parameter. */
  async parse(kind: ListingKind, raw: Record<string, unknown>): Promise<SearchParams> {
    const parsed = parseSearchParams(kind, raw)
    if (!parsed.success) throw validationError(searchErrorFields(parsed.error))
    const params = parsed.data
    const fields: Record<string, string[]> = {}
    const checkIds = async (
      param: keyof SearchParams,
      collection: 'amenities' | 'activities' | 'location-situations',
    ) => {
      const ids = params[param] as string[] | undefined
      if (!ids) return
      const known = await this.taxonomyIds(collection, collection === 'amenities' ? kind : null)
      const unknown = ids.filter((id) => !known.has(id))
      if (unknown.length > 0) fields[param] = [`Unknown id: ${unknown.join(', ')}`]
    }
    await checkIds('amenities__include__and', 'amenities')
    await checkIds('location_situations__include__and', 'location-situations')
    await checkIds('activities__include__and', 'activities')
    if (Object.keys(fields).length > 0) throw validationError(fields)
    return params
  }

  /** Ids of a catalogue list (amenities of one kind), cached for a minute. */
  async taxonomyIds(
    collection: 'amenities' | 'activities' | 'location-situations',
    kind: ListingKind | null,
  ): Promise<Set<string>> {
    const key = `${collection}:${kind ?? ''}`
    const cached = this.taxonomy.get(key)
    if (cached && Date.now() - cached.at < 60_000) return cached.value
    const { docs } = await this.payload.find({
      collection,
      where: kind ? { kind: { equals: kind } } : {},
      select: {},
      depth: 0,
      pagination: false,
      ...asSystem(),
    })
    const value = new Set(docs.map((doc) => String(doc.id)))
    this.taxonomy.set(key, { value, at: Date.now() })
    return value
  }

  private ratesLoading: Promise<SearchEnvironment> | null = null

  /**
   * Exchange rates (currency-rates global). Re-read at most once a second, in the background
   * while the cached rates are younger than a minute, so a search never waits on it then.
   */
  async environment(): Promise<SearchEnvironment> {
    const age = this.rates ? Date.now() - this.rates.at : Number.POSITIVE_INFINITY
    if (age >= 1000 && !this.ratesLoading) {
      this.ratesLoading = this.loadRates().finally(() => {
        this.ratesLoading = null
      })
    }
    if (this.rates && age < 60_000) {
      this.ratesLoading?.catch(() => {})
      return this.rates.value
    }
    return this.ratesLoading ?? this.loadRates()
  }

  private async loadRates(): Promise<SearchEnvironment> {
    const global = (await this.payload.findGlobal({ slug: 'currency-rates', depth: 0, ...asSystem() })) as {
      rates?: { currency?: string; rate_per_eur?: number }[] | null
      updated_at_ts?: number | null
    }
    const ratesPerEur: Record<string, number> = {}
    for (const row of global.rates ?? []) {
      if (row.currency && typeof row.rate_per_eur === 'number' && row.rate_per_eur > 0)
        ratesPerEur[row.currency] = row.rate_per_eur
    }
    const value = { ratesPerEur, ratesVersion: `${global.updated_at_ts ?? 0}:${JSON.stringify(ratesPerEur)}` }
    this.rates = { value, at: Date.now() }
    return value
  }

  /** Ids of the caller's wishlists per listing (travelers only: only they see the heart). */
  async wishlistsOf(user: UserDoc | null | undefined, listingIds: string[]): Promise<Map<string, string[]>> {
    const byListing = new Map<string, string[]>()
    if (!user || !isTravelerRole(Number(user.role)) || listingIds.length === 0) return byListing
    const wanted = new Set(listingIds)
    const { docs } = await this.payload.find({
      collection: 'wishlists',
      where: { and: [{ owner: { equals: user.id } }, { listings: { in: listingIds } }] },
      select: { listings: true },
      depth: 0,
      pagination: false,
      ...asSystem(),
    })
    for (const wishlist of docs) {
      for (const item of ((wishlist as { listings?: unknown[] }).listings ?? []) as unknown[]) {
        const id = idOf(item)
        if (id && wanted.has(id)) byListing.set(id, [...(byListing.get(id) ?? []), String(wishlist.id)])
      }
    }
    return byListing
  }

  criteria(
    kind: ListingKind,
    params: SearchParams,
    options: { popular?: boolean; excludeId?: string | null; limit?: number } = {},
  ): SearchCriteria {
    return searchCriteria(kind, params, { now: currentTimestamp(), ...options })
  }

  /** Runs a search and renders the page of cards. */
  async run(criteria: SearchCriteria, user?: UserDoc | null): Promise<SearchPage> {
    const env = await this.environment()
    const result = await this.index.search(criteria, env)
    const ids = result.hits.map((hit) => hit.id)
    const [docs, wishlists] = await Promise.all([this.index.documents(ids), this.wishlistsOf(user, ids)])
    const assets = await this.assets.forDocs(docs.values())
    const publicUrl = this.publicUrl()
    const results: ListingCard[] = []
    for (const hit of result.hits) {
      const doc = docs.get(hit.id)
      if (!doc) continue
      results.push(
        toListingCard(doc, publicUrl, {
          price: hit.price,
          distance_km: hit.distance_km,
          wishlists: wishlists.get(hit.id) ?? [],
          assets,
        }),
      )
    }
    return { count: result.count, has_more: criteria.offset + result.hits.length < result.count, results }
  }
}
