/**
 * `npm run bench` → site (issue 23; `BENCH_ONLY=site npm run bench` runs it alone): the public
 * site under load, as a campaign or a search-engine crawl would hit it. Autocannon, 20 connections,
 * 10 s per page, against the home page, the campervan search page (30 cards) and a campervan's
 * detail page, each beside its HTML weight (raw, gzip and brotli at node:zlib's defaults), and the
 * API's campervan search (`GET /listing/recreational_vehicle/?limit=30`) under the same load.
 *
 * The stack is the production one, started as `npm start` does (bench/src/stack.ts: the site's
 * production build, the API, a freshly seeded demo database in data/bench-site, ports 3290/4290, no
 * CMS), or a running one: BENCH_SITE_URL and BENCH_API_URL. Load generator, site and API share the
 * machine, so the figures are for "one site process and its API on this machine", not the site alone.
 *
 * Uncached rows send `Cache-Control: no-cache`, which the site's in-process page cache (decision
 * 0087) answers by rendering; cached rows are plain requests, answered from that cache (the stack
 * runs with it, as `npm start` does), or from BENCH_SITE_CACHE_URL, a cache in front of the site
 * that honours its headers. A page the site does not serve from its cache prints "n/a".
 * BENCH_SITE_SECONDS and BENCH_SITE_CONNECTIONS change the load.
 *
 * Before the load it prints each page's weight (issue 23: search page ≤ 100 KB raw, ≤ 30 KB gzip
 * for 30 cards): the HTML raw, gzip and brotli, and how much of it is the loader data React Router
 * writes into the page for hydration. BENCH_SITE_LOAD=0 prints the weights alone.
 */
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { summary } from './search'
import { type Stack, samplePages, startStack, waitFor } from './stack'

// Issue 23's goal for the search page on this machine.
const GOAL_SEARCH_RPS = 300
const GOAL_SEARCH_P95_MS = 100

const connections = Number(process.env.BENCH_SITE_CONNECTIONS || 20)
const seconds = Number(process.env.BENCH_SITE_SECONDS || 10)

// Issue 23's weight goal for the search page (30 cards).
const GOAL_SEARCH_RAW = 100 * 1024
const GOAL_SEARCH_GZIP = 30 * 1024

type Load = { rps: number; p50: number; p95: number; errors: number; non2xx: number }
type Weight = { raw: number; gzip: number; brotli: number }

/** Bytes of the scripts that carry React Router's loader data (`streamController.enqueue(…)`). */
const loaderDataBytes = (html: string) =>
  [...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[^<]*)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  )

/** One autocannon run; latency percentiles from every response's own time (autocannon's summary has no p95). */
async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  const { p50, p95 } = latencies.length ? summary(latencies) : { p50: Number.NaN, p95: Number.NaN }
  return {
    rps: result.requests.average,
    p50,
    p95,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The page fetched once as a browser without compression gets it, and what gzip and brotli make of it. */
async function weigh(url: string): Promise<Weight & { body: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html,application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes).length,
    brotli: zlib.brotliCompressSync(bytes).length,
    body: bytes.toString('utf8'),
  }
}

