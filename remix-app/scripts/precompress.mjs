// After `react-router build`: brotli (quality 11) and gzip (level 9) copies of the client's text
// assets, written once at build time so the server sends them without compressing per request
// (issue 23; served by app/lib/precompressed.server.ts). A copy that is not smaller is not written.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const here = path.dirname(fileURLToPath(import.meta.url))
const client = path.resolve(here, '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html|map)$/
const minBytes = 1024

let files = 0
let before = 0
let after = 0
for (const entry of fs.readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const bytes = fs.readFileSync(file)
  if (bytes.length < minBytes) continue
  const brotli = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  })
  const gzip = zlib.gzipSync(bytes, { level: 9 })
  if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli)
  if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip)
  files++
  before += bytes.length
  after += Math.min(brotli.length, bytes.length)
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli (and gzip beside)`,
)
