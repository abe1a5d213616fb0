/**
 * A production-like stack of its own for a benchmark run (`scripts/start.mjs --fresh`: the site's
 * production build, a freshly seeded database, API and site on their own ports, no CMS), like the
 * e2e suite's, and the pages worth measuring on it. Used by `npm run lighthouse` and the site load
 * bench.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

export type Stack = {
  siteUrl: string
  apiUrl: string
  /** Stops echoing the stack's output (its access log under load); the last lines are kept for `stop`'s report. */
  mute: () => void
  stop: () => Promise<void>
}

type StackOptions = {
  /** Folder under data/ holding the database and uploads. */
  name: string
  /** `partners`: the partner simulator's own port, so the stack runs beside an e2e or `npm start` one (4600). */
  ports: { api: number; site: number; cms: number; partners: number }
  /** SITE_BUILD_DIR, relative to remix-app/. */
  siteBuildDir: string
}

export function startStack({ name, ports, siteBuildDir }: StackOptions): Stack {
  const dataDir = path.join(root, 'data', name)
  fs.mkdirSync(dataDir, { recursive: true })
  const siteUrl = `http://localhost:${ports.site}`
  const apiUrl = `http://localhost:${ports.api}`
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dataDir, 'driftway.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      PRIVATE_FILES_DIR: path.join(dataDir, 'private-files'),
      API_PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      CMS_PORT: String(ports.cms),
      PARTNER_SIMULATOR_PORT: String(ports.partners),
      PUBLIC_API_URL: apiUrl,
      SITE_URL: siteUrl,
      CMS_URL: `http://localhost:${ports.cms}`,
      SITE_BUILD_DIR: siteBuildDir,
      START_CMS: '0',
      LOG_LEVEL: 'warn',
    },
  })
  // The output is always read (a full pipe would stall the servers); echoed until muted.
  let echo = true
  const tail: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk)
      else tail.push(...chunk.toString().split('\n').filter(Boolean))
      if (tail.length > 200) tail.splice(0, tail.length - 50)
    })
  }
  const stop = async () => {
    if (child.exitCode !== null) {
      if (!echo) console.log(tail.slice(-50).join('\n'))
      return
    }
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  return { siteUrl, apiUrl, mute: () => (echo = false), stop }
}

type SitemapListing = { id: string; kind: string; city: string | null }
const detailPrefixes: Record<string, string> = {
  recreational_vehicle: '/rent-a-campervan',
  campsite: '/book-a-campsite',
  boat: '/rent-a-houseboat',
}

/** Home, the campervan search page, a campervan's detail page and the city page of that campervan's city. */
export async function samplePages(
  siteUrl: string,
  apiUrl: string,
): Promise<{ name: 'home' | 'search' | 'detail' | 'city'; url: string }[]> {
  const response = await fetch(`${apiUrl}/sitemap/listings/?page=1`)
  const { results } = (await response.json()) as { results: SitemapListing[] }
  const listing = results.find((item) => item.kind === 'recreational_vehicle' && item.city) ?? results[0]
  if (!listing) throw new Error('No published listing to measure: seed the database first.')
  const city = encodeURIComponent((listing.city ?? 'munich').toLocaleLowerCase('de').replace(/\s+/g, '-'))
  return [
    { name: 'home', url: `${siteUrl}/` },
    { name: 'search', url: `${siteUrl}/campervans` },
    { name: 'detail', url: `${siteUrl}${detailPrefixes[listing.kind]}/${listing.id}` },
    { name: 'city', url: `${siteUrl}/campervan-hire/${city}` },
  ]
}
