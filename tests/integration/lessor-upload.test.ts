import zlib from 'node:zlib'
import { asSystem } from '@driftway/collections'
import './support/scratch-media'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, type TestUser } from './support/accounts'
import { startTestApi, type TestApi } from './support/api'
import { createLessor, jpegImage, pdfDocument, pngImage, uploadFile } from './support/lessor'

/**
 * POST /file/upload/ and /file/upload/v1/ (listings spec §5 image upload, §7, §8): the content
 * decides (magic bytes and a decodable picture), never the name or the declared type.
 */
let api: TestApi
let lessor: TestUser
let traveler: TestUser

beforeAll(async () => {
  api = await startTestApi()
  lessor = await createLessor(api, 'boat')
  traveler = await createSignedInUser(api, { role: 1 })
})
afterAll(async () => {
  await api?.stop()
})

const MAX = 5_242_880

/** A valid PNG of exactly `total` bytes: the picture plus a private ancillary chunk before IEND. */
function pngOfSize(png: Buffer, total: number): Buffer {
  const iend = png.subarray(png.length - 12)
  const head = png.subarray(0, png.length - 12)
  const data = Buffer.alloc(total - png.length - 12, 0x20)
  const type = Buffer.from('prVt', 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])))
  return Buffer.concat([head, length, type, data, crc, iend])
}

const rejected = (key: string) => ({
  status: 400,
  body: { error_key: key, error_msg: expect.any(String), fields: { file: [expect.any(String)] } },
})
const TYPE = 'upload.image.fileTypeNotSupport'
const SIZE = 'upload.image.fileSizeGreaterThen'

describe('accepted files', () => {
  it('stores a PNG with resized variants and returns absolute URLs that serve the files', async () => {
    const response = await uploadFile(api, lessor.access, await pngImage(1800, 1200), 'harbour view.PNG')
    expect(response.status).toBe(201)
    const url = /^http:\/\/127\.0\.0\.1:\d+\/media\/[\w-]+(-\d+x\d+)?\.(png|webp)$/
    expect(response.body).toMatchObject({
      id: expect.any(String),
      url: expect.stringMatching(url),
      mime_type: 'image/png',
      width: 1800,
      height: 1200,
      sizes: {
        thumbnail: expect.stringMatching(url),
        card: expect.stringMatching(url),
        large: expect.stringMatching(url),
      },
    })
    for (const target of [response.body.url, response.body.sizes.thumbnail, response.body.sizes.large]) {
      const file = await fetch(target)
      expect(file.status, target).toBe(200)
    }
    const thumbnail = await fetch(response.body.sizes.thumbnail)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    const media = await api.payload.findByID({
      collection: 'media',
      id: response.body.id,
      depth: 0,
      ...asSystem(),
    })
    expect(media.owner).toBe(lessor.id)
  })

  it('stores a JPEG publicly and a PDF privately (documents get no variants); any signed-in user may upload', async () => {
    const jpeg = await uploadFile(api, traveler.access, await jpegImage(800, 600), 'no-extension')
    expect(jpeg).toMatchObject({
      status: 201,
      body: { visibility: 'public', mime_type: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) },
    })
    const pdf = await uploadFile(api, lessor.access, pdfDocument(), 'registration.pdf', { type: 'application/pdf' })
    expect(pdf).toMatchObject({
      status: 201,
      body: {
        visibility: 'private',
        mime_type: 'application/pdf',
        url: expect.stringMatching(/\/file\/private\/.+\.pdf\?expires=\d+&signature=/),
        sizes: { thumbnail: null, card: null, large: null },
      },
    })
    // Kept apart from public media: not in `media`, not under /media/, only through the signed link.
    expect(
      await api.payload.count({ collection: 'media', where: { id: { equals: pdf.body.id } }, ...asSystem() }),
    ).toEqual({
      totalDocs: 0,
    })
    const download = await fetch(pdf.body.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('cache-control')).toMatch(/no-store/)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfDocument())).toBe(true)
    expect((await fetch(`${api.baseUrl}/media/${pdf.body.filename}`)).status).toBe(404)
  })

  it('keeps a photographed document private when asked, and refuses links that were not signed for it', async () => {
    const photo = await uploadFile(api, lessor.access, await jpegImage(400, 300), 'insurance.jpg', {
      fields: { visibility: 'private', kind: 'Proof of Insurance' },
    })
    expect(photo).toMatchObject({ status: 201, body: { visibility: 'private', mime_type: 'image/jpeg' } })
    const stored = await api.payload.findByID({
      collection: 'private-files',
      id: photo.body.id,
      depth: 0,
      ...asSystem(),
    })
    expect(stored).toMatchObject({ kind: 'Proof of Insurance', owner: lessor.id })

    const link = new URL(photo.body.url)
    const tampered = new URL(link)
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60))
    const unsigned = new URL(link)
    unsigned.search = ''
    const otherFile = await uploadFile(api, lessor.access, pdfDocument(), 'other.pdf')
    const swapped = new URL(otherFile.body.url)
    swapped.search = link.search
    for (const url of [tampered, unsigned, swapped]) {
      const response = await fetch(url)
      expect(response.status, url.toString()).toBe(403)
      expect(await response.json()).toMatchObject({ error_key: 'file_link_expired' })
    }
    expect(
      await uploadFile(api, lessor.access, pdfDocument(), 'x.pdf', { fields: { visibility: 'secret' } }),
    ).toMatchObject({ status: 400, body: { fields: { visibility: [expect.any(String)] } } })
    expect(
      await uploadFile(api, lessor.access, pdfDocument(), 'x.pdf', { fields: { kind: 'Passport' } }),
    ).toMatchObject({ status: 400, body: { fields: { kind: [expect.any(String)] } } })
  })

  it('accepts a file of exactly 5 242 880 bytes', async () => {
    const response = await uploadFile(api, lessor.access, pngOfSize(await pngImage(), MAX), 'max.png')
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.filesize).toBe(MAX)
  })
})

