/** Square profile pictures: initials on a soft two-tone background (company logos, traveler avatars). */
import sharp from 'sharp'
import { Canvas, r1 } from './canvas'
import { shade } from './color'
import { createRng, hashSeed } from './rng'

const backgrounds = [
  '#2a8c8c',
  '#3f5a7a',
  '#b8603a',
  '#5b4a8a',
  '#7a8f3a',
  '#c0392b',
  '#2c3e50',
  '#d9a441',
  '#16a085',
  '#8e44ad',
]

function initialsOf(name: string): string {
  const words = name
    .replace(/\b(GmbH|BV|SARL|SAS|SL|Srl|Lda|e\.K\.|Ltd|LLC)\b/g, '')
    .split(/[\s&-]+/)
    .filter((w) => /^\p{L}/u.test(w))
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?'
}

function avatarSvg(name: string): string {
  const rng = createRng(hashSeed('avatar', name))
  const size = 400
  const c = new Canvas(size, size)
  const base = rng.pick(backgrounds)
  c.add(
    `<rect width="${size}" height="${size}" fill="${c.linear(
      [
        [0, shade(base, 0.15)],
        [1, shade(base, -0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  c.add(
    `<circle cx="${r1(rng.range(0, size))}" cy="${r1(rng.range(0, size))}" r="${r1(rng.range(120, 220))}" fill="#ffffff" opacity="0.08"/>`,
  )
  c.add(
    `<path d="M0 ${r1(size * 0.78)}Q${size / 2} ${r1(size * rng.range(0.62, 0.72))} ${size} ${r1(size * 0.8)}V${size}H0Z" fill="#000000" opacity="0.1"/>`,
  )
  c.add(
    `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="150" fill="#ffffff">${initialsOf(name)}</text>`,
  )
  return c.toString()
}

export function renderAvatar(name: string): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(name)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
}
