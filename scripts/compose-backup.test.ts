import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { restoreBackup } from '@driftway/collections/backup/archive'
import { repoRoot } from '@driftway/collections/paths'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The compose stack's scheduled backup (scripts/compose-backup.sh, run by the `backup` service on
 * the mongo image) writes the archive `npm run restore` reads. The MongoDB tools are stand-ins
 * here (not installed on this machine): they record what they were given and write bytes.
 */
const run = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-compose-backup-'))
const bin = path.join(work, 'bin')
const calls = path.join(work, 'calls.log')
const restoredCopy = path.join(work, 'restored.mongodump')
const databaseUrl = 'mongodb://driftway:s3cret@mongo:27017/driftway?replicaSet=rs0&authSource=admin'

/** A stand-in tool: logs its arguments and the config file it read; mongodump writes its archive. */
function stubTool(name: string) {
  const archiveAction =
    name === 'mongodump' ? 'printf "dump of driftway" > "$file"' : `cp "$file" ${JSON.stringify(restoredCopy)}`
  const script = `#!/usr/bin/env bash
echo "${name} $*" >> ${JSON.stringify(calls)}
for arg in "$@"; do
  case $arg in
    --config=*) cat "\${arg#--config=}" >> ${JSON.stringify(calls)} ;;
    --archive=*) file=\${arg#--archive=}; ${archiveAction} ;;
  esac
done
`
  fs.writeFileSync(path.join(bin, name), script, { mode: 0o755 })
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('compose-backup.sh', () => {
  it('writes an archive npm run restore accepts, and keeps the newest', async () => {
    fs.mkdirSync(bin)
    stubTool('mongodump')
    stubTool('mongorestore')
    const media = path.join(work, 'media')
    const privateFiles = path.join(work, 'private')
    fs.mkdirSync(path.join(media, 'listings'), { recursive: true })
    fs.mkdirSync(privateFiles)
    fs.writeFileSync(path.join(media, 'listings', 'van "front".jpg'), 'jpeg bytes')
    fs.writeFileSync(path.join(privateFiles, 'papers.pdf'), 'pdf bytes')
    const backups = path.join(work, 'backups')
    fs.mkdirSync(backups)
    for (const time of ['20260101T000000Z', '20260102T000000Z'])
      fs.writeFileSync(path.join(backups, `driftway-${time}-schema1.tar.gz`), '')

    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      DATABASE_URL: databaseUrl,
      BACKUP_DIR: backups,
      MEDIA_DIR: media,
      PRIVATE_FILES_DIR: privateFiles,
      BACKUP_KEEP: '2',
    }
    const { stdout } = await run('bash', [path.join(repoRoot, 'scripts', 'compose-backup.sh'), 'once'], { env })
    const archive = /wrote (\S+\.tar\.gz)/.exec(stdout)?.[1] ?? ''
    expect(path.basename(archive)).toMatch(/^driftway-\d{8}T\d{6}Z-schema1\.tar\.gz$/)
    expect(stdout).toContain('removed driftway-20260101T000000Z-schema1.tar.gz (keeping 2)')
    expect(fs.readdirSync(backups).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2)
    // The password went to mongodump in its config file, not on its command line.
    const dumpCall = fs.readFileSync(calls, 'utf8')
    expect(dumpCall).toMatch(/^mongodump --quiet --config=\S+ --archive=\S+database\.mongodump$/m)
    expect(dumpCall.split('\n')[0]).not.toContain('s3cret')
    expect(dumpCall).toContain(`uri: "${databaseUrl}"`)

    const target = {
      databaseUrl: 'mongodb://127.0.0.1:27017/restored',
      mediaDir: path.join(work, 'm2'),
      privateFilesDir: path.join(work, 'p2'),
    }
    const previousPath = process.env.PATH
    process.env.PATH = env.PATH
    try {
      const { manifest } = await restoreBackup(archive, target)
      expect(manifest.database).toMatchObject({ adapter: 'mongodb', name: 'driftway', file: 'database.mongodump' })
    } finally {
      process.env.PATH = previousPath
    }
    expect(fs.readFileSync(restoredCopy, 'utf8')).toBe('dump of driftway')
    expect(fs.readFileSync(calls, 'utf8')).toMatch(
      /mongorestore .*--nsFrom=driftway\.\* --nsTo=restored\.\* --stopOnError/,
    )
    expect(fs.readFileSync(path.join(target.mediaDir, 'listings', 'van "front".jpg'), 'utf8')).toBe('jpeg bytes')
    expect(fs.readFileSync(path.join(target.privateFilesDir, 'papers.pdf'), 'utf8')).toBe('pdf bytes')
  })
})
