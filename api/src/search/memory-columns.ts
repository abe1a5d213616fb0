import type { FlattenedField, Payload, Where } from 'payload'
import type { IndexedDoc } from './memory-facts'
import type { Watched } from './memory-watch'

/**
 * The search fast path's column read (DEVELOPERS.md: "a search fast path behind an interface"):
 * the initial load of the memory index reads the selected columns of a watched collection with one
 * plain SELECT per page on the SQL adapters (SQLite through the adapter's libsql client,
 * PostgreSQL through its pg pool), instead of `payload.db.find`, whose per-row read transform
 * (Payload walks every field of the collection for every row, and builds relationship and
 * hasMany-select arrays through joined queries) is ~0.3 ms of CPU per listing with its ten nights:
 * two and a half minutes at 500 000 listings against the 10 s start goal (decision 0089).
 *
 * It produces the rows `payload.db.find` produces for the same `select` — same values, same types
 * (numbers, booleans, ISO dates, ids as strings, hasMany relationships and selects as arrays in
 * their order) — which tests/integration/search-columns.test.ts checks against the adapter API on
 * both SQL adapters, and the search cross-check (search-scale.test.ts) runs on. Table and column
 * names come from the adapter's own drizzle schema (`payload.db.tables`), not from guesses. On
 * MongoDB, or for a field or condition this reader does not know, the caller keeps the adapter API
 * (`forEachPage` in memory-watch.ts), which stays the reference.
 */

/** Reads every row matching the watch, one page at a time in id order, as `forEachPage` does. */
export type PageReader = (
  watch: Pick<Watched, 'slug' | 'select' | 'where'>,
  onPage: (docs: IndexedDoc[]) => void | Promise<void>,
) => Promise<void>

/** Rows per SELECT (keyset paging by id). */
const PAGE_SIZE = 20_000

type DrizzleColumn = { name: string }
type SqlAdapter = {
  name: string
  tables: Record<string, Record<string, unknown>>
  tableNameMap: Map<string, string>
  relationshipsSuffix?: string
  /** SQLite: the libsql client. */
  client?: {
    execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: ArrayLike<unknown>[] }>
  }
  /** PostgreSQL: the pg pool. */
  pool?: {
    query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>
  }
}

const hasMethod = (value: unknown, method: string): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function'

/**
 * Whether the adapter has the members this reader uses (the SQL adapters' drizzle schema and
 * client). Checked rather than taken from `payload.db`'s type: Payload merges the declarations of
 * every installed adapter into that one type, where `client` is the SQLite adapter's options.
 */
function isSqlAdapter(db: object): db is SqlAdapter {
  if (!('name' in db && 'tables' in db && 'tableNameMap' in db)) return false
  const client = 'client' in db ? db.client : undefined
  const pool = 'pool' in db ? db.pool : undefined
  const suffix = 'relationshipsSuffix' in db ? db.relationshipsSuffix : undefined
  return (
    typeof db.name === 'string' &&
    typeof db.tables === 'object' &&
    db.tables !== null &&
    db.tableNameMap instanceof Map &&
    (suffix === undefined || typeof suffix === 'string') &&
    (client === undefined || hasMethod(client, 'execute')) &&
    (pool === undefined || hasMethod(pool, 'query'))
  )
}

type Dialect = {
  /**
   * The column pages are keyed by: SQLite's rowid (the table's own order, a sequential read: in
   * id order each row costs a descent of the id index, ~25× slower), PostgreSQL's id (its index
   * scan reads shared buffers; the order does not matter to the index, only that every row comes once).
   */
  key: string
  quote(name: string): string
  placeholder(position: number): string
  /** A column as selected (PostgreSQL's numeric comes back as text: cast to a double, as Payload's parseFloat does). */
  select(column: string, field: FlattenedField): string
  /**
   * The rows of `SELECT <columns> <rest>` as one JSON array of arrays, ordered by the first `sortBy` columns:
   * the database builds it and one JSON.parse reads it, instead of a driver row object per row
   * (libsql's cost a row is several times the rest of the load's).
   */
  rows(columns: string[], sortBy: number, rest: string, args: unknown[]): Promise<unknown[][]>
}

const isoDate = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : value

/** How a column's stored value becomes the value Payload's read transform gives. */
function decoderOf(field: FlattenedField): ((value: unknown) => unknown) | null {
  switch (field.type) {
    case 'date':
      return isoDate
    case 'checkbox':
      // SQLite stores booleans as 0/1 (drizzle's boolean mode maps them back).
      return (value) => (typeof value === 'number' ? value !== 0 : value)
    case 'number':
      return (value) => (typeof value === 'string' ? Number.parseFloat(value) : value)
    default:
      return null
  }
}

/** A scalar column of the main table. */
type Scalar = { name: string; sql: string; decode: ((value: unknown) => unknown) | null }
/** A hasMany field read from its own table (relationships: `_rels` by path; selects: `<table>_<field>`). */
type Many = { name: string; table: string; parent: string; order: string; value: string; path: string | null }

