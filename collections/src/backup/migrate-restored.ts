import type { DatabaseAdapterName } from './database'

/**
 * Opens a restored database with Payload once: the adapter applies the committed migrations it
 * lacks when it connects (db.ts, migrations.ts), so an archive of an older schema ends at this
 * code's, and a database that does not open fails the restore command rather than the next start.
 * Answers the schema version (latest migration) afterwards; MongoDB has none.
 */
export async function migrateRestored(databaseUrl: string, adapter: DatabaseAdapterName): Promise<string | null> {
  if (adapter === 'mongodb') return null
  const [{ BasePayload }, { createPayloadConfig }, { endLeftoverPool }, { schemaVersion }] = await Promise.all([
    import('payload'),
    import('../config'),
    import('../db'),
    import('../migrations'),
  ])
  // A restored database is brought up to date by the migrations, never by schema push.
  const push = process.env.DB_PUSH
  delete process.env.DB_PUSH
  try {
    // An instance of its own, not getPayload's per-process one: in a process that already has
    // Payload open (the backup tests run the commands in theirs), that would be the other database's.
    const payload = await new BasePayload().init({ config: await createPayloadConfig({ databaseUrl }) })
    try {
      return await schemaVersion(payload)
    } finally {
      await payload.destroy()
      endLeftoverPool(payload.db)
    }
  } finally {
    if (push !== undefined) process.env.DB_PUSH = push
  }
}
