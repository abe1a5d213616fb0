/**
 * Child process of ensureBenchListings and of the seed bench (seed-throughput.ts):
 * `generate-worker.ts <startIndex|next> <count> [listings-only]` on BENCH_DATABASE_URL. `next`
 * starts after the listings the database holds. Ends with one line
 * `generate-worker result {"listings","seconds","cpuSeconds"}`: the time of the writes alone.
 */
import { asSystem, createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { generateRange } from './generate'

const [start, countArg, mode] = process.argv.slice(2)
const count = Number(countArg)
if ((start !== 'next' && !Number.isInteger(Number(start))) || !Number.isInteger(count))
  throw new Error('usage: generate-worker.ts <startIndex|next> <count> [listings-only]')
const payload = await getPayload({ config: await createPayloadConfig({ databaseUrl: process.env.BENCH_DATABASE_URL }) })
const startIndex =
  start === 'next' ? (await payload.count({ collection: 'listings', ...asSystem() })).totalDocs : Number(start)
const result = await generateRange(payload, startIndex, count, () => {}, { children: mode !== 'listings-only' })
console.log(`generate-worker result ${JSON.stringify({ listings: count, ...result })}`)
await payload.destroy?.()
process.exit(0)
