import { privateDocumentKinds, uploadAccepts } from '@driftway/domain'
import type { CollectionConfig } from 'payload'
import { adminStaff, either, ownedBy, signedInUser, staffWith, supportStaff } from '../access'
import { optionsFrom } from '../fields/options'
import { userField } from '../fields/relations'
import { privateFilesDir } from '../paths'
import { assignOwner } from '../uploads/assign-owner'
import { checkUploadedFile } from '../uploads/check-file'

const uploadMimeTypes = uploadAccepts.document.mimeTypes

/**
 * Identity, vehicle and company documents (registration certificate, proof of insurance, company
 * papers): stored apart from public media on disk and never served statically. Their owner and
 * support/admin read them — in the admin through Payload's access-checked file route, on the site
 * through the API's short-lived signed URLs. Nobody else can list or download them.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: 'Private document', plural: 'Private documents' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'owner', 'mimeType', 'filesize', 'createdAt'],
    description:
      'Documents people upload for verification (vehicle papers, company papers). Visible to their owner, support and administrators only.',
  },
  access: {
    read: either(staffWith(supportStaff), ownedBy('owner')),
    create: either(staffWith(adminStaff), signedInUser),
    update: staffWith(adminStaff),
    delete: either(staffWith(adminStaff), ownedBy('owner')),
  },
  hooks: {
    beforeOperation: [
      checkUploadedFile('private-files', uploadMimeTypes, 'Upload a PDF document or a PNG or JPEG image.'),
    ],
    beforeChange: [assignOwner],
  },
  upload: {
    staticDir: privateFilesDir,
    mimeTypes: [...uploadMimeTypes],
    pasteURL: false,
    // No resized copies: every copy of a document is one more file to protect and erase.
    imageSizes: [],
  },
  fields: [
    { name: 'kind', type: 'select', options: optionsFrom(privateDocumentKinds), index: true },
    userField('owner', {
      admin: { position: 'sidebar', readOnly: true, description: 'Marketplace user who uploaded it.' },
    }),
  ],
}
