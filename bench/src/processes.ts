/**
 * `npm run bench` → processes: search and booking throughput of the API run as one and as two
 * processes (scripts/api-cluster.mjs: Node's cluster module on one port, Redis shared), on SQLite
 * and on PostgreSQL, in one run and one table.
 *
 * Each row starts the API bundle (`npm run build -w @driftway/api`, built once per run so the
 * processes run this tree's code) with API_PROCESSES=1 or 2, waits until every worker listens,
 * warms it up, then drives it with autocannon from this process (same machine: the load generator
 * takes CPU from the API, as it would not in production — compare rows, not absolute figures):
 * - search: BENCH_PROCESS_SECONDS (10) of campervan searches near a city for a trip, varied;
 * - bookings: BENCH_PROCESS_BOOKINGS (600) instant bookings, each by one of 50 travellers on a
 *   distinct listing-and-week (7 nights, 400+ days ahead, clear of the generated stays and
 *   seasons). Only a 201 counts as a booking; a 409 (the nights were taken) is counted apart and
 *   any other answer or socket error as an error.
 * Latency percentiles come from every response's own time (autocannon's summary has no p95).
 *
 * Data: BENCH_PROCESS_LISTINGS (3000) generated listings (generate.ts) in a SQLite file of its own
 * and in a PostgreSQL database of its own (BENCH_POSTGRES_URL, default `driftway_bench_processes`
 * on 127.0.0.1:5432; the adapter creates it and applies the migrations). The bookings a row made
 * are deleted after it, so every row sees the same data. Redis: REDIS_URL (default
 * redis://127.0.0.1:6379) under a prefix of the run's own. A database or Redis that does not
 * answer skips its rows, and the table says why.
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startSession } from '@driftway/api/auth/sessions'
import { type ApiEnv, readApiEnv } from '@driftway/api/env'
import { asSystem, createPayloadConfig, repoRoot } from '@driftway/collections'
import type { Listing } from '@driftway/collections/payload-types'
import { addDaysToKey, defaultCurrency, type ListingKind, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { type ListingPlace, listingTimeZone } from '@driftway/domain/listing-timezone'
import { searchQueryString } from '@driftway/domain/search-params'
import { createRng } from '@driftway/seed/src/photos/rng'
import autocannon from 'autocannon'
import { getPayload, type Payload } from 'payload'
import { benchCities, ensureBenchListings } from './generate'
import { summary } from './search'

const listingsTarget = Number(process.env.BENCH_PROCESS_LISTINGS || 3000)
const connections = Number(process.env.BENCH_PROCESS_CONNECTIONS || 16)
const searchSeconds = Number(process.env.BENCH_PROCESS_SECONDS || 10)
const bookingsPerRow = Number(process.env.BENCH_PROCESS_BOOKINGS || 600)
const apiPort = Number(process.env.BENCH_PROCESS_PORT || 4790)
const TRAVELLERS = 50
const log = (line: string) => console.log(`[bench/processes] ${line}`)

const idField: Record<ListingKind, string> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

type Load = { rps: number; p50: number; p95: number; ok: number; conflicts: number; errors: number }
type Row = { database: string; processes: number } & (
  | { search: Load; bookings: Load; load: number }
  | { skipped: string }
  | { failed: string }
)

/** One autocannon run; `next` gives each request (path, body, headers); statuses counted per response. */
async function drive(
  url: string,
  options: { seconds?: number; amount?: number; okStatus: number },
  next: () => autocannon.Request,
): Promise<Load> {
  const latencies: number[] = []
  const counts = { ok: 0, conflicts: 0, other: 0 }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (status === options.okStatus) counts.ok++
      else if (status === 409) counts.conflicts++
      else counts.other++
    })
  })
  const { p50, p95 } = latencies.length ? summary(latencies) : { p50: Number.NaN, p95: Number.NaN }
  return {
    rps: latencies.length / Math.max(result.duration, 0.001),
    p50,
    p95,
    ok: counts.ok,
    conflicts: counts.conflicts,
    errors: counts.other + result.errors + result.timeouts,
  }
}

