/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATABASE_URL,
 * MEDIA_DIR and PRIVATE_FILES_DIR after checking its checksums, schema version (a newer one is
 * refused) and database integrity. Stop the stack first. Existing data is only replaced with
 * --force, and then kept beside it as `*.pre-restore-<time>` (a server database as a dump of its
 * own in the archive's folder).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, restoreBackup } from '@driftway/collections/backup/archive'
import { databaseUrlInUse } from '@driftway/collections/db'
import { mediaDir, privateFilesDir } from '@driftway/collections/paths'

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
    `[restore] restored ${path.basename(archive)} (made ${manifest.created_at}, schema ${manifest.schema_version}, ${manifest.files.length} files) into ${databaseUrl}`,
  )
  for (const kept of result.setAside) console.log(`[restore] kept the previous data as ${kept}`)
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : (error as Error).stack}`)
  process.exit(1)
}
