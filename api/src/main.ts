import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { readApiEnv } from './env'
import { buildServer } from './server'

const env = readApiEnv()
const payload = await getPayload({ config: await createPayloadConfig() })
const app = await buildServer({ payload, env })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port: env.port, host: env.host })
