#!/usr/bin/env node
// `npm start`: builds what is missing or stale, seeds the embedded database on first run,
// starts API, site and CMS, waits until each answers, then prints the URLs and demo logins.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const args = new Set(process.argv.slice(2))

// Loopback unless HOST opens it: a development stack shows the dev outbox and the demo logins.
const host = process.env.HOST || '127.0.0.1'
const probeHost = ['0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host

/**
 * The secrets of API, site and CMS (JWT_SECRET, SESSION_SECRET, PAYLOAD_SECRET, SITE_API_SECRET):
 * generated once into data/secrets.json (git-ignored, readable by this user only) so a fresh clone
 * needs no setup and no two installations share a secret; a variable set in the environment wins.
 */
function loadSecrets() {
  const file = path.join(root, 'data', 'secrets.json')
  const names = ['JWT_SECRET', 'SESSION_SECRET', 'PAYLOAD_SECRET', 'SITE_API_SECRET']
  let stored = {}
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {}
  const missing = names.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32)
  if (missing.length > 0) {
    for (const name of missing) stored[name] = randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
  }
  return Object.fromEntries(names.map((name) => [name, process.env[name] || stored[name]]))
}

const ports = {
  api: Number(process.env.API_PORT ?? 4000),
  site: Number(process.env.SITE_PORT ?? 3000),
  cms: Number(process.env.CMS_PORT ?? 3001),
}
const urls = {
  api: process.env.PUBLIC_API_URL ?? `http://localhost:${ports.api}`,
  site: process.env.SITE_URL ?? `http://localhost:${ports.site}`,
  cms: process.env.CMS_URL ?? `http://localhost:${ports.cms}`,
}
const sharedEnv = {
  ...process.env,
  ...loadSecrets(),
  HOST: host,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  API_URL: process.env.API_URL ?? `http://${probeHost}:${ports.api}`,
  PUBLIC_API_URL: urls.api,
  SITE_URL: urls.site,
  CMS_URL: urls.cms,
  NEXT_TELEMETRY_DISABLED: '1',
}

/**
 * The partner simulator (issue 21, decision 0091) stands in for the partners' systems when none is
 * configured: no PARTNER_SIMULATOR_URL and no PARTNER_<NAME>_URL. The API then imports every
 * partner's fleet from it (5 s after it starts), so the demo sells partner listings too.
 * START_PARTNER_SIMULATOR=0 leaves it out (a stack without partner listings).
 */
const partnerNames = ['THL', 'NEORENT', 'MCRENT', 'WHEEL_OFFICE', 'INDIE', 'VANEVER', 'CAMPNERD', 'FIVE_ANKER']
const partnersConfigured =
  Boolean(process.env.PARTNER_SIMULATOR_URL?.trim()) ||
  partnerNames.some((name) => Boolean(process.env[`PARTNER_${name}_URL`]?.trim()))
const withSimulator = !partnersConfigured && process.env.START_PARTNER_SIMULATOR !== '0'
const simulatorPort = Number(process.env.PARTNER_SIMULATOR_PORT ?? 4600)
if (withSimulator) sharedEnv.PARTNER_SIMULATOR_URL = `http://127.0.0.1:${simulatorPort}`

const siteBuildDir = process.env.SITE_BUILD_DIR ?? 'build'
const cmsDistDir = process.env.CMS_DIST_DIR ?? '.next'
// START_CMS=0 leaves the admin out (focused e2e runs of site-only features start faster).
const withCms = process.env.START_CMS !== '0'

const color = {
  partners: '\x1b[90m',
  api: '\x1b[36m',
  site: '\x1b[35m',
  cms: '\x1b[33m',
  seed: '\x1b[32m',
  build: '\x1b[34m',
}
const reset = '\x1b[0m'
const say = (tag, line) => process.stdout.write(`${color[tag.split(' ')[0]] ?? ''}[${tag}]${reset} ${line}\n`)

// API_PROCESSES: how many API processes serve the API's port (scripts/api-cluster.mjs, decision 0078).
const apiProcesses = Number(process.env.API_PROCESSES || 1)
if (!Number.isInteger(apiProcesses) || apiProcesses < 1) {
  say('api', `API_PROCESSES must be a whole number ≥ 1, got "${process.env.API_PROCESSES}"`)
  process.exit(1)
}
if (apiProcesses > 1 && !process.env.REDIS_URL) {
  say('api', 'API_PROCESSES > 1 needs REDIS_URL (rate limits, search changes and chat sockets are shared through it)')
  process.exit(1)
}

