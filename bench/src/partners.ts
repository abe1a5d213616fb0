/**
 * `npm run bench` → partners (issue 21): validate (a partner quote) and book latency through the
 * adapter and its resilience policy against the partner simulator, with the simulator answering
 * at once and with 200 ms of latency; and how fast a call fails once a partner is down and its
 * circuit is open. Quotes are not cached here (each round asks the partner). BENCH_PARTNER_ROUNDS
 * (100) rounds per partner and setting. Then search and a partner listing's detail page with every
 * partner answering and with every partner silent (partner-search.ts, BENCH_PARTNER_SEARCH_ROUNDS).
 */
import { readPartnerSettings } from '@driftway/api/partners/config'
import { PartnerService } from '@driftway/api/partners/service'
import { startPartnerSimulator } from '@driftway/api/partners/simulator/server'
import { type PartnerSlug, partnerSlugs } from '@driftway/domain/partners'
import { benchSearchWithPartnersDown } from './partner-search'
import { summary } from './search'

const GOAL_VALIDATE_OVERHEAD_P95_MS = 50
const DAY = 86_400

export async function runPartnerBench(): Promise<{ ok: boolean }> {
  const rounds = Number(process.env.BENCH_PARTNER_ROUNDS || 100)
  const log = (line: string) => console.log(`[bench/partners] ${line}`)
  const simulator = await startPartnerSimulator()
  const control = (path: string, body: unknown) =>
    fetch(`${simulator.url}/__control/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const service = (overrides: Record<string, string> = {}) =>
    new PartnerService(
      readPartnerSettings({
        PARTNER_SIMULATOR_URL: simulator.url,
        PARTNER_QUOTE_CACHE_SECONDS: '0',
        ...overrides,
      }),
    )
  let ok = true
  try {
    const partners = service()
    const units = new Map<PartnerSlug, string[]>()
    for (const partner of partnerSlugs)
      units.set(
        partner,
        (await partners.adapter(partner).importFleet()).slice(1).map((unit) => unit.external_id),
      )
    const start = Math.floor(Date.now() / 1000 / DAY) * DAY + 400 * DAY + 12 * 3600
    for (const latency of [0, 200]) {
      for (const partner of partnerSlugs) await control(`faults/${partner}`, { latency_ms: latency })
      const validateMs: number[] = []
      const bookMs: number[] = []
      // The first tenth warms up connections and the JIT and is not counted.
      const warmup = Math.ceil(rounds / 10)
      for (let i = -warmup; i < rounds; i++) {
        const n = i + warmup
        const partner = partnerSlugs[n % partnerSlugs.length]!
        const ids = units.get(partner)!
        // A new range each round: stock is 2 per unit, so ranges never overlap within a run.
        const pickup = start + (n + latency) * 10 * DAY
        const request = {
          external_id: ids[n % ids.length]!,
          pickup_timestamp: pickup,
          return_timestamp: pickup + 3 * DAY,
        }
        let t = performance.now()
        const quote = await partners.quote(partner, request)
        if (i >= 0) validateMs.push(performance.now() - t)
        t = performance.now()
        await partners.book(partner, {
          ...request,
          booking_id: `bench-${latency}-${n}`,
          available_vehicle_id: quote.available_vehicle_id,
          expected_total_in_cents: quote.total_in_cents,
          traveler: { first_name: 'Bench', last_name: 'Traveller', email: 'bench@example.com', phone: '+49 30 000' },
        })
        if (i >= 0) bookMs.push(performance.now() - t)
      }
      const v = summary(validateMs)
      const b = summary(bookMs)
      log(
        `simulator latency ${latency} ms, ${rounds} rounds over ${partnerSlugs.length} partners: validate p50 ${v.p50.toFixed(1)} p95 ${v.p95.toFixed(1)} ms; book p50 ${b.p50.toFixed(1)} p95 ${b.p95.toFixed(1)} ms`,
      )
      const overhead = v.p95 - latency
      if (overhead > GOAL_VALIDATE_OVERHEAD_P95_MS) {
        ok = false
        log(
          `  MISSED: validate p95 exceeds the partner's latency by ${overhead.toFixed(1)} ms (goal ${GOAL_VALIDATE_OVERHEAD_P95_MS})`,
        )
      }
    }
    for (const partner of partnerSlugs) await control(`faults/${partner}`, { latency_ms: 0 })
    const searchRounds = Number(process.env.BENCH_PARTNER_SEARCH_ROUNDS || 150)
    const setFaults = (partner: PartnerSlug, faults: Record<string, unknown>) => control(`faults/${partner}`, faults)
    if (!(await benchSearchWithPartnersDown(simulator.url, setFaults, searchRounds, log))) ok = false
    // A partner down: the first calls wait for their timeouts, then the open circuit answers at once.
    await control('faults/thl', { hang: true, latency_ms: 0 })
    const down = service({ PARTNER_TIMEOUT_MS: '300', PARTNER_ATTEMPTS: '1', PARTNER_BREAKER_FAILURES: '3' })
    const request = { external_id: units.get('thl')![0]!, pickup_timestamp: start, return_timestamp: start + 3 * DAY }
    const downMs: number[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      await down.quote('thl', request).catch(() => undefined)
      downMs.push(performance.now() - t)
    }
    const open = summary(downMs.slice(3))
    log(
      `THL silent (timeout 300 ms, circuit opens after 3): first calls ${downMs
        .slice(0, 3)
        .map((ms) => ms.toFixed(0))
        .join(', ')} ms; then p95 ${open.p95.toFixed(2)} ms with the circuit open`,
    )
  } finally {
    await simulator.close()
  }
  return { ok }
}
