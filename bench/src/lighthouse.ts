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
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.ok) return
    } catch {
      // Not up yet.
    }
    await sleep(2000)
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

/** A stack of its own for the run, like the e2e suite's: fresh data, its own ports and build directory. */
function startStack(): { siteUrl: string; apiUrl: string; stop: () => Promise<void> } {
  const ports = { api: 4190, site: 3190, cms: 3191 }
  const dataDir = path.join(root, 'data', 'lighthouse')
  fs.mkdirSync(dataDir, { recursive: true })
  const siteUrl = `http://localhost:${ports.site}`
  const apiUrl = `http://localhost:${ports.api}`
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dataDir, 'driftway.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PRIVATE_FILES_DIR: path.join(dataDir, 'private-files'),
      API_PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      CMS_PORT: String(ports.cms),
      PUBLIC_API_URL: apiUrl,
      SITE_URL: siteUrl,
      CMS_URL: `http://localhost:${ports.cms}`,
      SITE_BUILD_DIR: 'build-lighthouse',
      START_CMS: '0',
      LOG_LEVEL: 'warn',
    },
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  return { siteUrl, apiUrl, stop }
}

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

type SitemapListing = { id: string; kind: string; city: string | null }
const detailPrefixes: Record<string, string> = {
  recreational_vehicle: '/rent-a-campervan',
  campsite: '/book-a-campsite',
  boat: '/rent-a-houseboat',
}

/** The four pages: a campervan detail page and the city page of that campervan's city. */
async function pagesToScore(siteUrl: string, apiUrl: string): Promise<{ name: string; url: string }[]> {
  const response = await fetch(`${apiUrl}/sitemap/listings/?page=1`)
  const { results } = (await response.json()) as { results: SitemapListing[] }
  const listing = results.find((item) => item.kind === 'recreational_vehicle' && item.city) ?? results[0]
  if (!listing) throw new Error('No published listing to score: seed the database first.')
  const city = encodeURIComponent((listing.city ?? 'munich').toLocaleLowerCase('de').replace(/\s+/g, '-'))
  return [
    { name: 'home', url: `${siteUrl}/` },
    { name: 'search', url: `${siteUrl}/campervans` },
    { name: 'detail', url: `${siteUrl}${detailPrefixes[listing.kind]}/${listing.id}` },
    { name: 'city', url: `${siteUrl}/campervan-hire/${city}` },
  ]
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
    : startStack()
  let failed = false
  try {
    await waitFor(`${stack.siteUrl}/robots.txt`, 20 * 60_000)
    const pages = await pagesToScore(stack.siteUrl, stack.apiUrl)
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
