import { describe, expect, it } from 'vitest'
import { stackPositions } from './map-stacks'

describe('stackPositions', () => {
  it('stacks pills that would overlap above the first one at that place', () => {
    const positions = stackPositions([
      { id: 'a', x: 100, y: 100 },
      { id: 'lone', x: 300, y: 100 },
      { id: 'b', x: 120, y: 105 },
      { id: 'c', x: 100, y: 100 },
    ])
    expect(Object.fromEntries(positions)).toEqual({ a: 0, lone: 0, b: 1, c: 2 })
  })

  it('stacks a crowd no higher than three pills above its place', () => {
    const crowd = Array.from({ length: 6 }, (_, index) => ({ id: `p${index}`, x: 200, y: 200 }))
    expect([...stackPositions(crowd).values()]).toEqual([0, 1, 2, 3, 3, 3])
  })

  it('leaves pills apart where they do not touch', () => {
    const positions = stackPositions([
      { id: 'a', x: 100, y: 100 },
      { id: 'beside', x: 160, y: 100 },
      { id: 'below', x: 100, y: 130 },
    ])
    expect(Object.fromEntries(positions)).toEqual({ a: 0, beside: 0, below: 0 })
  })
})