/** Whether something answers on host:port; for Redis also that it answers PING. */
function probe(url: string, redis = false): Promise<string | null> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || (redis ? 6379 : 5432)) })
    const done = (problem: string | null) => {
      socket.destroy()
      resolve(problem)
    }
    socket.setTimeout(3000, () => done('no answer within 3 s'))
    socket.on('error', (error) => done(error.message))
    socket.on('connect', () => (redis ? socket.write('PING\r\n') : done(null)))
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? null : `PING answered ${data}`))
  })
}

type Prepared = { payload: Payload; tokens: string[]; listings: (Pick<Listing, 'id' | 'kind'> & ListingPlace)[] }

/** The data set, the travellers with a session each, and the instant-bookable listings to book. */
async function prepare(databaseUrl: string, env: ApiEnv): Promise<Prepared> {
  const config = await createPayloadConfig({ databaseUrl })
  const payload = await getPayload({ config, key: `bench-processes-${databaseUrl}` })
  await ensureBenchListings(payload, databaseUrl, listingsTarget, log)
  const tokens: string[] = []
  for (let i = 0; i < TRAVELLERS; i++) {
    const email = `bench-processes-traveller-${i}@driftway.test`
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, ...asSystem() })
    const user =
      docs[0] ??
      (await payload.create({
        collection: 'users',
        data: { email, role: 1, first_name: 'Bench', last_name: `Traveller ${i}`, currency_code: defaultCurrency },
        ...asSystem(),
      }))
    tokens.push((await startSession(payload, env, { id: String(user.id), role: 1 })).access)
  }
  const { docs } = await payload.find({
    collection: 'listings',
    where: { and: [{ is_draft: { equals: false } }, { is_instant_booking_allowed: { equals: true } }] },
    select: { kind: true, country_iso2: true, latitude: true, longitude: true },
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  return { payload, tokens, listings: docs }
}

/** Deletes the bookings the bench travellers made (and their nights), so the next row sees the same data. */
async function removeBenchBookings(payload: Payload): Promise<number> {
  const { docs: travellers } = await payload.find({
    collection: 'users',
    where: { email: { like: 'bench-processes-traveller-' } },
    select: {},
    pagination: false,
    ...asSystem(),
  })
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { traveller: { in: travellers.map((user) => user.id) } },
    select: {},
    pagination: false,
    depth: 0,
    ...asSystem(),
  })
  const ids = docs.map((booking) => booking.id)
  if (ids.length === 0) return 0
  for (const collection of ['booked-nights', 'payment-events', 'transactions'] as const) {
    await payload.delete({ collection, where: { booking: { in: ids } }, ...asSystem() })
  }
  await payload.delete({ collection: 'bookings', where: { id: { in: ids } }, ...asSystem() })
  return ids.length
}

type Api = { url: string; stop: () => Promise<void> }

