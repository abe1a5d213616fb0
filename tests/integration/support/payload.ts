import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asSystem, asUser, createPayloadConfig } from '@driftway/collections'
import { databaseKind, endLeftoverPool, migrationDir } from '@driftway/collections/db'
import { type CollectionSlug, getPayload, type Payload } from 'payload'
import pg from 'pg'

/**
 * A Payload instance on a database of its own: a fresh SQLite file by default, a fresh database on
 * the PostgreSQL server when DATABASE_URL is a postgres URL (`npm run test:pg`), or a fresh
 * database on the MongoDB server when it is a mongodb URL (`npm run test:mongo`). Every
 * integration test file gets its own, so files run in parallel.
 */
export async function startTestPayload(): Promise<{
  payload: Payload
  databaseUrl: string
  stop: () => Promise<void>
}> {
  const databaseUrl = await testDatabaseUrl()
  const config = await createPayloadConfig({ databaseUrl })
  // getPayload caches one instance per process under the key 'default', the one Payload's own REST
  // handlers (support/cms.ts) look up. The files of a worker share its process (vitest.config.ts),
  // so each file's instance replaces the previous file's there.
  forgetCachedPayload()
  const payload = await getPayload({ config })
  return {
    payload,
    databaseUrl,
    stop: async () => {
      const kind = databaseKind(databaseUrl)
      if (kind === 'mongodb') await payload.db.dropDatabase?.({ adapter: payload.db } as never)
      await payload.destroy?.()
      forgetCachedPayload()
      if (kind === 'postgres') {
        // DROP … FORCE ends the one client the pool never releases.
        endLeftoverPool(payload.db)
        await dropPostgresDatabase(databaseUrl)
      }
    },
  }
}

/** Payload's per-process instance cache (`global._payload`, a Map by key; payload/dist/index.js). */
function forgetCachedPayload(): void {
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
}

async function testDatabaseUrl(): Promise<string> {
  const base = process.env.DATABASE_URL
  const kind = databaseKind(base)
  if (kind === 'mongodb' || kind === 'postgres') {
    const url = new URL(base as string)
    url.pathname = `/driftway_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    if (kind === 'postgres') {
      const template = await postgresTemplate(base as string)
      await onPostgresServer(base as string, `CREATE DATABASE "${url.pathname.slice(1)}" TEMPLATE "${template}"`)
    }
    return url.toString()
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-test-'))
  return `file:${path.join(dir, 'test.db')}`
}

/**
 * The name of a database on the PostgreSQL server that holds the committed migrations' schema and
 * nothing else, built once per set of migrations: each test file's database is a copy of it
 * (`CREATE DATABASE … TEMPLATE`, a file copy), where running the migrations again cost every file
 * about a second. Built under a server-wide advisory lock, so the suite's workers build it once; a
 * database being built has another name until it is complete.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `driftway_template_${migrationsDigest()}`
  if (templateReady === name) return name
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(73019)')
    const existing = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'driftway\\_template\\_%'",
    )
    // Earlier migrations' templates, and a build a crashed run left; one in use stays.
    for (const { datname } of existing.rows)
      if (datname !== name) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {})
    if (!existing.rows.some((row) => row.datname === name)) {
      const building = `${name}_building`
      await client.query(`CREATE DATABASE "${building}"`)
      const url = new URL(serverUrl)
      url.pathname = `/${building}`
      forgetCachedPayload()
      const migrated = await getPayload({ config: await createPayloadConfig({ databaseUrl: url.toString() }) })
      await migrated.destroy?.()
      forgetCachedPayload()
      endLeftoverPool(migrated.db)
      // A template is copied only while nobody is connected to it: end the client the pool keeps.
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          building,
        ])
        if (open.rowCount === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
    }
    templateReady = name
    return name
  } finally {
    await client.query('SELECT pg_advisory_unlock(73019)').catch(() => {})
    await client.end()
  }
}
let templateReady: string | undefined

/** The committed PostgreSQL migrations, as a short digest of their files' names and contents. */
function migrationsDigest(): string {
  const dir = migrationDir('postgres')
  const hash = createHash('sha256')
  for (const file of fs.readdirSync(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)))
  return hash.digest('hex').slice(0, 12)
}

/** Runs one statement on the server's DATABASE_URL database (CREATE/DROP DATABASE cannot run inside the database itself). */
async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Drops a test database; FORCE ends the connections API processes of the test may still hold. */
async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!name.startsWith('driftway_test_')) throw new Error(`Refusing to drop ${name}: not a test database`)
  await onPostgresServer(process.env.DATABASE_URL as string, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

/** A stored document, the way the collection tests read it. */
export type Doc = { id: string; [key: string]: unknown }
export type UserDoc = Doc & { role: number }

/** Local API options of a marketplace user: the API's own, so the tests call Payload the way it does. */
export { asUser }

/**
 * Document helpers for a test file whose Payload `beforeAll` starts: `create` and `update` write as
 * `user` (with their access) or, without one, as a trusted server call; `createUser` signs someone up
 * with the password every test uses.
 */
export function testDocs(payloadOf: () => Payload) {
  const options = (user?: UserDoc) => (user ? asUser(user) : asSystem())
  const create = async <T extends Doc = Doc>(collection: CollectionSlug, data: object, user?: UserDoc) =>
    (await payloadOf().create({ collection, data: data as never, ...options(user) })) as unknown as T
  const update = async (collection: CollectionSlug, id: string, data: object, user?: UserDoc) =>
    (await payloadOf().update({ collection, id, data: data as never, ...options(user) })) as unknown as Doc
  const createUser = (email: string, role: number, extra: object = {}) =>
    create<UserDoc>('users', { email, password: 'Secret123', role, first_name: 'Test', last_name: 'User', ...extra })
  return { create, update, createUser }
}
