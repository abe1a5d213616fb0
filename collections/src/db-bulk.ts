import { randomUUID } from 'node:crypto'
import type { CollectionSlug, FlattenedField, JsonObject, Payload, PayloadRequest } from 'payload'
import { insertRows } from './db-insert-rows'

/**
 * Bulk inserts of validated documents (bulk-create.ts), beside db.ts as the other place that knows
 * which adapter is in use. On the SQL adapters (SQLite, PostgreSQL) a batch is written with one
 * multi-row INSERT per table — main rows, array rows, relationship rows, hasMany selects, text
 * and number lists — built by Payload's own row transform, the one `payload.db.create` uses
 * (`@payloadcms/drizzle`'s transformForWrite and insertArrays: the same columns, ids and order
 * columns as a create). Everywhere else (MongoDB), and for any document with blocks or localized
 * fields, each document goes through `payload.db.create`, the adapter API the Local API writes with.
 *
 * Why the SQL path: `payload.db.create` costs several statements per document (about 3 ms for a
 * listing with photos and amenities on this machine), so seeding 500 000 listings one by one takes
 * hours; a batch of 500 costs about as many statements as one document.
 */

type ArrayRow = { row: Record<string, unknown>; locales: Record<string, unknown>; arrays: Record<string, unknown[]> }
type RowSet = {
  row: Record<string, unknown>
  arrays: Record<string, ArrayRow[]>
  blocks: Record<string, unknown[]>
  locales: Record<string, unknown>
  relationships: Record<string, unknown>[]
  selects: Record<string, Record<string, unknown>[]>
  texts: Record<string, unknown>[]
  numbers: Record<string, unknown>[]
}
type DrizzleAdapterLike = {
  name: string
  idType?: string
  tableNameMap: Map<string, string>
  relationshipsSuffix: string
  tables: Record<string, unknown>
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
}
type TransformForWrite = (args: {
  adapter: unknown
  data: JsonObject
  enableAtomicWrites: boolean
  fields: unknown
  tableName: string
}) => RowSet

let transform: Promise<TransformForWrite> | null = null
/**
 * Payload's row transform is not in @payloadcms/drizzle's export map; it is loaded from the
 * installed package (version pinned with the adapters) by file. tests/integration/bulk-create
 * compares what it writes with `payload.create`, so an upgrade that changes it fails there.
 */
function transformForWrite(): Promise<TransformForWrite> {
  transform ??= import(new URL('./transform/write/index.js', import.meta.resolve('@payloadcms/drizzle')).href).then(
    (module: { transformForWrite: TransformForWrite }) => module.transformForWrite,
  )
  return transform
}

/** Field kinds the row transform writes to a column of the main row and nowhere else. */
const columnKinds = new Set([
  'checkbox',
  'code',
  'email',
  'json',
  'number',
  'point',
  'radio',
  'select',
  'text',
  'textarea',
])
const columnOnly = new WeakMap<readonly FlattenedField[], boolean[]>()

/**
 * The fields the row transform needs for `data`: all but the single-column ones without a value,
 * which it would skip after computing their column name (`toSnakeCase` per field and document,
 * ~8 % of a listing's bulk write). Dates stay (an undefined `updatedAt` is given the time), as do
 * fields with rows or tables of their own (arrays, groups, relationships, hasMany lists) and
 * localized ones.
 */
function fieldsToWrite(fields: readonly FlattenedField[], data: JsonObject): FlattenedField[] {
  let single = columnOnly.get(fields)
  if (!single) {
    single = fields.map(
      (field) => columnKinds.has(field.type) && !('hasMany' in field && field.hasMany) && !field.localized,
    )
    columnOnly.set(fields, single)
  }
  return fields.filter((field, at) => !single[at] || data[field.name] !== undefined)
}

const isSqlAdapter = (db: unknown): db is DrizzleAdapterLike =>
  typeof db === 'object' && db !== null && 'drizzle' in db && 'tableNameMap' in db && 'tables' in db

/** The connection of the request's transaction (as the adapter's own writes find it), else the pool. */
async function connectionOf(adapter: DrizzleAdapterLike, req: PayloadRequest): Promise<unknown> {
  // Payload keeps the id as a promise while the transaction starts.
  const id = await (req as { transactionID?: unknown }).transactionID
  const session = typeof id === 'string' || typeof id === 'number' ? adapter.sessions?.[String(id)] : undefined
  return session?.db ?? adapter.drizzle
}

