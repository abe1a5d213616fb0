#!/usr/bin/env node
// `API_PROCESSES=N npm start` (N > 1) runs the API through this: N workers of api/dist/main.js on
// one port with Node's cluster module (the primary accepts the connections and hands them to the
// workers in turn). What the processes share goes through Redis (REDIS_URL, decision 0078):
// rate limits and throttles, search changes and chat sockets (WebSocket only, so a socket stays
// on the worker it connected to and no sticky sessions are needed).
//
// SIGTERM/SIGINT: every worker drains and closes (api/src/http/lifecycle.ts); the primary exits 0
// once all have exited cleanly. A worker that dies otherwise is replaced, at most one per second.
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const count = Number(process.env.API_PROCESSES)
if (!Number.isInteger(count) || count < 1) {
  console.error(`[api] API_PROCESSES must be a whole number ≥ 1, got "${process.env.API_PROCESSES}"`)
  process.exit(1)
}
if (count > 1 && !process.env.REDIS_URL) {
  console.error(
    '[api] API_PROCESSES > 1 needs REDIS_URL: without it rate limits, search changes and chat sockets stay inside each process.',
  )
  process.exit(1)
}

cluster.setupPrimary({ exec: path.join(root, 'api', 'dist', 'main.js'), execArgv: ['--enable-source-maps'] })

let stopping = false
let exitCode = 0
let lastRestart = 0

function fork() {
  const worker = cluster.fork()
  worker.on('exit', (code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
      return
    }
    console.error(`[api] worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    const wait = Math.max(0, lastRestart + 1000 - Date.now())
    lastRestart = Date.now() + wait
    setTimeout(fork, wait)
  })
}

for (let i = 0; i < count; i++) fork()

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  })
}
