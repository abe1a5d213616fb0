import { describe, expect, it } from 'vitest'
import { humanize } from './humanize'

describe('humanize', () => {
  it('writes a snake-case or upper-case code as a sentence-case phrase', () => {
    expect(humanize('action_required')).toBe('Action required')
    expect(humanize('TRIP_COMPLETED')).toBe('Trip completed')
    expect(humanize('live')).toBe('Live')
    expect(humanize('')).toBe('')
  })
})
