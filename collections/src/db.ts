import fs from 'node:fs'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'
import { SerialClient } from './db-serial-client'
import { type AccountRowLock, withSessionMerges } from './db-session-merges'
import { serialiseSqliteWriters } from './db-writer-lock'
import { migrateDatabase } from './migrations'
import { repoRoot } from './paths'

/** Which database a URL names. */
export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/**
 * The only place that knows which database adapter is in use (with migrations.ts, which holds
 * each adapter's migrations).
 * `DATABASE_URL` unset or `file:` → embedded SQLite (UUID ids); `postgres://` or `postgresql://` →
 * PostgreSQL (UUID ids); `mongodb://` → MongoDB.
 *
 * SQLite and PostgreSQL get their schema from the committed migrations, applied when the adapter
 * connects; `DB_PUSH=true` (development only: a scratch database while changing a collection)
 * pushes the collections' schema instead (decision 0075).
 */
export async function databaseAdapter(url = process.env.DATABASE_URL): Promise<DatabaseAdapterObj> {
  const kind = databaseKind(url)
  // Only the chosen adapter is loaded: importing all three cost every process start (and every
  // integration test file) about a second.
  if (kind === 'mongodb') {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    // No row lock: a MongoDB transaction refuses the second of two conflicting writes.
    return withSessionMerges(mongooseAdapter({ url: url as string, transactionOptions: {} }))
  }
  if (kind === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return withMigrations(
      withSerialJobClaims(
        withSessionMerges(
          postgresAdapter({
            // One query at a time per connection (db-serial-client.ts): Payload starts several at once in a transaction.
            pool: { connectionString: url, Client: SerialClient },
            idType: 'uuid',
            push: schemaPush(),
            migrationDir: migrationDir('postgres'),
            // Real transactions (one pooled connection from BEGIN to COMMIT): a booking and its nights
            // commit or roll back together, and the unique (listing, night) index refuses a concurrent claim.
            transactionOptions: {},
          }),
          lockPostgresAccountRow,
        ) as DatabaseAdapterObj<PostgresAdapter>,
      ),
    )
  }
  const fileUrl = databaseUrlInUse(url)
  fs.mkdirSync(path.dirname(fileUrl.slice('file:'.length)), { recursive: true })
  const busyTimeout = 10_000
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  const adapter = sqliteAdapter({
    client: { url: fileUrl },
    idType: 'uuid',
    push: schemaPush(),
    migrationDir: migrationDir('sqlite'),
    busyTimeout,
    wal: true,
    // Real transactions (BEGIN IMMEDIATE on their own connection): a booking and its nights commit or
    // roll back together. Writers of one process are queued by db-writer-lock.ts (why: see there).
    transactionOptions: {},
  })
  const init = adapter.init
  // SQLite needs no row lock for the session merges: a transaction holds the one writer lock.
  return withMigrations(
    withSessionMerges({ ...adapter, init: (args) => serialiseSqliteWriters(init(args), busyTimeout) }),
  )
}

/**
 * The account row's write lock for db-session-merges.ts on PostgreSQL: under READ COMMITTED a second
 * merge waits here until the first commits, then reads what it stored.
 */
