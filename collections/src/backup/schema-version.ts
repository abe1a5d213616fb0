import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../paths'

/**
 * The database schema's version, written into every backup. Raise it with any change a restore
 * into older code could not survive (a removed or renamed field or collection, a changed meaning);
 * restore refuses an archive whose version is higher than the code's (decision 0057).
 * Additive changes need no bump: the embedded database's schema push adds them on start.
 */
export const schemaVersion = 1

/** A fingerprint of the generated document types: tells two archives' schemas apart at a glance. */
export function schemaFingerprint(): string {
  const types = fs.readFileSync(path.join(repoRoot, 'collections', 'src', 'payload-types.ts'))
  return createHash('sha256').update(types).digest('hex').slice(0, 16)
}
