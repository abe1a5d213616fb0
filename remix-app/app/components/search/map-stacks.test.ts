import { describe, expect, it } from 'vitest'
import { placementKey, placePills } from './map-stacks'

const keys = (placements: ReturnType<typeof placePills>) =>
  Object.fromEntries([...placements].map(([id, placement]) => [id, placementKey(placement)]))

describe('placePills', () => {
  it('stacks pills that would overlap in one column above the first one at that place', () => {
    const placements = placePills([
      { id: 'a', x: 100, y: 100 },
      { id: 'lone', x: 300, y: 100 },
      { id: 'b', x: 120, y: 105 },
      { id: 'c', x: 100, y: 100 },
    ])
    expect(keys(placements)).toEqual({ a: 'price:0', lone: 'price:0', b: 'price:1@-20,-5', c: 'price:2' })
    expect(placements.get('b')).toEqual({ kind: 'price', stack: 1, dx: -20, dy: -5 })
  })

  it('shows four pills of a place as prices: a "+1" would hide no fewer', () => {
    const four = Array.from({ length: 4 }, (_, index) => ({ id: `p${index}`, x: 200, y: 200 }))
    expect(Object.values(keys(placePills(four)))).toEqual(['price:0', 'price:1', 'price:2', 'price:3'])
  })

  it('shows three prices of a crowd and one "+N" pill for the rest, which knows the whole crowd', () => {
    const crowd = Array.from({ length: 7 }, (_, index) => ({ id: `p${index}`, x: 200, y: 200 }))
    const placements = placePills(crowd)
    expect(Object.values(keys(placements))).toEqual([
      'price:0',
      'price:1',
      'price:2',
      'crowd:3:4',
      'hidden',
      'hidden',
      'hidden',
    ])
    expect(placements.get('p3')).toMatchObject({ members: crowd.map((pill) => pill.id) })
  })

  it('stacks every pill where the map cannot zoom closer', () => {
    const crowd = Array.from({ length: 6 }, (_, index) => ({ id: `p${index}`, x: 200, y: 200 }))
    expect(Object.values(keys(placePills(crowd, { maxPrices: Number.POSITIVE_INFINITY })))).toEqual([
      'price:0',
      'price:1',
      'price:2',
      'price:3',
      'price:4',
      'price:5',
    ])
  })

  it('takes a neighbouring place into a stack that would reach its pill, so no drawn pills cover each other', () => {
    const placements = placePills([
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 100, y: 100 },
      // Out of reach of a's place, but within reach of the pill stacked above it (at ~78).
      { id: 'above', x: 110, y: 70 },
      // Beside the stack: untouched.
      { id: 'beside', x: 175, y: 78 },
    ])
    expect(keys(placements)).toEqual({ a: 'price:0', b: 'price:1', above: 'price:2@-10,30', beside: 'price:0' })
  })

  it('merges a crowd into the stack it reaches and counts it in that "+N"', () => {
    const low = Array.from({ length: 3 }, (_, index) => ({ id: `low${index}`, x: 200, y: 200 }))
    const high = Array.from({ length: 3 }, (_, index) => ({ id: `high${index}`, x: 210, y: 150 }))
    const placements = placePills([...low, ...high])
    expect(Object.values(keys(placements))).toEqual([
      'price:0',
      'price:1',
      'price:2',
      'crowd:3:3@-10,50',
      'hidden',
      'hidden',
    ])
    expect(placements.get('high0')).toMatchObject({ members: [...low, ...high].map((pill) => pill.id) })
  })

  it('leaves pills apart where they do not touch', () => {
    const placements = placePills([
      { id: 'a', x: 100, y: 100 },
      { id: 'beside', x: 160, y: 100 },
      { id: 'below', x: 100, y: 130 },
    ])
    expect(keys(placements)).toEqual({ a: 'price:0', beside: 'price:0', below: 'price:0' })
  })
})
