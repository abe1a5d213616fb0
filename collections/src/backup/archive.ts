import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { type DatabaseAdapterName, databaseBackupFor } from './database'
import { migrateRestored } from './migrate-restored'
import { type ArchiveSchema, archiveSchema, checkRestorableSchema, schemaFingerprint } from './schema-version'
import { BackupError } from './tools'

export { BackupError }

/**
 * Backup and restore of the database DATABASE_URL names plus the uploads folders (issue 24,
 * decisions 0057 and 0084). The archive is a gzipped tar:
 *
 *   manifest.json       format, time, schema version, and the SHA-256 and size of every file below
 *   database.sqlite     the embedded database (sqlite.ts), or
 *   database.pgdump     PostgreSQL's custom-format dump (postgres.ts), or
 *   database.mongodump  a mongodump archive (mongodb.ts) — each one consistent moment while the
 *                       site keeps working
 *   media/…             public uploads (photos)
 *   private-files/…     private uploads (vehicle papers, identity documents)
 *
 * next to it `<archive>.sha256` (sha256sum format) for the archive as a whole. The database is
 * copied first and the uploads after: an upload's file is written before the record that points
 * at it, so every file the snapshot refers to is there when the folders are copied.
 */

/** 2: any of the three databases (1 held SQLite only; still restored). */
export const archiveFormat = 2
const readableFormats = [1, 2]

export type BackupPaths = {
  /** DATABASE_URL: `file:/path/to/driftway.db`, `postgres://…` or `mongodb://…`. */
  databaseUrl: string
  mediaDir: string
  privateFilesDir: string
}

type FileEntry = { path: string; sha256: string; size: number }
export type Manifest = ArchiveSchema & {
  format: number
  created_at: string
  schema_fingerprint: string
  database: { adapter: DatabaseAdapterName; file: string; name?: string; sha256: string; size: number }
  files: FileEntry[]
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** Every regular file under `dir`, as paths relative to it (sorted, `/`-separated). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Hard-links (or, across file systems, copies) a folder's files into the staging folder. */
function stageFolder(from: string, to: string): void {
  for (const relative of filesUnder(from)) {
    const target = path.join(to, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.linkSync(path.join(from, relative), target)
    } catch {
      fs.copyFileSync(path.join(from, relative), target)
    }
  }
  fs.mkdirSync(to, { recursive: true })
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** Writes `driftway-<time>-schema<N>.tar.gz` (+ `.sha256`) into `outDir`; returns the archive's path. */
export async function createBackup(paths: BackupPaths, outDir: string, now = new Date()): Promise<string> {
  const database = databaseBackupFor(paths.databaseUrl)
  fs.mkdirSync(outDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(outDir, '.staging-'))
  try {
    const snapshot = path.join(staging, database.file)
    await database.dump(snapshot)
    const schema = archiveSchema(database.adapter, await database.appliedMigration(snapshot))
    const name = `driftway-${stamp(now)}-schema${schema.schema_version}.tar.gz`
    stageFolder(paths.mediaDir, path.join(staging, 'media'))
    stageFolder(paths.privateFilesDir, path.join(staging, 'private-files'))

    const files: FileEntry[] = []
    for (const folder of ['media', 'private-files']) {
      for (const relative of filesUnder(path.join(staging, folder))) {
        const file = path.join(staging, folder, relative)
        files.push({ path: `${folder}/${relative}`, sha256: await sha256Of(file), size: fs.statSync(file).size })
      }
    }
    const manifest: Manifest = {
      format: archiveFormat,
      created_at: now.toISOString(),
      ...schema,
      schema_fingerprint: schemaFingerprint(),
      database: {
        adapter: database.adapter,
        file: database.file,
        ...(database.name ? { name: database.name } : {}),
        sha256: await sha256Of(snapshot),
        size: fs.statSync(snapshot).size,
      },
      files,
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    // Written under a temporary name and renamed: a half-written archive never looks complete.
    const archive = path.join(outDir, name)
    const partial = `${archive}.partial`
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      database.file,
      'media',
      'private-files',
    ])
    fs.renameSync(partial, archive)
    fs.writeFileSync(`${archive}.sha256`, `${await sha256Of(archive)}  ${name}\n`)
    return archive
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Keeps the `keep` newest archives in `dir` (by the time in their names) and deletes the rest with their checksums. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir) || keep < 1) return []
  const archives = fs
    .readdirSync(dir)
    .filter((name) => /^driftway-\d{8}T\d{6}Z-schema\d+\.tar\.gz$/.test(name))
    .sort()
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of removed) {
    fs.rmSync(path.join(dir, name), { force: true })
    fs.rmSync(path.join(dir, `${name}.sha256`), { force: true })
  }
  return removed
}

