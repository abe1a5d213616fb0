import { maxUploadBytes } from '@driftway/domain'
import type { FastifyRequest } from 'fastify'

/** One file part of a multipart/form-data request, read into memory (at most `maxBytes` of it). */
export type ReceivedFile = { fieldname: string; filename: string; data: Buffer; truncated: boolean }

/**
 * Reads a whole multipart/form-data body: the text fields and the file parts. Every part is
 * consumed even when a file is over the limit, so the request is fully read before the route
 * answers; an oversized file comes back `truncated` (never an exception) for the caller to report
 * with its own error key. Registered globally in server.ts (@fastify/multipart, one file per request).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxBytes?: number } = {},
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const maxBytes = options.maxBytes ?? maxUploadBytes
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  // throwFileSizeLimit:false (supported at runtime, missing from the typings): report `truncated` instead of aborting.
  const partOptions = { throwFileSizeLimit: false, limits: { fileSize: maxBytes, files: 1 } }
  for await (const part of request.parts(partOptions as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'file') {
      const data = await part.toBuffer()
      files.push({ fieldname: part.fieldname, filename: part.filename ?? '', data, truncated: part.file.truncated })
    } else {
      fields[part.fieldname] = String(part.value)
    }
  }
  return { fields, files }
}
