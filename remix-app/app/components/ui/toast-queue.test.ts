import { describe, expect, it } from 'vitest'
import { queueToast } from './toast-queue'

type Toast = { id: number; tone: 'success' | 'error' | 'info'; title: string }
const toast = (id: number, tone: Toast['tone'], title: string): Toast => ({ id, tone, title })

describe('queueToast', () => {
  it('adds a new notice last and keeps at most the given number', () => {
    const shown = [toast(1, 'info', 'a'), toast(2, 'info', 'b')]
    expect(queueToast(shown, toast(3, 'info', 'c'), 2).map((t) => t.id)).toEqual([2, 3])
  })

  it('replaces a notice still showing instead of stacking a copy of it', () => {
    const shown = [toast(1, 'success', 'Your reply is published.'), toast(2, 'info', 'Saved')]
    expect(queueToast(shown, toast(3, 'success', 'Your reply is published.'), 4).map((t) => t.id)).toEqual([2, 3])
  })

  it('clears earlier failures when something succeeds, but not other notices', () => {
    const shown = [toast(1, 'error', 'Please check the highlighted fields.'), toast(2, 'info', 'Draft kept')]
    expect(queueToast(shown, toast(3, 'success', 'Deal created'), 4).map((t) => t.id)).toEqual([2, 3])
  })

  it('keeps a success when a failure follows it', () => {
    const shown = [toast(1, 'success', 'Saved')]
    expect(queueToast(shown, toast(2, 'error', 'Could not send'), 4).map((t) => t.id)).toEqual([1, 2])
  })
})
