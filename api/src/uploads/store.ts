import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { asUser } from '../auth/plugin'
import type { UserDoc } from '../auth/users'
import type { CheckedUpload } from './check'

/** A `media` document as the API reads it (depth 0). */
export type MediaDoc = {
  id: string
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  width?: number | null
  height?: number | null
  alt?: string | null
  owner?: string | { id: string } | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

export const mediaSizeNames = ['thumbnail', 'card', 'large'] as const

/**
 * Stores a checked file in the `media` collection as `user` (who becomes its owner); Payload
 * writes the file and, for images, the resized WebP variants (thumbnail, card, large). The stored
 * name is random with the extension of the proven type, never the sender's name.
 */
export async function storeUpload(
  payload: Payload,
  user: UserDoc,
  file: CheckedUpload,
  options: { alt?: string | null; namePrefix?: string; req?: PayloadRequest } = {},
): Promise<MediaDoc> {
  const prefix = options.namePrefix ? `${options.namePrefix}-` : ''
  const doc = await payload.create({
    collection: 'media',
    data: { alt: options.alt ?? undefined },
    file: {
      data: file.data,
      mimetype: file.mimetype,
      name: `${prefix}${randomUUID()}.${file.ext}`,
      size: file.data.length,
    },
    depth: 0,
    req: options.req,
    ...asUser(user),
  })
  return doc as unknown as MediaDoc
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
export function toUploadResponse(publicUrl: string, media: MediaDoc) {
  return {
    id: String(media.id),
    url: mediaFileUrl(publicUrl, media) ?? '',
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
