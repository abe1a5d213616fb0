import { describe, expect, it } from 'vitest'
import { sanitizeMessageText } from './text'

describe('sanitizeMessageText', () => {
  it('keeps text, markup and line breaks as typed', () => {
    expect(sanitizeMessageText('  Hi <b>there</b>\nsee you 😀  ')).toBe('Hi <b>there</b>\nsee you 😀')
  })
  it('normalises line endings and long runs of empty lines', () => {
    expect(sanitizeMessageText('a\r\nb\rc\n\n\n\n\n\nd')).toBe('a\nb\nc\n\n\nd')
  })
  it('removes control and direction-override characters', () => {
    expect(sanitizeMessageText('pay\u0000 \u202Eevil\u202C\u0007 now\u200B')).toBe('pay evil now')
  })
  it('leaves nothing of white space alone', () => {
    expect(sanitizeMessageText(' \n\t \u200B')).toBe('')
  })
})
