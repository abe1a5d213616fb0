/**
 * `npm run backup [-- --dir DIR] [--keep N]`: a consistent backup of the database DATABASE_URL names
 * (embedded SQLite, PostgreSQL through pg_dump, MongoDB through mongodump) and the uploads folders
 * while the stack keeps running (collections/src/backup/archive.ts). Writes
 * `driftway-<time>-schema<N>.tar.gz` and its `.sha256` into DIR (BACKUP_DIR, else data/backups)
 * and, with N (BACKUP_KEEP), deletes all but the N newest archives there.
 */
import path from 'node:path'
import { backupCommand } from '@driftway/collections/backup/commands'
import { databaseUrlInUse } from '@driftway/collections/db'
import { mediaDir, privateFilesDir, repoRoot } from '@driftway/collections/paths'

process.exitCode = await backupCommand(
  process.argv.slice(2),
  { databaseUrl: databaseUrlInUse(), mediaDir, privateFilesDir },
  { dir: process.env.BACKUP_DIR || path.join(repoRoot, 'data', 'backups'), keep: process.env.BACKUP_KEEP },
)
