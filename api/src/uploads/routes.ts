import fs from 'node:fs'
import path from 'node:path'
import { asSystem, privateFilesDir } from '@driftway/collections'
import { privateDocumentKinds } from '@driftway/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ValidationError as PayloadValidationError } from 'payload'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { ApiError, notFound } from '../http/errors'
import { validationError } from '../http/validation'
import { userOrContentEditor } from '../landing/auth'
import { checkUpload, imageAndPdfMimes } from './check'
import { fileDownload } from './download'
import { uploadRejected } from './errors'
import { readMultipartForm } from './multipart'
import { type PrivateFileDoc, verifyPrivateFileSignature } from './private-links'
import { type MediaDoc, storeUpload, toUploadResponse, type UploadVisibility } from './store'

const sizeUrl = z.string().nullable()
const uploadResponse = z.object({
  id: z.string(),
  visibility: z.enum(['public', 'private']),
  url: z.string(),
  filename: z.string(),
  mime_type: z.string().nullable(),
  filesize: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sizes: z.object({ thumbnail: sizeUrl, card: sizeUrl, large: sizeUrl }),
})

const missingFile = () => validationError({ file: ['Send the file as the multipart/form-data field "file".'] })

const linkExpired = () =>
  new ApiError('file_link_expired', 'This link to a private file is invalid or has expired. Open it again.')

/**
 * POST /file/upload/ and /file/upload/v1/ (listings spec §7): one multipart file in the field
 * `file` — a PNG/JPEG photo or a PDF document, proven by its bytes, at most 5 MB — owned by the
 * caller. Photos are public media unless the text field `visibility` is `private`; documents
 * (PDF) are always private files: vehicle, identity and company papers never become public.
 * v1 is the landing-page editor's variant; the contract leaves its auth open: any signed-in user as
 * on the first, and also content editors with their staff token (their images belong to no user).
 * Never anonymous, because an anonymous upload endpoint would be free file hosting.
 *
 * GET /file/private/{id}/{name}?expires&signature: a private file through the short-lived signed
 * link the API handed its owner (private-links.ts); anything else is a 403, never the file.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  for (const path of ['/file/upload/', '/file/upload/v1/']) {
    app.post(
      path,
      {
        // v1 (the landing-page editor's) also takes a content editor's staff token (decision 0065).
        onRequest: [path.includes('v1') ? userOrContentEditor : requireUser],
        config: {
          errors: ['upload.image.fileTypeNotSupport', 'upload.image.fileSizeGreaterThen', 'invalid_multipart'],
        },
        schema: {
          tags: ['uploads'],
          summary: path.includes('v1')
            ? 'Upload a file (landing-page editor variant; same rules)'
            : 'Upload a photo or document',
          description:
            'multipart/form-data with the file in `file` (optional text fields `alt`, `visibility` = public | private, and for private files `kind` = Registration Certificate | Proof of Insurance | Rental Terms | Company Papers | Identity Document). PNG/JPEG images and PDF documents by content (the name does not count), at most 5 242 880 bytes: else 400 upload.image.fileTypeNotSupport / upload.image.fileSizeGreaterThen. Public images get WebP variants thumbnail (400×300), card (800×600) and large (1600×1066). PDFs are always private. A private file answers `visibility: private` and a signed link valid for 30 minutes as `url`.',
          response: { 201: uploadResponse },
        },
      },
      async (request, reply) => {
        const staff = request.landingEditor ?? undefined
        const user = staff ? null : currentUser(request)
        if (!request.isMultipart()) throw missingFile()
        const { fields, files } = await readMultipartForm(request)
        const received = files.find((file) => file.fieldname === 'file')
        if (!received) throw missingFile()
        if (fields.visibility !== undefined && !['public', 'private'].includes(fields.visibility)) {
          throw validationError({ visibility: ['Use "public" or "private".'] })
        }
        const kind = fields.kind?.trim() || undefined
        const documentKind = privateDocumentKinds.find((candidate) => candidate === kind)
        if (kind && !documentKind) {
          throw validationError({ kind: [`Use one of: ${privateDocumentKinds.join(', ')}.`] })
        }
        const checked = await checkUpload(received, { accept: imageAndPdfMimes })
        if (!checked.ok) throw uploadRejected(checked.reason)
        const visibility: UploadVisibility =
          fields.visibility === 'private' || checked.file.kind === 'document' ? 'private' : 'public'
        const alt = fields.alt?.trim().slice(0, 300) || null
        let media: MediaDoc
        try {
          media = await storeUpload(payload, user, checked.file, { alt, visibility, documentKind, staff })
        } catch (error) {
          // Payload's own file inspection disagreeing with ours is still "not a supported file".
          if (error instanceof PayloadValidationError && error.data.errors.some((issue) => issue.path === 'file')) {
            throw uploadRejected('unsupported_type')
          }
          throw error
        }
        return reply.status(201).send(toUploadResponse(env, media, visibility))
      },
    )
  }

  app.get(
    '/file/private/:id/:name',
    {
      // The signed link is the credential (no Authorization header): its refusals, for the document.
      config: { errors: ['file_link_expired', 'file_not_found'] },
      schema: {
        tags: ['uploads'],
        summary: 'Download a private file through a signed link',
        description:
          'Only with the `expires` and `signature` of a link the API handed out (valid 30 minutes): else 403 file_link_expired. Served with its stored type, nosniff, no caching.',
        params: z.object({ id: z.string().min(1).max(64), name: z.string().max(300) }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(200).optional(),
        }),
        response: {
          200: fileDownload('The file with its stored type: a PDF document or a PNG/JPEG image.', [
            ...imageAndPdfMimes,
            'application/octet-stream',
          ]),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { expires, signature } = request.query
      if (expires === undefined || !signature || !verifyPrivateFileSignature(env, id, expires, signature)) {
        throw linkExpired()
      }
      const file = (await payload
        .findByID({ collection: 'private-files', id, depth: 0, ...asSystem(), disableErrors: true })
        .catch(() => null)) as PrivateFileDoc | null
      const filePath = file?.filename ? path.join(privateFilesDir, path.basename(file.filename)) : null
      if (!file || !filePath || !fs.existsSync(filePath)) throw notFound('file_not_found', 'File not found.')
      const name = path.basename(file.filename ?? 'document').replace(/[^\w.-]/g, '_')
      return (
        reply
          .header('content-type', file.mimeType ?? 'application/octet-stream')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          // A document opened in the browser runs nothing and cannot be framed.
          .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
          .send(fs.createReadStream(filePath))
      )
    },
  )
}
