import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { repoRoot } from '../paths'
import type { DatabaseAdapterName } from './database'
import { BackupError } from './tools'

/**
 * The schema version a backup is labelled with (decisions 0057, 0085). Where the database has
 * committed migrations (SQLite, PostgreSQL; decision 0075) it is the latest migration applied to
 * the database (`schema_migration` in the manifest), and the number in the archive's name
 * (`schema<N>`) is that migration's place in the committed list, 1 for the first — so the
 * `schema1` archives made before migrations (databases built by schema push, which the first
 * migration adopts) keep their meaning. MongoDB has no schema to migrate: always 1.
 */
export type ArchiveSchema = { schema_version: number; schema_migration: string | null }

function migrationNames(adapter: DatabaseAdapterName): string[] {
  if (adapter === 'sqlite') return sqliteMigrations.map((migration) => migration.name)
  if (adapter === 'postgres') return postgresMigrations.map((migration) => migration.name)
  return []
}

/** The label of a database whose latest applied migration is `migration` (null: none recorded, i.e. pushed or MongoDB). */
export function archiveSchema(adapter: DatabaseAdapterName, migration: string | null): ArchiveSchema {
  const names = migrationNames(adapter)
  if (migration === null) return { schema_version: 1, schema_migration: null }
  const place = names.indexOf(migration)
  if (place < 0) {
    throw new BackupError(
      `The database's latest migration ${migration} is not one this code has (${names.at(-1) ?? 'none'} is its latest): back it up with the release that migrated it.`,
    )
  }
  return { schema_version: place + 1, schema_migration: migration }
}

/** The schema this code brings a database of `adapter` to. */
export function currentSchema(adapter: DatabaseAdapterName): ArchiveSchema {
  return archiveSchema(adapter, migrationNames(adapter).at(-1) ?? null)
}

/**
 * Refuses an archive from a newer schema than this code's: a migration it does not have, or (an
 * archive without a migration name) a higher number. An older one is restored and then migrated.
 */
export function checkRestorableSchema(adapter: DatabaseAdapterName, archived: Partial<ArchiveSchema>): void {
  const current = currentSchema(adapter)
  const migration = archived.schema_migration ?? null
  const newer = migration
    ? !migrationNames(adapter).includes(migration)
    : (archived.schema_version ?? 1) > current.schema_version
  if (newer) {
    throw new BackupError(
      `The archive has schema version ${archived.schema_version}${migration ? ` (${migration})` : ''}; this code knows version ${current.schema_version}${current.schema_migration ? ` (${current.schema_migration})` : ''}. Restore it with the newer release it came from.`,
    )
  }
}

/** A fingerprint of the generated document types: tells two archives' schemas apart at a glance. */
export function schemaFingerprint(): string {
  const types = fs.readFileSync(path.join(repoRoot, 'collections', 'src', 'payload-types.ts'))
  return createHash('sha256').update(types).digest('hex').slice(0, 16)
}
