import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ListingKind, PricingProfileInput } from '@driftway/domain'
import type { Payload } from 'payload'
import type { Facts } from './memory-facts'
import type { NightLedger } from './memory-nights'
import type { StampMemory } from './memory-watch'

/**
 * A snapshot of the memory index on disk (decision 0094): what a full load builds — every
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
 * each occurrence. The file lays them out as sections (see MAGIC below) read back as views of its
 * bytes.
 *
 * A snapshot is used only by the database and the code that wrote it: its fingerprint names the
 * format, the adapter, the database's first recorded migration (a database dropped and created
 * again under the same URL has another), its schema version (the latest migration) and what the
 * index reads of each collection. Anything else — another fingerprint, a file that does not
 * decode — means a full load.
 */

/** Bumped whenever what is written changes shape. */
const FORMAT = 4
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
  // Each adapter's own member, looked up: `payload.db`'s type merges every installed adapter's.
  const db: object = payload.db
  const client = 'clientConfig' in db ? db.clientConfig : undefined
  const pool = 'poolOptions' in db ? db.poolOptions : undefined
  const url =
    (typeof client === 'object' && client !== null && 'url' in client ? client.url : undefined) ??
    (typeof pool === 'object' && pool !== null && 'connectionString' in pool ? pool.connectionString : undefined) ??
    ('url' in db ? db.url : undefined)
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

/**
 * Every listing's facts as columns: numbers in one Float64Array (NaN kept as is), small integers
 * and string-table indexes in one Int32Array, list lengths beside their values, and only the
 * pricing profiles as JSON (they become the objects the index holds). Reading them back builds
 * each `Facts` once, without intermediate rows.
 */
type FactsColumns = {
  ids: string
  /** Widths of `numbers`, `options`, `sets` (memory-facts.ts's field lists). */
  widths: [numbers: number, options: number, sets: number]
  kinds: string[]
  /** Per listing: createdAtMs, latitude, longitude, comments_count, average_rating, then its numbers. */
  doubles: Float64Array
  /** Per listing: kind, country, timezone, flags, then its options (string indexes, -1 for none). */
  ints: Int32Array
  /** Per listing and set: its length, -1 for null; then `setValues` holds the string indexes. */
  setLengths: Int32Array
  setValues: Int32Array
  /** Per listing the number of closed ranges; `closedValues` holds their [first, end) pairs. */
  closedCounts: Int32Array
  closedValues: Int32Array
  /** The pricing profiles; null: the engine refused the listing (compiled as such again). */
  profiles: string
}
const DOUBLES = 5
const INTS = 4

function encodeFacts(all: Iterable<Facts>, ref: (value: string | null) => number): FactsColumns {
  const list = [...all]
  const first = list[0]
  const widths: FactsColumns['widths'] = [
    first?.numbers.length ?? 0,
    first?.options.length ?? 0,
    first?.sets.length ?? 0,
  ]
  const [numberWidth, optionWidth, setWidth] = widths
  const kinds: string[] = []
  const doubles = new Float64Array(list.length * (DOUBLES + numberWidth))
  const ints = new Int32Array(list.length * (INTS + optionWidth))
  const setLengths = new Int32Array(list.length * setWidth)
  const setValues: number[] = []
  const closedCounts = new Int32Array(list.length)
  const closedValues: number[] = []
  const profiles: (PricingProfileInput | null)[] = new Array(list.length)
  for (let i = 0; i < list.length; i++) {
    const f = list[i]!
    if (f.numbers.length !== numberWidth || f.options.length !== optionWidth || f.sets.length !== setWidth)
      throw new Error(`listing ${f.id}: facts of another shape`)
    let kind = kinds.indexOf(f.kind)
    if (kind < 0) kind = kinds.push(f.kind) - 1
    let d = i * (DOUBLES + numberWidth)
    doubles[d++] = f.createdAtMs
    doubles[d++] = f.latitude
    doubles[d++] = f.longitude
    doubles[d++] = f.comments_count
    doubles[d++] = f.average_rating
    for (const value of f.numbers) doubles[d++] = value
    let n = i * (INTS + optionWidth)
    ints[n++] = kind
    ints[n++] = ref(f.country)
    ints[n++] = ref(f.timezone)
    ints[n++] = f.flags
    for (const option of f.options) ints[n++] = ref(option)
    for (let k = 0; k < setWidth; k++) {
      const set = f.sets[k]
      setLengths[i * setWidth + k] = set ? set.length : -1
      if (set) for (const value of set) setValues.push(ref(value))
    }
    closedCounts[i] = f.closed.length
    for (const [from, to] of f.closed) closedValues.push(from, to)
    profiles[i] = f.profile ?? (f.program && !f.program.invalid ? f.program.list.profile : null)
  }
  return {
    ids: joined(list.map((f) => f.id)),
    widths,
    kinds,
    doubles,
    ints,
    setLengths,
    setValues: Int32Array.from(setValues),
    closedCounts,
    closedValues: Int32Array.from(closedValues),
    profiles: JSON.stringify(profiles),
  }
}

