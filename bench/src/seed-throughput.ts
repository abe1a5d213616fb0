/**
 * Seed throughput (issue 17, `BENCH_ONLY=seed`): how many listings a second bulk writes store —
 * `bulkCreate` (collections/src/bulk-create.ts), the path of `npm run seed -- --listings N` and of
 * the bench's data generator: every document through the collection's hooks and validation, then
 * multi-row inserts in one transaction per batch of 250. Goal: ≥ 1 000 listings/s.
 *
 * Each row runs the generator (generate-worker.ts) in a process of its own on SQLite (a fresh file
 * in /dev/shm) and on PostgreSQL (BENCH_SEED_POSTGRES_URL, default the `driftway_bench_seed`
 * database, created on first use and added to on later runs): BENCH_SEED_LISTINGS listings alone
 * (default 3000; the seed's benchmark listings are listings alone), then a fifth of that with
 * their seasons, rates, extras, reservations and booked nights (what the search bench generates).
 * The time is the writes' alone (not the process start); the CPU column is the process's CPU time
 * over the same span, so a busy machine shows as wall time above CPU time.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot } from '@driftway/collections'

const log = (line: string) => console.log(`[bench/seed] ${line}`)
const GOAL = 1000

type Result = { listings: number; seconds: number; cpuSeconds: number }
type Row = { database: string; data: string; load: number } & (Result | { skipped: string } | { failed: string })

function runWorker(databaseUrl: string, count: number, listingsOnly: boolean): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(new URL('./generate-worker.ts', import.meta.url)),
        'next',
        String(count),
        ...(listingsOnly ? ['listings-only'] : []),
      ],
      { env: { ...process.env, BENCH_DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('generate-worker result '))
      if (code === 0 && line) resolve(JSON.parse(line.slice('generate-worker result '.length)) as Result)
      else reject(new Error(`the generator exited with ${code}${line ? '' : ' without a result'}`))
    })
  })
}

/** Why PostgreSQL cannot be used, or null when it answers. */
async function postgresProblem(url: string): Promise<string | null> {
  const { host, port } = new URL(url)
  const net = await import('node:net')
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.split(':')[0], port: Number(port || 5432) })
    socket.setTimeout(2000)
    socket.on('connect', () => {
      socket.destroy()
      resolve(null)
    })
    socket.on('timeout', () => {
      socket.destroy()
      resolve('no answer within 2 s')
    })
    socket.on('error', (error) => resolve(error.message))
  })
}

export async function runSeedBench(): Promise<{ ok: boolean }> {
  const listings = Number(process.env.BENCH_SEED_LISTINGS || 3000)
  const withChildren = Math.max(250, Math.round(listings / 5))
  const sqliteFile = fs.existsSync('/dev/shm')
    ? '/dev/shm/driftway-bench-seed.db'
    : path.join(repoRoot, 'data', 'bench-seed.db')
  const postgresUrl = process.env.BENCH_SEED_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/driftway_bench_seed'
  log(
    `load average at start ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  )
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true })
  const rows: Row[] = []
  for (const [database, databaseUrl] of [
    ['SQLite', `file:${sqliteFile}`],
    ['PostgreSQL', postgresUrl],
  ] as const) {
    const problem = database === 'PostgreSQL' ? await postgresProblem(databaseUrl) : null
    for (const [data, count, listingsOnly] of [
      ['listings alone', listings, true],
      ['with children', withChildren, false],
    ] as const) {
      const load = os.loadavg()[0]!
      if (problem) {
        rows.push({ database, data, load, skipped: `PostgreSQL at ${new URL(databaseUrl).host}: ${problem}` })
        continue
      }
      log(`${database}: ${count} listings (${data}) …`)
      try {
        rows.push({ database, data, load, ...(await runWorker(databaseUrl, count, listingsOnly)) })
      } catch (error) {
        rows.push({ database, data, load, failed: String(error) })
      }
    }
  }
  console.log('')
  console.log(`Seed throughput — bulkCreate, validated, batches of 250 (goal ≥ ${GOAL} listings/s for listings alone)`)
  console.log('  database    data            │ listings │   wall s │ listings/s │ CPU s │ listings/CPU-s │ load')
  let ok = true
  for (const row of rows) {
    const head = `  ${row.database.padEnd(11)} ${row.data.padEnd(15)}`
    if ('skipped' in row) console.log(`${head} │ skipped: ${row.skipped}`)
    else if ('failed' in row) {
      ok = false
      console.log(`${head} │ FAILED: ${row.failed}`)
    } else {
      const rate = row.listings / row.seconds
      const met = row.data === 'listings alone' ? (rate >= GOAL ? ' ✓' : ' ✗') : '  '
      if (row.data === 'listings alone' && rate < GOAL) ok = false
      console.log(
        `${head} │ ${String(row.listings).padStart(8)} │ ${row.seconds.toFixed(1).padStart(8)} │ ${rate.toFixed(0).padStart(8)}${met} │ ${row.cpuSeconds.toFixed(1).padStart(5)} │ ${(row.listings / row.cpuSeconds).toFixed(0).padStart(14)} │ ${row.load.toFixed(1)}`,
      )
    }
  }
  console.log('  with children: each listing with its seasons, rates, extras, reservations and ~10 booked nights')
  console.log('  load = the 1-minute load average when the row started (2 cores shared: wall time grows with it)')
  return { ok }
}