const lockPostgresAccountRow: AccountRowLock = async ({ adapter, collection, id, transactionID }) => {
  const postgres = adapter as unknown as PostgresAdapter
  const { sql } = await import('@payloadcms/db-postgres')
  // Payload names a collection's table by its slug in snake case (our slugs are kebab case).
  const table = postgres.tableNameMap.get(collection.replaceAll('-', '_')) ?? collection.replaceAll('-', '_')
  await postgres.execute({
    db: postgres.sessions[String(transactionID)]?.db,
    sql: sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`,
  })
}

/**
 * Payload claims due jobs by finding them and then marking them `processing`, two statements: on
 * PostgreSQL two API processes polling at once can both find the same job and both run it (the
 * second then fails to update the job the first completed and deleted). Each claim therefore runs
 * in a transaction of its own behind a transaction-scoped advisory lock, so the next claimer reads
 * only after the previous claim committed. (SQLite's single writer already serialises claims.)
 */
function withSerialJobClaims(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  const init = adapter.init
  return {
    ...adapter,
    init: (args) => {
      const instance = init(args)
      const updateJobs = instance.updateJobs.bind(instance)
      instance.updateJobs = async (claim) => {
        const claiming = !claim.id && (claim.data as { processing?: unknown })?.processing === true
        if (!claiming || !instance.beginTransaction) return updateJobs(claim)
        const transactionID = await instance.beginTransaction()
        if (transactionID == null) return updateJobs(claim)
        try {
          const session = instance.sessions[String(transactionID)]
          await instance.execute({ db: session?.db, raw: 'SELECT pg_advisory_xact_lock(7301948)' })
          const claimed = await updateJobs({ ...claim, req: { ...claim.req, transactionID } })
          await instance.commitTransaction(transactionID)
          return claimed
        } catch (error) {
          await instance.rollbackTransaction(transactionID)
          throw error
        }
      }
      return instance
    },
  }
}

/** Schema push instead of migrations: only when asked for (DB_PUSH=true), never by default. */
function schemaPush(): boolean {
  return process.env.DB_PUSH === 'true'
}

/** Where `npm run migrate:create` writes an adapter's migrations (read back through their index.ts). */
export function migrationDir(kind: Exclude<DatabaseKind, 'mongodb'>): string {
  return path.join(repoRoot, 'collections', 'migrations', kind)
}

/**
 * Applies the committed migrations right after the adapter connects, before Payload serves
 * anything — the way Payload's prodMigrations do, but in every environment and race-safe across
 * processes (migrations.ts). Not when pushing, and not under Payload's own migrate CLI.
 */
function withMigrations(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapter.init
  return {
    ...adapter,
    init: (args) => {
      const instance: BaseDatabaseAdapter = init(args)
      const connect = instance.connect?.bind(instance)
      instance.connect = async (options) => {
        await connect?.(options)
        if (!(instance as { push?: boolean }).push && process.env.PAYLOAD_MIGRATING !== 'true')
          await migrateDatabase(instance.payload)
      }
      return instance
    },
  }
}

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  if (url?.startsWith('mongodb://') || url?.startsWith('mongodb+srv://')) return 'mongodb'
  if (url?.startsWith('postgres://') || url?.startsWith('postgresql://')) return 'postgres'
  return 'sqlite'
}

export function isMongo(url = process.env.DATABASE_URL): boolean {
  return databaseKind(url) === 'mongodb'
}

export function isPostgres(url = process.env.DATABASE_URL): boolean {
  return databaseKind(url) === 'postgres'
}

function defaultSqlitePath(): string {
  return path.join(repoRoot, 'data', 'driftway.db')
}

/** The database URL in use: DATABASE_URL, or the embedded database's default file. */
export function databaseUrlInUse(url = process.env.DATABASE_URL): string {
  return databaseKind(url) !== 'sqlite' || url?.startsWith('file:') ? (url as string) : `file:${defaultSqlitePath()}`
}

/**
 * After `payload.destroy()` on PostgreSQL: the adapter leaves its pool open, with one client it
 * never releases (its connect check), so awaiting `end()` would wait forever. This ends the idle
 * ones and ignores the error the last one reports when the server terminates it (its database
 * dropped, `pg_terminate_backend`), which would otherwise end the process as an unhandled 'error'.
 */
export function endLeftoverPool(db: Payload['db']): void {
  const pool = (
    db as { pool?: { on: (event: 'error', listener: () => void) => void; ending: boolean; end: () => Promise<void> } }
  ).pool
  pool?.on('error', () => {})
  // A graceful close (the API's) may have ended it already.
  if (pool && !pool.ending) pool.end().catch(() => {})
}
