import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The workspace boundaries are Biome rules (biome.json, remix-app/biome.json): the site imports
 * only @driftway/domain and talks HTTP; domain/ uses no Node or DOM API. These tests lint probe
 * files placed where the rules apply, so a config change that silently drops a rule fails here.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const biome = path.join(root, 'node_modules', '.bin', 'biome')
const probeDirs: string[] = []

type Diagnostic = { category: string; location?: { path?: string } }

/** Biome's diagnostics for `source` saved as `file` (relative to `folder`, a place the rules cover). */
function lint(folder: string, source: string): string[] {
  const dir = path.join(root, folder, `.boundary-probe-${process.pid}`)
  fs.mkdirSync(dir, { recursive: true })
  probeDirs.push(dir)
  const file = path.join(dir, `probe-${probeDirs.length}.ts`)
  fs.writeFileSync(file, source)
  let output: string
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', path.relative(root, file)], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch (error) {
    // Biome exits 1 when it reports errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout
  }
  const report = JSON.parse(output) as { diagnostics: Diagnostic[] }
  return report.diagnostics.map((diagnostic) => diagnostic.category)
}

afterAll(() => {
  for (const dir of probeDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('site boundary', () => {
  it("lets the site import domain's modules and its own libraries", () => {
    expect(
      lint(
        'remix-app/app',
        `import { isNightKey } from '@driftway/domain/dates'
import { formatMoney } from '@driftway/domain/money'
import { useState } from 'react'
export const used = [isNightKey, formatMoney, useState]
`,
      ),
    ).toEqual([])
  })

  it.each([
    `import { asSystem } from '@driftway/collections'`,
    `import { buildServer } from '@driftway/api/server'`,
    `import { getPayload } from 'payload'`,
    `import { sqliteAdapter } from '@payloadcms/db-sqlite'`,
    `import { seed } from '@driftway/seed/src/seed'`,
    `import { listingDetail } from '../../../api/src/listings/detail'`,
    // The index evaluates every domain schema in the browser (issue 17): the site names the module.
    `import { formatMoney } from '@driftway/domain'`,
  ])('refuses %s', (line) => {
    expect(lint('remix-app/app', `${line}\nexport const used = 1\n`)).toContain('lint/style/noRestrictedImports')
  })
})

describe('domain boundary', () => {
  it.each([
    [`import fs from 'node:fs'\nexport const used = fs`, 'lint/correctness/noNodejsModules'],
    [
      `import { asSystem } from '@driftway/collections'\nexport const used = asSystem`,
      'lint/style/noRestrictedImports',
    ],
    [`export const used = () => window.location.href`, 'lint/style/noRestrictedGlobals'],
    [`export const used = () => document.title`, 'lint/style/noRestrictedGlobals'],
    [`export const used = () => process.env.TZ`, 'lint/style/noRestrictedGlobals'],
    [`export const used = () => fetch('/x')`, 'lint/style/noRestrictedGlobals'],
  ])('refuses %s', (source, rule) => {
    expect(lint('domain/src', `${source}\n`)).toContain(rule)
  })

  it('accepts pure TypeScript', () => {
    expect(lint('domain/src', `import { z } from 'zod'\nexport const used = z.string()\n`)).toEqual([])
  })
})
