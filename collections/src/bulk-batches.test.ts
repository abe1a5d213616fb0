import { describe, expect, it } from 'vitest'
import { overlappedBatches } from './bulk-batches'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('overlappedBatches', () => {
  it('writes every range once, in order, at most two at a time', async () => {
    const started: [number, number][] = []
    let running = 0
    let most = 0
    await overlappedBatches(1010, 250, async (from, size) => {
      started.push([from, size])
      running++
      most = Math.max(most, running)
      await tick()
      running--
    })
    expect(started).toEqual([
      [0, 250],
      [250, 250],
      [500, 250],
      [750, 250],
      [1000, 10],
    ])
    expect(most).toBe(2)
  })

  it('throws the first failure once the batch beside it has settled, and starts no more', async () => {
    const events: string[] = []
    const run = overlappedBatches(1000, 250, async (from) => {
      events.push(`start ${from}`)
      await tick()
      if (from === 250) throw new Error('batch 250 refused')
      await tick()
      events.push(`done ${from}`)
    })
    await expect(run).rejects.toThrow('batch 250 refused')
    expect(events).toEqual(['start 0', 'start 250', 'done 0', 'start 500', 'done 500'])
  })

  it('writes nothing for nothing', async () => {
    let calls = 0
    await overlappedBatches(0, 250, async () => {
      calls++
    })
    expect(calls).toBe(0)
  })
})
