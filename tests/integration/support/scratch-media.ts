import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/**
 * Import first in a test file that uploads: files then go to scratch directories instead of the
 * repository's data/media and data/private-files (the collections read MEDIA_DIR and
 * PRIVATE_FILES_DIR when first imported, so this module must be evaluated before anything that
 * imports them, e.g. ./api).
 */
for (const [variable, prefix] of [
  ['MEDIA_DIR', 'driftway-test-media-'],
  ['PRIVATE_FILES_DIR', 'driftway-test-private-'],
] as const) {
  if (process.env[variable]) continue
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  process.env[variable] = dir
  // Each test file runs in its own process: the scratch files go with the file's tests.
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
}