type Plan = {
  table: string
  scalars: Scalar[]
  many: Many[]
  /** The one condition shape a watch uses (nights from a date on): column >= value. */
  condition: { column: string; value: unknown } | null
}

const snake = (name: string) =>
  name
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()

/** A hasMany list's table and columns, from the adapter's schema (null when it is not there). */
function listOf(
  adapter: SqlAdapter,
  name: string,
  table: string | undefined,
  key: string,
  path: string | null,
): Many | null {
  const columns = table ? adapter.tables[table] : undefined
  const column = (key: string) => (columns?.[key] as DrizzleColumn | undefined)?.name
  const [parent, order, value] = [column('parent'), column('order'), column(key)]
  if (!table || !parent || !order || !value || (path !== null && !column('path'))) return null
  return { name, table, parent, order, value, path }
}

/** The watch's condition as `column >= value`, or undefined when it has another shape (not read here). */
function conditionOf(where: Where | undefined, columns: Record<string, unknown>): Plan['condition'] | undefined {
  if (!where || Object.keys(where).length === 0) return null
  const entries = Object.entries(where)
  if (entries.length !== 1) return undefined
  const [field, operators] = entries[0]!
  const column = columns[field] as DrizzleColumn | undefined
  if (!column || typeof operators !== 'object' || operators === null) return undefined
  const ops = Object.entries(operators as Record<string, unknown>)
  if (ops.length !== 1 || ops[0]![0] !== 'greater_than_equal' || typeof ops[0]![1] !== 'string') return undefined
  return { column: column.name, value: ops[0]![1] }
}

/** How to read a watch's fields from the adapter's tables, or null when some field is not a plain column or hasMany list. */
function planOf(
  payload: Payload,
  adapter: SqlAdapter,
  dialect: Dialect,
  watch: Pick<Watched, 'slug' | 'select' | 'where'>,
): Plan | null {
  const collection = payload.collections[watch.slug]?.config
  const table = adapter.tableNameMap.get(snake(watch.slug))
  const columns = table ? adapter.tables[table] : undefined
  if (!collection || !table || !columns) return null
  const scalars: Scalar[] = []
  const many: Many[] = []
  for (const [name, selected] of Object.entries(watch.select)) {
    if (selected !== true) return null
    if (name === 'id') continue
    const field = collection.flattenedFields.find((candidate) => candidate.name === name)
    if (!field || ('localized' in field && field.localized)) return null
    const hasMany = 'hasMany' in field && field.hasMany === true
    if ((field.type === 'relationship' || field.type === 'upload') && hasMany) {
      if (typeof field.relationTo !== 'string') return null
      const rels = `${table}${adapter.relationshipsSuffix ?? '_rels'}`
      const list = listOf(adapter, name, rels, `${field.relationTo}ID`, name)
      if (!list) return null
      many.push(list)
      continue
    }
    if (field.type === 'select' && hasMany) {
      const list = listOf(adapter, name, adapter.tableNameMap.get(`${table}_${snake(name)}`), 'value', null)
      if (!list) return null
      many.push(list)
      continue
    }
    if (hasMany || !['checkbox', 'date', 'number', 'relationship', 'select', 'text', 'upload'].includes(field.type))
      return null
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return null
      // Numeric ids would need Number(): this project's ids are UUIDs.
      if (payload.collections[field.relationTo]?.customIDType === 'number') return null
    }
    const column = columns[name] as DrizzleColumn | undefined
    if (!column?.name) return null
    scalars.push({ name, sql: dialect.select(column.name, field), decode: decoderOf(field) })
  }
  const condition = conditionOf(watch.where?.(), columns)
  if (condition === undefined) return null
  return { table, scalars, many, condition }
}

