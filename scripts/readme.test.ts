import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
const skipped = new Set(['node_modules', '.git', 'data', 'build', '.next', '.react-router', 'test-results', 'docs'])

/** Every source, script and deployment file of the repository (not the docs that describe them). */
function sourceText(): string {
  const texts: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith('.next-e2e') || entry.name.startsWith('build-e2e')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|tsx|mjs|js|json|ya?ml|sh)$|^Dockerfile$/.test(entry.name) && !entry.name.endsWith('-types.ts'))
        texts.push(fs.readFileSync(full, 'utf8'))
    }
  }
  walk(root)
  return texts.join('\n')
}

// The README tells what the code does today (issue 17): no setting, service or feature it names
// may be missing from the code.
describe('README', () => {
  const code = sourceText()

  it('documents only environment variables the code reads', () => {
    const table = readme.slice(readme.indexOf('## Environment variables'))
    const names = [...table.matchAll(/^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \|/gm)].flatMap((row) =>
      [...(row[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''),
    )
    expect(names.length).toBeGreaterThan(30)
    expect(names.filter((name) => !code.includes(name))).toEqual([])
  })

  it('claims no service the code does not have', () => {
    for (const [claim, evidence] of [
      [/Socket\.IO|WebSocket server/i, /from ['"]socket\.io['"]/],
      [/\bRedis\b/, /from ['"](ioredis|redis)['"]/],
      [/STRIPE_SECRET_KEY/, /STRIPE_SECRET_KEY/],
    ] as const) {
      if (claim.test(readme)) expect(code, `README mentions ${claim}`).toMatch(evidence)
    }
  })
})
