/** Turns a scene's SVG into a listing photo: 1200×800 JPEG, deterministic bytes. */
import sharp from 'sharp'
import type { Canvas } from './canvas'

const JPEG_QUALITY = 80

export async function toJpeg(canvas: Canvas): Promise<Buffer> {
  return sharp(Buffer.from(canvas.toString()), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
}
