import { describe, expect, it } from 'vitest'
import {
  ATTACHMENT_MARKER,
  formatAttachments,
  isAttachmentMessage,
  MAX_ATTACHMENTS_PER_MESSAGE,
  parseAttachments,
} from './marker'

describe('attachment marker format', () => {
  it('formats and parses images and named files', () => {
    const text = formatAttachments([
      { kind: 'image', url: 'https://api.example.com/file/private/a/1.png?expires=1&signature=x' },
      { kind: 'file', url: 'https://api.example.com/file/private/b/2.pdf', name: 'Terms, v2|final %.pdf' },
    ])
    expect(text).toBe(
      `${ATTACHMENT_MARKER}image::https://api.example.com/file/private/a/1.png?expires=1&signature=x,file::https://api.example.com/file/private/b/2.pdf|Terms%2C v2%7Cfinal %25.pdf`,
    )
    expect(isAttachmentMessage(text)).toBe(true)
    expect(parseAttachments(text)).toEqual({
      ok: true,
      attachments: [
        { kind: 'image', url: 'https://api.example.com/file/private/a/1.png?expires=1&signature=x' },
        { kind: 'file', url: 'https://api.example.com/file/private/b/2.pdf', name: 'Terms, v2|final %.pdf' },
      ],
    })
  })

  it('reads plain text as no attachment message', () => {
    expect(isAttachmentMessage('hello image::https://x.test/a.png')).toBe(false)
    expect(parseAttachments('hello').ok).toBe(false)
  })

  it.each([
    ['no entries', ATTACHMENT_MARKER],
    ['unknown kind', `${ATTACHMENT_MARKER}video::https://x.test/a.mp4`],
    ['not http', `${ATTACHMENT_MARKER}image::javascript:alert(1)`],
    ['relative url', `${ATTACHMENT_MARKER}image::/media/a.png`],
    ['file without name', `${ATTACHMENT_MARKER}file::https://x.test/a.pdf`],
    ['empty name', `${ATTACHMENT_MARKER}file::https://x.test/a.pdf|  `],
    ['white space in url', `${ATTACHMENT_MARKER}image::https://x.test/a b.png`],
    ['empty entry', `${ATTACHMENT_MARKER}image::https://x.test/a.png,`],
  ])('refuses %s', (_name, text) => {
    expect(parseAttachments(text).ok).toBe(false)
  })

  it(`allows at most ${MAX_ATTACHMENTS_PER_MESSAGE} entries`, () => {
    const entries = (n: number) =>
      formatAttachments(
        Array.from({ length: n }, (_, i) => ({ kind: 'image' as const, url: `https://x.test/${i}.png` })),
      )
    expect(parseAttachments(entries(MAX_ATTACHMENTS_PER_MESSAGE)).ok).toBe(true)
    expect(parseAttachments(entries(MAX_ATTACHMENTS_PER_MESSAGE + 1)).ok).toBe(false)
  })
})
