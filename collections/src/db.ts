import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { serialiseSqliteWriters } from './db-writer-lock'
import { repoRoot } from './paths'

/** Which database a URL names. */
export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/**
 * The only place that knows which database adapter is in use.
 * `DATABASE_URL` unset or `file:` → embedded SQLite (UUID ids); `postgres://` or `postgresql://` →
 * PostgreSQL (UUID ids); `mongodb://` → MongoDB.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  const kind = databaseKind(url)
  if (kind === 'mongodb') return mongooseAdapter({ url: url as string, transactionOptions: {} })
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url },
      idType: 'uuid',
      push: process.env.DB_PUSH !== 'false',
      // Real transactions (one pooled connection from BEGIN to COMMIT): a booking and its nights
      // commit or roll back together, and the unique (listing, night) index refuses a concurrent claim.
      transactionOptions: {},
    })
  }
  const fileUrl = databaseUrlInUse(url)
  fs.mkdirSync(path.dirname(fileUrl.slice('file:'.length)), { recursive: true })
  const busyTimeout = 10_000
  const adapter = sqliteAdapter({
    client: { url: fileUrl },
    idType: 'uuid',
    // Schema push keeps the embedded DB in step with the collections; production on MongoDB needs no migrations.
    push: process.env.DB_PUSH !== 'false',
    busyTimeout,
    wal: true,
    // Real transactions (BEGIN IMMEDIATE on their own connection): a booking and its nights commit or
    // roll back together. Writers of one process are queued by db-writer-lock.ts (why: see there).
    transactionOptions: {},
  })
  const init = adapter.init
  return { ...adapter, init: (args) => serialiseSqliteWriters(init(args), busyTimeout) }
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
