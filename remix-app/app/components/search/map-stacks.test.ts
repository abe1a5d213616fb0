import { describe, expect, it } from 'vitest'
import { stackPositions } from './map-stacks'

describe('stackPositions', () => {
  it('stacks listings at one spot one above the other and leaves lone ones on their point', () => {
    const positions = stackPositions([
      { id: 'a', latitude: 47.6, longitude: 10.7 },
      { id: 'lone', latitude: 48.1, longitude: 11.5 },
      { id: 'b', latitude: 47.60001, longitude: 10.70002 },
      { id: 'c', latitude: 47.6, longitude: 10.7 },
    ])
    expect(Object.fromEntries(positions)).toEqual({ a: 0, lone: 0, b: 1, c: 2 })
  })

  it('keeps listings a street apart on their own points', () => {
    const positions = stackPositions([
      { id: 'a', latitude: 47.6, longitude: 10.7 },
      { id: 'b', latitude: 47.601, longitude: 10.7 },
    ])
    expect(Object.fromEntries(positions)).toEqual({ a: 0, b: 0 })
  })
})
