import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'
import { developmentSecrets } from '@driftway/domain/security/secrets'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * What a production deployment starts with (issue 19): no known secret, no demo data, no
 * database or cache open to the world. The processes are started as an operator would start
 * them (NODE_ENV=production; the API from its build, `node api/dist/main.js`, the seed and the
 * site through tsx) on a scratch SQLite database, whatever DATABASE_URL says: the start path is the
 * same code on every adapter, and the checks read the file directly. So the runs on a database
 * server (`npm run test:pg`) leave this file out (vitest.config.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const node = path.join(root, 'node_modules', '.bin', 'node')
const api = ['--enable-source-maps', 'api/dist/main.js']
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-production-'))
const databaseFile = path.join(dir, 'driftway.db')
const strong = () => randomBytes(32).toString('hex')
const secrets = {
  JWT_SECRET: strong(),
  SESSION_SECRET: strong(),
  PAYLOAD_SECRET: strong(),
  SITE_API_SECRET: strong(),
  STRIPE_SECRET_KEY: 'sk_test_production_start',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
}
const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATABASE_URL: `file:${databaseFile}`,
  MEDIA_DIR: path.join(dir, 'media'),
  LOG_LEVEL: 'warn',
}

type Run = { code: number | null; output: string }
const running: ChildProcess[] = []

/** Runs a TypeScript entry through tsx, or the API's build when `args` name it. */
function start(args: string[], env: Record<string, string | undefined>, cwd = root) {
  const child = spawn(args[0]?.startsWith('--') ? node : tsx, args, {
    cwd,
    env: { ...baseEnv, ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output })))
  return { child, done, output: () => output }
}

const run = (args: string[], env: Record<string, string | undefined> = {}, input?: string) => {
  const started = start(args, env)
  started.child.stdin.end(input ?? '')
  return started.done
}

function count(table: string): number {
  const db = new DatabaseSync(databaseFile, { readOnly: true })
  try {
    return Number((db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n)
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  // The API as production runs it: bundled by its build (api/build.mjs), started with node.
  const built = spawnSync('npm', ['run', 'build', '-w', '@driftway/api'], { cwd: root, encoding: 'utf8' })
  expect(built.status, `${built.stdout}${built.stderr}`).toBe(0)
  // The reference lists, as a development run of the catalog seed leaves them (its start applies
  // the committed migrations, as every start does: decision 0075).
  const prepared = await run(['seed/src/cli.ts', '--catalog'])
  expect(prepared.code, prepared.output).toBe(0)
}, 120_000)

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('secrets in production', () => {
  it('the API refuses a publicly known secret with a clear message', async () => {
    const result = await run(api, {
      ...secrets,
      NODE_ENV: 'production',
      JWT_SECRET: developmentSecrets.JWT_SECRET,
      API_PORT: '0',
    })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/Refusing to start in production: JWT_SECRET is a publicly known value/)
    expect(result.output).toMatch(/openssl rand -hex 32/)
  }, 60_000)

  it('the API refuses missing secrets, naming each', async () => {
    const result = await run(api, { NODE_ENV: 'production', API_PORT: '0' })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/JWT_SECRET is not set; SITE_API_SECRET is not set; PAYLOAD_SECRET is not set/)
  }, 60_000)

  it('the API refuses the sandbox checkout: production takes payments through Stripe', async () => {
    const result = await run(api, {
      ...secrets,
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: undefined,
      API_PORT: '0',
    })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/Refusing to start in production without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/)
  }, 60_000)

  it('the site refuses a known session secret before it serves anything', async () => {
    const result = await run(['remix-app/server.ts'], {
      ...secrets,
      NODE_ENV: 'production',
      SESSION_SECRET: 'change-me-in-production-as-well',
      PORT: '0',
    })
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/\[site\] Refusing to start in production: SESSION_SECRET is a publicly known value/)
  }, 60_000)

  it('the CMS checks its secret when the server starts', async () => {
    const { register } = await import('../../cms/src/instrumentation')
    const exit = process.exit
    const errors: string[] = []
    const error = console.error
    const env = { ...process.env }
    let exitCode: number | undefined
    process.exit = ((code?: number) => {
      exitCode = code
    }) as typeof process.exit
    console.error = (line: string) => errors.push(line)
    try {
      Object.assign(process.env, {
        NODE_ENV: 'production',
        NEXT_RUNTIME: 'nodejs',
        PAYLOAD_SECRET: 'change-me-in-production',
      })
      await register()
    } finally {
      process.exit = exit
      console.error = error
      for (const key of ['NODE_ENV', 'NEXT_RUNTIME', 'PAYLOAD_SECRET']) {
        if (env[key] === undefined) delete process.env[key]
        else process.env[key] = env[key]
      }
    }
    expect(exitCode).toBe(1)
    expect(errors.join('\n')).toMatch(
      /\[cms\] Refusing to start in production: PAYLOAD_SECRET is a publicly known value/,
    )
  })
})

