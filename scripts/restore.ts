/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATABASE_URL,
 * MEDIA_DIR and PRIVATE_FILES_DIR after checking its checksums, schema version (a newer one is
 * refused, an older one is migrated after) and database integrity. Stop the stack first. Existing
 * data is only replaced with --force, and then kept beside it as `*.pre-restore-<time>` (a server
 * database as a dump of its own in the archive's folder).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, restoreBackup } from '@driftway/collections/backup/archive'
import { databaseUrlInUse } from '@driftway/collections/db'
import { mediaDir, privateFilesDir } from '@driftway/collections/paths'

/** A server URL as it may appear in a log: the password left out. */
const withoutPassword = (url: string) => url.replace(/^(\w+(?:\+\w+)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@')

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]')
  process.exit(2)
}

try {
  const archive = path.resolve(positionals[0]!)
  const databaseUrl = databaseUrlInUse()
  const result = await restoreBackup(archive, { databaseUrl, mediaDir, privateFilesDir }, { force: values.force })
  const { manifest } = result
  console.log(
    `[restore] restored ${path.basename(archive)} (made ${manifest.created_at}, schema ${manifest.schema_version}, ${manifest.files.length} files) into ${withoutPassword(databaseUrl)}`,
  )
  if (result.migratedTo && result.migratedTo !== manifest.schema_migration)
    console.log(
      `[restore] migrated the database from ${manifest.schema_migration ?? 'schema push'} to ${result.migratedTo}`,
    )
  for (const kept of result.setAside) console.log(`[restore] kept the previous data as ${kept}`)
  // Done: Payload's PostgreSQL pool can keep a connection open after destroy() (the migration
  // check opened it), which would keep this command from ever returning.
  process.exit(0)
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : (error as Error).stack}`)
  process.exit(1)
}
