// Types generated from their source, never edited by hand:
//   collections/src/payload-types.ts   ← the Payload config (collections, globals)
//
//   npm run generate:types            rewrites the files
//   npm run generate:types -- --check exits 1 when a committed file differs from what its source
//                                     generates now (`npm run typecheck` runs this first, so CI does)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPayloadConfig, repoRoot } from '@driftway/collections'
import { generateTypes } from 'payload/node'

type Generated = { file: string; generate: () => Promise<string> }

/** Payload's own generator, pointed at a scratch file so `--check` never touches the committed one. */
async function payloadTypes(): Promise<string> {
  // The schema does not depend on the adapter's data; a scratch SQLite URL keeps the real DB untouched.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'driftway-types-'))
  const config = await createPayloadConfig({ databaseUrl: `file:${path.join(scratch, 'types.db')}` })
  const output = path.join(scratch, 'payload-types.ts')
  process.env.PAYLOAD_TS_OUTPUT_PATH = output
  try {
    await generateTypes(config, { log: false })
    return fs.readFileSync(output, 'utf8')
  } finally {
    delete process.env.PAYLOAD_TS_OUTPUT_PATH
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

const targets: Generated[] = [{ file: 'collections/src/payload-types.ts', generate: payloadTypes }]

async function main() {
  const check = process.argv.includes('--check')
  const stale: string[] = []
  for (const target of targets) {
    const file = path.join(repoRoot, target.file)
    const content = await target.generate()
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
    if (current === content) continue
    if (check) stale.push(target.file)
    else {
      fs.writeFileSync(file, content)
      console.log(`generated ${target.file}`)
    }
  }
  if (stale.length > 0) {
    console.error(
      `Generated types are out of date: ${stale.join(', ')}\nRun \`npm run generate:types\` and commit the result.`,
    )
    process.exit(1)
  }
}

await main()
// Payload's config keeps handles open (the SQLite client); the work is done.
process.exit(0)
