import { describe, expect, it } from 'vitest'
import {
  attachmentStrip,
  draftChatPath,
  mergeMessages,
  readDraftQuery,
  scrollsToBottom,
  timeline,
  unreadLabel,
} from './chat-model'

const at = (iso: string) => iso
const msg = (id: string, author: string | null, created_at: string, type: 'user' | 'system' = 'user') => ({
  id,
  author,
  type,
  created_at: at(created_at),
})

describe('chat screen rules', () => {
  it('scrolls to the bottom only past 5 messages (§9)', () => {
    expect(scrollsToBottom(5)).toBe(false)
    expect(scrollsToBottom(6)).toBe(true)
  })

  it('caps the unread badge at 99 and hides zero', () => {
    expect(unreadLabel(0)).toBeNull()
    expect(unreadLabel(null)).toBeNull()
    expect(unreadLabel(7)).toBe('7')
    expect(unreadLabel(99)).toBe('99')
    expect(unreadLabel(100)).toBe('99+')
  })

  it('puts a day divider before each calendar day in the reader zone and groups runs', () => {
    const messages = [
      msg('a', 'u1', '2026-11-26T21:30:00Z'),
      msg('b', 'u1', '2026-11-26T21:32:00Z'),
      msg('c', 'u2', '2026-11-26T21:33:00Z'),
      msg('s', null, '2026-11-26T21:34:00Z', 'system'),
      msg('d', 'u2', '2026-11-26T23:30:00Z'),
    ]
    // In UTC all five are on the 26th; in Berlin (UTC+1) the last falls on the 27th.
    expect(timeline(messages, 'UTC').filter((item) => item.kind === 'day')).toHaveLength(1)
    const berlin = timeline(messages, 'Europe/Berlin')
    expect(berlin.map((item) => (item.kind === 'day' ? item.key : item.message.id))).toEqual([
      '2026-11-26',
      'a',
      'b',
      'c',
      's',
      '2026-11-27',
      'd',
    ])
    const flags = Object.fromEntries(
      berlin.flatMap((item) => (item.kind === 'message' ? [[item.message.id, [item.startsRun, item.endsRun]]] : [])),
    )
    expect(flags).toEqual({
      a: [true, false],
      b: [false, true],
      c: [true, true],
      s: [true, true],
      d: [true, true],
    })
  })

  it('merges page, socket and sent messages once each, oldest first', () => {
    const merged = mergeMessages(
      [msg('b', 'u1', '2026-11-26T10:01:00Z'), msg('a', 'u1', '2026-11-26T10:00:00Z')],
      [msg('c', 'u2', '2026-11-26T10:02:00Z'), msg('b', 'u1', '2026-11-26T10:01:00Z')],
    )
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })

  it('shows the 3 newest images, then +N for everything else (§9)', () => {
    const image = (n: number) => ({ kind: 'image' as const, url: `https://api.test/i${n}.png`, name: null })
    const file = { kind: 'file' as const, url: 'https://api.test/f.pdf', name: 'f.pdf' }
    const strip = attachmentStrip([
      { attachments: [image(1), image(2)] },
      { attachments: [] },
      { attachments: [file] },
      { attachments: [image(3), image(4)] },
    ])
    expect(strip.images.map((i) => i.url)).toEqual([
      'https://api.test/i3.png',
      'https://api.test/i4.png',
      'https://api.test/i1.png',
    ])
    expect(strip.more).toBe(2)
    expect(strip.all).toHaveLength(5)
    expect(attachmentStrip([{ attachments: [] }]).all).toHaveLength(0)
  })

  it('opens a draft only with lessor, start, end and vehicle all valid (§5)', () => {
    const full = { type: 'campsite', lessor: 'l1', vehicle: 'v1', start: '2027-03-01', end: '2027-03-04' }
    expect(readDraftQuery(new URLSearchParams(full))).toEqual(full)
    expect(readDraftQuery(new URLSearchParams({ ...full, type: '' }))).toBeNull()
    const { type: _type, ...noType } = full
    expect(readDraftQuery(new URLSearchParams(noType))?.type).toBe('vehicle')
    for (const missing of ['lessor', 'vehicle', 'start', 'end'] as const) {
      const params = new URLSearchParams(full)
      params.delete(missing)
      expect(readDraftQuery(params), missing).toBeNull()
    }
    expect(readDraftQuery(new URLSearchParams({ ...full, end: '2027-02-30' }))).toBeNull()
    expect(readDraftQuery(new URLSearchParams({ ...full, end: full.start }))).toBeNull()
    expect(readDraftQuery(new URLSearchParams({ ...full, lessor: '../x' }))).toBeNull()
    expect(
      readDraftQuery(new URLSearchParams(draftChatPath(readDraftQuery(new URLSearchParams(full))!).split('?')[1])),
    ).toEqual(full)
  })
})
