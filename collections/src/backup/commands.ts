import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, type BackupPaths, createBackup, pruneBackups, restoreBackup } from './archive'

/** Where a command's lines go: the terminal for `npm run backup|restore`, a buffer in tests. */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void }

const terminal: CommandOutput = { log: console.log, error: console.error }

/** A command's failure as one line: a refusal's own message, anything else with its stack. */
const describeFailure = (error: unknown) => (error instanceof BackupError ? error.message : (error as Error).stack)

/**
 * `npm run backup [-- --dir DIR] [--keep N]` (scripts/backup.ts): a consistent backup of `places`
 * written into DIR (else `defaults.dir`, BACKUP_DIR), keeping the N newest archives there when
 * N (else `defaults.keep`, BACKUP_KEEP) is set. Answers the process's exit code.
 */
export async function backupCommand(
  args: string[],
  places: BackupPaths,
  defaults: { dir: string; keep?: string },
  out: CommandOutput = terminal,
): Promise<number> {
  const parsed = parseCommandArgs(() =>
    parseArgs({ args, options: { dir: { type: 'string' }, keep: { type: 'string' } } }),
  )
  if ('usage' in parsed) {
    out.error(`[backup] ${parsed.usage} Usage: npm run backup [-- --dir DIR] [--keep N]`)
    return 2
  }
  const { values } = parsed
  const dir = path.resolve(values.dir ?? defaults.dir)
  const keepText = values.keep ?? defaults.keep ?? ''
  const keep = keepText ? Number(keepText) : 0
  if (!Number.isInteger(keep) || keep < 0) {
    out.error(`[backup] BACKUP_KEEP/--keep must be a whole number (0 keeps all), got "${keepText}".`)
    return 2
  }
  try {
    const started = Date.now()
    const archive = await createBackup(places, dir)
    out.log(`[backup] wrote ${archive} in ${Date.now() - started} ms`)
    for (const name of keep > 0 ? pruneBackups(dir, keep) : []) out.log(`[backup] removed ${name} (keeping ${keep})`)
    return 0
  } catch (error) {
    out.error(`[backup] ${describeFailure(error)}`)
    return 1
  }
}

/** Parsed arguments, or what was wrong with them (an unknown option, a missing value) to print beside the usage. */
function parseCommandArgs<T>(parse: () => T): T | { usage: string } {
  try {
    return parse()
  } catch (error) {
    return { usage: (error as Error).message }
  }
}

/** A server URL as it may appear in a log: the password left out. */
const withoutPassword = (url: string) => url.replace(/^(\w+(?:\+\w+)?:\/\/[^:/@]+):[^@/]*@/, '$1:***@')

/**
 * `npm run restore -- FILE [--force]` (scripts/restore.ts): restores the archive FILE into
 * `places`. Answers the process's exit code.
 */
export async function restoreCommand(
  args: string[],
  places: BackupPaths,
  out: CommandOutput = terminal,
): Promise<number> {
  const parsed = parseCommandArgs(() =>
    parseArgs({ args, options: { force: { type: 'boolean' } }, allowPositionals: true }),
  )
  if ('usage' in parsed || parsed.positionals.length !== 1) {
    out.error(`[restore] ${'usage' in parsed ? `${parsed.usage} ` : ''}Usage: npm run restore -- FILE [--force]`)
    return 2
  }
  const { values, positionals } = parsed
  try {
    const archive = path.resolve(positionals[0]!)
    const result = await restoreBackup(archive, places, { force: values.force })
    const { manifest } = result
    out.log(
      `[restore] restored ${path.basename(archive)} (made ${manifest.created_at}, schema ${manifest.schema_version}, ${manifest.files.length} files) into ${withoutPassword(places.databaseUrl)}`,
    )
    if (result.migratedTo && result.migratedTo !== manifest.schema_migration)
      out.log(
        `[restore] migrated the database from ${manifest.schema_migration ?? 'schema push'} to ${result.migratedTo}`,
      )
    for (const kept of result.setAside) out.log(`[restore] kept the previous data as ${kept}`)
    return 0
  } catch (error) {
    out.error(`[restore] ${describeFailure(error)}`)
    return 1
  }
}
