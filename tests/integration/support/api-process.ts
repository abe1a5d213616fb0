import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const node = path.join(root, 'node_modules', '.bin', 'node')

export type ApiProcess = {
  child: ChildProcess
  baseUrl: string
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** SIGTERM (a graceful stop: app.close) or SIGKILL (a crash, the whole process group); resolves once it exited. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/**
 * A real API process from the API's sources (`node --import tsx api/src/main.ts`), on an existing
 * database (`databaseUrl`, schema already pushed: the process does not push it again). Resolves
 * once `/ready` answers. `env` adds settings (SMTP_URL, BOOKING_JOBS_INTERVAL_MS, …).
 */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { readyWithinMs = 120_000 } = {},
): Promise<ApiProcess> {
  const port = await freePort()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-api-process-'))
  // Node with tsx's loader rather than the tsx CLI: the CLI relays signals to a second process and
  // SIGKILLs it when it does not acknowledge one within 60 ms, which a busy API draining on
  // SIGTERM cannot promise — the graceful stop under test would turn into a kill.
  const child = spawn(node, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      DB_PUSH: 'false',
      MEDIA_DIR: path.join(scratch, 'media'),
      PRIVATE_FILES_DIR: path.join(scratch, 'private'),
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that a crash (SIGKILL) takes everything the API started with it.
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const stop: ApiProcess['stop'] = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        // SIGTERM reaches the API itself (which drains and closes); SIGKILL goes to the whole group.
        process.kill(signal === 'SIGKILL' ? -child.pid : child.pid, signal)
      } catch {
        // Already gone.
      }
    }
    await exited
    // Whatever of the group outlived its leader goes too.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Nothing left.
    }
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break
    const ready = await fetch(`${baseUrl}/ready`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return { child, baseUrl, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop('SIGKILL')
  throw new Error(`The API process did not become ready:\n${output}`)
}
