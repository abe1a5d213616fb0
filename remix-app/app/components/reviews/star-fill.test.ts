import { describe, expect, it } from 'vitest'
import { starFill } from './star-fill'

const stars = (rating: number) => [1, 2, 3, 4, 5].map((star) => starFill(rating, star))

describe('starFill', () => {
  it('fills whole stars for whole ratings', () => {
    expect(stars(4)).toEqual([1, 1, 1, 1, 0])
    expect(stars(0)).toEqual([0, 0, 0, 0, 0])
    expect(stars(5)).toEqual([1, 1, 1, 1, 1])
  })

  it('shows a half star for an average between two stars, not a whole one', () => {
    expect(stars(4.5)).toEqual([1, 1, 1, 1, 0.5])
    expect(stars(3.5)).toEqual([1, 1, 1, 0.5, 0])
  })

  it('rounds to the nearest half star', () => {
    expect(stars(4.2)).toEqual([1, 1, 1, 1, 0])
    expect(stars(4.3)).toEqual([1, 1, 1, 1, 0.5])
    expect(stars(4.8)).toEqual([1, 1, 1, 1, 1])
  })
})
