/**
 * `npm run seed [-- --listings N]`: seeds the database named by DATABASE_URL (default
 * data/driftway.db). Safe to run again: an already-seeded database is left as it is, unless
 * `--listings` asks for more published listings than it holds (benchmark data set).
 *
 * `npm run seed -- --catalog`: only the reference lists (legal types, amenities, plans…), the one
 * seed production may run. The demo marketplace has accounts with published passwords, so a
 * production start (NODE_ENV=production) refuses it; the first administrator is created with
 * `npm run create-admin` (or the admin's first-user screen).
 */
import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'
import { formatDuration } from './bulk'
import { DEFAULT_LISTINGS, seed, seedCatalog } from './seed'

const argv = process.argv.slice(2)
const catalogOnly = argv.includes('--catalog')
if (process.env.NODE_ENV === 'production' && !catalogOnly) {
  console.error(
    'Refusing to seed the demo marketplace in production: its demo accounts have published passwords. ' +
      'Run `npm run seed -- --catalog` for the reference lists and `npm run create-admin` for the first administrator.',
  )
  process.exit(2)
}

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

const listings = parseListings(argv)
const payload = await getPayload({ config: await createPayloadConfig() })
try {
  const result = catalogOnly ? await seedCatalog(payload) : await seed(payload, { listings })
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
