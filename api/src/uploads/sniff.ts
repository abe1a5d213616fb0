/**
 * What a file is, judged by its first bytes (magic numbers) only: names and declared types are
 * chosen by the sender, so a program named `photo.png` or an SVG (text with script) never passes.
 */

export type SniffedMime = 'image/png' | 'image/jpeg' | 'application/pdf'
export type SniffedType = { mimetype: SniffedMime; ext: 'png' | 'jpg' | 'pdf'; kind: 'image' | 'document' }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1')

/** PNG, JPEG or PDF by signature; anything else (GIF, WebP, SVG, executables, text) is null. */
export function sniffFileType(data: Buffer): SniffedType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE))
    return { mimetype: 'image/png', ext: 'png', kind: 'image' }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mimetype: 'image/jpeg', ext: 'jpg', kind: 'image' }
  if (data.length >= 5 && data.subarray(0, 5).equals(PDF_SIGNATURE))
    return { mimetype: 'application/pdf', ext: 'pdf', kind: 'document' }
  return null
}

/** PNG and JPEG only (photos: avatars, listing slots). */
export function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  const type = sniffFileType(data)
  return type?.kind === 'image' ? (type.mimetype as 'image/png' | 'image/jpeg') : null
}
