import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Repository root, independent of the process's working directory. */
export const repoRoot = path.resolve(here, '..', '..')

/** Where uploaded media files live; served by the API under /media. */
export const mediaDir = process.env.MEDIA_DIR ?? path.join(repoRoot, 'data', 'media')
