/**
 * The benchmark data set (`--listings 50000`): many more published listings that reuse the photos,
 * lessors and lists of the demo seed. Listings are written in transactions of BATCH_SIZE through
 * `bulkCreate` (collections/src/bulk-create.ts: each listing goes through the collection's
 * validation and hooks as a Local API create would, then the batch is written with multi-row
 * inserts), a batch validated while the one before is written (`overlappedBatches`); they carry no
 * seasons or extras, which the search benchmark does not need.
 */
import { overlappedBatches } from '@driftway/collections/bulk-batches'
import { bulkCreate } from '@driftway/collections/bulk-create'
import { type ListingKind, listingKinds } from '@driftway/domain'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Lessor } from './accounts'
import type { CatalogLists } from './catalog-lists'
import type { SeedContext } from './context'
import { boatModels, rvModels } from './fixtures/models'
import { listingData } from './listing-fields'
import { boatFor, citiesForKind, type ListingPlan } from './listing-plans'
import type { PhotoLibrary } from './photo-library'
import { mainImageSlots } from './photos'
import { createRng, hashSeed } from './photos/rng'

const BATCH_SIZE = 250

export async function seedBulkListings(
  ctx: SeedContext,
  count: number,
  startIndex: number,
  lessors: Lessor[],
  lists: CatalogLists,
  photos: PhotoLibrary,
): Promise<void> {
  if (count <= 0) return
  ctx.step(`benchmark listings: ${count} more, in transactions of ${BATCH_SIZE}`)
  const pools = Object.fromEntries(listingKinds.map((kind) => [kind, photos.namesBySlot(kind)])) as Record<
    ListingKind,
    Map<string, string[]>
  >
  const places = Object.fromEntries(listingKinds.map((kind) => [kind, citiesForKind(kind)])) as Record<
    ListingKind,
    ReturnType<typeof citiesForKind>
  >
  const started = Date.now()
  let done = 0
  await overlappedBatches(count, BATCH_SIZE, async (from, size) => {
    const req = await createLocalReq({}, ctx.payload)
    const transactional = await initTransaction(req)
    try {
      const docs: Record<string, unknown>[] = []
      for (let i = 0; i < size; i++) {
        const index = startIndex + from + i
        const kind = listingKinds[index % 3]!
        const rng = createRng(hashSeed('bulk', index))
        const own = lessors.filter((l) => l.kind === kind)
        const city = places[kind][Math.floor(index / 3) % places[kind].length]!
        const plan: ListingPlan = {
          kind,
          index,
          draft: false,
          city,
          lessor: own[index % own.length]!,
          rv: kind === 'recreational_vehicle' ? rng.pick(rvModels) : undefined,
          boat: kind === 'boat' ? boatFor(boatModels, rng.int(0, boatModels.length - 1), city) : undefined,
          photos: mainImageSlots[kind].map((slot) => [slot, rng.pick(pools[kind].get(slot) ?? [])]),
        }
        docs.push(listingData(plan, lists, photos))
      }
      // listingData builds any kind's fields by name (a plain record); bulkCreate runs the listings
      // collection's validation on each, as a Local API create would.
      await bulkCreate(ctx.payload, { collection: 'listings', docs, req })
      if (transactional) await commitTransaction(req)
    } catch (error) {
      if (transactional) await killTransaction(req)
      throw error
    }
    ctx.count('listings', size)
    done += size
    const perSecond = done / ((Date.now() - started) / 1000)
    const eta = (count - done) / perSecond
    ctx.step(`  benchmark listings ${done}/${count} · ${perSecond.toFixed(0)}/s · ~${formatDuration(eta)} left`)
  })
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?'
  if (seconds < 90) return `${Math.round(seconds)} s`
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`
  return `${(seconds / 3600).toFixed(1)} h`
}