describe('rejected files', () => {
  it('refuses an executable named .png (upload.image.fileTypeNotSupport)', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)])
    expect(await uploadFile(api, lessor.access, elf, 'photo.png', { type: 'image/png' })).toMatchObject(rejected(TYPE))
    const windows = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 0)])
    expect(await uploadFile(api, lessor.access, windows, 'photo.jpg', { type: 'image/jpeg' })).toMatchObject(
      rejected(TYPE),
    )
  })

  it('refuses a 5 242 881-byte image (upload.image.fileSizeGreaterThen)', async () => {
    const big = pngOfSize(await pngImage(), MAX + 1)
    expect(big.length).toBe(5_242_881)
    expect(await uploadFile(api, lessor.access, big, 'big.png')).toMatchObject(rejected(SIZE))
  })

  it('refuses SVG, GIF, WebP and a PNG signature followed by garbage', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    )
    expect(await uploadFile(api, lessor.access, svg, 'logo.svg', { type: 'image/svg+xml' })).toMatchObject(
      rejected(TYPE),
    )
    expect(await uploadFile(api, lessor.access, svg, 'logo.png', { type: 'image/png' })).toMatchObject(rejected(TYPE))
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    )
    expect(await uploadFile(api, lessor.access, gif, 'anim.gif')).toMatchObject(rejected(TYPE))
    const sharp = (await import('sharp')).default
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer()
    expect(await uploadFile(api, lessor.access, webp, 'photo.png')).toMatchObject(rejected(TYPE))
    const fakePng = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(500, 7)])
    expect(await uploadFile(api, lessor.access, fakePng, 'broken.png')).toMatchObject(rejected(TYPE))
    const fakePdf = Buffer.from('%PDF-1.7\nnot really a document')
    expect(await uploadFile(api, lessor.access, fakePdf, 'doc.pdf')).toMatchObject(rejected(TYPE))
  })

  it('needs the multipart field `file` and a signed-in user', async () => {
    const png = await pngImage()
    const wrongField = await uploadFile(api, lessor.access, png, 'a.png', { field: 'photo' })
    expect(wrongField).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { file: [expect.any(String)] } },
    })
    const json = await api.request('POST', '/file/upload/', {
      token: lessor.access,
      body: { url: 'https://example.com/a.png' },
    })
    expect(json).toMatchObject({
      status: 400,
      body: { error_key: 'validation_error', fields: { file: [expect.any(String)] } },
    })
    const anonymous = await uploadFile(api, undefined, png, 'a.png')
    expect(anonymous).toMatchObject({ status: 401, body: { error_key: 'not_authenticated' } })
  })
})

describe('/file/upload/v1/', () => {
  it('behaves like /file/upload/ (landing-page editor variant)', async () => {
    const ok = await uploadFile(api, traveler.access, await pngImage(1280, 850), 'landing.png', {
      path: '/file/upload/v1/',
    })
    expect(ok).toMatchObject({ status: 201, body: { mime_type: 'image/png', width: 1280, height: 850 } })
    const exe = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64)])
    expect(await uploadFile(api, traveler.access, exe, 'x.png', { path: '/file/upload/v1/' })).toMatchObject(
      rejected(TYPE),
    )
    const big = pngOfSize(await pngImage(), MAX + 1)
    expect(await uploadFile(api, traveler.access, big, 'x.png', { path: '/file/upload/v1/' })).toMatchObject(
      rejected(SIZE),
    )
    expect((await uploadFile(api, undefined, await pngImage(), 'x.png', { path: '/file/upload/v1/' })).status).toBe(401)
  })
})