function dialectOf(adapter: SqlAdapter): Dialect | null {
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  /** The page as a subquery with columns c0, c1, …, so the aggregate names them plainly. */
  const page = (columns: string[], rest: string) =>
    `(SELECT ${columns.map((column, i) => `${column} AS c${i}`).join(', ')} ${rest}) AS page`
  const names = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`).join(', ')
  if (adapter.name === 'sqlite' && adapter.client) {
    const client = adapter.client
    return {
      key: 'rowid',
      quote,
      placeholder: () => '?',
      select: (column) => quote(column),
      rows: async (columns, sortBy, rest, args) => {
        const sql = `SELECT json_group_array(json_array(${names(columns.length)}) ORDER BY ${names(sortBy)}) FROM ${page(columns, rest)}`
        const { rows } = await client.execute({ sql, args })
        return JSON.parse(String(rows[0]?.[0] ?? '[]')) as unknown[][]
      },
    }
  }
  if (adapter.name === 'postgres' && adapter.pool) {
    const pool = adapter.pool
    return {
      key: quote('id'),
      quote,
      placeholder: (position) => `$${position}`,
      select: (column, field) => (field.type === 'number' ? `${quote(column)}::float8` : quote(column)),
      rows: async (columns, sortBy, rest, values) => {
        const text = `SELECT json_agg(json_build_array(${names(columns.length)}) ORDER BY ${names(sortBy)}) FROM ${page(columns, rest)}`
        // pg parses json columns itself; no rows gives NULL.
        const { rows } = await pool.query({ text, values, rowMode: 'array' })
        return (rows[0]?.[0] ?? []) as unknown[][]
      },
    }
  }
  return null
}

/**
 * The column reader of this database, or null (MongoDB, or another adapter): the caller reads
 * through the adapter API then. A watch whose fields this reader cannot map falls back the same
 * way, per watch (`reader(watch)` is null).
 */
export function columnReader(
  payload: Payload,
): ((watch: Pick<Watched, 'slug' | 'select' | 'where'>) => PageReader | null) | null {
  const adapter: object = payload.db
  if (!isSqlAdapter(adapter)) return null
  const dialect = dialectOf(adapter)
  if (!dialect) return null
  return (watch) => {
    const plan = planOf(payload, adapter, dialect, watch)
    return plan ? (_, onPage) => readPages(dialect, plan, onPage) : null
  }
}

/**
 * A table's rows in pages of the dialect's key order, each row as [key, ...columns]. The next page
 * is asked for before the current one is handed on (its last key is known once it arrived), so
 * on PostgreSQL the server reads it while this process builds the index from the current one.
 */
async function scan(
  dialect: Dialect,
  table: string,
  columns: string[],
  conditions: { sql: string; value: unknown }[],
  onPage: (rows: unknown[][]) => void | Promise<void>,
): Promise<void> {
  const read = (after: unknown) => {
    const where: string[] = []
    const args: unknown[] = []
    for (const { sql, value } of conditions) {
      args.push(value)
      where.push(`${sql} ${dialect.placeholder(args.length)}`)
    }
    if (after !== null) {
      args.push(after)
      where.push(`${dialect.key} > ${dialect.placeholder(args.length)}`)
    }
    args.push(PAGE_SIZE)
    const rows = dialect.rows(
      [dialect.key, ...columns],
      1,
      `FROM ${dialect.quote(table)}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${dialect.key} LIMIT ${dialect.placeholder(args.length)}`,
      args,
    )
    // Awaited on the next turn; until then a failure must not count as unhandled.
    rows.catch(() => {})
    return rows
  }
  let page = read(null)
  for (;;) {
    const rows = await page
    const more = rows.length === PAGE_SIZE
    if (more) page = read(rows[rows.length - 1]![0])
    await onPage(rows)
    if (!more) return
  }
}

/**
 * The watch's rows: first each hasMany list (its whole table, grouped by parent, values interned:
 * a few hundred distinct catalogue ids), then the main table, a page of documents at a time.
 * Pages are in the dialect's key order, not in id order (nothing the index builds depends on it).
 */
async function readPages(
  dialect: Dialect,
  plan: Plan,
  onPage: (docs: IndexedDoc[]) => void | Promise<void>,
): Promise<void> {
  const { quote } = dialect
  const lists: Map<string, (number | string)[]>[] = []
  for (const list of plan.many) {
    const byParent = new Map<string, (number | string)[]>()
    const pool = new Map<string, string>()
    const conditions = list.path === null ? [] : [{ sql: `${quote('path')} =`, value: list.path }]
    await scan(dialect, list.table, [quote(list.parent), quote(list.order), quote(list.value)], conditions, (rows) => {
      for (const [, parent, order, value] of rows) {
        if (value === null || value === undefined) continue
        const text = String(value)
        let held = pool.get(text)
        if (held === undefined) {
          held = text
          pool.set(text, text)
        }
        const key = String(parent)
        const entries = byParent.get(key)
        // Flat [order, value, order, value, …]: two numbers' worth a value rather than a pair array.
        if (entries) entries.push(Number(order), held)
        else byParent.set(key, [Number(order), held])
      }
    })
    lists.push(byParent)
  }
  const conditions = plan.condition ? [{ sql: `${quote(plan.condition.column)} >=`, value: plan.condition.value }] : []
  await scan(dialect, plan.table, [quote('id'), ...plan.scalars.map((scalar) => scalar.sql)], conditions, (rows) => {
    const docs: IndexedDoc[] = new Array(rows.length)
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!
      const id = String(row[1])
      const doc: Record<string, unknown> = { id }
      for (let c = 0; c < plan.scalars.length; c++) {
        const scalar = plan.scalars[c]!
        const value = row[c + 2] ?? null
        doc[scalar.name] = value === null || !scalar.decode ? value : scalar.decode(value)
      }
      for (let l = 0; l < plan.many.length; l++) {
        const entries = lists[l]!.get(id)
        lists[l]!.delete(id)
        doc[plan.many[l]!.name] = entries ? inOrder(entries) : []
      }
      docs[r] = doc as IndexedDoc
    }
    return onPage(docs)
  })
}

/** The values of a flat [order, value, …] list, sorted by their order column. */
function inOrder(entries: (number | string)[]): string[] {
  const pairs: [number, string][] = []
  for (let i = 0; i < entries.length; i += 2) pairs.push([entries[i] as number, entries[i + 1] as string])
  pairs.sort((a, b) => a[0] - b[0])
  return pairs.map(([, value]) => value)
}
