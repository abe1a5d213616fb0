import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/**
 * Import first in a test file that uploads: files then go to a scratch directory instead of the
 * repository's data/media (the collections read MEDIA_DIR when first imported, so this module
 * must be evaluated before anything that imports them, e.g. ./api).
 */
if (!process.env.MEDIA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-test-media-'))
  process.env.MEDIA_DIR = dir
  // Each test file runs in its own process: the scratch files go with the file's tests.
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
}