export type RestoreOptions = {
  /** Replace an existing database and uploads (they are kept beside, named `*.pre-restore-<time>`). */
  force?: boolean
}

/** Moves an existing file or folder aside (never deletes what a restore replaces). */
function setAside(target: string, suffix: string): string | null {
  if (!fs.existsSync(target)) return null
  const aside = `${target}.pre-restore-${suffix}`
  fs.renameSync(target, aside)
  return aside
}

function moveInto(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch {
    fs.cpSync(from, to, { recursive: true })
  }
}

/**
 * Restores an archive into `paths`: checks the archive's checksum (when its `.sha256` is beside
 * it), every file's checksum, the schema version (refusing a newer one) and the database's
 * integrity before anything is replaced.
 */
export async function restoreBackup(
  archive: string,
  paths: BackupPaths,
  options: RestoreOptions = {},
): Promise<{ manifest: Manifest; setAside: string[]; migratedTo: string | null }> {
  if (!fs.existsSync(archive)) throw new BackupError(`No archive at ${archive}.`)
  const sidecar = `${archive}.sha256`
  if (fs.existsSync(sidecar)) {
    const expected = fs.readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0]
    if (expected !== (await sha256Of(archive))) {
      throw new BackupError(
        `${path.basename(archive)} does not match its checksum (${path.basename(sidecar)}): damaged or changed.`,
      )
    }
  }
  const database = databaseBackupFor(paths.databaseUrl)
  const occupied = await database.occupied()
  const taken = [
    ...(occupied ? [occupied] : []),
    ...[paths.mediaDir, paths.privateFilesDir].filter(
      (target) => fs.existsSync(target) && fs.readdirSync(target).length > 0,
    ),
  ]
  if (taken.length > 0 && !options.force) {
    throw new BackupError(
      `Restoring would replace ${taken.join(', ')}. Stop the stack and pass --force (the current data is kept beside it).`,
    )
  }

  const workDir = database.workDir()
  fs.mkdirSync(workDir, { recursive: true })
  const work = fs.mkdtempSync(path.join(workDir, '.restore-'))
  try {
    try {
      await tar.extract({ file: archive, cwd: work, strict: true })
    } catch (error) {
      throw new BackupError(`${path.basename(archive)} is not a readable backup: ${(error as Error).message}`)
    }
    const manifestFile = path.join(work, 'manifest.json')
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${path.basename(archive)} has no manifest.json.`)
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
    if (!readableFormats.includes(manifest.format)) throw new BackupError(`Unknown archive format ${manifest.format}.`)
    if (manifest.database.adapter !== database.adapter) {
      throw new BackupError(
        `The archive holds a ${manifest.database.adapter} database; DATABASE_URL names a ${database.adapter} one. Restore it into the same kind of database.`,
      )
    }
    checkRestorableSchema(database.adapter, manifest)
    const snapshot = path.join(work, ...manifest.database.file.split('/'))
    if (!fs.existsSync(snapshot) || (await sha256Of(snapshot)) !== manifest.database.sha256) {
      throw new BackupError('The database in the archive does not match its checksum.')
    }
    const listed = new Set(manifest.files.map((file) => file.path))
    for (const file of manifest.files) {
      const local = path.join(work, ...file.path.split('/'))
      if (!fs.existsSync(local) || (await sha256Of(local)) !== file.sha256) {
        throw new BackupError(`${file.path} in the archive does not match its checksum.`)
      }
    }
    for (const folder of ['media', 'private-files']) {
      for (const relative of filesUnder(path.join(work, folder))) {
        if (!listed.has(`${folder}/${relative}`)) throw new BackupError(`${folder}/${relative} is not in the manifest.`)
      }
    }
    await database.check(snapshot)

    // Everything checked: now replace, keeping what was there.
    const suffix = stamp(new Date())
    const keep = { setAside: (target: string) => setAside(target, suffix), besideDir: path.dirname(archive), suffix }
    const kept = await database.restore(snapshot, {
      force: Boolean(options.force),
      sourceName: manifest.database.name,
      keep,
    })
    for (const [folder, target] of [
      ['media', paths.mediaDir],
      ['private-files', paths.privateFilesDir],
    ] as const) {
      const aside = setAside(target, suffix)
      if (aside) kept.push(aside)
      fs.mkdirSync(path.join(work, folder), { recursive: true })
      moveInto(path.join(work, folder), target)
    }
    // Migrated to this code's schema when the archive's is older.
    const migratedTo = await migrateRestored(paths.databaseUrl, database.adapter)
    return { manifest, setAside: kept, migratedTo }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