/** Writes documents that went through the create pipeline (bulk-create.ts); returns their ids in order. */
export async function insertValidated(
  payload: Payload,
  collection: CollectionSlug,
  docs: JsonObject[],
  req: PayloadRequest,
): Promise<string[]> {
  const adapter = payload.db as unknown
  if (!isSqlAdapter(adapter) || process.env.BULK_INSERT === 'adapter') return createEach(payload, collection, docs, req)
  const toRows = await transformForWrite()
  const config = payload.collections[collection].config
  const tableName = adapter.tableNameMap.get(collection.replaceAll('-', '_'))
  if (!tableName) return createEach(payload, collection, docs, req)
  const db = await connectionOf(adapter, req)
  const ids: string[] = new Array(docs.length)
  const rows: Record<string, unknown>[] = []
  const arrays = new Map<string, Record<string, unknown>[]>()
  const relationships: Record<string, unknown>[] = []
  const selects = new Map<string, Record<string, unknown>[]>()
  const texts: Record<string, unknown>[] = []
  const numbers: Record<string, unknown>[] = []
  const oneByOne: number[] = []
  for (const [at, data] of docs.entries()) {
    const set = toRows({
      adapter,
      data,
      enableAtomicWrites: false,
      fields: fieldsToWrite(config.flattenedFields, data),
      tableName,
    })
    const nested = Object.values(set.arrays).some((list) =>
      list.some((item) => Object.keys(item.locales).length > 0 || Object.keys(item.arrays).length > 0),
    )
    if (nested || Object.keys(set.blocks).length > 0 || Object.keys(set.locales).length > 0) {
      oneByOne.push(at)
      continue
    }
    // Ids are chosen here so child rows can name their parent before the insert returns.
    const id = adapter.idType === 'uuid' ? randomUUID() : undefined
    if (id === undefined) {
      oneByOne.push(at)
      continue
    }
    set.row.id = id
    ids[at] = id
    rows.push(set.row)
    for (const [table, items] of Object.entries(set.arrays)) {
      const list = arrays.get(table) ?? []
      // Array rows carry their own ids (the id field's beforeChange hook gave them one).
      for (const item of items) list.push({ ...item.row, _parentID: id })
      arrays.set(table, list)
    }
    for (const relation of set.relationships) relationships.push({ ...relation, parent: id })
    for (const [table, selectRows] of Object.entries(set.selects)) {
      const list = selects.get(table) ?? []
      for (const row of selectRows) list.push({ ...row, parent: row.parent ?? id })
      selects.set(table, list)
    }
    for (const row of set.texts) texts.push({ ...row, parent: id })
    for (const row of set.numbers) numbers.push({ ...row, parent: id })
  }
  if (rows.length > 0) {
    const dialect = adapter.name === 'sqlite' ? 'sqlite' : 'postgres'
    // Multi-row INSERTs without RETURNING (the adapter's own insert returns every column of every
    // row), in statements under SQLite's 32 766 bound parameters (PostgreSQL allows 65 535).
    const insert = async (table: string, values: Record<string, unknown>[]) => {
      const perRow = Math.max(1, ...values.map((row) => Object.keys(row).length))
      const size = Math.max(1, Math.floor(30_000 / perRow))
      for (let i = 0; i < values.length; i += size)
        await insertRows(dialect, db, adapter.tables[table], values.slice(i, i + size))
    }
    await insert(tableName, rows)
    for (const [table, values] of arrays) await insert(table, values)
    if (relationships.length > 0) await insert(`${tableName}${adapter.relationshipsSuffix}`, relationships)
    for (const [table, values] of selects) await insert(table, values)
    if (texts.length > 0) await insert(`${tableName}_texts`, texts)
    if (numbers.length > 0) await insert(`${tableName}_numbers`, numbers)
  }
  const created = await createEach(
    payload,
    collection,
    oneByOne.map((at) => docs[at]!),
    req,
  )
  oneByOne.forEach((at, i) => {
    ids[at] = created[i]!
  })
  return ids
}

async function createEach(
  payload: Payload,
  collection: CollectionSlug,
  docs: JsonObject[],
  req: PayloadRequest,
): Promise<string[]> {
  const ids: string[] = []
  for (const data of docs) {
    const doc = await payload.db.create({ collection, data, req })
    ids.push(String(doc.id))
  }
  return ids
}
