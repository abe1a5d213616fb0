import { uploadAccepts } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, anyone, contentStaff, either, ownedBy, signedInUser, staffUploadFor, staffWith } from '../access'
import { userField } from '../fields/relations'
import { textField } from '../fields/text'
import { mediaDir } from '../paths'
import { assignOwner } from '../uploads/assign-owner'
import { checkUploadedFile } from '../uploads/check-file'

// Public images only: documents (PDF or photographed papers) are private files (PrivateFiles.ts).
const uploadMimeTypes = uploadAccepts.image.mimeTypes

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Public images: listing photos, profile photos, landing-page images. Everything here is
 * readable and listable by anyone, so nothing private belongs here.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'owner', 'createdAt'],
    listSearchableFields: ['filename', 'alt'],
    description: 'Public photos (PNG/JPEG, resized to thumbnail, card and large WebP), at most 5 MB each.',
  },
  access: {
    read: anyone,
    create: either(staffWith(contentStaff), signedInUser),
    update: either(staffWith(adminStaff), staffUploadFor(contentStaff), ownedBy('owner')),
    delete: either(staffWith(adminStaff), staffUploadFor(contentStaff), ownedBy('owner')),
  },
  hooks: {
    beforeOperation: [checkUploadedFile('media', uploadMimeTypes, 'Upload a PNG or JPEG image.')],
    beforeChange: [assignOwner],
  },
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
