// npm run lint:openapi (part of npm run lint): Redocly's recommended ruleset over the OpenAPI
// document the API serves (redocly.yaml; decision 0072). 0 errors and 0 warnings or it fails.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { repoRoot } from '@driftway/collections'
import { servedOpenApiDocument } from './openapi-document'

// A fixed place inside the repository (ignored by git): the exceptions in .redocly.lint-ignore.yaml
// name the file they apply to, relative to redocly.yaml.
const file = path.join(repoRoot, 'node_modules', '.cache', 'driftway', 'openapi.json')
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, `${JSON.stringify(await servedOpenApiDocument(), null, 2)}\n`)

// The CLI of the @redocly/cli devDependency, run on this Node.
const cliPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json')
const redocly = path.join(path.dirname(cliPackage), 'bin', 'cli.js')
const lint = (format: 'stylish' | 'json') =>
  spawnSync(
    process.execPath,
    [
      redocly,
      'lint',
      path.relative(repoRoot, file),
      '--config',
      'redocly.yaml',
      '--format',
      format,
      '--max-problems',
      '500',
    ],
    {
      cwd: repoRoot,
      stdio: format === 'stylish' ? 'inherit' : ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )

// Redocly exits 1 on errors only; its JSON totals tell the warnings, which fail the lint too.
let status = lint('stylish').status ?? 1
if (status === 0) {
  const totals = (JSON.parse(lint('json').stdout) as { totals: { errors: number; warnings: number } }).totals
  if (totals.errors + totals.warnings > 0) {
    console.error(`OpenAPI lint: ${totals.errors} errors and ${totals.warnings} warnings (0 of each allowed).`)
    status = 1
  }
}
// Payload's config keeps handles open (the SQLite client); the lint's own status decides.
process.exit(status)
