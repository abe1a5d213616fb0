import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asSystem, asUser, createPayloadConfig } from '@driftway/collections'
import { type CollectionSlug, getPayload, type Payload } from 'payload'

/**
 * A Payload instance on a database of its own: a fresh SQLite file by default, or a fresh
 * database on the MongoDB server named by MONGODB_URL when DATABASE_URL is a mongodb URL
 * (`npm run test:mongo`). Every integration test file gets its own, so files run in parallel.
 */
export async function startTestPayload(): Promise<{
  payload: Payload
  databaseUrl: string
  stop: () => Promise<void>
}> {
  const databaseUrl = testDatabaseUrl()
  const config = await createPayloadConfig({ databaseUrl })
  // getPayload caches one instance per process; each vitest file runs in its own worker.
  const payload = await getPayload({ config })
  return {
    payload,
    databaseUrl,
    stop: async () => {
      if (databaseUrl.startsWith('mongodb')) await payload.db.dropDatabase?.({ adapter: payload.db } as never)
      await payload.destroy?.()
    },
  }
}

function testDatabaseUrl(): string {
  const base = process.env.DATABASE_URL
  if (base?.startsWith('mongodb')) {
    const url = new URL(base)
    url.pathname = `/driftway_test_${randomUUID().slice(0, 8)}`
    return url.toString()
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-test-'))
  return `file:${path.join(dir, 'test.db')}`
}

/** A stored document, the way the collection tests read it. */
export type Doc = { id: string; [key: string]: unknown }
export type UserDoc = Doc & { role: number }

/** Local API options of a marketplace user: the API's own, so the tests call Payload the way it does. */
export { asUser }

/**
 * Document helpers for a test file whose Payload `beforeAll` starts: `create` and `update` write as
 * `user` (with their access) or, without one, as a trusted server call; `createUser` signs someone up
 * with the password every test uses.
 */
export function testDocs(payloadOf: () => Payload) {
  const options = (user?: UserDoc) => (user ? asUser(user) : asSystem())
  const create = async <T extends Doc = Doc>(collection: CollectionSlug, data: object, user?: UserDoc) =>
    (await payloadOf().create({ collection, data: data as never, ...options(user) })) as unknown as T
  const update = async (collection: CollectionSlug, id: string, data: object, user?: UserDoc) =>
    (await payloadOf().update({ collection, id, data: data as never, ...options(user) })) as unknown as Doc
  const createUser = (email: string, role: number, extra: object = {}) =>
    create<UserDoc>('users', { email, password: 'Secret123', role, first_name: 'Test', last_name: 'User', ...extra })
  return { create, update, createUser }
}
