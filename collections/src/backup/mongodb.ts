import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { DatabaseBackup } from './database'
import { runTool, type ToolCall } from './tools'

/**
 * MongoDB in a backup (decision 0084), through the MongoDB Database Tools: `mongodump --archive`
 * and `mongorestore --archive`. They are not part of this repository's install; the compose stack
 * has them in the mongo image (its `backup` service). The connection string, password included,
 * goes to the tools in a private config file, never as an argument.
 */

const hint =
  "Install the MongoDB Database Tools (mongodump, mongorestore: https://www.mongodb.com/docs/database-tools/), or use the compose stack's backup service."

/** The database's name (the URL's path; MongoDB's default when there is none). */
export const mongoDatabaseName = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'test'

/** Writes the tools' config file (`uri: …`, readable by this user only) and returns its path. */
function configFile(databaseUrl: string, dir: string): string {
  const file = path.join(fs.mkdtempSync(path.join(dir, '.mongo-')), 'tools.yaml')
  fs.writeFileSync(file, `uri: ${JSON.stringify(databaseUrl)}\n`, { mode: 0o600 })
  return file
}

export function mongodumpCall(config: string, target: string): ToolCall {
  return { program: 'mongodump', args: [`--config=${config}`, `--archive=${target}`] }
}

/**
 * `mongorestore` of an archive made from database `sourceName` into `targetName`. Without `drop`
 * it only inserts, so documents already there are never overwritten (a clash stops it); with
 * `drop` each collection in the archive is dropped before it is restored.
 */
export function mongorestoreCall(
  config: string,
  file: string,
  names: { sourceName: string; targetName: string },
  drop: boolean,
): ToolCall {
  return {
    program: 'mongorestore',
    args: [
      `--config=${config}`,
      `--archive=${file}`,
      `--nsInclude=${names.sourceName}.*`,
      `--nsFrom=${names.sourceName}.*`,
      `--nsTo=${names.targetName}.*`,
      ...(drop ? ['--drop'] : []),
      '--stopOnError',
    ],
  }
}

/** Runs a tool with the config file and removes the file however it ends. */
async function withConfig(databaseUrl: string, use: (config: string) => ToolCall): Promise<void> {
  const config = configFile(databaseUrl, os.tmpdir())
  try {
    await runTool(use(config), hint)
  } finally {
    fs.rmSync(path.dirname(config), { recursive: true, force: true })
  }
}

export function mongodbBackup(databaseUrl: string): DatabaseBackup {
  const name = mongoDatabaseName(databaseUrl)
  return {
    adapter: 'mongodb',
    file: 'database.mongodump',
    name,
    async dump(target) {
      await withConfig(databaseUrl, (config) => mongodumpCall(config, target))
    },
    // MongoDB has no schema migrations (decision 0075).
    async appliedMigration() {
      return null
    },
    // The archive's checksum is the check; mongorestore reads the archive's header before writing.
    async check() {},
    // Without a client library the tools cannot tell; mongorestore without --force never replaces a document.
    async occupied() {
      return null
    },
    async restore(file, { force, sourceName, keep }) {
      const kept: string[] = []
      if (force) {
        const aside = path.join(keep.besideDir, `${name}.pre-restore-${keep.suffix}.mongodump`)
        await this.dump(aside)
        kept.push(aside)
      }
      const names = { sourceName: sourceName ?? name, targetName: name }
      await withConfig(databaseUrl, (config) => mongorestoreCall(config, file, names, force))
      return kept
    },
    workDir: () => os.tmpdir(),
  }
}
