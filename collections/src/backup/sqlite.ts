import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { DatabaseBackup } from './database'
import { BackupError } from './tools'

/**
 * The embedded SQLite database in a backup (decision 0057): the snapshot is `VACUUM INTO`, one read
 * transaction, so writes made while it runs are either wholly in it or not at all and the site
 * keeps working (WAL mode). A restore checks `PRAGMA integrity_check` and moves the file in place,
 * the previous file (with its -wal/-shm) kept beside it.
 */
/** Schema push records itself as batch -1 (not a migration); see migrations.ts. */
export const latestMigrationSql =
  'SELECT name FROM payload_migrations WHERE batch IS NULL OR batch <> -1 ORDER BY name DESC LIMIT 1'

export function sqliteBackup(databaseUrl: string): DatabaseBackup {
  if (!databaseUrl.startsWith('file:')) throw new BackupError(`DATABASE_URL must be a file: URL, got "${databaseUrl}".`)
  const databaseFile = path.resolve(databaseUrl.slice('file:'.length))
  return {
    adapter: 'sqlite',
    file: 'database.sqlite',
    async dump(target) {
      if (!fs.existsSync(databaseFile)) throw new BackupError(`No database at ${databaseFile}.`)
      const source = new DatabaseSync(databaseFile, { readOnly: true })
      try {
        // Waits for a writer's lock instead of failing while the site is busy.
        source.exec('PRAGMA busy_timeout = 10000')
        source.prepare('VACUUM INTO ?').run(target)
      } finally {
        source.close()
      }
    },
    async appliedMigration(dump) {
      const db = new DatabaseSync(dump, { readOnly: true })
      try {
        const table = db
          .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'")
          .get()
        if (!table) return null
        return (db.prepare(latestMigrationSql).get() as { name?: string } | undefined)?.name ?? null
      } finally {
        db.close()
      }
    },
    async check(file) {
      const check = new DatabaseSync(file, { readOnly: true })
      try {
        const result = check.prepare('PRAGMA integrity_check').get() as Record<string, unknown> | undefined
        if (Object.values(result ?? {})[0] !== 'ok')
          throw new BackupError('The database in the archive fails its integrity check.')
      } finally {
        check.close()
      }
    },
    async occupied() {
      return fs.existsSync(databaseFile) ? databaseFile : null
    },
    async restore(file, { keep }) {
      fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
      const kept = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]
        .map((target) => keep.setAside(target))
        .filter((value): value is string => Boolean(value))
      try {
        fs.renameSync(file, databaseFile)
      } catch {
        fs.copyFileSync(file, databaseFile)
      }
      return kept
    },
    workDir: () => path.dirname(databaseFile),
  }
}
