import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readApiEnv } from '@driftway/api/env'
import { buildServer } from '@driftway/api/server'
import { createPayloadConfig } from '@driftway/collections'
import { getPayload } from 'payload'

/**
 * The OpenAPI document the API serves at /docs/json, from a server built over a scratch database
 * (it never listens): what `npm run generate:types` turns into the site's types and what
 * `npm run lint:openapi` lints.
 */
export async function servedOpenApiDocument() {
  // The document does not depend on the adapter's data; a scratch SQLite URL keeps the real DB untouched.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-openapi-'))
  const config = await createPayloadConfig({ databaseUrl: `file:${path.join(scratch, 'openapi.db')}` })
  const payload = await getPayload({ config })
  try {
    const env = { ...readApiEnv({} as NodeJS.ProcessEnv), logLevel: 'silent' }
    const app = await buildServer({ payload, env }, { logger: false })
    await app.ready()
    const document = app.swagger()
    await app.close()
    return document
  } finally {
    await payload.destroy?.()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
