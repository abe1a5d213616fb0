/**
 * `npm run lighthouse`: Lighthouse scores (performance, accessibility, best practices, SEO; mobile
 * form factor) of the home page, a search page, a listing's detail page and a city hire page, run
 * against Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 *
 * LIGHTHOUSE_SITE_URL and LIGHTHOUSE_API_URL point it at a running stack; without them it starts
 * its own (`scripts/start.mjs --fresh`: production build, freshly seeded database in
 * data/lighthouse, ports 3190/4190, no CMS) and stops it afterwards. Failed audits of a category
 * below 100 are listed under its score. LIGHTHOUSE_STRICT=1 exits 1 when SEO or accessibility
 * is below 100 on any page.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { samplePages, startStack, waitFor } from './stack'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A headless Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close: () => void }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-lighthouse-'))
  const chromium = spawn(chromiumPath, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ])
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)))
  })
  return {
    port,
    close: () => {
      chromium.kill('SIGTERM')
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

type Row = { name: string; url: string; scores: Record<string, number>; metrics: string; failures: string[] }

/** The performance metrics behind the score, as Lighthouse words them (FCP, LCP, TBT, CLS). */
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]

async function score(port: number, page: { name: string; url: string }): Promise<Row> {
  const result = await lighthouse(page.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    formFactor: 'mobile',
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`)
  const { lhr } = result
  const scores: Record<string, number> = {}
  const failures: string[] = []
  for (const id of categories) {
    const category = lhr.categories[id]
    scores[id] = Math.round((category?.score ?? 0) * 100)
    if (id === 'performance' || scores[id] === 100) continue
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        // What the audit found (console errors, failing elements), so the line says what to fix.
        const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
          .slice(0, 3)
          .map((item) => String(item.description ?? item.source ?? item.url ?? JSON.stringify(item)).slice(0, 160))
        failures.push(`${id}: ${audit.id} – ${audit.title}${items.length ? `\n      ${items.join('\n      ')}` : ''}`)
      }
    }
  }
  const metrics = metricIds.map((metric) => lhr.audits[metric]?.displayValue ?? '–').join(' / ')
  return { ...page, scores, metrics, failures }
}

async function main() {
  const external = process.env.LIGHTHOUSE_SITE_URL
  const stack = external
    ? {
        siteUrl: external.replace(/\/+$/, ''),
        apiUrl: (process.env.LIGHTHOUSE_API_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
        stop: async () => {},
      }
    : startStack({ name: 'lighthouse', ports: { api: 4190, site: 3190, cms: 3191 }, siteBuildDir: 'build-lighthouse' })
  let failed = false
  try {
    await waitFor(`${stack.siteUrl}/robots.txt`, 20 * 60_000)
    const pages = await samplePages(stack.siteUrl, stack.apiUrl)
    const chromium = await launchChromium()
    try {
      const rows: Row[] = []
      // Warm the server's caches once, so the first page is not scored on a cold start.
      for (const page of pages) await fetch(page.url).catch(() => undefined)
      for (const page of pages) rows.push(await score(chromium.port, page))
      console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)} (mobile, Chromium ${chromiumPath})`)
      console.log(`${'page'.padEnd(8)} ${categories.map((id) => id.padStart(15)).join('')}  url`)
      for (const row of rows) {
        console.log(
          `${row.name.padEnd(8)} ${categories.map((id) => String(row.scores[id]).padStart(15)).join('')}  ${row.url}`,
        )
      }
      console.log('\nFCP / LCP / TBT / CLS')
      for (const row of rows) console.log(`${row.name.padEnd(8)} ${row.metrics}`)
      for (const row of rows) {
        for (const failure of row.failures) console.log(`  ${row.name}: ${failure}`)
        if (row.scores.seo !== 100 || row.scores.accessibility !== 100) failed = true
      }
    } finally {
      chromium.close()
    }
  } finally {
    await stack.stop()
  }
  process.exit(process.env.LIGHTHOUSE_STRICT === '1' && failed ? 1 : 0)
}

await main()
