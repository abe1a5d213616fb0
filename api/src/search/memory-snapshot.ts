import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { ListingKind, PricingProfileInput } from '@driftway/domain'
import type { Payload } from 'payload'
import type { Facts } from './memory-facts'
import type { NightLedger } from './memory-nights'
import type { StampMemory } from './memory-watch'

/**
 * A snapshot of the memory index on disk (decision 0093): what a full load builds — every
 * listing's facts, the seasons, rates and extras the price programs are compiled from, the booked
 * nights (per listing its days, two bytes a night), and the updatedAt stamps the syncs compare — written by a running process, read at the
 * next start and then brought up to date by an ordinary sync from the snapshot's high-water mark
 * (its last completed sync's start, minus the sync's look-back) with the deletion count forced, so
 * rows created, changed or deleted while no process ran are applied before the first search.
 *
 * The format is built for reading fast, not for being small: ids are one joined string split once,
 * numbers are typed arrays, objects are JSON arrays (V8's JSON parser builds objects faster than
 * anything else available to JavaScript), and repeated strings (countries, zones, option values,
 * catalogue ids) are indexes into one string table, so the store's pool is rebuilt without hashing
 * each occurrence. Everything is wrapped by `v8.serialize`, which copies typed arrays and strings
 * as blocks.
 *
 * A snapshot is used only by the database and the code that wrote it: its fingerprint names the
 * format, the adapter, the database's first recorded migration (a database dropped and created
 * again under the same URL has another), its schema version (the latest migration) and what the
 * index reads of each collection. Anything else — another fingerprint, a file that does not
 * decode — means a full load.
 */

/** Bumped whenever what is written changes shape. */
const FORMAT = 2
/** Separates ids in a joined column (ids are UUIDs or ObjectIds; one containing it is not written). */
const SEPARATOR = '\n'

export type SnapshotOptions = {
  /** The snapshot file. */
  file: string
  /** A snapshot is written only when the index holds at least this many listings (a full load of fewer is quick). */
  minListings: number
}

/** The snapshot options from the environment (SEARCH_SNAPSHOT_DIR, SEARCH_SNAPSHOT_MIN_LISTINGS), or null when off. */
export function snapshotOptionsFromEnv(
  payload: Payload,
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): SnapshotOptions | null {
  const databaseUrl = databaseUrlOf(payload)
  const dir = env.SEARCH_SNAPSHOT_DIR ?? path.join(root, 'data', 'search-index')
  if (dir === '' || dir === 'off') return null
  const min = Number(env.SEARCH_SNAPSHOT_MIN_LISTINGS)
  // One file per database (the URL without its password: the same database read with another one is the same).
  let identity = databaseUrl
  try {
    const url = new URL(databaseUrl)
    url.password = ''
    identity = url.toString()
  } catch {}
  const name = crypto.createHash('sha256').update(identity).digest('hex').slice(0, 16)
  return {
    file: path.join(dir, `${name}.snapshot`),
    minListings: env.SEARCH_SNAPSHOT_MIN_LISTINGS !== undefined && Number.isFinite(min) && min >= 0 ? min : 10_000,
  }
}

/** The URL the adapter connected with (SQLite's client, PostgreSQL's pool, MongoDB's connection). */
function databaseUrlOf(payload: Payload): string {
  const db = payload.db as unknown as {
    clientConfig?: { url?: unknown }
    poolOptions?: { connectionString?: unknown }
    url?: unknown
  }
  const url = db.clientConfig?.url ?? db.poolOptions?.connectionString ?? db.url
  return typeof url === 'string' ? url : String(process.env.DATABASE_URL ?? '')
}

