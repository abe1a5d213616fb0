import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { backupCommand, restoreCommand } from '@driftway/collections/backup/commands'
import { currentSchema } from '@driftway/collections/backup/schema-version'
import { databaseKind, endLeftoverPool } from '@driftway/collections/db'
import { knownMigrations, migrateDatabase } from '@driftway/collections/migrations'
import { repoRoot } from '@driftway/collections/paths'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'

/**
 * `npm run backup` / `npm run restore` (issue 24) on the embedded database, or on PostgreSQL when
 * DATABASE_URL is a postgres URL (`npm run test:pg`): a backup taken while writes go on restores
 * into a fresh place with every write acknowledged before it started, as one consistent snapshot
 * (no gaps), and every uploaded file byte for byte; damaged archives, newer schemas and
 * overwriting without --force are refused.
 */
const run = promisify(execFile)
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')

let payload: Payload
let stop: () => Promise<void>
let databaseUrl: string
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-backup-'))
const source = { media: path.join(work, 'media'), private: path.join(work, 'private-files') }
const backups = path.join(work, 'backups')

type Places = { db: string; media: string; private: string }

/** Runs `npm run backup|restore`'s file in a process of its own, as an operator does. */
function spawned(script: 'backup' | 'restore', args: string[], places: Places) {
  return run(tsx, [path.join(repoRoot, 'scripts', `${script}.ts`), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: places.db,
      MEDIA_DIR: places.media,
      PRIVATE_FILES_DIR: places.private,
      BACKUP_DIR: '',
      BACKUP_KEEP: '',
    },
  })
}

/**
 * Runs the command those files run, in this process (a process of its own loads Payload again,
 * ~5 s each): resolves with its output, or rejects with its exit code and output as a failed
 * process would.
 */
async function command(script: 'backup' | 'restore', args: string[], places: Places) {
  const output = { stdout: '', stderr: '' }
  const out = {
    log: (line: string) => (output.stdout += `${line}\n`),
    error: (line: string) => (output.stderr += `${line}\n`),
  }
  const paths = { databaseUrl: places.db, mediaDir: places.media, privateFilesDir: places.private }
  const code =
    script === 'backup'
      ? await backupCommand(args, paths, { dir: path.join(work, 'default-backups') }, out)
      : await restoreCommand(args, paths, out)
  if (code !== 0) throw Object.assign(new Error(`${script} exited ${code}: ${output.stderr}`), { code, ...output })
  return output
}
const sourcePlaces = () => ({ db: databaseUrl, media: source.media, private: source.private })
const onPostgres = databaseKind(process.env.DATABASE_URL) === 'postgres'
const createdDatabases: string[] = []
const current = currentSchema(onPostgres ? 'postgres' : 'sqlite')

/** A fresh place to restore into: a SQLite file or a new PostgreSQL database name, and two upload folders. */
function freshPlace(name: string) {
  const dir = path.join(work, name)
  let db = `file:${path.join(dir, 'db', `${name}.db`)}`
  if (onPostgres) {
    const url = new URL(process.env.DATABASE_URL as string)
    url.pathname = `/driftway_test_${name}_${Math.random().toString(36).slice(2, 8)}`
    db = url.toString()
    createdDatabases.push(url.pathname.slice(1))
  }
  return { db, media: path.join(dir, 'media'), private: path.join(dir, 'private') }
}

/** Rows of a query on either database (the restored one is not open in this process). */
async function query<T>(databaseUrl: string, sql: string, { write = false } = {}): Promise<T[]> {
  if (onPostgres) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const db = new DatabaseSync(databaseUrl.slice('file:'.length), { readOnly: !write })
  try {
    if (write) {
      db.exec(sql)
      return []
    }
    return db.prepare(sql).all() as T[]
  } finally {
    db.close()
  }
}

/** Whether a restore target got a database (a file, or a PostgreSQL database with tables). */
async function hasDatabase(databaseUrl: string): Promise<boolean> {
  if (!onPostgres) return fs.existsSync(databaseUrl.slice('file:'.length))
  const rows = await query<{ n: number }>(
    databaseUrl,
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
  ).catch(() => [{ n: 0 }])
  return rows[0]!.n > 0
}

const content = (n: number) => Buffer.from(`photo ${n} `.repeat(200 + (n % 50)))
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

beforeAll(async () => {
  ;({ payload, databaseUrl, stop } = await startTestPayload())
  fs.mkdirSync(path.join(source.media, 'listings'), { recursive: true })
  fs.mkdirSync(source.private, { recursive: true })
})
afterAll(async () => {
  await stop?.()
  fs.rmSync(work, { recursive: true, force: true })
  if (createdDatabases.length > 0) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    for (const name of createdDatabases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await client.end()
  }
})

