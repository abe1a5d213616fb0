import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseBackup } from './database'
import { latestMigrationSql } from './sqlite'
import { BackupError, runTool, type ToolCall } from './tools'

/**
 * PostgreSQL in a backup (decision 0084), through its own tools: `pg_dump --format=custom` runs in
 * one repeatable-read snapshot, so the dump is one consistent moment while the site keeps writing;
 * `pg_restore` loads it in a single transaction (all or nothing). The password goes to the tools
 * as PGPASSWORD, never as an argument. The client tools must be as new as the server
 * (postgresql-client; the Docker image and CI install it).
 */

/** The URL without its password, and the password apart (for PGPASSWORD). */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl)
  const password = url.password ? decodeURIComponent(url.password) : undefined
  url.password = ''
  return { url: url.toString(), password }
}

const toolEnv = (password?: string): Record<string, string> => (password ? { PGPASSWORD: password } : {})

export function pgDumpCall(databaseUrl: string, target: string): ToolCall {
  const { url, password } = splitPassword(databaseUrl)
  return {
    program: 'pg_dump',
    // Owners and grants are the source server's: the restored database belongs to whoever restores it.
    args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`],
    env: toolEnv(password),
  }
}

export function pgRestoreCall(databaseUrl: string, file: string): ToolCall {
  const { url, password } = splitPassword(databaseUrl)
  return {
    program: 'pg_restore',
    args: ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file],
    env: toolEnv(password),
  }
}

const hint = 'Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).'

/** The database's name (the URL's path). */
const databaseName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1))

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** Schemas that hold the application's tables (everything but PostgreSQL's own). */
const userSchemas = `SELECT nspname FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`

/** Creates the database when the server does not have it yet (a restore into a fresh database). */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  try {
    await withClient(databaseUrl, async () => undefined)
  } catch (error) {
    // 3D000: invalid_catalog_name — the database does not exist.
    if ((error as { code?: string }).code !== '3D000') throw error
    const server = new URL(databaseUrl)
    server.pathname = '/postgres'
    const name = databaseName(databaseUrl).replaceAll('"', '""')
    await withClient(server.toString(), (client) => client.query(`CREATE DATABASE "${name}"`))
  }
}

export function postgresBackup(databaseUrl: string): DatabaseBackup {
  const name = databaseName(databaseUrl)
  return {
    adapter: 'postgres',
    name,
    file: 'database.pgdump',
    async dump(target) {
      await runTool(pgDumpCall(databaseUrl, target), hint)
    },
    async appliedMigration() {
      return withClient(databaseUrl, async (client) => {
        const { rows } = await client.query(`SELECT to_regclass('payload_migrations') IS NOT NULL AS "exists"`)
        if (!rows[0]?.exists) return null
        return ((await client.query(latestMigrationSql)).rows[0]?.name as string | undefined) ?? null
      })
    },
    async check(file) {
      // Reads the whole table of contents: a damaged or foreign file fails here.
      await runTool({ program: 'pg_restore', args: ['--list', file] }, hint).catch((error: Error) => {
        throw new BackupError(`The database dump in the archive cannot be read: ${error.message}`)
      })
    },
    async occupied() {
      try {
        const { rows } = await withClient(databaseUrl, (client) =>
          client.query(
            `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname IN (${userSchemas})`.replaceAll('\n', ' '),
          ),
        )
        return rows[0].tables > 0 ? `the PostgreSQL database "${name}"` : null
      } catch (error) {
        if ((error as { code?: string }).code === '3D000') return null
        throw error
      }
    },
    async restore(file, { force, keep }) {
      await ensureDatabase(databaseUrl)
      const kept: string[] = []
      if (force && (await this.occupied())) {
        // What is replaced is kept as a dump of its own beside the archive, then the schemas go.
        const aside = path.join(keep.besideDir, `${name}.pre-restore-${keep.suffix}.pgdump`)
        await runTool(pgDumpCall(databaseUrl, aside), hint)
        kept.push(aside)
        await withClient(databaseUrl, async (client) => {
          const { rows } = await client.query<{ nspname: string }>(userSchemas)
          await client.query('BEGIN')
          for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname.replaceAll('"', '""')}" CASCADE`)
          // pg_dump leaves out the public schema every database starts with; the dump's tables go there.
          await client.query('CREATE SCHEMA public')
          await client.query('COMMIT')
        })
      }
      await runTool(pgRestoreCall(databaseUrl, file), hint)
      return kept
    },
    workDir: () => os.tmpdir(),
  }
}
