import { asSystem } from '@driftway/collections'
import { databaseKind } from '@driftway/collections/db'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'

const onPostgres = databaseKind() === 'postgres'

/**
 * Queries sent to a PostgreSQL connection while it still runs one: pg 8 queues them with a
 * deprecation warning, pg 9 refuses them. Counted where pg itself decides (a query active or
 * waiting in the connection's own queue) each time a query reaches the connection.
 */
function watchOverlaps() {
  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown
  }
  const original = proto.query
  const seen = { queries: 0, overlapping: [] as string[] }
  proto.query = function (this: { _activeQuery?: unknown; _queryQueue?: unknown[] }, ...args: unknown[]) {
    seen.queries += 1
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text
      seen.overlapping.push(String(text).slice(0, 80))
    }
    return original.apply(this, args)
  }
  return { seen, stop: () => (proto.query = original) }
}

describe.skipIf(!onPostgres)('PostgreSQL connections (db-serial-client.ts)', () => {
  let fresh: Awaited<ReturnType<typeof startTestPayload>>
  let payload: Payload
  beforeAll(async () => {
    fresh = await startTestPayload()
    payload = fresh.payload
  })
  afterAll(async () => {
    await fresh?.stop()
  })

  it('run one query at a time when a transaction starts several at once', async () => {
    const req = await createLocalReq({}, payload)
    const watch = watchOverlaps()
    try {
      expect(await initTransaction(req)).toBe(true)
      const names = Array.from({ length: 6 }, (_, i) => `Serial amenity ${i}`)
      // Side by side like a hook counting a listing's children, each with the transaction's req.
      const created = await Promise.all(
        names.map((name) =>
          payload.create({
            collection: 'amenities',
            data: { kind: 'boat', section: 'galley', name },
            req,
            ...asSystem(),
          }),
        ),
      )
      const counts = await Promise.all(
        created.map((doc) =>
          payload.count({ collection: 'amenities', where: { id: { equals: doc.id } }, req, ...asSystem() }),
        ),
      )
      expect(counts.map((count) => count.totalDocs)).toEqual([1, 1, 1, 1, 1, 1])
      // Payload deletes each matched document in parallel within the one transaction.
      const deleted = await payload.delete({
        collection: 'amenities',
        where: { section: { equals: 'galley' } },
        req,
        ...asSystem(),
      })
      expect(deleted.errors).toEqual([])
      expect(deleted.docs.map((doc) => doc.name).sort()).toEqual(names)
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    } finally {
      watch.stop()
    }
    expect(watch.seen.queries).toBeGreaterThan(20)
    expect(watch.seen.overlapping).toEqual([])
    expect(
      await payload.count({ collection: 'amenities', where: { section: { equals: 'galley' } }, ...asSystem() }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('keep each query its own answer and error, in the order asked', async () => {
    const client = await (payload.db as unknown as { pool: pg.Pool }).pool.connect()
    try {
      const answers = await Promise.allSettled([
        client.query('SELECT 1 AS n'),
        client.query('SELECT $1::int AS n', [2]),
        client.query('SELECT no_such_column FROM amenities'),
        client.query({ text: 'SELECT $1::int AS n', values: [4] }),
      ])
      expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.rows[0].n : 'failed'))).toEqual([
        1,
        2,
        'failed',
        4,
      ])
      // The callback form (pg's pool uses it) is served too.
      const viaCallback = await new Promise((resolve, reject) =>
        client.query('SELECT 5 AS n', (error: Error | null, result: pg.QueryResult) =>
          error ? reject(error) : resolve(result.rows[0].n),
        ),
      )
      expect(viaCallback).toBe(5)
    } finally {
      client.release()
    }
  })
})