describe('no demo data in production', () => {
  it('the demo seed refuses to run; the reference lists may', async () => {
    const refused = await run(['seed/src/cli.ts'], { ...secrets, NODE_ENV: 'production' })
    expect(refused.code).toBe(2)
    expect(refused.output).toMatch(/Refusing to seed the demo marketplace in production/)
    const catalog = await run(['seed/src/cli.ts', '--catalog'], { ...secrets, NODE_ENV: 'production' })
    expect(catalog.code, catalog.output).toBe(0)
    expect(count('legal_types')).toBeGreaterThan(0)
  }, 120_000)

  it('a production API start on an empty database creates no account, and the image seeds no demo', async () => {
    const port = 40_000 + Math.floor(Math.random() * 10_000)
    const server = start(api, { ...secrets, NODE_ENV: 'production', API_PORT: String(port) })
    let ready = false
    for (let attempt = 0; attempt < 120 && !ready; attempt++) {
      ready = await fetch(`http://127.0.0.1:${port}/ready`)
        .then((response) => response.ok)
        .catch(() => false)
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(ready, server.output()).toBe(true)
    server.child.kill('SIGTERM')
    await server.done
    expect(count('users')).toBe(0)
    expect(count('staff')).toBe(0)

    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const apiStage = dockerfile.split(/^FROM /m).find((stage) => /^base AS api\b/.test(stage))!
    const command = /^CMD (.+)$/m.exec(apiStage)![1]!
    expect(command).toContain('seed/src/cli.ts --catalog')
    expect(command).not.toMatch(/seed\/src\/cli\.ts(?! --catalog)/)
    // The image runs the API's build, made in its own stage, not the TypeScript sources.
    expect(apiStage).toMatch(/^RUN npm run build -w @driftway\/api\b/m)
    expect(command).toContain('node --enable-source-maps api/dist/main.js')
    expect(command).not.toContain('api/src/main.ts')
    // Every service runs unprivileged (Docker is not on these machines: the file is what is checked).
    for (const service of ['api', 'cms', 'site']) {
      const stage = dockerfile.split(/^FROM /m).find((text) => new RegExp(`^base AS ${service}\\b`).test(text))!
      expect(stage, service).toMatch(/^USER node$/m)
    }
  }, 120_000)

  it('the first administrator comes from an explicit command with the operator’s password', async () => {
    const weak = await run(['seed/src/create-admin.ts', '--email', 'ops@example.com'], { ...secrets }, 'short\n')
    expect(weak.code).toBe(2)
    expect(weak.output).toMatch(/not good enough/)
    const created = await run(
      ['seed/src/create-admin.ts', '--email', 'ops@example.com'],
      { ...secrets },
      'Operator-Chosen-1\n',
    )
    expect(created.code, created.output).toBe(0)
    expect(count('staff')).toBe(1)
    const db = new DatabaseSync(databaseFile, { readOnly: true })
    const row = db.prepare('select email, staff_role from staff').get() as { email: string; staff_role: string }
    db.close()
    expect(row).toEqual({ email: 'ops@example.com', staff_role: 'admin' })
  }, 120_000)
})

describe('docker-compose.yml', () => {
  // `merge`: the replicas share their settings through YAML merge keys (`<<: *app-env`).
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      { ports?: unknown[]; environment?: Record<string, string>; command?: unknown; entrypoint?: unknown }
    >
  }
  const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')

  it('publishes only the reverse proxy, on the site, CMS and API ports', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name)
    expect(published).toEqual(['proxy'])
    expect(compose.services.proxy!.ports).toEqual(['3000:3000', '3001:3001', '4000:4000'])
  })

  it('runs no database without credentials, and requires every secret', () => {
    const mongo = compose.services.mongo!
    expect(mongo.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/)
    expect(JSON.stringify(mongo.entrypoint)).toContain('--keyFile')
    // Two API replicas share Redis (rate limits, search changes, chat relay) behind the proxy; backup runs mongodump.
    expect(Object.keys(compose.services).sort()).toEqual([
      'api-1',
      'api-2',
      'backup',
      'cms',
      'mongo',
      'proxy',
      'redis',
      'site',
    ])
    for (const name of ['api-1', 'api-2', 'cms', 'site']) {
      const env = compose.services[name]!.environment!
      expect(env.DATABASE_URL).toMatch(
        /^mongodb:\/\/\$\{MONGO_USERNAME:-\w+\}:\$\{MONGO_PASSWORD:\?[^}]*\}@mongo:27017\//,
      )
      for (const secret of ['JWT_SECRET', 'SESSION_SECRET', 'PAYLOAD_SECRET', 'SITE_API_SECRET'])
        expect(env[secret], `${name} ${secret}`).toMatch(new RegExp(`^\\$\\{${secret}:\\?`))
    }
    expect(compose.services.backup!.environment?.DATABASE_URL).toMatch(
      /^mongodb:\/\/\$\{MONGO_USERNAME:-\w+\}:\$\{MONGO_PASSWORD:\?/,
    )
    // No secret or credential has a default anywhere in the file.
    expect(text).not.toMatch(
      /\$\{(JWT_SECRET|SESSION_SECRET|PAYLOAD_SECRET|SITE_API_SECRET|MONGO_PASSWORD|MONGO_REPLICA_KEY):-/,
    )
  })
})
