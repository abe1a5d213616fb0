import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { asSystem } from './local-api'

/**
 * The committed schema migrations (`collections/migrations/<adapter>/`, written by
 * `npm run migrate:create -- <name>`) and the one runner every start path uses: the adapter runs
 * it when it connects (db.ts), so the API, the CMS, the seed, the tests and the backup tools all
 * open a database at the latest schema. Schema push replaces it only with `DB_PUSH=true`
 * (decision 0075). MongoDB has no schema to migrate.
 *
 * Like db.ts this file knows the adapters: the migration lists are per adapter, and it takes a
 * lock and looks for the migrations table with a line of SQL each.
 */

/** A generated migration as its folder's index.ts lists it (methods: each adapter's own argument types fit). */
interface Migration {
  name: string
  up(args: { db: unknown; payload: Payload; req: PayloadRequest }): Promise<void>
  down(args: { db: unknown; payload: Payload; req: PayloadRequest }): Promise<void>
}

/** The row schema push leaves in `payload_migrations` (Payload's pushDevSchema): name 'dev', batch -1. */
const PUSHED_BATCH = -1

/**
 * The migration whose schema equals what releases before migrations (up to 9eb0271) built by schema
 * push: a database pushed by one of them is adopted by recording this one as applied, then the
 * later ones run (see adoptPushedDatabase).
 */
const PUSHED_RELEASE_BASELINE = 0

/**
 * The committed migrations of an adapter, oldest first; empty on MongoDB. Loaded on first use: each
 * list imports its adapter's package, which a process on another database never needs.
 */
async function committedMigrations(kind: string): Promise<readonly Migration[]> {
  if (kind === 'sqlite') return (await import('../migrations/sqlite')).migrations
  if (kind === 'postgres') return (await import('../migrations/postgres')).migrations
  return []
}

/** The committed migrations of the adapter in use, oldest first; empty on MongoDB. */
export function knownMigrations(payload: Payload): Promise<readonly Migration[]> {
  return committedMigrations(payload.db.name)
}

/** The names of an adapter's committed migrations, oldest first (for code without a Payload at hand). */
export async function migrationNames(kind: 'sqlite' | 'postgres'): Promise<string[]> {
  return (await committedMigrations(kind)).map((migration) => migration.name)
}

/**
 * The database's schema version: the name of the latest migration applied to it (names sort by
 * their timestamp prefix), or null when none was (a new database, a pushed one, MongoDB).
 */
export async function schemaVersion(payload: Payload): Promise<string | null> {
  if (!isMigrated(payload)) return null
  const { names } = await recordedMigrations(payload, payload.db.drizzle)
  return names.sort().at(-1) ?? null
}

/** The schema version a fully migrated database of this adapter has; null on MongoDB. */
export async function latestSchemaVersion(payload: Payload): Promise<string | null> {
  return (await knownMigrations(payload)).at(-1)?.name ?? null
}

/**
 * Brings the database to the latest schema: runs each committed migration it lacks, in order,
 * each in a transaction of its own together with its row in `payload_migrations`. Safe when
 * several processes start at once: each migration takes the schema lock (PostgreSQL: an advisory
 * lock; SQLite: the write lock BEGIN IMMEDIATE holds) and checks again whether it ran. Answers the
 * names it applied and the schema version after it. `migrations` replaces the committed list
 * (tests of the runner).
 */
export async function migrateDatabase(
  payload: Payload,
  options: { migrations?: readonly Migration[] } = {},
): Promise<{ applied: string[]; version: string | null }> {
  if (!isMigrated(payload)) return { applied: [], version: null }
  const migrations = options.migrations ?? (await knownMigrations(payload))
  const applied: string[] = []
  let batch: number | undefined
  for (const migration of migrations) {
    const ran = await inTransaction(payload, async (req, db) => {
      await lockSchema(payload, db)
      let recorded = await recordedMigrations(payload, db)
      if (recorded.pushed) {
        await adoptPushedDatabase(payload, req, recorded, migrations)
        recorded = await recordedMigrations(payload, db)
      }
      if (recorded.names.includes(migration.name)) return false
      batch ??= recorded.latestBatch + 1
      payload.logger.info(`Migrating the database schema: ${migration.name}`)
      await migration.up({ db, payload, req })
      await payload.create({
        collection: 'payload-migrations',
        data: { name: migration.name, batch },
        req,
        ...asSystem(),
      })
      return true
    })
    if (ran) applied.push(migration.name)
  }
  return { applied, version: await schemaVersion(payload) }
}

