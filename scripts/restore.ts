/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATABASE_URL,
 * MEDIA_DIR and PRIVATE_FILES_DIR after checking its checksums, schema version (a newer one is
 * refused, an older one is migrated after) and database integrity. Stop the stack first. Existing
 * data is only replaced with --force, and then kept beside it as `*.pre-restore-<time>` (a server
 * database as a dump of its own in the archive's folder).
 */
import { restoreCommand } from '@driftway/collections/backup/commands'
import { databaseUrlInUse } from '@driftway/collections/db'
import { mediaDir, privateFilesDir } from '@driftway/collections/paths'

const code = await restoreCommand(process.argv.slice(2), { databaseUrl: databaseUrlInUse(), mediaDir, privateFilesDir })
// Done: Payload's PostgreSQL pool can keep a connection open after destroy() (the migration check
// opened it), which would keep this command from ever returning.
process.exit(code)
