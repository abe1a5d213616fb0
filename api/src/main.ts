import { createPayloadConfig } from '@driftway/collections'
import { productionSecretProblems } from '@driftway/domain/security/secrets'
import { getPayload } from 'payload'
import { readApiEnv } from './env'
import { drainAndClose } from './http/lifecycle'
import { flushTracing } from './http/tracing'
import { buildServer } from './server'

// The API runs Payload in-process, so it needs Payload's secret as well as its own.
const secretProblems = productionSecretProblems(['JWT_SECRET', 'SITE_API_SECRET', 'PAYLOAD_SECRET'], process.env)
if (secretProblems) {
  console.error(`[api] ${secretProblems}`)
  process.exit(1)
}

// The sandbox checkout confirms a booking on the payer's word (it is a test page): in production it
// would let anyone book without paying, so production takes payments through Stripe only.
if (process.env.NODE_ENV === 'production' && !(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET)) {
  console.error(
    '[api] Refusing to start in production without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: the sandbox checkout would confirm bookings without payment.',
  )
  process.exit(1)
}

const env = readApiEnv()
const payload = await getPayload({ config: await createPayloadConfig() })
const app = await buildServer({ payload, env })

// Drains first (http/lifecycle.ts): exits 0 once every request in flight was answered, 1 when the
// grace period ran out first.
// A repeated signal (a supervisor that sends it twice) does not cut the drain short: the grace
// period bounds it.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    const drained = await drainAndClose(app, { delayMs: env.shutdownDelayMs, graceMs: env.shutdownGraceMs })
    if (!drained) {
      // What kept it open, for whoever reads the log: sockets, timers, handles.
      const open = process.getActiveResourcesInfo()
      app.log.error({ open }, 'shutdown: still busy after SHUTDOWN_GRACE_MS; exiting anyway')
    }
    await flushTracing()
    process.exit(drained ? 0 : 1)
  })
}

await app.listen({ port: env.port, host: env.host })
