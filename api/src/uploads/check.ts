import { maxUploadBytes, uploadAccepts } from '@driftway/domain'
import sharp from 'sharp'
import { type SniffedMime, type SniffedType, sniffFileType } from './sniff'

/** A received file that passed the checks: its bytes and the type its content proved. */
export type CheckedUpload = SniffedType & { data: Buffer; width: number | null; height: number | null }

export type UploadRejection = 'too_large' | 'unsupported_type' | 'too_many_pixels'
export type UploadCheck = { ok: true; file: CheckedUpload } | { ok: false; reason: UploadRejection }

/**
 * Pixels an image may have. A few kilobytes of PNG can describe a huge blank canvas that would
 * take gigabytes to resize; 60 megapixels covers every phone camera.
 */
export const MAX_IMAGE_PIXELS = 60_000_000

// The same lists the site checks before uploading (domain `uploadAccepts`), proven here by content.
export const imageMimes: readonly SniffedMime[] = uploadAccepts.image.mimeTypes
export const imageAndPdfMimes: readonly SniffedMime[] = uploadAccepts.document.mimeTypes

/**
 * The one upload check (listings spec §5/§9): at most `maxBytes` (a truncated stream counts as too
 * large), one of `accept` by magic bytes, and — for images — a picture that actually decodes, so a
 * PNG header glued to garbage is refused here instead of failing later in the resizer.
 */
export async function checkUpload(
  received: { data: Buffer; truncated?: boolean },
  options: { accept: readonly SniffedMime[]; maxBytes?: number },
): Promise<UploadCheck> {
  const maxBytes = options.maxBytes ?? maxUploadBytes
  if (received.truncated || received.data.length > maxBytes) return { ok: false, reason: 'too_large' }
  const type = sniffFileType(received.data)
  if (!type || !options.accept.includes(type.mimetype)) return { ok: false, reason: 'unsupported_type' }
  if (type.kind !== 'image') {
    // The end of a PDF names its cross-reference table and closes with %%EOF (Payload checks the same).
    const tail = received.data.subarray(Math.max(0, received.data.length - 1024)).toString('latin1')
    if (!tail.includes('%%EOF') || !tail.includes('xref')) return { ok: false, reason: 'unsupported_type' }
    return { ok: true, file: { ...type, data: received.data, width: null, height: null } }
  }
  try {
    const image = sharp(received.data, { limitInputPixels: false })
    const meta = await image.metadata()
    const expected = type.mimetype === 'image/png' ? 'png' : 'jpeg'
    if (meta.format !== expected || !meta.width || !meta.height) return { ok: false, reason: 'unsupported_type' }
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too_many_pixels' }
    // Decode every pixel (streamed into a tiny thumbnail): truncated or corrupt data throws here.
    await sharp(received.data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .resize(8, 8, { fit: 'inside' })
      .toBuffer()
    return { ok: true, file: { ...type, data: received.data, width: meta.width, height: meta.height } }
  } catch {
    return { ok: false, reason: 'unsupported_type' }
  }
}
