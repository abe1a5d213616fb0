import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ValidationError as PayloadValidationError } from 'payload'
import { z } from 'zod'
import { currentUser, requireUser } from '../auth/plugin'
import { validationError } from '../http/validation'
import { checkUpload, imageAndPdfMimes } from './check'
import { uploadRejected } from './errors'
import { readMultipartForm } from './multipart'
import { type MediaDoc, storeUpload, toUploadResponse } from './store'

const sizeUrl = z.string().nullable()
const uploadResponse = z.object({
  id: z.string(),
  url: z.string(),
  filename: z.string(),
  mime_type: z.string().nullable(),
  filesize: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sizes: z.object({ thumbnail: sizeUrl, card: sizeUrl, large: sizeUrl }),
})

const missingFile = () => validationError({ file: ['Send the file as the multipart/form-data field "file".'] })

/**
 * POST /file/upload/ and /file/upload/v1/ (listings spec §7): one multipart file in the field
 * `file` — a PNG/JPEG photo or a PDF document, proven by its bytes, at most 5 MB — stored in
 * `media` with the caller as owner. Listing photos and documents then reference the returned id.
 * v1 is the landing-page editor's variant; the contract leaves its auth open and it behaves the
 * same (any signed-in user), because an anonymous upload endpoint would be free file hosting.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payload, env } = app.ctx
  for (const path of ['/file/upload/', '/file/upload/v1/']) {
    app.post(
      path,
      {
        onRequest: [requireUser],
        schema: {
          tags: ['uploads'],
          summary: path.includes('v1')
            ? 'Upload a file (landing-page editor variant; same rules)'
            : 'Upload a photo or document',
          description:
            'multipart/form-data with the file in `file` (optional text field `alt`). PNG/JPEG images and PDF documents by content (the name does not count), at most 5 242 880 bytes: else 400 upload.image.fileTypeNotSupport / upload.image.fileSizeGreaterThen. Images get WebP variants thumbnail (400×300), card (800×600) and large (1600×1066). Returns absolute URLs.',
          response: { 201: uploadResponse },
        },
      },
      async (request, reply) => {
        const user = currentUser(request)
        if (!request.isMultipart()) throw missingFile()
        const { fields, files } = await readMultipartForm(request)
        const received = files.find((file) => file.fieldname === 'file')
        if (!received) throw missingFile()
        const checked = await checkUpload(received, { accept: imageAndPdfMimes })
        if (!checked.ok) throw uploadRejected(checked.reason)
        const alt = fields.alt?.trim().slice(0, 300) || null
        let media: MediaDoc
        try {
          media = await storeUpload(payload, user, checked.file, { alt })
        } catch (error) {
          // Payload's own file inspection disagreeing with ours is still "not a supported file".
          if (error instanceof PayloadValidationError && error.data.errors.some((issue) => issue.path === 'file')) {
            throw uploadRejected('unsupported_type')
          }
          throw error
        }
        return reply.status(201).send(toUploadResponse(env.publicUrl, media))
      },
    )
  }
}
