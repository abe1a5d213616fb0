import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The nearest folder above `from` whose package.json declares the npm workspaces. Searched rather
 * than counted: this module runs from collections/src (tsx, tests) and bundled into api/dist.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown }
      if (manifest.workspaces) return dir
    } catch {}
    if (path.dirname(dir) === dir) return path.resolve(from, '..', '..')
  }
}

/** Repository root, independent of the process's working directory. */
export const repoRoot = findRepoRoot(here)

/** Where uploaded media files live; served by the API under /media. */
export const mediaDir = process.env.MEDIA_DIR ?? path.join(repoRoot, 'data', 'media')

/**
 * Where private files (vehicle papers, identity and company documents) live: apart from public
 * media, never served statically — only through access-checked routes and signed URLs.
 */
export const privateFilesDir = process.env.PRIVATE_FILES_DIR ?? path.join(repoRoot, 'data', 'private-files')
