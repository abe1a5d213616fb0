import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
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
  return sqliteAdapter({
    client: { url: fileUrl },
    idType: 'uuid',
    // Schema push keeps the embedded DB in step with the collections; production on MongoDB needs no migrations.
    push: process.env.DB_PUSH !== 'false',
    busyTimeout: 10_000,
    wal: true,
  })
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
