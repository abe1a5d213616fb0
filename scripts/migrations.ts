// Schema migrations of the SQLite and PostgreSQL adapters (decision 0075), generated from the
// collections by Payload's own migration builder (drizzle-kit), one folder per adapter:
//
//   npm run migrate:create -- <name>   writes collections/migrations/{sqlite,postgres}/<timestamp>_<name>.ts
//                                      (+ its schema snapshot .json and the folder's index.ts) for every
//                                      adapter whose schema differs from its latest snapshot
//   npm run migrate:create -- --check  exits 1 when a collection changed without a migration
//                                      (`npm run lint` runs it)
//
// Nothing connects to a database: the schema comes from the config, the previous one from the
// latest committed snapshot.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPayloadConfig } from '@driftway/collections'
import { BasePayload } from 'payload'

const adapters = [
  { kind: 'sqlite', scratchUrl: () => `file:${path.join(os.tmpdir(), 'driftway-migrations-never-opened.db')}` },
  // Never connected (disableDBConnect): any postgres URL selects the adapter.
  { kind: 'postgres', scratchUrl: () => 'postgres://driftway-migrations-never-connected/none' },
] as const

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

/** A Payload on the adapter's schema, not connected to any database. */
async function schemaOnly(databaseUrl: string) {
  process.env.PAYLOAD_MIGRATING = 'true'
  const payload = new BasePayload()
  await payload.init({
    config: await createPayloadConfig({ databaseUrl }),
    disableDBConnect: true,
    disableOnInit: true,
  })
  return payload
}

/** The SQL that would bring the latest committed snapshot to the collections' schema (what Payload's createMigration diffs). */
async function pendingStatements(payload: BasePayload): Promise<string[]> {
  // The drizzle adapter's migration members, seen loosely: the previous snapshot is read back from
  // JSON (or is the adapter's default, which Payload types as a plain record), which drizzle-kit's
  // snapshot types (what Payload's `requireDrizzleKit` declares) cannot describe without a parse.
  const db = payload.db as unknown as {
    migrationDir: string
    schema: unknown
    defaultDrizzleSnapshot: { version: string }
    requireDrizzleKit: () => DrizzleKit
  }
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  const snapshots = fs.existsSync(db.migrationDir)
    ? fs
        .readdirSync(db.migrationDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : []
  const latest = snapshots.at(-1)
  let before: { version: string } = latest
    ? JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8'))
    : db.defaultDrizzleSnapshot
  if (kit.upSnapshot && before.version < after.version) before = kit.upSnapshot(before) as { version: string }
  return kit.generateMigration(before, after)
}

async function main() {
  const args = process.argv.slice(2)
  const check = args.includes('--check')
  const name = args.find((arg) => !arg.startsWith('--'))
  if (!check && !name) {
    console.error('usage: npm run migrate:create -- <name>   |   npm run migrate:create -- --check')
    process.exit(2)
  }
  const stale: string[] = []
  for (const adapter of adapters) {
    const payload = await schemaOnly(adapter.scratchUrl())
    const statements = await pendingStatements(payload)
    if (statements.length === 0) {
      console.log(`[migrations] ${adapter.kind}: the committed migrations match the collections`)
      continue
    }
    if (check) {
      stale.push(adapter.kind)
      console.error(`[migrations] ${adapter.kind}: the collections changed without a migration:`)
      for (const statement of statements) console.error(`  ${statement.split('\n')[0]}`)
      continue
    }
    await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
  }
  if (stale.length > 0) {
    console.error(`Run \`npm run migrate:create -- <name>\` and commit collections/migrations/ (DEVELOPERS.md).`)
    process.exit(1)
  }
  process.exit(0)
}

await main()