/** What the snapshot is valid for (see the module comment). */
export async function snapshotFingerprint(payload: Payload, reads: unknown): Promise<string> {
  let first: unknown = null
  try {
    const { docs } = await payload.db.find({
      collection: 'payload-migrations',
      sort: 'createdAt',
      limit: 1,
      pagination: false,
    })
    const row = docs[0] as { id?: unknown; name?: unknown; createdAt?: unknown } | undefined
    first = row ? [String(row.id), row.name ?? null, row.createdAt ?? null] : null
  } catch {
    // No migrations collection (MongoDB without any): the file name still ties it to the URL.
  }
  let latest: unknown = null
  try {
    const { docs } = await payload.db.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      pagination: false,
    })
    latest = (docs[0] as { name?: unknown } | undefined)?.name ?? null
  } catch {}
  return JSON.stringify({ format: FORMAT, adapter: payload.db.name, first, latest, reads })
}

/** The index's state as the store hands it over to be written. */
export interface SnapshotState {
  /** Start of the last completed load or sync: every write before it (minus the look-back) is held. */
  freshAsOf: number
  nightCutoff: string
  listings: { known: StampMemory; facts: Iterable<Facts> }
  children: { slug: string; fields: readonly string[]; known: StampMemory; docs: Map<string, object> }[]
  nights: NightLedger
}

/** The state as read back (the store puts it in place). */
export interface RestoredState {
  freshAsOf: number
  nightCutoff: string
  strings: string[]
  listings: { ids: string[]; stamps: Float64Array; facts: Facts[] }
  children: Map<string, { ids: string[]; stamps: Float64Array; docs: Record<string, unknown>[] }>
  nights: { listingIds: string[]; counts: Uint32Array; days: Uint16Array }
}

type FactsRow = [
  id: string,
  kind: ListingKind,
  createdAtMs: number,
  country: number,
  latitude: number | null,
  longitude: number | null,
  timezone: number,
  flags: number,
  numbers: (number | null)[],
  options: number[],
  sets: (number[] | null)[],
  comments: number,
  rating: number,
  closed: number[] | 0,
  /** The pricing profile the program is compiled from; null: the engine refused the listing (compiled as such again). */
  profile: PricingProfileInput | null,
]

const joined = (ids: readonly string[]): string => {
  for (const id of ids) if (id.includes(SEPARATOR)) throw new Error(`id ${JSON.stringify(id)} cannot be written`)
  return ids.join(SEPARATOR)
}
const split = (text: string): string[] => (text === '' ? [] : text.split(SEPARATOR))
const finite = (value: number): number | null => (Number.isNaN(value) ? null : value)

/** The snapshot as bytes. */
export function encodeSnapshot(state: SnapshotState, fingerprint: string): Buffer {
  const strings: string[] = []
  const numbers = new Map<string, number>()
  const ref = (value: string | null): number => {
    if (value === null) return -1
    let at = numbers.get(value)
    if (at === undefined) {
      at = strings.length
      strings.push(value)
      numbers.set(value, at)
    }
    return at
  }
  const facts: FactsRow[] = []
  for (const f of state.listings.facts) {
    const profile = f.profile ?? (f.program && !f.program.invalid ? f.program.list.profile : null)
    facts.push([
      f.id,
      f.kind,
      f.createdAtMs,
      ref(f.country),
      finite(f.latitude),
      finite(f.longitude),
      ref(f.timezone),
      f.flags,
      f.numbers.map(finite),
      f.options.map(ref),
      f.sets.map((set) => (set ? set.map(ref) : null)),
      f.comments_count,
      f.average_rating,
      f.closed.length > 0 ? f.closed.flat() : 0,
      profile,
    ])
  }
  const listingStamps = state.listings.known.exportStamps()
  const children = state.children.map(({ slug, fields, known, docs }) => {
    const stamps = known.exportStamps()
    const rows: unknown[][] = []
    for (const [id, doc] of docs) {
      const values = doc as Record<string, unknown>
      rows.push([id, ...fields.map((field) => values[field] ?? null)])
    }
    return { slug, fields, ids: joined(stamps.ids), stamps: stamps.stamps, docs: JSON.stringify(rows) }
  })
  const nights = state.nights.exportDays()
  return v8.serialize({
    fingerprint,
    freshAsOf: state.freshAsOf,
    nightCutoff: state.nightCutoff,
    strings: JSON.stringify(strings),
    listings: { ids: joined(listingStamps.ids), stamps: listingStamps.stamps, facts: JSON.stringify(facts) },
    children,
    nights: { listingIds: joined(nights.listingIds), counts: nights.counts, days: nights.days },
  })
}

