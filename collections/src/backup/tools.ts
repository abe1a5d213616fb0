import { spawn } from 'node:child_process'

/** A failure the backup commands explain in one sentence (no stack trace). */
export class BackupError extends Error {}

/** A command line to run: the program, its arguments and the environment it needs besides the process's own. */
export type ToolCall = { program: string; args: string[]; env?: Record<string, string> }

/**
 * Runs a database's own tool (pg_dump, pg_restore, mongodump, mongorestore) and resolves with its
 * stdout. A missing program is reported as such (the MongoDB tools are not installed everywhere);
 * a failure carries the tool's own message. Secrets travel in `env` or a config file, never in
 * the arguments (anyone on the machine can read a process's arguments).
 */
export function runTool(call: ToolCall, hint = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(call.program, call.args, {
      env: { ...process.env, ...call.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${call.program} is not installed (not found on PATH).${hint ? ` ${hint}` : ''}`
            : `${call.program} could not start: ${error.message}`,
        ),
      )
    })
    child.once('close', (code) => {
      if (code === 0) resolve(stdout)
      else reject(new BackupError(`${call.program} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`))
    })
  })
}