function decodeFacts(columns: FactsColumns, strings: readonly string[]): Facts[] {
  const ids = split(columns.ids)
  const [numberWidth, optionWidth, setWidth] = columns.widths
  const { doubles, ints, setLengths, setValues, closedCounts, closedValues } = columns
  const profiles = JSON.parse(columns.profiles) as (PricingProfileInput | null)[]
  const text = (at: number): string | null => (at < 0 ? null : strings[at]!)
  const facts: Facts[] = new Array(ids.length)
  let setAt = 0
  let closedAt = 0
  for (let i = 0; i < ids.length; i++) {
    let d = i * (DOUBLES + numberWidth)
    let n = i * (INTS + optionWidth)
    const numbers: number[] = []
    for (let k = 0; k < numberWidth; k++) numbers.push(doubles[d + DOUBLES + k]!)
    const options: (string | null)[] = []
    for (let k = 0; k < optionWidth; k++) options.push(text(ints[n + INTS + k]!))
    const sets: (readonly string[] | null)[] = []
    for (let k = 0; k < setWidth; k++) {
      const length = setLengths[i * setWidth + k]!
      if (length < 0) {
        sets.push(null)
        continue
      }
      const values: string[] = new Array(length)
      for (let v = 0; v < length; v++) values[v] = strings[setValues[setAt++]!]!
      sets.push(values)
    }
    let closed: readonly [number, number][] = NO_RANGES
    const ranges = closedCounts[i]!
    if (ranges > 0) {
      const held: [number, number][] = new Array(ranges)
      for (let r = 0; r < ranges; r++) held[r] = [closedValues[closedAt++]!, closedValues[closedAt++]!]
      closed = held
    }
    facts[i] = {
      id: ids[i]!,
      kind: columns.kinds[ints[n++]!] as ListingKind,
      createdAtMs: doubles[d++]!,
      country: text(ints[n++]!),
      latitude: doubles[d++]!,
      longitude: doubles[d++]!,
      timezone: text(ints[n++]!)!,
      flags: ints[n++]!,
      numbers,
      options,
      sets,
      comments_count: doubles[d++]!,
      average_rating: doubles[d++]!,
      closed,
      blocked: undefined,
      program: null,
      profile: profiles[i] ?? REFUSED,
    }
  }
  return facts
}

const joined = (ids: readonly string[]): string => {
  for (const id of ids) if (id.includes(SEPARATOR)) throw new Error(`id ${JSON.stringify(id)} cannot be written`)
  return ids.join(SEPARATOR)
}
const split = (text: string): string[] => (text === '' ? [] : text.split(SEPARATOR))

/**
 * The file: an 8-byte magic, the header's length (4 bytes, little-endian), the header (JSON: what
 * the sections are, where they start, and the small values), then the sections, each starting on
 * an 8-byte boundary — typed arrays as their bytes (read back as views of the file, no copy), ids
 * as Latin-1 text, JSON as UTF-8. V8's serializer, used before (format 3), copied every typed
 * array and string through JavaScript on the way back: ~4 s at 500 000 listings.
 */
