/**
 * `npm run bench` → partners, second part (issue 21): "a partner that is down makes its listings
 * unbookable with a clear error, never the whole search slow". An API on a fresh embedded database
 * imports every partner's fleet from the simulator; then search (each kind, with trip dates, so
 * availability and trip prices are computed) and a partner listing's detail page (whose calendar
 * is the partner's, listings §8) are timed with every partner answering, and again with every
 * partner silent (the simulator hangs each call: the worst kind of down).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readApiEnv } from '@driftway/api/env'
import { readPartnerSettings } from '@driftway/api/partners/config'
import { queuePartnerImport } from '@driftway/api/partners/plugin'
import { buildServer } from '@driftway/api/server'
import { asSystem, createPayloadConfig, PARTNER_IMPORT_TASK } from '@driftway/collections'
import type { ListingKind } from '@driftway/domain'
import { type PartnerSlug, partnerSlugs } from '@driftway/domain/partners'
import { searchQueryString } from '@driftway/domain/search-params'
import { getPayload } from 'payload'
import { summary } from './search'

const DAY = 86_400
/** Search with every partner silent may not be slower than this factor of search with them answering (plus 5 ms of noise). */
const GOAL_SEARCH_RATIO = 1.5

type Timings = { search: ReturnType<typeof summary>; detail: ReturnType<typeof summary> }

export async function benchSearchWithPartnersDown(
  simulatorUrl: string,
  setFaults: (partner: PartnerSlug, faults: Record<string, unknown>) => Promise<unknown>,
  rounds: number,
  log: (line: string) => void,
): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-bench-partners-'))
  const config = await createPayloadConfig({ databaseUrl: `file:${path.join(dir, 'bench.db')}` })
  const payload = await getPayload({ config, key: 'bench-partner-search' })
  const env = {
    ...readApiEnv(),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    bookingJobsIntervalMs: 0,
    partners: readPartnerSettings({
      PARTNER_SIMULATOR_URL: simulatorUrl,
      PARTNER_TIMEOUT_MS: '300',
      PARTNER_ATTEMPTS: '2',
      PARTNER_QUOTE_CACHE_SECONDS: '0',
      PARTNER_IMPORT_INTERVAL_MS: '0',
      PARTNER_RECONCILE_INTERVAL_MS: '0',
    }),
  }
  const app = await buildServer({ payload, env }, { logger: false })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    env.publicUrl = base
    for (const partner of partnerSlugs) await queuePartnerImport(app, partner)
    await payload.jobs.run({ where: { taskSlug: { equals: PARTNER_IMPORT_TASK } }, limit: partnerSlugs.length })
    const { docs } = await payload.find({
      collection: 'listings',
      where: { partner: { exists: true } },
      pagination: false,
      depth: 0,
      ...asSystem(),
    })
    const listings = docs.map((doc) => ({ id: String(doc.id), kind: doc.kind as ListingKind }))
    await app.listingSearch.index.ready()
    log(`${listings.length} partner listings imported from ${partnerSlugs.length} partners`)

    const tripStart = Math.floor(Date.now() / 1000 / DAY) * DAY + 60 * DAY + 12 * 3600
    const kinds: ListingKind[] = ['recreational_vehicle', 'campsite', 'boat']
    const searchPath = (n: number) =>
      `/listing/${kinds[n % kinds.length]}/?${searchQueryString({
        trip_start_timestamp: tripStart + (n % 20) * DAY,
        trip_end_timestamp: tripStart + (n % 20) * DAY + 4 * DAY,
        filter_by_price_trip: 'ASC',
        limit: 30,
      })}`
    const timed = async (url: string) => {
      const started = performance.now()
      const response = await fetch(base + url)
      await response.arrayBuffer()
      if (response.status >= 500 && response.status !== 503) throw new Error(`${url} answered ${response.status}`)
      return performance.now() - started
    }
    const measure = async (): Promise<Timings> => {
      const search: number[] = []
      const detail: number[] = []
      for (let n = 0; n < rounds; n++) {
        search.push(await timed(searchPath(n)))
        const listing = listings[n % listings.length]!
        detail.push(await timed(`/listing/${listing.kind}/${listing.id}/`))
      }
      return { search: summary(search), detail: summary(detail) }
    }
    await measure() // warm-up: connections, JIT, the index's price programs
    const up = await measure()
    for (const partner of partnerSlugs) await setFaults(partner, { hang: true, latency_ms: 0 })
    const down = await measure()
    for (const partner of partnerSlugs) await setFaults(partner, { hang: false })
    const line = (label: string, t: Timings) =>
      `${label}: search p50 ${t.search.p50.toFixed(1)} p95 ${t.search.p95.toFixed(1)} ms; partner listing detail p50 ${t.detail.p50.toFixed(1)} p95 ${t.detail.p95.toFixed(1)} ms`
    log(line(`${rounds} rounds, every partner answering`, up))
    log(line(`${rounds} rounds, every partner silent (timeout 300 ms × 2, then the open circuit)`, down))
    const ok = down.search.p95 <= up.search.p95 * GOAL_SEARCH_RATIO + 5
    if (!ok)
      log(`  MISSED: search p95 with partners silent exceeds ${GOAL_SEARCH_RATIO}× the figure with them answering`)
    return ok
  } finally {
    await app.close()
    await payload.destroy?.()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
