import { maxUploadBytes, uploadAccepts } from '@driftway/domain'
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { anyone, isSignedIn, marketplaceUser, staffOrOwner } from '../access'
import { userField } from '../fields/relations'
import { textField } from '../fields/text'
import { fieldError, idOf } from '../hooks'
import { mediaDir } from '../paths'

// Everything the editor takes: photos and, for vehicle documents, PDFs.
const uploadMimeTypes = uploadAccepts.document.mimeTypes

/**
 * Spec §5/§9: only PNG/JPEG images (and PDF documents) up to 5 MB (upload.image.fileTypeNotSupport,
 * upload.image.fileSizeGreaterThen). Checked before Payload writes or resizes anything, for the
 * REST endpoint and the Local API alike. The type check lives here because `upload.mimeTypes`
 * must also admit WebP, the format of the generated sizes.
 */
const checkUploadedFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  if (!(uploadMimeTypes as readonly string[]).includes(file.mimetype)) {
    throw fieldError('media', 'file', 'Upload a PNG or JPEG image, or a PDF document.')
  }
  if (file.size > maxUploadBytes) {
    throw fieldError('media', 'file', `Files may be at most ${maxUploadBytes / 1024 / 1024} MB.`)
  }
  return args
}

/** The uploading marketplace user owns the file; they cannot hand it to someone else. */
const assignOwner: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const user = marketplaceUser(req)
  if (!user) return data
  data.owner = operation === 'create' ? user.id : idOf(originalDoc?.owner)
  return data
}

const webp = { format: 'webp' as const, options: { quality: 80 } }

/** Listing photos, profile photos, landing-page images and listing documents (PDF). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'owner', 'createdAt'],
    listSearchableFields: ['filename', 'alt'],
    description:
      'Uploaded photos (PNG/JPEG, resized to thumbnail, card and large WebP) and documents (PDF), at most 5 MB each.',
  },
  access: { read: anyone, create: isSignedIn, update: staffOrOwner('owner'), delete: staffOrOwner('owner') },
  hooks: { beforeOperation: [checkUploadedFile], beforeChange: [assignOwner] },
  upload: {
    staticDir: mediaDir,
    // image/webp only so the generated sizes validate; uploads themselves are checked above.
    mimeTypes: [...uploadMimeTypes, 'image/webp'],
    adminThumbnail: 'thumbnail',
    // Never fetch remote URLs on the server's behalf.
    pasteURL: false,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, formatOptions: webp },
      { name: 'card', width: 800, height: 600, formatOptions: webp },
      { name: 'large', width: 1600, height: 1066, formatOptions: webp },
    ],
  },
  fields: [
    textField('alt', 300, { admin: { description: 'Describes the image for screen readers and search engines.' } }),
    userField('owner', {
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Marketplace user who uploaded it (empty for staff uploads).',
      },
    }),
  ],
}