/** SQLite and PostgreSQL keep their schema in migrations; MongoDB has none. */
function isMigrated(payload: Payload): boolean {
  return payload.db.name === 'sqlite' || payload.db.name === 'postgres'
}

/** The connection a raw statement runs on (each adapter declares its own drizzle type). */
type Drizzle = NonNullable<Parameters<Payload['db']['execute']>[0]['drizzle']>
type Recorded = { names: string[]; latestBatch: number; pushed: boolean }

async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest, db: Drizzle) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const session = payload.db.sessions[await (req.transactionID as Promise<string> | string)] as
      | { db?: Drizzle }
      | undefined
    const db = session?.db
    if (!db) throw new Error('Schema migrations need a database transaction (transactionOptions are off?)')
    const result = await work(req, db)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * One migrating process at a time. PostgreSQL: a transaction-scoped advisory lock (released at
 * COMMIT/ROLLBACK). SQLite: the transaction already holds the database's write lock (BEGIN IMMEDIATE).
 */
async function lockSchema(payload: Payload, db: Drizzle): Promise<void> {
  // 'driftway-schema' as a number: any constant the application uses for nothing else.
  if (payload.db.name === 'postgres')
    await payload.db.execute({ drizzle: db, raw: 'SELECT pg_advisory_xact_lock(7301947)' })
}

/** The migrations table's rows (none before the first migration creates it). */
async function recordedMigrations(payload: Payload, db: Drizzle): Promise<Recorded> {
  const exists =
    payload.db.name === 'postgres'
      ? `SELECT to_regclass('"payload_migrations"') IS NOT NULL AS "exists"`
      : `SELECT COUNT(*) > 0 AS "exists" FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`
  const { rows } = (await payload.db.execute({ drizzle: db, raw: exists })) as { rows: { exists: unknown }[] }
  if (!rows[0]?.exists) return { names: [], latestBatch: 0, pushed: false }
  const result = (await payload.db.execute({ drizzle: db, raw: 'SELECT name, batch FROM payload_migrations' })) as {
    rows: { name: string; batch: number | string | null }[]
  }
  const batches = result.rows.map((row) => Number(row.batch ?? 0))
  return {
    names: result.rows.filter((_, index) => batches[index] !== PUSHED_BATCH).map((row) => row.name),
    latestBatch: Math.max(0, ...batches),
    pushed: batches.includes(PUSHED_BATCH),
  }
}

/**
 * A database schema push made (the embedded database of a release before migrations, e.g.
 * data/driftway.db of someone who ran `npm start` then): its tables are those of the baseline
 * migration, so the baseline is recorded as applied instead of run — no table is touched, no row
 * lost — and the later migrations run as on any database. A database pushed *after* migrations
 * (DB_PUSH=true on a migrated one) has a schema no migration describes: refused with what to do.
 */
async function adoptPushedDatabase(
  payload: Payload,
  req: PayloadRequest,
  recorded: Recorded,
  migrations: readonly Migration[],
): Promise<void> {
  if (recorded.names.length > 0) {
    throw new Error(
      'This database was changed by schema push (DB_PUSH=true) after migrations ran, so no migration describes its schema. Use a fresh database for push experiments (another DATABASE_URL), or delete this one and start again.',
    )
  }
  const baseline = migrations[PUSHED_RELEASE_BASELINE]
  if (!baseline) return
  payload.logger.info(`Adopting a database built by schema push: recording ${baseline.name} as applied`)
  await payload.delete({
    collection: 'payload-migrations',
    where: { batch: { equals: PUSHED_BATCH } },
    req,
    ...asSystem(),
  })
  await payload.create({
    collection: 'payload-migrations',
    data: { name: baseline.name, batch: 1 },
    req,
    ...asSystem(),
  })
}
