import { maxUploadBytes } from '@driftway/domain'
import type { CollectionBeforeOperationHook } from 'payload'
import { fieldError } from '../hooks'

/**
 * Spec §5/§9: only the given types up to 5 MB (upload.image.fileTypeNotSupport,
 * upload.image.fileSizeGreaterThen). Checked before Payload writes or resizes anything, for the
 * REST endpoint and the Local API alike. The type check lives here because `upload.mimeTypes`
 * must also admit WebP, the format of generated sizes.
 */
export const checkUploadedFile =
  (slug: string, mimeTypes: readonly string[], typeMessage: string): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file) return args
    if (!mimeTypes.includes(file.mimetype)) throw fieldError(slug, 'file', typeMessage)
    if (file.size > maxUploadBytes) {
      throw fieldError(slug, 'file', `Files may be at most ${maxUploadBytes / 1024 / 1024} MB.`)
    }
    return args
  }
