import { randomUUID } from 'node:crypto'
import { asStaff } from '@driftway/collections'
import type { Media } from '@driftway/collections/payload-types'
import type { PrivateDocumentKind } from '@driftway/domain'
import type { Payload, PayloadRequest } from 'payload'
import { asUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import type { ApiEnv } from '../env'
import type { CheckedUpload } from './check'
import { type PrivateFileDoc, signedPrivateFileUrl } from './private-links'

/**
 * Public files (listing and profile photos) go to `media`, which anyone may list and download;
 * private ones (vehicle, identity and company papers) to `private-files`, kept apart on disk and
 * reachable only through signed links.
 */
export type UploadVisibility = 'public' | 'private'

/** A `media` document as the API reads it (depth 0). */
export type MediaDoc = Media

export const mediaSizeNames = ['thumbnail', 'card', 'large'] as const

/**
 * Stores a checked file as `user` (who becomes its owner): public images in `media`, where
 * Payload also writes the resized WebP variants (thumbnail, card, large); private files in
 * `private-files`, without copies. The stored name is random with the extension of the proven
 * type, never the sender's name.
 */
export async function storeUpload(
  payload: Payload,
  user: UserDoc | null,
  file: CheckedUpload,
  options: {
    alt?: string | null
    namePrefix?: string
    req?: PayloadRequest
    visibility?: UploadVisibility
    documentKind?: PrivateDocumentKind
    /** A content editor uploading a landing-page image (POST /file/upload/v1/) instead of `user`. */
    staff?: { id: string; staff_role: string }
  } = {},
): Promise<MediaDoc> {
  const principal = options.staff ? asStaff(options.staff) : user ? asUser(user) : null
  if (!principal) throw new Error('storeUpload needs the uploading user or staff member')
  const prefix = options.namePrefix ? `${options.namePrefix}-` : ''
  const isPrivate = options.visibility === 'private'
  const doc = await payload.create({
    collection: isPrivate ? 'private-files' : 'media',
    data: isPrivate ? { kind: options.documentKind } : { alt: options.alt ?? undefined },
    file: {
      data: file.data,
      mimetype: file.mimetype,
      name: `${prefix}${randomUUID()}.${file.ext}`,
      size: file.data.length,
    },
    depth: 0,
    req: options.req,
    ...principal,
  })
  return doc
}

/** Absolute URL of a stored file or one of its resized variants (null when that variant does not exist). */
export function mediaFileUrl(
  publicUrl: string,
  media: MediaDoc | null | undefined,
  size?: (typeof mediaSizeNames)[number],
): string | null {
  if (!media?.filename) return null
  const filename = size ? media.sizes?.[size]?.filename : media.filename
  return filename ? `${publicUrl}/media/${encodeURIComponent(filename)}` : null
}

/** The upload response: `{ id, url, sizes: { thumbnail, card, large } }` plus what the file is. */
export function toUploadResponse(
  env: Pick<ApiEnv, 'publicUrl' | 'jwtSecret'>,
  media: MediaDoc,
  visibility: UploadVisibility = 'public',
) {
  const { publicUrl } = env
  const isPrivate = visibility === 'private'
  return {
    id: String(media.id),
    visibility,
    // A private file's address is a short-lived signed link (private-links.ts).
    url: isPrivate ? signedPrivateFileUrl(env, media as PrivateFileDoc) : (mediaFileUrl(publicUrl, media) ?? ''),
    filename: media.filename ?? '',
    mime_type: media.mimeType ?? null,
    filesize: media.filesize ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
    sizes: {
      thumbnail: mediaFileUrl(publicUrl, media, 'thumbnail'),
      card: mediaFileUrl(publicUrl, media, 'card'),
      large: mediaFileUrl(publicUrl, media, 'large'),
    },
  }
}
