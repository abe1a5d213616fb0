/**
 * `npm run seed [-- --listings N]`: seeds the database named by DATABASE_URL (default
 * data/driftway.db). Safe to run again: an already-seeded database is left as it is, unless
 * `--listings` asks for more published listings than it holds (benchmark data set).
 */
import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { formatDuration } from './bulk'
import { DEFAULT_LISTINGS, seed } from './seed'

function parseListings(argv: string[]): number {
  const flag = argv.findIndex((arg) => arg === '--listings' || arg.startsWith('--listings='))
  if (flag === -1) return DEFAULT_LISTINGS
  const raw = argv[flag]!.includes('=') ? argv[flag]!.split('=')[1] : argv[flag + 1]
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 3) {
    console.error('--listings needs a whole number of at least 3')
    process.exit(2)
  }
  return value
}

const listings = parseListings(process.argv.slice(2))
const payload = await getPayload({ config: await createPayloadConfig() })
try {
  const result = await seed(payload, { listings })
  if (!result.skipped) {
    const summary = Object.entries(result.created)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([collection, n]) => `${collection} ${n}`)
      .join(', ')
    console.log(`Seeded in ${formatDuration(result.seconds)}: ${summary}`)
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await payload.destroy?.()
}
process.exit(process.exitCode ?? 0)