/** Uploads and records one after the other, as the API does: the file first, then its record. */
function startLoad() {
  const acknowledged: number[] = []
  let running = true
  const done = (async () => {
    for (let n = 0; running; n++) {
      fs.writeFileSync(path.join(source.media, 'listings', `photo-${n}.jpg`), content(n))
      if (n % 10 === 0) fs.writeFileSync(path.join(source.private, `papers-${n}.pdf`), content(n))
      await payload.create({
        collection: 'contact-messages',
        data: { name: 'Load', email: 'load@example.com', subject: `load-${n}`, message: `Message ${n}` },
        ...asSystem(),
      })
      acknowledged.push(n)
      // The embedded database answers without real I/O waits: let timers and child processes run.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  return {
    acknowledged,
    stop: async () => {
      running = false
      await done
    },
  }
}

const restoredNumbers = async (databaseUrl: string) => {
  const rows = await query<{ subject: string }>(databaseUrl, 'SELECT subject FROM contact_messages')
  return rows.map((row) => Number(row.subject.slice('load-'.length))).sort((a, b) => a - b)
}

describe('backup while writing, restore into a fresh place', () => {
  let archive: string
  /** The load's numbers the archive holds. */
  let inArchive: number[] = []

  it('keeps every acknowledged write and upload, as one consistent snapshot', async () => {
    const load = startLoad()
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(40)
    const before = load.acknowledged.length
    const { stdout } = await spawned('backup', ['--dir', backups], sourcePlaces())
    // The load went on while the backup ran (in its own process).
    const during = load.acknowledged.length
    await load.stop()
    expect(during).toBeGreaterThan(before)
    archive = /wrote (\S+\.tar\.gz)/.exec(stdout)?.[1] ?? ''
    expect(path.basename(archive)).toMatch(
      new RegExp(`^driftway-\\d{8}T\\d{6}Z-schema${current.schema_version}\\.tar\\.gz$`),
    )
    expect(fs.readFileSync(`${archive}.sha256`, 'utf8')).toBe(`${sha(archive)}  ${path.basename(archive)}\n`)

    const target = freshPlace('fresh')
    await spawned('restore', [archive], target)

    const numbers = await restoredNumbers(target.db)
    inArchive = numbers
    // Everything acknowledged before the backup began is there…
    expect(numbers.length).toBeGreaterThanOrEqual(before)
    // …as a prefix of the writes: a snapshot of one moment, no gaps, nothing invented.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, n) => n))
    expect(numbers.length).toBeLessThanOrEqual(load.acknowledged.length)
    // Each restored record's file is there, byte for byte.
    for (const n of numbers) {
      const restored = path.join(target.media, 'listings', `photo-${n}.jpg`)
      expect(fs.existsSync(restored), `photo-${n}.jpg`).toBe(true)
      expect(fs.readFileSync(restored).equals(content(n))).toBe(true)
      if (n % 10 === 0)
        expect(sha(path.join(target.private, `papers-${n}.pdf`))).toBe(
          sha(path.join(source.private, `papers-${n}.pdf`)),
        )
    }
    // The restored rows are the source's rows, field for field.
    const sql = 'SELECT id, name, email, subject, message, created_at FROM contact_messages ORDER BY subject'
    const sourceRows = new Map((await query<{ id: string }>(databaseUrl, sql)).map((row) => [row.id, row]))
    const restoredRows = await query<{ id: string }>(target.db, sql)
    expect(restoredRows).toHaveLength(numbers.length)
    for (const row of restoredRows) expect(row).toEqual(sourceRows.get(row.id))
  }, 240_000)

  it('refuses to overwrite data without --force, and keeps the old data with it', async () => {
    const target = { db: databaseUrl, media: source.media, private: source.private }
    const refused = command('restore', [archive], target)
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('pass --force') })

    const places = freshPlace('again')
    await command('restore', [archive], places)
    await expect(command('restore', [archive], places)).rejects.toMatchObject({
      stderr: expect.stringContaining('pass --force'),
    })
    const { stdout } = await command('restore', [archive, '--force'], places)
    expect(stdout).toContain('kept the previous data as')
    // The database replaced is kept: the SQLite file beside it, a PostgreSQL dump beside the archive.
    const kept = onPostgres
      ? fs.readdirSync(backups).filter((name) => name.endsWith('.pgdump') && name.includes('.pre-restore-'))
      : fs.readdirSync(path.join(work, 'again', 'db')).filter((name) => name.startsWith('again.db.pre-restore-'))
    expect(kept).toHaveLength(1)
    expect(fs.readdirSync(path.join(work, 'again')).some((name) => name.startsWith('media.pre-restore-'))).toBe(true)
    expect(await restoredNumbers(places.db)).toEqual(inArchive)
  }, 240_000)

  it('refuses a damaged archive', async () => {
    const damaged = path.join(work, 'damaged.tar.gz')
    const bytes = fs.readFileSync(archive)
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff
    fs.writeFileSync(damaged, bytes)
    fs.copyFileSync(`${archive}.sha256`, `${damaged}.sha256`)
    const places = freshPlace('d')
    await expect(command('restore', [damaged], places)).rejects.toMatchObject({
      stderr: expect.stringContaining('does not match its checksum'),
    })
    // Without the archive's checksum, the files' own checksums (or gzip's) still catch it.
    fs.rmSync(`${damaged}.sha256`)
    await expect(command('restore', [damaged], places)).rejects.toMatchObject({ code: 1 })
    expect(await hasDatabase(places.db)).toBe(false)
  }, 120_000)

  it('refuses an archive of a newer schema', async () => {
    const unpacked = path.join(work, 'unpacked')
    fs.mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    fs.writeFileSync(
      path.join(unpacked, 'manifest.json'),
      JSON.stringify({
        ...manifest,
        schema_version: current.schema_version + 1,
        schema_migration: '29991231_000000_from_the_future',
      }),
    )
    const newer = path.join(work, 'newer.tar.gz')
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, fs.readdirSync(unpacked))
    const places = freshPlace('n')
    await expect(command('restore', [newer], places)).rejects.toMatchObject({
      stderr: expect.stringContaining(`schema version ${current.schema_version + 1} (29991231_000000_from_the_future)`),
    })
    expect(await hasDatabase(places.db)).toBe(false)
  }, 120_000)

  it('migrates an archive of an older schema to this code’s', async () => {
    // An older database: a fresh one migrated only to the first committed migration, with a few rows.
    const older = freshPlace('older')
    if (onPostgres) {
      const server = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await server.connect()
      await server.query(`CREATE DATABASE "${new URL(older.db).pathname.slice(1)}"`)
      await server.end()
    }
    // The adapter migrates to the latest on connect unless Payload's migrate CLI is running.
    process.env.PAYLOAD_MIGRATING = 'true'
    const olderPayload = await getPayload({
      config: await createPayloadConfig({ databaseUrl: older.db }),
      key: 'older-schema',
    }).finally(() => delete process.env.PAYLOAD_MIGRATING)
    const known = await knownMigrations(olderPayload)
    expect(known.length, 'a second migration to migrate to').toBeGreaterThan(1)
    await migrateDatabase(olderPayload, { migrations: known.slice(0, 1) })
    for (const n of [0, 1, 2]) {
      await olderPayload.create({
        collection: 'contact-messages',
        data: { name: 'Old', email: 'old@example.com', subject: `load-${n}`, message: `Old ${n}` },
        ...asSystem(),
      })
    }
    await olderPayload.destroy()
    endLeftoverPool(olderPayload.db)
    const olderDir = path.join(work, 'older-backups')
    const { stdout: made } = await command('backup', ['--dir', olderDir], older)
    const olderArchive = /wrote (\S+\.tar\.gz)/.exec(made)?.[1] ?? ''
    expect(path.basename(olderArchive)).toMatch(/-schema1\.tar\.gz$/)

    const target = freshPlace('migrated')
    const { stdout } = await command('restore', [olderArchive], target)
    expect(stdout).toContain(`migrated the database from ${known[0]!.name} to ${current.schema_migration}`)
    const recorded = await query<{ name: string }>(target.db, 'SELECT name FROM payload_migrations ORDER BY name')
    expect(recorded.map((row) => row.name)).toEqual(known.map((migration) => migration.name))
    expect(await restoredNumbers(target.db)).toEqual([0, 1, 2])
  }, 240_000)

  it('keeps the newest archives only when asked to', async () => {
    const dir = path.join(work, 'rotation')
    fs.mkdirSync(dir)
    for (const time of ['20260101T000000Z', '20260102T000000Z', '20260103T000000Z']) {
      fs.writeFileSync(path.join(dir, `driftway-${time}-schema1.tar.gz`), '')
      fs.writeFileSync(path.join(dir, `driftway-${time}-schema1.tar.gz.sha256`), '')
    }
    await command('backup', ['--dir', dir, '--keep', '2'], sourcePlaces())
    const left = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort()
    expect(left).toHaveLength(2)
    expect(left[0]).toBe('driftway-20260103T000000Z-schema1.tar.gz')
    expect(fs.existsSync(path.join(dir, 'driftway-20260101T000000Z-schema1.tar.gz.sha256'))).toBe(false)
  }, 60_000)

  it('answers an option it does not know, or a count that is not one, with its usage', async () => {
    await expect(command('backup', ['--keep', 'two'], sourcePlaces())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('must be a whole number'),
    })
    await expect(command('backup', ['--directory', backups], sourcePlaces())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run backup'),
    })
    await expect(command('restore', [], sourcePlaces())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run restore -- FILE [--force]'),
    })
    await expect(command('restore', [archive, '--yes'], sourcePlaces())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--yes'"),
    })
  })
})
