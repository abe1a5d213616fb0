import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'

/**
 * Serves the build's precompressed copies (scripts/precompress.mjs: `file.js.br`, `file.js.gz`) to
 * clients that accept them, so static assets are compressed once at build time instead of by
 * `compression()` on every request (issue 23). Put before `express.static` of the same folder: it
 * picks the copy, sets Content-Encoding, the original's Content-Type and `Vary: Accept-Encoding`,
 * and lets express.static send that file (compression() leaves an encoded answer alone). Only
 * files that existed at start are considered: the request path never reaches the file system.
 */
export function precompressed(root: string) {
  const copies = new Set<string>()
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) {
        copies.add(`/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      }
    }
  }
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || copies.size === 0) return next()
    const pathname = request.path
    // Brotli whenever accepted (smaller), whatever order the client lists them in.
    const encoding = request.acceptsEncodings('br') ? 'br' : request.acceptsEncodings('gzip') ? 'gzip' : null
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null
    response.vary('Accept-Encoding')
    if (!suffix || !copies.has(`${pathname}${suffix}`)) return next()
    response.type(path.extname(pathname))
    response.setHeader('Content-Encoding', encoding as string)
    request.url = `${pathname}${suffix}${request.url.slice(request.path.length)}`
    next()
  }
}
