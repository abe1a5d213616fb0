import { maxUploadBytes } from '@driftway/domain'
import type { FastifyRequest } from 'fastify'
import { badRequest } from '../http/errors'

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
  try {
    for await (const part of request.parts(partOptions as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        files.push({ fieldname: part.fieldname, filename: part.filename ?? '', data, truncated: part.file.truncated })
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    // The parser (busboy) throws plain errors for a body that is not valid multipart (no boundary,
    // a malformed part header, a body that ends mid-part): the client's fault, not a 500.
    // Errors with a status (the plugin's own limits) go on to the error layer as they are.
    if (error instanceof Error && !('statusCode' in error)) {
      throw badRequest('invalid_multipart', 'The request body is not valid multipart/form-data.')
    }
    throw error
  }
  return { fields, files }
}
