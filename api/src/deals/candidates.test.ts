import { describe, expect, it } from 'vitest'
import { DealCandidates } from './candidates'

function setup(maxAgeMs = 1_000) {
  const state = { changes: 0, now: 0, reads: 0, fail: false }
  const candidates = new DealCandidates(
    async (kind) => {
      state.reads++
      if (state.fail) throw new Error('database away')
      return `${kind}#${state.reads}`
    },
    () => state.changes,
    maxAgeMs,
    () => state.now,
  )
  return { state, candidates }
}

describe('DealCandidates', () => {
  it('reads a kind once while nothing changed and the read is younger than its age limit', async () => {
    const { state, candidates } = setup()
    expect(await candidates.get('boat')).toBe('boat#1')
    state.now = 999
    expect(await candidates.get('boat')).toBe('boat#1')
    expect(await candidates.get('campsite')).toBe('campsite#2')
    expect(state.reads).toBe(2)
  })

  it('reads again after an announced change', async () => {
    const { state, candidates } = setup()
    await candidates.get('boat')
    state.changes++
    expect(await candidates.get('boat')).toBe('boat#2')
    expect(await candidates.get('boat')).toBe('boat#2')
  })

  it('reads again once the read is as old as its age limit (writes nobody announced)', async () => {
    const { state, candidates } = setup(1_000)
    await candidates.get('boat')
    state.now = 1_000
    expect(await candidates.get('boat')).toBe('boat#2')
  })

  it('counts changes before reading: one announced during the read makes the next call read again', async () => {
    const state = { changes: 0, reads: 0 }
    const candidates = new DealCandidates(
      async () => {
        state.reads++
        state.changes++
        return state.reads
      },
      () => state.changes,
    )
    expect(await candidates.get('boat')).toBe(1)
    expect(await candidates.get('boat')).toBe(2)
  })

  it('lets concurrent calls share one read', async () => {
    const { state, candidates } = setup()
    const answers = await Promise.all([candidates.get('boat'), candidates.get('boat'), candidates.get('boat')])
    expect(answers).toEqual(['boat#1', 'boat#1', 'boat#1'])
    expect(state.reads).toBe(1)
  })

  it('does not keep a failed read', async () => {
    const { state, candidates } = setup()
    state.fail = true
    await expect(candidates.get('boat')).rejects.toThrow('database away')
    state.fail = false
    expect(await candidates.get('boat')).toBe('boat#2')
  })
})
