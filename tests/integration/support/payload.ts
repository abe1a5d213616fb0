import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPayloadConfig } from '@driftway/collections'
import { getPayload, type Payload } from 'payload'

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
