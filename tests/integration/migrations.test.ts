import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { knownMigrations, latestSchemaVersion, migrateDatabase, schemaVersion } from '@driftway/collections/migrations'
import { bookingReferencePattern } from '@driftway/domain'
import { createLocalReq, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'

const kind = process.env.DATABASE_URL?.startsWith('mongodb')
  ? 'mongodb'
  : process.env.DATABASE_URL?.startsWith('postgres')
    ? 'postgres'
    : 'sqlite'

let fresh: Awaited<ReturnType<typeof startTestPayload>>
beforeAll(async () => {
  fresh = await startTestPayload()
})
afterAll(async () => {
  await fresh?.stop()
})

// MongoDB keeps no schema: nothing to migrate (migrateDatabase answers no version there).
describe.skipIf(kind === 'mongodb')('committed migrations', () => {
  it('bring a new database to the latest schema and record it', async () => {
    const latest = await latestSchemaVersion(fresh.payload)
    expect(latest).toMatch(/^\d{8}_\d{6}_/)
    expect(await schemaVersion(fresh.payload)).toBe(latest)
    // Running them again changes nothing.
    expect(await migrateDatabase(fresh.payload)).toEqual({ applied: [], version: latest })
  })
})

/**
 * The booking-number migration (decision 0113) on the adapter in use: bookings made before it get a
 * number each. Undone on this file's fresh database, a booking stored without a number, done again.
 */
describe.skipIf(kind === 'mongodb')('the booking-number migration', () => {
  it('gives every existing booking a number of its own', async () => {
    const { payload } = fresh
    const migration = (await knownMigrations(payload)).find((m) => m.name.endsWith('_booking_reference'))!
    const db = payload.db.drizzle
    const req = await createLocalReq({}, payload)
    // The rows a booking points to, stored directly like the booking (no hook or rule is under test).
    const lessor = { id: '5f0e6d1c-0b7a-4c4e-9d2a-1a2b3c4d5e60' }
    const listing = { id: '5f0e6d1c-0b7a-4c4e-9d2a-1a2b3c4d5e6f' }
    const raw = (statement: string) => payload.db.execute({ drizzle: db, raw: statement })
    await raw(`INSERT INTO users (id, email) VALUES ('${lessor.id}', 'numbers@migration.test')`)
    await raw(
      `INSERT INTO listings (id, kind, lessor_id, title, description) VALUES ('${listing.id}', 'boat', '${lessor.id}', 'Numbered boat', 'A boat')`,
    )
    await migration.down({ db, payload, req })
    const ids = ['5f0e6d1c-0b7a-4c4e-9d2a-1a2b3c4d5e61', '5f0e6d1c-0b7a-4c4e-9d2a-1a2b3c4d5e62']
    for (const id of ids) {
      await raw(
        'INSERT INTO bookings (id, listing_id, kind, traveller_id, lessor_id, status, pickup_timestamp, return_timestamp, total_rent_price_in_cents, currency) ' +
          `VALUES ('${id}', '${listing.id}', 'boat', '${lessor.id}', '${lessor.id}', 'PENDING', 1798761600, 1799020800, 36900, 'EUR')`,
      )
    }
    await migration.up({ db, payload, req })
    const { docs } = await payload.find({ collection: 'bookings', where: { id: { in: ids } }, depth: 0, ...asSystem() })
    const references = docs.map((doc) => doc.reference)
    expect(references).toHaveLength(2)
    for (const reference of references) expect(reference).toMatch(bookingReferencePattern)
    expect(new Set(references).size).toBe(2)
  })
})

/**
 * The upgrade path from the previous release: its `npm start` built data/driftway.db by schema push
 * (no migrations). Such a database, with data, is adopted and migrated without losing a row.
 * SQLite only: that release had no PostgreSQL support, and MongoDB keeps no schema.
 */
describe.skipIf(kind !== 'sqlite')('a database built by schema push in release 9eb0271', () => {
  let scratch: string
  let upgraded: Payload
  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-upgrade-'))
    const file = path.join(scratch, 'driftway.db')
    const pushed = new DatabaseSync(file)
    pushed.exec(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'release-9eb0271-pushed.sql'), 'utf8'))
    pushed.close()
    // What `npm start` does now: open it (the adapter migrates when it connects).
    upgraded = await getPayload({ config: await createPayloadConfig({ databaseUrl: `file:${file}` }), key: 'upgrade' })
  })
  afterAll(async () => {
    await upgraded?.destroy()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('is adopted at the latest schema version with every row intact', async () => {
    expect(await schemaVersion(upgraded)).toBe(await latestSchemaVersion(upgraded))
    const migrations = await upgraded.find({ collection: 'payload-migrations', pagination: false, ...asSystem() })
    expect(migrations.docs.map((row) => row.name).sort()).toEqual((await knownMigrations(upgraded)).map((m) => m.name))
    expect(migrations.docs.some((row) => row.batch === -1)).toBe(false)

    const lessor = await upgraded.find({
      collection: 'users',
      where: { email: { equals: 'lessor@release.test' } },
      ...asSystem(),
    })
    expect(lessor.docs).toHaveLength(1)
    expect(lessor.docs[0]).toMatchObject({ first_name: 'Lena', last_name: 'Lessor', role: 2 })
    const listings = await upgraded.find({ collection: 'listings', depth: 0, ...asSystem() })
    expect(listings.docs.map((doc) => [doc.title, doc.default_rate_in_cents, doc.lessor])).toEqual([
      ['Release campervan', 12_300, lessor.docs[0]?.id],
    ])
    const staff = await upgraded.find({ collection: 'staff', ...asSystem() })
    expect(staff.docs.map((doc) => [doc.email, doc.staff_role])).toEqual([['admin@release.test', 'admin']])
    // Bookings made before booking numbers each got one of their own.
    const bookings = await upgraded.find({ collection: 'bookings', depth: 0, ...asSystem() })
    const references = bookings.docs.map((doc) => doc.reference)
    expect(references).toHaveLength(2)
    for (const reference of references) expect(reference).toMatch(bookingReferencePattern)
    expect(new Set(references).size).toBe(2)
    const audit = await upgraded.find({ collection: 'audit-log', ...asSystem() })
    expect(audit.totalDocs).toBe(1)
    // The staff admin still signs in with the password the old release stored.
    const login = await upgraded.login({
      collection: 'staff',
      data: { email: 'admin@release.test', password: 'Secret123!Secret' },
      ...asSystem(),
    })
    expect(login.user?.email).toBe('admin@release.test')
  })

  it('has exactly the schema the migrations give a new database', async () => {
    expect(schemaOf(upgraded)).toEqual(schemaOf(fresh.payload))
  })

  it('takes a later migration, once', async () => {
    const later = {
      name: '29990101_000000_upgrade_probe',
      up: async ({ db, payload }: { db: unknown; payload: Payload }) => {
        await payload.db.execute({ drizzle: db as never, raw: 'CREATE TABLE upgrade_probe (id integer PRIMARY KEY)' })
      },
      down: async () => {},
    }
    const migrations = [...(await knownMigrations(upgraded)), later]
    expect(await migrateDatabase(upgraded, { migrations })).toEqual({ applied: [later.name], version: later.name })
    expect(await migrateDatabase(upgraded, { migrations })).toEqual({ applied: [], version: later.name })
    const listings = await upgraded.count({ collection: 'listings', ...asSystem() })
    expect(listings.totalDocs).toBe(1)
  })
})

/** Tables, columns and indexes of a SQLite database (whitespace aside: push and migrations format SQL differently). */
function schemaOf(payload: Payload): string[] {
  const file = String((payload.db as unknown as { clientConfig: { url: string } }).clientConfig.url).slice(
    'file:'.length,
  )
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const rows = db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
      .all() as { type: string; name: string; sql: string | null }[]
    return rows.map((row) => `${row.type} ${row.name} ${(row.sql ?? '').replace(/\s+/g, ' ')}`)
  } finally {
    db.close()
  }
}
