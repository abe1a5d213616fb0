import type { Payload } from 'payload'
import { idOf } from '../listings/pricing-input'
import { columnReader, type PageReader } from './memory-columns'
import type { IndexedDoc } from './memory-facts'
import type { HeldListings } from './memory-held'
import { forEachPage, presentIds, type Watched } from './memory-watch'

/**
 * What a sync does when a count finds fewer rows than the index holds (memory-sync.ts): reads what
 * the database holds again, through the column read where there is one (`load: 'columns'`), and
 * drops the rest. `heldChanged` is told whenever what is held changes (the snapshot is then stale).
 */

/**
 * Booked nights were deleted (fewer rows than pairs held): the pairs the database holds are read
 * and replace the ledger's.
 */
export async function rereadNightPairs(
  payload: Payload,
  load: 'columns' | 'adapter',
  watch: Watched,
  held: HeldListings,
  heldChanged: () => void,
): Promise<void> {
  const columns = load === 'columns' ? columnReader(payload)?.(watch) : null
  const read: PageReader = columns ?? ((what, onPage) => forEachPage(payload, what, onPage))
  heldChanged()
  await held.nights.replaceAll((put) =>
    read(watch, (docs) => {
      for (const doc of docs) {
        const listing = idOf(doc.listing)
        const day = held.dayOfNight(String(doc.night))
        if (listing && day !== null) put(listing, day)
      }
    }),
  )
}

/**
 * Some documents were deleted: reload the ids the database holds and drop the rest; `apply` takes
 * the rows of ids present but not known.
 */
export async function dropDeleted(
  payload: Payload,
  load: 'columns' | 'adapter',
  watch: Watched,
  apply: (docs: IndexedDoc[]) => void,
  heldChanged: () => void,
): Promise<void> {
  // The ids through the column read where there is one: after a start from a snapshot this may
  // be every booked night's id (millions at 500 000 listings), too slow through the adapter API.
  const idsOnly = { slug: watch.slug, select: { id: true } as const, where: watch.where }
  const columns = load === 'columns' ? columnReader(payload)?.(idsOnly) : null
  let present: Set<string>
  if (columns) {
    present = new Set()
    await columns(idsOnly, (docs) => {
      for (const doc of docs) present.add(doc.id)
    })
  } else present = await presentIds(payload, watch)
  for (const id of [...watch.known.ids()]) {
    if (!present.has(id)) {
      watch.known.forget(id)
      watch.remove(id)
      heldChanged()
    }
  }
  // Present but unknown (created and deleted around a sync): load them.
  const missing = [...present].filter((id) => !watch.known.has(id))
  for (let i = 0; i < missing.length; i += 500) {
    await forEachPage(payload, watch, apply, { id: { in: missing.slice(i, i + 500) } })
  }
}
