/**
 * `npm run backup [-- --dir DIR] [--keep N]`: a consistent backup of the database DATABASE_URL names
 * (embedded SQLite, PostgreSQL through pg_dump, MongoDB through mongodump) and the uploads folders
 * while the stack keeps running (collections/src/backup/archive.ts). Writes
 * `driftway-<time>-schema<N>.tar.gz` and its `.sha256` into DIR (BACKUP_DIR, else data/backups)
 * and, with N (BACKUP_KEEP), deletes all but the N newest archives there.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, createBackup, pruneBackups } from '@driftway/collections/backup/archive'
import { databaseUrlInUse } from '@driftway/collections/db'
import { mediaDir, privateFilesDir, repoRoot } from '@driftway/collections/paths'

const { values } = parseArgs({
  options: { dir: { type: 'string' }, keep: { type: 'string' } },
  allowPositionals: false,
})
const dir = path.resolve(values.dir ?? process.env.BACKUP_DIR ?? path.join(repoRoot, 'data', 'backups'))
const keepText = values.keep ?? process.env.BACKUP_KEEP ?? ''
const keep = keepText ? Number(keepText) : 0
if (!Number.isInteger(keep) || keep < 0) {
  console.error(`[backup] BACKUP_KEEP/--keep must be a whole number (0 keeps all), got "${keepText}".`)
  process.exit(2)
}

try {
  const started = Date.now()
  const archive = await createBackup({ databaseUrl: databaseUrlInUse(), mediaDir, privateFilesDir }, dir)
  console.log(`[backup] wrote ${archive} in ${Date.now() - started} ms`)
  for (const name of keep > 0 ? pruneBackups(dir, keep) : []) console.log(`[backup] removed ${name} (keeping ${keep})`)
} catch (error) {
  console.error(`[backup] ${error instanceof BackupError ? error.message : (error as Error).stack}`)
  process.exit(1)
}
