import zlib from 'node:zlib'

/**
 * Files built without dependencies (no sharp, no Payload), so the API tests and the Playwright
 * specs (e2e/support/lessor.ts, accounts.ts) build and upload the same ones.
 */

/** A minimal one-page PDF with its cross-reference table (the API checks for xref and %%EOF). */
export function pdfDocument(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const object of objects) {
    offsets.push(body.length)
    body += object
  }
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** An 8-bit RGB PNG of `width`×`height` whose pixel colours `rgbAt(x, y)` gives. */
export function encodePng(width: number, height: number, rgbAt: (x: number, y: number) => readonly number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type (0: none).
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set(rgbAt(x, y), 1 + x * 3)
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
