import type { Readable } from 'node:stream'
import { z } from 'zod'

/**
 * The body of a file download in a route's response schema: a binary string in the OpenAPI
 * document, a stream or buffer to `reply.send`. Fastify sends streams and buffers as they are
 * (the JSON serializer never runs on them), so the schema only describes.
 */
const fileBytes = z
  .custom<Readable | Buffer>((value) => Buffer.isBuffer(value) || typeof (value as Readable)?.pipe === 'function')
  .meta({ type: 'string', format: 'binary' })

/** A response entry for a file download answered with one of `mimeTypes`. */
export const fileDownload = (description: string, mimeTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mimeTypes.map((mime) => [mime, { schema: fileBytes }])),
})
