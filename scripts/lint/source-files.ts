import fs from 'node:fs'
import path from 'node:path'

/** The TypeScript sources under `dir` (relative to `root`), skipping dependencies, dot folders and declarations. */
export function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(root, relative)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
  })
}