type Encoded = {
  fingerprint: string
  freshAsOf: number
  nightCutoff: string
  strings: string
  listings: { ids: string; stamps: Float64Array; facts: string }
  children: { slug: string; fields: string[]; ids: string; stamps: Float64Array; docs: string }[]
  nights: { listingIds: string; counts: Uint32Array; days: Uint16Array }
}

const NO_RANGES: readonly [number, number][] = Object.freeze([]) as readonly [number, number][]
/** Compiles to the engine's refusal again (see FactsRow.profile). */
const REFUSED = Object.freeze({}) as PricingProfileInput

/** The state in `bytes`, or null when it was written for another fingerprint. Throws on a damaged file. */
export function decodeSnapshot(bytes: Buffer, fingerprint: string): RestoredState | null {
  const encoded = v8.deserialize(bytes) as Encoded
  if (encoded?.fingerprint !== fingerprint) return null
  const strings = JSON.parse(encoded.strings) as string[]
  const text = (at: number): string | null => (at < 0 ? null : strings[at]!)
  const rows = JSON.parse(encoded.listings.facts) as FactsRow[]
  const facts: Facts[] = new Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const [id, kind, createdAtMs, country, latitude, longitude, timezone, flags, numbers, options, sets] = rows[i]!
    const [, , , , , , , , , , , comments, rating, closed, profile] = rows[i]!
    const ranges: [number, number][] = []
    if (closed !== 0) for (let c = 0; c < closed.length; c += 2) ranges.push([closed[c]!, closed[c + 1]!])
    facts[i] = {
      id,
      kind,
      createdAtMs,
      country: text(country),
      latitude: latitude ?? Number.NaN,
      longitude: longitude ?? Number.NaN,
      timezone: text(timezone)!,
      flags,
      numbers: numbers.map((value) => value ?? Number.NaN),
      options: options.map(text),
      sets: sets.map((set) => (set ? set.map((at) => strings[at]!) : null)),
      comments_count: comments,
      average_rating: rating,
      closed: ranges.length > 0 ? ranges : NO_RANGES,
      blocked: undefined,
      program: null,
      profile: profile ?? REFUSED,
    }
  }
  const children = new Map<string, { ids: string[]; stamps: Float64Array; docs: Record<string, unknown>[] }>()
  for (const child of encoded.children) {
    const docs = (JSON.parse(child.docs) as unknown[][]).map((row) => {
      const doc: Record<string, unknown> = { id: row[0] }
      for (let f = 0; f < child.fields.length; f++) doc[child.fields[f]!] = row[f + 1]
      return doc
    })
    children.set(child.slug, { ids: split(child.ids), stamps: child.stamps, docs })
  }
  return {
    freshAsOf: encoded.freshAsOf,
    nightCutoff: encoded.nightCutoff,
    strings,
    listings: { ids: split(encoded.listings.ids), stamps: encoded.listings.stamps, facts },
    children,
    nights: {
      listingIds: split(encoded.nights.listingIds),
      counts: encoded.nights.counts,
      days: encoded.nights.days,
    },
  }
}

/** Writes the snapshot next to its final name and renames it (a reader never sees half a file). */
export async function writeSnapshotFile(file: string, bytes: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  try {
    await fs.promises.writeFile(partial, bytes)
    await fs.promises.rename(partial, file)
  } finally {
    await fs.promises.rm(partial, { force: true })
  }
}

/** The snapshot's bytes, or null when there is none. */
export async function readSnapshotFile(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
