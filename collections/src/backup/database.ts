import { databaseKind } from '../db'
import { mongodbBackup } from './mongodb'
import { postgresBackup } from './postgres'
import { sqliteBackup } from './sqlite'

/** The databases a backup can hold (one per archive, the one DATABASE_URL names). */
export type DatabaseAdapterName = 'sqlite' | 'postgres' | 'mongodb'

/**
 * One database's part of a backup (decision 0084): how its consistent dump is made and checked,
 * whether a restore would replace data, and how the dump is loaded. archive.ts does the rest
 * (uploads, manifest, checksums, schema version) the same way for every database.
 */
export type DatabaseBackup = {
  adapter: DatabaseAdapterName
  /** The dump's name inside the archive. */
  file: string
  /** Writes a consistent dump of the live database (taken while the site keeps writing) to `target`. */
  dump: (target: string) => Promise<void>
  /** The database's name on its server (recorded in the manifest; MongoDB restores rename from it). */
  name?: string
  /** The latest migration applied to the database in `dump` (or, for a server, the live one); null when none is recorded. */
  appliedMigration: (dump: string) => Promise<string | null>
  /** Throws a BackupError when the dump cannot be read (checked before anything is replaced). */
  check: (file: string) => Promise<void>
  /** What a restore would replace (a file or a database name), or null when the target is empty. */
  occupied: () => Promise<string | null>
  /**
   * Loads the dump into the target; with `force`, what was there is kept first (returns where).
   * Called without `force` only when `occupied()` found nothing.
   */
  restore: (file: string, options: RestoreInto) => Promise<string[]>
  /** A folder on the same file system as the target to unpack the archive in. */
  workDir: () => string
}

type RestoreInto = {
  force: boolean
  /** The name the database had where the dump was made (manifest). */
  sourceName?: string
  keep: KeepPrevious
}

type KeepPrevious = {
  /** Moves a file or folder aside as `<path>.pre-restore-<time>`; returns the new path (null when there was nothing). */
  setAside: (target: string) => string | null
  /** Where to write a dump of a server database that a restore replaces (the archive's folder). */
  besideDir: string
  /** The `pre-restore-<time>` suffix of this restore. */
  suffix: string
}

/** The backup part for the database DATABASE_URL names. */
export function databaseBackupFor(databaseUrl: string): DatabaseBackup {
  const kind = databaseKind(databaseUrl)
  if (kind === 'postgres') return postgresBackup(databaseUrl)
  if (kind === 'mongodb') return mongodbBackup(databaseUrl)
  return sqliteBackup(databaseUrl)
}
