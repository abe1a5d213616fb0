import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressed } from './precompressed.server'

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
let root: string
let base: string
let close: () => void

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.writeFileSync(path.join(root, 'app.js'), script)
  fs.writeFileSync(path.join(root, 'app.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(root, 'app.js.gz'), zlib.gzipSync(script))
  fs.writeFileSync(path.join(root, 'plain.css'), 'a{color:red}')
  const app = express()
  app.use(compression())
  app.use('/assets', precompressed(root))
  app.use('/assets', express.static(root))
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** A request with this Accept-Encoding; fetch decodes the body, the headers say what was sent. */
async function get(pathname: string, acceptEncoding: string) {
  const response = await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

describe('precompressed static assets', () => {
  it('sends the brotli copy to a client that accepts it, with the original type', async () => {
    const { response, body } = await get('/assets/app.js?v=1', 'gzip, deflate, br')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    // fetch decodes what it was sent: the same script.
    expect(body.toString()).toBe(script)
  })

  it('sends the gzip copy to a gzip-only client and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/app.js', 'gzip')
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.body.toString()).toBe(script)
    const identity = await get('/assets/app.js', 'identity')
    expect(identity.response.headers.get('content-encoding')).toBeNull()
    expect(identity.body.toString()).toBe(script)
  })

  it('leaves files without a copy to express.static (and compression) and unknown paths to 404', async () => {
    const css = await get('/assets/plain.css', 'br')
    expect(css.response.status).toBe(200)
    expect(css.body.toString()).toBe('a{color:red}')
    expect((await get('/assets/missing.js', 'br')).response.status).toBe(404)
    expect((await get('/assets/app.js.br/../../etc/passwd', 'br')).response.status).toBe(404)
  })
})
