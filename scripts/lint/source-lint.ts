import fs from 'node:fs'
import path from 'node:path'

/** What a source lint reports: where, and what is wrong there. */
export type Finding = { file: string; line: number; message: string }

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')

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

/** `checkSource` over `files` (relative to `root`), with forward-slash paths in the findings. */
export function checkFiles(
  root: string,
  files: string[],
  checkSource: (file: string, text: string) => Finding[],
): Finding[] {
  return files.flatMap((file) =>
    checkSource(file.split(path.sep).join('/'), fs.readFileSync(path.join(root, file), 'utf8')),
  )
}

/** A lint run from the command line (`tsx scripts/lint/<rule>.ts`): prints each finding, exits 1 on any. */
export function runLint(checkRepository: (root: string) => Finding[], summary: (count: number) => string): void {
  const findings = checkRepository(repositoryRoot)
  for (const finding of findings) console.error(`${finding.file}:${finding.line}  ${finding.message}`)
  if (findings.length > 0) {
    console.error(`\n${summary(findings.length)}`)
    process.exit(1)
  }
}
