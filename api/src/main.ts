import { createPayloadConfig } from '@driftway/collections'
import { productionSecretProblems } from '@driftway/domain/security/secrets'
import { getPayload } from 'payload'
import { readApiEnv } from './env'
import { flushTracing } from './http/tracing'
import { buildServer } from './server'

// The API runs Payload in-process, so it needs Payload's secret as well as its own.
const secretProblems = productionSecretProblems(['JWT_SECRET', 'SITE_API_SECRET', 'PAYLOAD_SECRET'], process.env)
if (secretProblems) {
  console.error(`[api] ${secretProblems}`)
  process.exit(1)
}

const env = readApiEnv()
const payload = await getPayload({ config: await createPayloadConfig() })
const app = await buildServer({ payload, env })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await flushTracing()
    process.exit(0)
  })
}

await app.listen({ port: env.port, host: env.host })