/** scripts/api-cluster.mjs with `processes` workers; resolves once every worker listens and /ready answers. */
async function startApi(
  databaseUrl: string,
  processes: number,
  secrets: Record<string, string>,
  redis: { url: string; prefix: string } | null,
  logFile: string,
): Promise<Api> {
  const out = fs.openSync(logFile, 'w')
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'api-cluster.mjs')], {
    cwd: repoRoot,
    // The API's log goes to a file: reading it here would take CPU from the load generator.
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      ...secrets,
      API_PROCESSES: String(processes),
      PORT: String(apiPort),
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
      DATABASE_URL: databaseUrl,
      DB_PUSH: 'false',
      // The production log level (one line per request), so the figures include it.
      LOG_LEVEL: 'info',
      // The sandbox checkout is refused in production; nothing here is paid.
      NODE_ENV: 'development',
      // The deadline job would add its own load to some rows and not others.
      BOOKING_JOBS_INTERVAL_MS: '0',
      SHUTDOWN_DELAY_MS: '0',
      ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : { REDIS_URL: '' }),
    },
  })
  fs.closeSync(out)
  const url = `http://127.0.0.1:${apiPort}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(timer)
  }
  const until = Date.now() + 240_000
  while (Date.now() < until) {
    if (child.exitCode !== null) break
    const listening = fs.readFileSync(logFile, 'utf8').split('Server listening at').length - 1
    if (listening >= processes) {
      const ready = await fetch(`${url}/ready`).catch(() => null)
      if (ready?.ok) return { url, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
  throw new Error(`the API (${processes} processes) did not become ready; end of ${logFile}:\n${tail}`)
}

function searchRequests(): () => autocannon.Request {
  const r = createRng(20_261_129)
  const today = nightKeyOf(Math.floor(Date.now() / 1000), 'Europe/Berlin')
  const paths = Array.from({ length: 500 }, () => {
    const [, latitude, longitude] = r.pick(benchCities)
    const from = r.int(30, 120)
    return `/listing/recreational_vehicle/?${searchQueryString({
      latitude,
      longitude,
      sleeps__gte: r.int(2, 5),
      trip_start_timestamp: localNoonTimestamp(addDaysToKey(today, from), 'Europe/Berlin'),
      trip_end_timestamp: localNoonTimestamp(addDaysToKey(today, from + r.int(3, 14)), 'Europe/Berlin'),
      filter_by_price_trip: 'ASC',
      limit: 30,
    })}`
  })
  let i = 0
  return () => ({ method: 'GET', path: paths[i++ % paths.length]! })
}

/** Booking n: listing n mod L, week n div L (400 days ahead and on), traveller n mod 50. */
function bookingRequests({ tokens, listings }: Prepared): () => autocannon.Request {
  let n = 0
  return () => {
    const listing = listings[n % listings.length]!
    const week = Math.floor(n / listings.length)
    const token = tokens[n % tokens.length]!
    n++
    const timezone = listingTimeZone(listing)
    const first = addDaysToKey(nightKeyOf(Math.floor(Date.now() / 1000), timezone), 400 + week * 8)
    return {
      method: 'POST',
      path: `/reservation/${listing.kind}/booking/travel/`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        [idField[listing.kind]]: listing.id,
        pickup_timestamp: localNoonTimestamp(first, timezone),
        return_timestamp: localNoonTimestamp(addDaysToKey(first, 7), timezone),
        adults_num: 1,
        is_instant: true,
      }),
    }
  }
}

async function measure(api: Api, prepared: Prepared): Promise<{ search: Load; bookings: Load }> {
  const nextSearch = searchRequests()
  // Warm-up: every worker builds its search index, JIT and caches; and a few bookings.
  await drive(api.url, { seconds: 5, okStatus: 200 }, nextSearch)
  const nextBooking = bookingRequests(prepared)
  await drive(api.url, { amount: connections * 2, okStatus: 201 }, nextBooking)
  const search = await drive(api.url, { seconds: searchSeconds, okStatus: 200 }, nextSearch)
  const bookings = await drive(api.url, { amount: bookingsPerRow, okStatus: 201 }, nextBooking)
  return { search, bookings }
}

export async function runProcessBench(): Promise<{ ok: boolean }> {
  const load = os.loadavg()
  log(`load average at start ${load.map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`)
  log('bundling the API (npm run build -w @driftway/api) …')
  const build = spawnSync('npm', ['run', 'build', '-w', '@driftway/api'], { cwd: repoRoot, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the API did not build')

  const secrets = Object.fromEntries(
    ['JWT_SECRET', 'SITE_API_SECRET', 'PAYLOAD_SECRET'].map((name) => [name, randomBytes(32).toString('hex')]),
  )
  // Sessions are signed here with the secret the API processes verify with; they outlive the run.
  const env = readApiEnv({ ...process.env, ...secrets, ACCESS_TOKEN_TTL_SECONDS: '7200' })
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const redisProblem = await probe(redisUrl, true)
  const redis = redisProblem ? null : { url: redisUrl, prefix: `bench-processes-${randomBytes(4).toString('hex')}:` }
  const sqliteUrl =
    process.env.BENCH_PROCESS_SQLITE_URL ||
    (fs.existsSync('/dev/shm')
      ? 'file:/dev/shm/driftway-bench-processes.db'
      : `file:${path.join(repoRoot, 'data', 'bench-processes.db')}`)
  const postgresUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/driftway_bench_processes'
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-bench-processes-'))

  const rows: Row[] = []
  for (const [database, databaseUrl] of [
    ['SQLite', sqliteUrl],
    ['PostgreSQL', postgresUrl],
  ] as const) {
    const unreachable = database === 'PostgreSQL' ? await probe(databaseUrl) : null
    if (unreachable) {
      for (const processes of [1, 2])
        rows.push({ database, processes, skipped: `PostgreSQL at ${new URL(databaseUrl).host}: ${unreachable}` })
      continue
    }
    log(`${database}: ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}`)
    let prepared: Prepared
    try {
      prepared = await prepare(databaseUrl, env)
      await removeBenchBookings(prepared.payload)
    } catch (error) {
      for (const processes of [1, 2]) rows.push({ database, processes, failed: `preparing the data: ${error}` })
      continue
    }
    log(`${database}: ${prepared.listings.length} instant-bookable listings, ${prepared.tokens.length} travellers`)
    for (const processes of [1, 2]) {
      if (processes > 1 && !redis) {
        rows.push({
          database,
          processes,
          skipped: `Redis at ${redisUrl}: ${redisProblem} (API_PROCESSES > 1 needs it)`,
        })
        continue
      }
      const logFile = path.join(logDir, `${database.toLowerCase()}-${processes}.log`)
      let api: Api | null = null
      try {
        api = await startApi(databaseUrl, processes, secrets, redis, logFile)
        log(`${database}, ${processes} process(es): measuring`)
        // The machine is shared: each row says how busy it was when the row started.
        const rowLoad = os.loadavg()[0]!
        rows.push({ database, processes, load: rowLoad, ...(await measure(api, prepared)) })
      } catch (error) {
        rows.push({ database, processes, failed: String(error) })
      } finally {
        await api?.stop()
        await removeBenchBookings(prepared.payload)
      }
    }
    await prepared.payload.destroy?.()
  }

  const f = (ms: number) => `${ms.toFixed(1)} ms`
  const cells = (load: Load) =>
    `${load.rps.toFixed(0).padStart(7)} ${f(load.p50).padStart(9)} ${f(load.p95).padStart(9)}`
  console.log('')
  console.log(
    `processes bench: API through scripts/api-cluster.mjs (${redis ? 'Redis shared' : 'no Redis'}), ${listingsTarget} listings, autocannon with ${connections} connections on the same machine; load average at start ${load.map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`,
  )
  console.log(
    `  search: ${searchSeconds} s of campervan searches near a city for a 3-14 night trip (errors = not 200); bookings: ${bookingsPerRow} instant 7-night bookings by ${TRAVELLERS} travellers on distinct listing-weeks (201 booked, 409 taken, errors = anything else)`,
  )
  console.log(
    '  database    processes  load │ search req/s     p50       p95 errors │ booking req/s     p50       p95   201   409 errors',
  )
  for (const row of rows) {
    const head = `  ${row.database.padEnd(11)} ${String(row.processes).padStart(9)}`
    if ('skipped' in row) console.log(`${head}       │ skipped: ${row.skipped}`)
    else if ('failed' in row) console.log(`${head}       │ FAILED: ${row.failed}`)
    else
      console.log(
        `${head} ${row.load.toFixed(1).padStart(5)} │      ${cells(row.search)} ${String(row.search.errors).padStart(6)} │       ${cells(row.bookings)} ${String(row.bookings.ok).padStart(5)} ${String(row.bookings.conflicts).padStart(5)} ${String(row.bookings.errors).padStart(6)}`,
      )
  }
  console.log(`  load = the 1-minute load average when the row started; API logs: ${logDir}`)
  return { ok: !rows.some((row) => 'failed' in row) }
}
