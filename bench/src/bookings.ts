/**
 * `npm run bench` → bookings: latency of `POST /reservation/{kind}/booking/travel/` (price with the
 * domain engine, create the booking and claim its nights in one transaction) and of a payment
 * confirmation (a signed sandbox webhook: event stored once, charge and booking updated,
 * Awaiting payment → Confirmed, in one transaction), on the bench data set (BENCH_LISTINGS,
 * 50,000 by default; see search.ts). Bookings are made 1-2 years ahead, on random published
 * listings; what the run created is deleted at the end.
 */

import { startSession } from '@driftway/api/auth/sessions'
import { readApiEnv } from '@driftway/api/env'
import type { SandboxCheckout } from '@driftway/api/payments/sandbox-checkout'
import { buildServer } from '@driftway/api/server'
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { addDaysToKey, defaultCurrency, type ListingKind, localNoonTimestamp, nightKeyOf } from '@driftway/domain'
import { createRng } from '@driftway/seed/src/photos/rng'
import { getPayload } from 'payload'
import { ensureBenchListings } from './generate'
import { benchSizes, defaultDatabaseUrl, summary } from './search'

const GOAL_CREATE_P95_MS = 100
const GOAL_CONFIRM_P95_MS = 50
const idField: Record<ListingKind, string> = {
  recreational_vehicle: 'vehicle',
  campsite: 'campsite_id',
  boat: 'boat_id',
}

export async function runBookingBench(): Promise<{ ok: boolean }> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || defaultDatabaseUrl()
  // The smallest of the search bench's sizes (the data set exists by then).
  const target = benchSizes()[0] ?? 50_000
  const rounds = Number(process.env.BENCH_BOOKINGS || 200)
  const log = (line: string) => console.log(`[bench/bookings] ${line}`)
  const config = await createPayloadConfig({ databaseUrl })
  // Its own cached instance: the search bench before it destroyed the default one.
  const payload = await getPayload({ config, key: 'bench-bookings' })
  await ensureBenchListings(payload, databaseUrl, target, log)

  const env = { ...readApiEnv(), port: 0, host: '127.0.0.1', logLevel: 'silent', bookingJobsIntervalMs: 0 }
  const app = await buildServer({ payload, env }, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  env.publicUrl = base

  const traveller = await payload.create({
    collection: 'users',
    data: {
      email: `bench-traveller-${Date.now()}@example.com`,
      role: 1,
      first_name: 'Bench',
      last_name: 'Traveller',
      currency_code: defaultCurrency,
    },
    ...asSystem(),
  })
  const { access } = await startSession(payload, env, { id: String(traveller.id), role: 1 })
  const { docs: candidates } = await payload.find({
    collection: 'listings',
    where: { and: [{ is_draft: { equals: false } }, { is_instant_booking_allowed: { equals: true } }] },
    select: { kind: true },
    limit: 2000,
    depth: 0,
    ...asSystem(),
  })
  const r = createRng(20_261_125)
  const today = nightKeyOf(Math.floor(Date.now() / 1000), 'Europe/Berlin')
  const created: { id: string; kind: ListingKind; down: number }[] = []
  const createMs: number[] = []
  let refused = 0
  const post = async (path: string, body: unknown) => {
    const started = performance.now()
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify(body),
    })
    const answer: unknown = await response.json()
    return { ms: performance.now() - started, status: response.status, body: answer }
  }
  for (let attempt = 0; created.length < rounds + 10 && attempt < rounds * 10; attempt++) {
    const listing = r.pick(candidates)
    const kind = listing.kind as ListingKind
    const from = r.int(370, 700)
    const answer = await post(`/reservation/${kind}/booking/travel/`, {
      [idField[kind]]: String(listing.id),
      pickup_timestamp: localNoonTimestamp(addDaysToKey(today, from), 'Europe/Berlin'),
      return_timestamp: localNoonTimestamp(addDaysToKey(today, from + r.int(2, 10)), 'Europe/Berlin'),
      adults_num: 1,
      is_instant: true,
    })
    if (answer.status !== 201) {
      refused++
      continue
    }
    const booking = answer.body as { id: string; down_payment_in_cents: number }
    // The first ten warm up JIT and caches.
    if (created.length >= 10) createMs.push(answer.ms)
    created.push({ id: booking.id, kind, down: booking.down_payment_in_cents })
  }

  const checkout = app.checkout as SandboxCheckout
  const confirmMs: number[] = []
  for (const [index, booking] of created.entries()) {
    const started = await post(`/reservation/${booking.kind}/booking/travel/payment/`, { booking_request: booking.id })
    const paymentId = String((started.body as { redirect_url: string }).redirect_url)
      .split('/checkout/')[1]!
      .replace(/\/$/, '')
    const hook = checkout.webhookFor({
      id: `evt_bench_${paymentId}`,
      type: 'succeeded',
      payment_id: paymentId,
      amount_in_cents: booking.down,
      transaction_id: 'bench',
    })
    const t0 = performance.now()
    const answer = await fetch(`${base}/payment/webhook/sandbox/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': hook.signature },
      body: hook.rawBody,
    })
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`confirmation failed: ${answer.status}`)
    if (index >= 10) confirmMs.push(performance.now() - t0)
  }

  // Leave the bench database as it was.
  const ids = created.map((booking) => booking.id)
  for (const collection of ['booked-nights', 'payment-events', 'transactions'] as const) {
    await payload.delete({ collection, where: { booking: { in: ids } }, ...asSystem() })
  }
  await payload.delete({ collection: 'bookings', where: { id: { in: ids } }, ...asSystem() })
  await payload.delete({ collection: 'auth-sessions', where: { user: { equals: traveller.id } }, ...asSystem() })
  await payload.delete({ collection: 'users', id: traveller.id, ...asSystem() })

  const a = summary(createMs)
  const b = summary(confirmMs)
  const ok = a.p95 <= GOAL_CREATE_P95_MS && b.p95 <= GOAL_CONFIRM_P95_MS
  const f = (ms: number) => `${ms.toFixed(1)} ms`
  console.log('')
  console.log(
    `booking bench: ${createMs.length} bookings and ${confirmMs.length} payment confirmations on random instant listings (${refused} ranges refused by availability)`,
  )
  console.log('  step                                            p50        p95       mean')
  console.log(
    `  POST booking/travel/ (price, book, nights) ${f(a.p50).padStart(10)} ${f(a.p95).padStart(10)} ${f(a.mean).padStart(10)}`,
  )
  console.log(
    `  payment webhook → Confirmed                ${f(b.p50).padStart(10)} ${f(b.p95).padStart(10)} ${f(b.mean).padStart(10)}`,
  )
  console.log(
    `  goal: create p95 ≤ ${GOAL_CREATE_P95_MS} ms, confirmation p95 ≤ ${GOAL_CONFIRM_P95_MS} ms → ${ok ? 'met' : 'NOT met'}`,
  )
  await app.close()
  await payload.destroy?.()
  return { ok }
}