/** The newest modification time below `sources` (folders, or single files such as a build's config). */
function newestMtime(sources) {
  let newest = 0
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return
    if (!fs.statSync(dir).isDirectory()) {
      newest = Math.max(newest, fs.statSync(dir).mtimeMs)
      return
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else newest = Math.max(newest, fs.statSync(full).mtimeMs)
    }
  }
  for (const source of sources) walk(path.join(root, source))
  return newest
}

/** Builds a workspace when its output is missing or older than any of its sources. */
async function buildIfStale(workspace, output, sources) {
  const marker = path.join(root, output)
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0
  if (!args.has('--rebuild') && builtAt > newestMtime(sources)) return
  say('build', `building ${workspace} …`)
  const started = Date.now()
  const tag = `build ${workspace.replace('@driftway/', '')}`
  const status = await runToEnd(tag, 'npm', ['run', 'build', '-w', workspace], { NODE_ENV: 'production' })
  if (status !== 0) {
    say('build', `${workspace} failed to build`)
    shutdown(status ?? 1)
    return
  }
  fs.mkdirSync(path.dirname(marker), { recursive: true })
  fs.writeFileSync(marker, new Date().toISOString())
  say('build', `${workspace} built in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * LOG_DIR: each service's output also goes to `<LOG_DIR>/<service>.log` (appended), for log
 * shippers and for looking back after the terminal is gone. The terminal keeps showing it.
 */
const logDir = process.env.LOG_DIR ? path.resolve(root, process.env.LOG_DIR) : null
if (logDir) fs.mkdirSync(logDir, { recursive: true })
const logFileOf = (tag) => (logDir ? fs.createWriteStream(path.join(logDir, `${tag}.log`), { flags: 'a' }) : null)

const children = []
/** Starts a child in its own process group, its output prefixed with `tag` (and kept in LOG_DIR). */
function spawnTagged(tag, command, commandArgs, env, { keepLog = true } = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...sharedEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `npm run start` and `next start` spawn the real servers as
    // grandchildren, and stopping the group is what reaches them.
    detached: true,
  })
  const file = keepLog ? logFileOf(tag) : null
  const pipe = (stream) => {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.trim()) continue
        say(tag, line)
        file?.write(`${line}\n`)
      }
    })
  }
  pipe(child.stdout)
  pipe(child.stderr)
  children.push(child)
  return child
}

/** A one-off step (a build, the seed): resolves with its exit status. */
function runToEnd(tag, command, commandArgs, env = {}) {
  const child = spawnTagged(tag, command, commandArgs, env, { keepLog: false })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)))
}

/** A service: when it exits on its own, everything stops. */
function run(tag, command, commandArgs, env = {}) {
  const child = spawnTagged(tag, command, commandArgs, env)
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      say(tag, `exited (${signal ?? code}); stopping everything`)
      shutdown(1)
    }
  })
  return child
}

let shuttingDown = false
function shutdown(code = 0) {
  shuttingDown = true
  for (const child of children) {
    if (child.exitCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

// Bounded, but long enough for a first start on a busy 2-core machine (CI, parallel test runs),
// where the API's first Payload init and the Next.js admin's first render take minutes.
async function waitFor(tag, url, timeoutMs = 600_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  say(tag, `did not answer at ${url} within ${timeoutMs / 1000} s`)
  shutdown(1)
}

/**
 * Seeding also migrates the database to the latest schema (the adapter applies the committed
 * migrations when it connects; decision 0075), before the API opens it.
 */
async function seedDatabase() {
  say('seed', 'preparing the database …')
  // SEED_LISTINGS: how many published listings a fresh database gets (the seed's --listings).
  const listings = process.env.SEED_LISTINGS?.trim()
  const status = await runToEnd('seed', bin('tsx'), ['seed/src/cli.ts', ...(listings ? ['--listings', listings] : [])])
  if (status !== 0) shutdown(status ?? 1)
}

async function main() {
  if (args.has('--fresh') && process.env.DATABASE_URL?.startsWith('file:')) {
    const file = process.env.DATABASE_URL.slice('file:'.length)
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  }

  // The builds and the seed run side by side: each is partly single-threaded or waiting on the
  // disk, so together they take less time than one after the other, on 2 cores too.
  await Promise.all([
    // The API runs bundled (api/build.mjs): node starts it without transpiling anything.
    buildIfStale('@driftway/api', 'api/dist/.built-at', [
      'api/src',
      'collections/src',
      'collections/migrations',
      'domain/src',
      'api/build.mjs',
    ]),
    buildIfStale('@driftway/site', `remix-app/${siteBuildDir}/.built-at`, [
      'remix-app/app',
      'remix-app/public',
      'remix-app/vite.config.ts',
      'remix-app/react-router.config.ts',
      'domain/src',
    ]),
    withCms &&
      buildIfStale('@driftway/cms', `cms/${cmsDistDir}/.built-at`, [
        'cms/src',
        'collections/src',
        'collections/migrations',
        'domain/src',
        'cms/next.config.mjs',
      ]),
    seedDatabase(),
  ])
  if (shuttingDown) return

  // The API imports the partner fleets soon after it starts: the simulator answers before that.
  if (withSimulator) {
    run('partners', bin('tsx'), ['api/src/partners/simulator/main.ts'], {
      PARTNER_SIMULATOR_PORT: String(simulatorPort),
      PARTNER_SIMULATOR_HOST: '127.0.0.1',
    })
    await waitFor('partners', `http://127.0.0.1:${simulatorPort}/__control/calls/thl`)
    if (shuttingDown) return
  }

  // The site renders from the API, so the API comes up first.
  // API_PROCESSES > 1: that many API processes on the one port (scripts/api-cluster.mjs; needs REDIS_URL).
  const apiEntry = apiProcesses > 1 ? ['scripts/api-cluster.mjs'] : ['--enable-source-maps', 'api/dist/main.js']
  run('api', bin('node'), apiEntry, { PORT: String(ports.api), DB_PUSH: 'false' })
  await waitFor('api', `http://${probeHost}:${ports.api}/ready`)
  run('site', 'npm', ['run', 'start', '-w', '@driftway/site'], { PORT: String(ports.site), NODE_ENV: 'production' })
  if (withCms)
    run('cms', 'npm', ['run', 'start', '-w', '@driftway/cms'], {
      PORT: String(ports.cms),
      DB_PUSH: 'false',
      NODE_ENV: 'production',
    })
  await Promise.all([
    waitFor('site', `http://${probeHost}:${ports.site}/`),
    withCms && waitFor('cms', `http://${probeHost}:${ports.cms}/admin/login`),
  ])

  scheduleBackups()

  const { demoAccounts } = await import('../seed/src/demo-accounts.ts')
  const lines = [
    '',
    'Driftway is running:',
    `  Site   ${urls.site}`,
    `  API    ${urls.api}   (OpenAPI: ${urls.api}/docs)`,
    ...(withCms ? [`  Admin  ${urls.cms}/admin`] : []),
    ...(withSimulator
      ? [
          `  Partner simulator  http://127.0.0.1:${simulatorPort}   (partner fleets are imported a few seconds after start)`,
        ]
      : []),
    '',
    host === '127.0.0.1' || host === 'localhost' || host === '::1'
      ? 'Listening on this machine only (set HOST=0.0.0.0 to let other machines in).'
      : `Listening on ${host}: other machines can reach this development stack, its demo logins and dev outbox.`,
    '',
    'Demo logins:',
    ...demoAccounts.map((account) => `  ${account.label.padEnd(16)} ${account.email.padEnd(32)} ${account.password}`),
    '',
    'Press Ctrl+C to stop.',
    '',
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * BACKUP_DIR set: `npm run backup` once the stack is up and then every BACKUP_INTERVAL_HOURS
 * (default 24), keeping the BACKUP_KEEP (default 7) newest archives. A failed backup is reported
 * and tried again at the next interval; it never stops the stack.
 */
function scheduleBackups() {
  const dir = process.env.BACKUP_DIR
  if (!dir) return
  const hours = Number(process.env.BACKUP_INTERVAL_HOURS || 24)
  const keep = process.env.BACKUP_KEEP || '7'
  if (!(hours > 0)) {
    say(
      'backup',
      `BACKUP_INTERVAL_HOURS must be a positive number, got "${process.env.BACKUP_INTERVAL_HOURS}"; no scheduled backups`,
    )
    return
  }
  let running = false
  const backup = () => {
    if (running || shuttingDown) return
    running = true
    const child = spawn(bin('tsx'), ['scripts/backup.ts', '--dir', dir, '--keep', keep], {
      cwd: root,
      env: sharedEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) say('backup', line.replace(/^\[backup\] /, ''))
      })
    }
    child.on('exit', (code) => {
      running = false
      if (code !== 0) say('backup', `failed (exit ${code}); next try in ${hours} h`)
    })
  }
  say('backup', `every ${hours} h into ${dir}, keeping the ${keep} newest`)
  backup()
  setInterval(backup, hours * 3_600_000).unref()
}

main().catch((error) => {
  console.error(error)
  shutdown(1)
})
