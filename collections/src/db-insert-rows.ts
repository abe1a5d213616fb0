/**
 * Multi-row INSERTs for bulk writes (db-bulk.ts) on the SQL adapters, the statement drizzle's
 * insert builder makes (`db.insert(table).values(rows)`), built without its per-value work.
 *
 * Why: drizzle turns every value into a `Param` object, then walks the whole statement as a tree
 * of chunks (`buildQueryFromSourceParams`, an `is()` class check per chunk) to print it — about
 * 1 ms of CPU per listing with its photos and amenities, a quarter of a bulk write's cost. Here the
 * statement's head is printed once per table and each row adds its placeholders and values.
 *
 * What is kept exactly as drizzle does it (drizzle-orm 0.45, dialect.buildInsertQuery and
 * sql.buildQueryFromSourceParams): the same columns in the same order (those that allow insert),
 * each value mapped by its column (`mapToDriverValue`, null stays null), a missing value replaced
 * as each dialect's builder replaces it (SQLite: the column's default — a constant through its
 * column, an SQL default printed in place — else `$defaultFn`/`$onUpdateFn` called per row, else
 * `null`; PostgreSQL: `$defaultFn`/`$onUpdateFn` per row, else the keyword `default`), identifiers and placeholders from the
 * adapter's own dialect, and the statement run on the same session (the request's transaction)
 * as a prepared query. A value or default this does not print the same way (an SQL expression as
 * a value, an SQL default with parameters) sends that statement through drizzle's builder.
 * `BULK_INSERT=drizzle` sends every statement through it (the reference that
 * tests/integration/bulk-create.test.ts compares the stored rows with).
 */

type Column = {
  default?: unknown
  defaultFn?: () => unknown
  onUpdateFn?: () => unknown
  shouldDisableInsert(): boolean
  mapToDriverValue(value: unknown): unknown
}
type Query = { sql: string; params: unknown[] }
type Dialect = {
  casing: { getColumnCasing(column: Column): string }
  escapeName(name: string): string
  escapeParam(index: number): string
  sqlToQuery(sql: unknown): Query
}
type Prepared = { run?: () => Promise<unknown>; execute?: () => Promise<unknown> }
type Session = {
  prepareQuery(
    query: Query,
    fields: undefined,
    executeMethodOrName: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper: undefined,
    queryMetadata: { type: 'insert'; tables: string[] },
  ): Prepared
}
/** The drizzle database or transaction the request writes on (SQLite's libsql or PostgreSQL's node-postgres). */
type DrizzleDb = {
  dialect: Dialect
  session: Session
  insert(table: unknown): { values(rows: Record<string, unknown>[]): PromiseLike<unknown> }
}

const COLUMNS = Symbol.for('drizzle:Columns')
const NAME = Symbol.for('drizzle:Name')
const SCHEMA = Symbol.for('drizzle:Schema')
const ENTITY_KIND = Symbol.for('drizzle:entityKind')

/** drizzle's `is(value, SQL)`: an object whose class (or a parent class) is drizzle's SQL. */
function isSql(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  for (let proto = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto)) {
    const kind = (proto.constructor as Record<symbol, unknown> | undefined)?.[ENTITY_KIND]
    if (kind === 'SQL') return true
  }
  return false
}

/** How a column of a table is written: its key in a row and what a row without it gets. */
type Slot = {
  key: string
  column: Column
  /** A row without the value: a constant (mapped per row like a value), printed SQL, a function per row, or null. */
  missing: { kind: 'value'; value: unknown } | { kind: 'sql'; text: string } | { kind: 'fn'; fn: () => unknown } | null
}
type Plan = { head: string; slots: Slot[]; tableName: string } | null

/** Statements sent by each way since the process started (tests/integration/bulk-create.test.ts checks the direct one ran). */
export const insertStatementCounts = { direct: 0, drizzle: 0 }

const plans = new WeakMap<object, WeakMap<object, Plan>>()

