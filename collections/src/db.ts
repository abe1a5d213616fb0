import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { serialiseSqliteWriters } from './db-writer-lock'
import { repoRoot } from './paths'

/**
 * The only place that knows which database adapter is in use.
 * `DATABASE_URL` unset or `file:` → embedded SQLite (UUID ids); `mongodb://` → MongoDB.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (url?.startsWith('mongodb://') || url?.startsWith('mongodb+srv://')) {
    return mongooseAdapter({ url, transactionOptions: {} })
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

export function isMongo(url = process.env.DATABASE_URL): boolean {
  return Boolean(url?.startsWith('mongodb'))
}

function defaultSqlitePath(): string {
  return path.join(repoRoot, 'data', 'driftway.db')
}

/** The database URL in use: DATABASE_URL, or the embedded database's default file. */
export function databaseUrlInUse(url = process.env.DATABASE_URL): string {
  return url?.startsWith('mongodb') || url?.startsWith('file:') ? url : `file:${defaultSqlitePath()}`
}
