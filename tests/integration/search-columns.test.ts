import { columnReader } from '@driftway/api/search/memory-columns'
import type { IndexedDoc } from '@driftway/api/search/memory-facts'
import { MemoryIndexStore } from '@driftway/api/search/memory-sync'
import { forEachPage } from '@driftway/api/search/memory-watch'
import { asSystem } from '@driftway/collections'
import { databaseKind } from '@driftway/collections/db'
import { listingKinds } from '@driftway/domain'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateRange } from '../../bench/src/generate'
import { startTestPayload } from './support/payload'

/**
 * The memory index's column read (search/memory-columns.ts: plain SELECTs on SQLite and
 * PostgreSQL) against the adapter API it replaces at start (`payload.db.find`): on the bench's
 * generated data, every watched collection reads back the same rows, and an index loaded each way
 * holds the same facts, price programs and nights. On MongoDB there is no column read: the index
 * loads through the adapter API.
 */

let payload: Payload
let stop: () => Promise<void>
let databaseUrl: string
const sql = () => databaseKind(databaseUrl) !== 'mongodb'

beforeAll(async () => {
  ;({ payload, stop, databaseUrl } = await startTestPayload())
  await generateRange(payload, 0, 120, () => {})
  // Cases the generator does not write: a draft listing, a campervan without lists or coordinates.
  const campervans = await payload.find({
    collection: 'listings',
    where: { kind: { equals: 'recreational_vehicle' } },
    limit: 2,
    sort: 'id',
    depth: 0,
    ...asSystem(),
  })
  const [draft, bare] = campervans.docs
  await payload.update({ collection: 'listings', id: draft!.id, data: { is_draft: true }, ...asSystem() })
  await payload.update({
    collection: 'listings',
    id: bare!.id,
    data: { amenities: [], activities: [], brand: null, latitude: null, longitude: null },
    ...asSystem(),
  })
}, 300_000)
afterAll(async () => {
  await stop?.()
})

/** Every row a reader gives. */
async function rowsOf(read: (onPage: (docs: IndexedDoc[]) => void) => Promise<void>) {
  const rows: IndexedDoc[] = []
  await read((docs) => {
    rows.push(...docs)
  })
  return rows
}

describe('column read of the memory index', () => {
  it('reads every watched collection as the adapter API does', async () => {
    const reader = columnReader(payload)
    if (!sql()) {
      expect(reader).toBeNull()
      return
    }
    const store = new MemoryIndexStore(payload, { load: 'adapter' })
    await store.ready()
    store.close()
    for (const watch of store.reads()) {
      const fast = reader!(watch)
      expect(fast, watch.slug).not.toBeNull()
      const [ours, theirs] = await Promise.all([
        rowsOf((onPage) => fast!(watch, onPage)),
        rowsOf((onPage) => forEachPage(payload, watch, onPage)),
      ])
      expect(ours.length, watch.slug).toBeGreaterThan(0)
      // The adapter returns every column (unselected ones empty): compare the selected fields, by
      // id (the column read pages in the table's own order on SQLite).
      const selected = (docs: IndexedDoc[]) =>
        docs
          .map((doc) =>
            Object.fromEntries(
              ['id', ...Object.keys(watch.select)].map((field) => [
                field,
                field === 'id' ? String(doc.id) : doc[field],
              ]),
            ),
          )
          .sort((a, b) => (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0))
      expect(selected(ours), watch.slug).toEqual(selected(theirs))
    }
  })

  it('loads the same index as the adapter API', async () => {
    const [columns, adapter] = [
      new MemoryIndexStore(payload, { load: 'columns' }),
      new MemoryIndexStore(payload, { load: 'adapter' }),
    ]
    await Promise.all([columns.ready(), adapter.ready()])
    columns.close()
    adapter.close()
    expect(new Set(columns.loadedWith.values())).toEqual(new Set([sql() ? 'columns' : 'adapter']))
    expect(new Set(adapter.loadedWith.values())).toEqual(new Set(['adapter']))
    expect({ ...columns.stats(), freshAsOfMs: 0 }).toEqual({ ...adapter.stats(), freshAsOfMs: 0 })
    expect(columns.stats().listings).toBe(120)
    for (const kind of listingKinds) {
      const [ours, theirs] = [columns.held.byKind.get(kind)!, adapter.held.byKind.get(kind)!]
      expect([...ours.keys()].sort(), kind).toEqual([...theirs.keys()].sort())
      for (const [id, facts] of ours) {
        const other = theirs.get(id)!
        // Programs compile in the background: compare them compiled, on each side's own inputs.
        const [a, b] = [columns.held.programOf(facts), adapter.held.programOf(other)]
        expect({ ...facts, program: a, profile: null }, id).toEqual({ ...other, program: b, profile: null })
      }
    }
  })
})
