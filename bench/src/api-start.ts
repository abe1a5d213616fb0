/**
 * The start of a real API process (the production bundle, `node api/dist/main.js`), as an operator
 * restarting it sees it: from spawning the process to its `/ready` answering 200 — which waits for
 * the search index's first load (health.ts) — with the process's own CPU time at that moment
 * (from /proc: on a shared machine the wall time is mostly waiting for a core).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '@driftway/collections'

export type ApiStart = { readyS: number; cpuS: number; rssMb: number; log: string }

/** Clock ticks per second of /proc's utime and stime (100 on Linux). */
const TICKS_PER_SECOND = 100

function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/**
 * Starts the built API on `databaseUrl` with `env` added, waits for `/ready` (at most `withinMs`),
 * measures, and stops it with SIGTERM. Needs `npm run build -w @driftway/api` first.
 */
export async function timeApiStart(
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
  withinMs = 600_000,
): Promise<ApiStart> {
  const main = path.join(repoRoot, 'api', 'dist', 'main.js')
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build -w @driftway/api`)
  let output = ''
  const started = performance.now()
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, API_PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    const deadline = Date.now() + withinMs
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output.slice(-2000)}`)
      const ready = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(5000) })
        .then((response) => response.status === 200)
        .catch(() => false)
      if (ready) {
        const readyS = (performance.now() - started) / 1000
        return { readyS, cpuS: cpuSecondsOf(child.pid!), rssMb: rssMbOf(child.pid!), log: output }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the API was not ready within ${withinMs} ms:\n${output.slice(-2000)}`)
  } finally {
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 120_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}