const MAGIC = 'DWSNAP\x00\x04'
type SectionKind = 'f64' | 'i32' | 'u32' | 'u16' | 'latin1' | 'utf8'
type Section = [kind: SectionKind, offset: number, bytes: number, length: number]
type Header = {
  fingerprint: string
  freshAsOf: number
  nightCutoff: string
  widths: FactsColumns['widths']
  kinds: string[]
  children: { slug: string; fields: readonly string[] }[]
  sections: Record<string, Section>
}

/** Sections as they are written, and their place in the header. */
class SectionWriter {
  readonly chunks: Uint8Array[] = []
  readonly sections: Record<string, Section> = {}
  private offset = 0

  typed(
    name: string,
    kind: 'f64' | 'i32' | 'u32' | 'u16',
    array: Float64Array | Int32Array | Uint32Array | Uint16Array,
  ) {
    this.put(name, kind, new Uint8Array(array.buffer, array.byteOffset, array.byteLength), array.length)
  }

  text(name: string, text: string) {
    // Ids are ASCII: Latin-1 reads back without UTF-8 decoding. Anything else is UTF-8.
    const ascii = Buffer.byteLength(text, 'utf8') === text.length
    const bytes = Buffer.from(text, ascii ? 'latin1' : 'utf8')
    this.put(name, ascii ? 'latin1' : 'utf8', bytes, text.length)
  }

  private put(name: string, kind: SectionKind, bytes: Uint8Array, length: number) {
    this.sections[name] = [kind, this.offset, bytes.byteLength, length]
    this.chunks.push(bytes)
    this.offset += bytes.byteLength
    const padding = (8 - (this.offset % 8)) % 8
    if (padding > 0) {
      this.chunks.push(new Uint8Array(padding))
      this.offset += padding
    }
  }
}

/** The snapshot as the chunks of its file, in order. */
export function encodeSnapshot(state: SnapshotState, fingerprint: string): Uint8Array[] {
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
  const facts = encodeFacts(state.listings.facts, ref)
  const sections = new SectionWriter()
  const listingStamps = state.listings.known.exportStamps()
  sections.text('listings.ids', joined(listingStamps.ids))
  sections.typed('listings.stamps', 'f64', listingStamps.stamps)
  sections.text('facts.ids', facts.ids)
  sections.typed('facts.doubles', 'f64', facts.doubles)
  sections.typed('facts.ints', 'i32', facts.ints)
  sections.typed('facts.setLengths', 'i32', facts.setLengths)
  sections.typed('facts.setValues', 'i32', facts.setValues)
  sections.typed('facts.closedCounts', 'i32', facts.closedCounts)
  sections.typed('facts.closedValues', 'i32', facts.closedValues)
  sections.text('facts.profiles', facts.profiles)
  // After the facts: encoding them fills the string table.
  sections.text('strings', JSON.stringify(strings))
  for (const { slug, known, docs } of state.children) {
    const stamps = known.exportStamps()
    sections.text(`${slug}.ids`, joined(stamps.ids))
    sections.typed(`${slug}.stamps`, 'f64', stamps.stamps)
    // Whole objects: JSON.parse builds them as they are held (a field left undefined stays absent).
    sections.text(`${slug}.docs`, JSON.stringify([...docs.values()]))
  }
  const nights = state.nights.exportDays()
  sections.text('nights.listingIds', joined(nights.listingIds))
  sections.typed('nights.counts', 'u32', nights.counts)
  sections.typed('nights.days', 'u16', nights.days)
  const header: Header = {
    fingerprint,
    freshAsOf: state.freshAsOf,
    nightCutoff: state.nightCutoff,
    widths: facts.widths,
    kinds: facts.kinds,
    children: state.children.map(({ slug, fields }) => ({ slug, fields })),
    sections: sections.sections,
  }
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8')
  const prefix = Buffer.alloc(align8(MAGIC.length + 4 + headerBytes.length))
  prefix.write(MAGIC, 0, 'latin1')
  prefix.writeUInt32LE(headerBytes.length, MAGIC.length)
  headerBytes.copy(prefix, MAGIC.length + 4)
  return [prefix, ...sections.chunks]
}