function planOf(kind: 'sqlite' | 'postgres', db: DrizzleDb, table: Record<symbol, unknown>): Plan {
  let byTable = plans.get(db.dialect)
  if (!byTable) {
    byTable = new WeakMap()
    plans.set(db.dialect, byTable)
  }
  if (byTable.has(table)) return byTable.get(table) ?? null
  const { dialect } = db
  const columns = table[COLUMNS] as Record<string, Column>
  const slots: Slot[] = []
  let plan: Plan = null
  try {
    for (const [key, column] of Object.entries(columns)) {
      if (column.shouldDisableInsert()) continue
      let missing: Slot['missing'] = null
      if (kind === 'postgres') {
        // PostgreSQL's builder: the function default, else the update function, else the keyword DEFAULT.
        if (column.defaultFn !== undefined) missing = { kind: 'fn', fn: column.defaultFn }
        else if (!column.default && column.onUpdateFn !== undefined) missing = { kind: 'fn', fn: column.onUpdateFn }
        else missing = { kind: 'sql', text: 'default' }
      } else if (column.default !== null && column.default !== undefined) {
        // SQLite's builder (no DEFAULT keyword in VALUES): the default itself, a constant or SQL.
        if (isSql(column.default)) {
          const printed = dialect.sqlToQuery(column.default)
          // A default with parameters would renumber them per row: drizzle's builder prints it.
          if (printed.params.length > 0) throw new Error('SQL default with parameters')
          missing = { kind: 'sql', text: printed.sql }
        } else missing = { kind: 'value', value: column.default }
      } else if (column.defaultFn !== undefined) missing = { kind: 'fn', fn: column.defaultFn }
      else if (!column.default && column.onUpdateFn !== undefined) missing = { kind: 'fn', fn: column.onUpdateFn }
      slots.push({ key, column, missing })
    }
    const name = table[NAME] as string
    const schema = table[SCHEMA] as string | undefined
    const tableSql =
      schema === undefined ? dialect.escapeName(name) : `${dialect.escapeName(schema)}.${dialect.escapeName(name)}`
    const names = slots.map((slot) => dialect.escapeName(dialect.casing.getColumnCasing(slot.column)))
    plan = { head: `insert into ${tableSql} (${names.join(', ')}) values `, slots, tableName: name }
  } catch {
    plan = null
  }
  byTable.set(table, plan)
  return plan
}

/** The statement for `rows`, or null when drizzle's builder must print it (see above). */
function build(db: DrizzleDb, plan: NonNullable<Plan>, rows: Record<string, unknown>[]): Query | null {
  const { dialect } = db
  const params: unknown[] = []
  const tuples: string[] = new Array(rows.length)
  const parts: string[] = new Array(plan.slots.length)
  const param = (slot: Slot, value: unknown): string | null => {
    const mapped = value === null ? null : slot.column.mapToDriverValue(value)
    if (isSql(mapped)) return null
    params.push(mapped)
    return dialect.escapeParam(params.length - 1)
  }
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!
    for (let s = 0; s < plan.slots.length; s++) {
      const slot = plan.slots[s]!
      let value = row[slot.key]
      let part: string | null
      if (value === undefined) {
        const missing = slot.missing
        if (missing === null) part = 'null'
        else if (missing.kind === 'sql') part = missing.text
        else if (missing.kind === 'value') part = param(slot, missing.value)
        else {
          value = missing.fn()
          part = isSql(value) ? null : param(slot, value)
        }
      } else part = isSql(value) ? null : param(slot, value)
      if (part === null) return null
      parts[s] = part
    }
    tuples[r] = `(${parts.join(', ')})`
  }
  return { sql: plan.head + tuples.join(', '), params }
}

/**
 * Inserts rows into a drizzle table on `db` (the request's transaction or the adapter's
 * connection): the statement drizzle's `db.insert(table).values(rows)` would send.
 */
export async function insertRows(
  dialect: 'sqlite' | 'postgres',
  db: unknown,
  table: unknown,
  rows: Record<string, unknown>[],
): Promise<void> {
  const drizzle = db as DrizzleDb
  const plan = process.env.BULK_INSERT === 'drizzle' ? null : planOf(dialect, drizzle, table as Record<symbol, unknown>)
  const query = plan ? build(drizzle, plan, rows) : null
  if (!plan || !query) {
    insertStatementCounts.drizzle++
    await drizzle.insert(table).values(rows)
    return
  }
  insertStatementCounts.direct++
  // As the insert builder runs it: a one-time prepared query, run on SQLite, executed on PostgreSQL.
  const metadata = { type: 'insert' as const, tables: [plan.tableName] }
  if (dialect === 'sqlite')
    await drizzle.session.prepareQuery(query, undefined, 'run', true, undefined, metadata).run!()
  else await drizzle.session.prepareQuery(query, undefined, undefined, true, undefined, metadata).execute!()
}
