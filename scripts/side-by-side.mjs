#!/usr/bin/env node
// Runs lanes of npm scripts side by side; the scripts of one lane run in order.
//   node scripts/side-by-side.mjs lint,typecheck:site typecheck:core
// `npm test` runs its checks this way: each checker (tsc, biome, knip) is mostly single-threaded, so
// on a 2-core machine two lanes take about half the time of one. A lane stops at its first failure;
// the other lanes finish, and the exit status is non-zero when any lane failed.
import { spawn } from 'node:child_process'

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean))
if (lanes.length === 0) {
  process.stderr.write('usage: side-by-side.mjs <script>[,<script>…] …\n')
  process.exit(2)
}

function runScript(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', script, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] })
    // Whole lines, each tagged with its script, so interleaved lanes stay readable.
    const relay = (stream, out) => {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) out.write(`[${script}] ${line}\n`)
      })
      stream.on('end', () => rest && out.write(`[${script}] ${rest}\n`))
    }
    relay(child.stdout, process.stdout)
    relay(child.stderr, process.stderr)
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(`[${script}] ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s\n`)
      resolve(code === 0)
    })
  })
}

async function runLane(scripts) {
  for (const script of scripts) if (!(await runScript(script))) return false
  return true
}

const results = await Promise.all(lanes.map(runLane))
process.exit(results.every(Boolean) ? 0 : 1)