const align8 = (n: number) => Math.ceil(n / 8) * 8

/** A section of the file: a typed array viewing the file's bytes, or its text. */
function readSection(bytes: Buffer, base: number, section: Section | undefined, name: string) {
  if (!section) throw new Error(`the snapshot has no ${name}`)
  const [kind, offset, byteLength, length] = section
  const start = base + offset
  if (start + byteLength > bytes.length) throw new Error(`the snapshot is cut short (${name})`)
  const at = bytes.byteOffset + start
  switch (kind) {
    case 'f64':
      return new Float64Array(bytes.buffer, at, length)
    case 'i32':
      return new Int32Array(bytes.buffer, at, length)
    case 'u32':
      return new Uint32Array(bytes.buffer, at, length)
    case 'u16':
      return new Uint16Array(bytes.buffer, at, length)
    case 'latin1':
      return bytes.toString('latin1', start, start + byteLength)
    case 'utf8':
      return bytes.toString('utf8', start, start + byteLength)
  }
}

/** The state in `bytes`, or null when it was written for another fingerprint. Throws on a damaged file. */
export function decodeSnapshot(bytes: Buffer, fingerprint: string): RestoredState | null {
  if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return null
  const headerLength = bytes.readUInt32LE(MAGIC.length)
  const header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header
  if (header.fingerprint !== fingerprint) return null
  // The typed arrays view the file: its buffer must start on an 8-byte boundary (fs.readFile's does).
  if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(bytes)
  const base = align8(MAGIC.length + 4 + headerLength)
  const text = (name: string) => {
    const value = readSection(bytes, base, header.sections[name], name)
    if (typeof value !== 'string') throw new Error(`the snapshot's ${name} is not text`)
    return value
  }
  function typed<T extends Float64Array | Int32Array | Uint32Array | Uint16Array>(
    name: string,
    type: new (...args: never[]) => T,
  ): T {
    const value = readSection(bytes, base, header.sections[name], name)
    if (!(value instanceof type)) throw new Error(`the snapshot's ${name} is not a ${type.name}`)
    return value
  }
  const strings = JSON.parse(text('strings')) as string[]
  const facts = decodeFacts(
    {
      ids: text('facts.ids'),
      widths: header.widths,
      kinds: header.kinds,
      doubles: typed('facts.doubles', Float64Array),
      ints: typed('facts.ints', Int32Array),
      setLengths: typed('facts.setLengths', Int32Array),
      setValues: typed('facts.setValues', Int32Array),
      closedCounts: typed('facts.closedCounts', Int32Array),
      closedValues: typed('facts.closedValues', Int32Array),
      profiles: text('facts.profiles'),
    },
    strings,
  )
  const children = new Map<string, { ids: string[]; stamps: Float64Array; docs: Record<string, unknown>[] }>()
  for (const { slug } of header.children) {
    const docs = JSON.parse(text(`${slug}.docs`)) as Record<string, unknown>[]
    children.set(slug, { ids: split(text(`${slug}.ids`)), stamps: typed(`${slug}.stamps`, Float64Array), docs })
  }
  return {
    freshAsOf: header.freshAsOf,
    nightCutoff: header.nightCutoff,
    strings,
    listings: { ids: split(text('listings.ids')), stamps: typed('listings.stamps', Float64Array), facts },
    children,
    nights: {
      listingIds: split(text('nights.listingIds')),
      counts: typed('nights.counts', Uint32Array),
      days: typed('nights.days', Uint16Array),
    },
  }
}

const NO_RANGES: readonly [number, number][] = Object.freeze([]) as readonly [number, number][]
/** Compiles to the engine's refusal again (see FactsColumns.profiles). */
const REFUSED = Object.freeze({}) as PricingProfileInput

/** Writes the snapshot next to its final name and renames it (a reader never sees half a file). */
export async function writeSnapshotFile(file: string, chunks: readonly Uint8Array[]): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  try {
    await fs.promises.writeFile(partial, chunks)
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
