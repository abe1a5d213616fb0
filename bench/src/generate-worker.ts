/** Child process of ensureBenchListings: `generate-worker.ts <startIndex> <count>` on BENCH_DATABASE_URL. */
import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { generateRange } from './generate'

const [startIndex, count] = process.argv.slice(2).map(Number)
if (!Number.isInteger(startIndex) || !Number.isInteger(count))
  throw new Error('usage: generate-worker.ts <startIndex> <count>')
const payload = await getPayload({ config: await createPayloadConfig({ databaseUrl: process.env.BENCH_DATABASE_URL }) })
await generateRange(payload, startIndex!, count!, () => {})
await payload.destroy?.()
process.exit(0)
