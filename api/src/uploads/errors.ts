import { maxUploadBytes } from '@driftway/domain'
import { ApiError } from '../http/errors'
import type { UploadRejection } from './check'

/** Listings spec §5/§8 keys of the upload toasts. */
export const uploadErrorKeys = {
  fileTypeNotSupport: 'upload.image.fileTypeNotSupport',
  fileSizeGreaterThen: 'upload.image.fileSizeGreaterThen',
} as const

const megabytes = maxUploadBytes / 1024 / 1024

/** The 400 for a rejected file, reported on the form field it came in (`file`, `photo`…). */
export function uploadRejected(reason: UploadRejection, field = 'file'): ApiError {
  if (reason === 'too_large') {
    return new ApiError(uploadErrorKeys.fileSizeGreaterThen, `The file is larger than ${megabytes} MB.`, {
      [field]: [`Upload a file of at most ${megabytes} MB (${maxUploadBytes} bytes).`],
    })
  }
  if (reason === 'too_many_pixels') {
    return new ApiError(uploadErrorKeys.fileTypeNotSupport, 'The image has too many pixels to be processed.', {
      [field]: ['Upload an image of at most 60 megapixels.'],
    })
  }
  return new ApiError(
    uploadErrorKeys.fileTypeNotSupport,
    'Only PNG and JPEG images and PDF documents can be uploaded.',
    {
      [field]: ['Upload a PNG or JPEG image (.png, .jpg, .jpeg) or a PDF document.'],
    },
  )
}
