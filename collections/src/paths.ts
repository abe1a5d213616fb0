import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Repository root, independent of the process's working directory. */
export const repoRoot = path.resolve(here, '..', '..')

/** Where uploaded media files live; served by the API under /media. */
export const mediaDir = process.env.MEDIA_DIR ?? path.join(repoRoot, 'data', 'media')

/**
 * Where private files (vehicle papers, identity and company documents) live: apart from public
 * media, never served statically — only through access-checked routes and signed URLs.
 */
export const privateFilesDir = process.env.PRIVATE_FILES_DIR ?? path.join(repoRoot, 'data', 'private-files')