/** The site's in-process cache answers the page (decision 0087): the second plain request is a hit. */
async function servedFromCache(url: string): Promise<boolean> {
  await fetch(url).then((response) => response.arrayBuffer())
  const again = await fetch(url)
  await again.arrayBuffer()
  return again.headers.get('x-page-cache') === 'hit'
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(1)} ms`

function row(name: string, figures: Load, weight?: Weight): string {
  const bytes = weight
    ? `${kb(weight.raw).padStart(10)} ${kb(weight.gzip).padStart(10)} ${kb(weight.brotli).padStart(10)}`
    : ''
  const failures = `${figures.errors}/${figures.non2xx}`
  return `  ${name.padEnd(16)} ${figures.rps.toFixed(0).padStart(8)} ${ms(figures.p50).padStart(10)} ${ms(figures.p95).padStart(10)} ${failures.padStart(10)}  ${bytes}`
}

function externalStack(): Stack | null {
  const siteUrl = process.env.BENCH_SITE_URL
  if (!siteUrl) return null
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    apiUrl: (process.env.BENCH_API_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    mute: () => {},
    stop: async () => {},
  }
}

export async function runSiteLoadBench(): Promise<{ ok: boolean }> {
  const stack =
    externalStack() ??
    startStack({
      name: 'bench-site',
      ports: { api: 4290, site: 3290, cms: 3291, partners: 4291 },
      // Under the git-ignored data/ folder, beside its database (relative to remix-app/).
      siteBuildDir: '../data/bench-site/build',
    })
  try {
    await waitFor(`${stack.siteUrl}/robots.txt`, 20 * 60_000)
    stack.mute()
    const pages = (await samplePages(stack.siteUrl, stack.apiUrl)).filter((page) => page.name !== 'city')
    const apiSearch = `${stack.apiUrl}/listing/recreational_vehicle/?limit=30`
    const cacheUrl = process.env.BENCH_SITE_CACHE_URL?.replace(/\/+$/, '')

    const weights = new Map<string, Weight>()
    console.log('')
    console.log('page weights: the HTML once, uncompressed as sent, then node:zlib gzip and brotli at their defaults')
    console.log('  page                     raw       gzip     brotli loader data  cards')
    for (const page of [...pages, { name: 'api search', url: apiSearch }]) {
      const { body, ...weight } = await weigh(page.url)
      weights.set(page.name, weight)
      const cards = page.name === 'search' ? String(body.split('data-testid="listing-card"').length - 1) : ''
      const loaderData = page.name === 'api search' ? '' : kb(loaderDataBytes(body))
      console.log(
        `  ${page.name.padEnd(16)} ${kb(weight.raw).padStart(10)} ${kb(weight.gzip).padStart(10)} ${kb(weight.brotli).padStart(10)} ${loaderData.padStart(11)} ${cards.padStart(6)}`,
      )
      // Warm-up: the first renders compile and fill the server's caches.
      for (let i = 0; i < 5; i++) await fetch(page.url).then((response) => response.arrayBuffer())
    }
    const searchWeight = weights.get('search')!
    const light = searchWeight.raw <= GOAL_SEARCH_RAW && searchWeight.gzip <= GOAL_SEARCH_GZIP
    console.log(
      `  goal (issue 23): search page ≤ ${kb(GOAL_SEARCH_RAW)} raw and ≤ ${kb(GOAL_SEARCH_GZIP)} gzip → raw ${searchWeight.raw <= GOAL_SEARCH_RAW ? 'met' : 'NOT met'}, gzip ${searchWeight.gzip <= GOAL_SEARCH_GZIP ? 'met' : 'NOT met'}`,
    )
    if (process.env.BENCH_SITE_LOAD === '0') return { ok: light }

    console.log('')
    console.log(
      `site load bench: autocannon, ${connections} connections, ${seconds} s per row, no Accept-Encoding; site, API and load generator on this machine; uncached = rendered (Cache-Control: no-cache), cached = the site's page cache`,
    )
    console.log('  page                  req/s        p50        p95 err/non2xx         raw       gzip     brotli')
    const results = new Map<string, Load>()
    for (const page of pages) {
      const uncached = await load(page.url, { 'cache-control': 'no-cache' })
      results.set(page.name, uncached)
      console.log(row(page.name, uncached, weights.get(page.name)))
      const cachedUrl = cacheUrl ? page.url.replace(stack.siteUrl, cacheUrl) : page.url
      console.log(
        cacheUrl || (await servedFromCache(page.url))
          ? row('  cached', await load(cachedUrl))
          : '    cached: n/a (the site did not answer it from its page cache; SITE_PAGE_CACHE=off?)',
      )
    }
    const api = await load(apiSearch)
    console.log(row('api search', api, weights.get('api search')))
    console.log(`    ${apiSearch.replace(stack.apiUrl, '')} (JSON)`)

    const search = results.get('search')!
    const ok = search.rps >= GOAL_SEARCH_RPS && search.p95 <= GOAL_SEARCH_P95_MS
    const slower = api.rps / search.rps
    console.log(
      `  search page vs API search: ${slower.toFixed(0)}× fewer requests/s; goal (issue 23): search page ≥ ${GOAL_SEARCH_RPS} req/s with p95 ≤ ${GOAL_SEARCH_P95_MS} ms uncached → ${ok ? 'met' : 'NOT met'}`,
    )
    return { ok: ok && light }
  } finally {
    await stack.stop()
  }
}
